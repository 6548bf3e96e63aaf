import type { OrganisationDetails, OrganisationPatch } from '@harvest/domain';
import { ColorInput, Fieldset, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textFields } from '../../../lib/forms/text-fields';
import { FormAlert } from '../../../ui/form-alert';
import { LogoPicker } from './logo-picker';
import { optionalText } from './organisation-form-resolver';
import { OrganisationSection, type BusinessSetupSectionProps } from './organisation-section';
import { useOrganisationPatchForm } from './use-organisation-patch-form';
import { SaveRow } from '../../../ui/save-row';
import { fieldProps } from '../../../ui/field-props';

interface BrandingValues {
  branding: { logoUrl: string; faviconUrl: string; primaryColour: string; secondaryColour: string };
  invoiceSettings: {
    taxNumber: string;
    salesTaxLabel: string;
    /** NumberInput gives a number, or '' when empty. */
    salesTaxPercentage: number | string;
    invoicePrefix: string;
  };
}

const API_FIELDS = [
  'branding.logoUrl',
  'branding.faviconUrl',
  'branding.primaryColour',
  'branding.secondaryColour',
  'invoiceSettings.taxNumber',
  'invoiceSettings.salesTaxLabel',
  'invoiceSettings.salesTaxPercentage',
  'invoiceSettings.invoicePrefix',
] as const;

function toPatch({ branding, invoiceSettings }: BrandingValues): OrganisationPatch {
  const percentage = invoiceSettings.salesTaxPercentage;
  return {
    branding: {
      logoUrl: optionalText(branding.logoUrl),
      faviconUrl: optionalText(branding.faviconUrl),
      primaryColour: optionalText(branding.primaryColour),
      secondaryColour: optionalText(branding.secondaryColour),
    },
    invoiceSettings: {
      taxNumber: optionalText(invoiceSettings.taxNumber),
      salesTaxLabel: optionalText(invoiceSettings.salesTaxLabel),
      salesTaxPercentage: percentage === '' ? undefined : Number(percentage),
      invoicePrefix: optionalText(invoiceSettings.invoicePrefix),
    },
  };
}

/** How the business's documents look (logo, favicon, colours) and what its invoices say about tax. */
export function BrandingForm({ organisationId, canEdit }: BusinessSetupSectionProps) {
  const { t } = useTranslation();
  return (
    <OrganisationSection organisationId={organisationId} title={t('businessSetup.branding.title')}>
      {(organisation) => <BrandingFields key={organisation.id} organisation={organisation} canEdit={canEdit} />}
    </OrganisationSection>
  );
}

function BrandingFields({ organisation, canEdit }: { organisation: OrganisationDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const { branding, invoiceSettings } = organisation;
  const { form, formError, onSubmit } = useOrganisationPatchForm<BrandingValues>(organisation, {
    toPatch,
    apiFields: API_FIELDS,
    defaultValues: {
      branding: textFields(branding, ['logoUrl', 'faviconUrl', 'primaryColour', 'secondaryColour']),
      invoiceSettings: {
        ...textFields(invoiceSettings, ['taxNumber', 'salesTaxLabel', 'invoicePrefix']),
        salesTaxPercentage: invoiceSettings?.salesTaxPercentage ?? '',
      },
    },
  });
  const { errors } = form.formState;

  const readOnly = !canEdit;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <Fieldset legend={t('businessSetup.branding.brandingLegend')} variant="unstyled">
          {/* Saved as soon as it is uploaded; the form keeps the saved URL so its own Save sends the same. */}
          <LogoPicker
            organisation={organisation}
            canEdit={canEdit}
            onSaved={(logoUrl) => form.setValue('branding.logoUrl', logoUrl)}
          />
          <SimpleGrid mt="md" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('businessSetup.branding.faviconUrl')}
              type="url"
              inputMode="url"
              readOnly={readOnly}
              {...fieldProps(form, 'branding.faviconUrl')}
            />
            {(['primaryColour', 'secondaryColour'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={`branding.${name}`}
                render={({ field }) => (
                  <ColorInput
                    ref={field.ref}
                    name={field.name}
                    label={t(`businessSetup.branding.${name}`)}
                    format="hex"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    readOnly={readOnly}
                    withPicker={!readOnly}
                    error={errors.branding?.[name]?.message}
                    popoverProps={{ withinPortal: false }}
                    eyeDropperButtonProps={{
                      'aria-label': t('businessSetup.branding.pickColourFromScreen', {
                        name: t(`businessSetup.branding.${name}`).toLowerCase(),
                      }),
                    }}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('businessSetup.branding.invoiceLegend')} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('businessSetup.branding.taxNumber')}
              autoComplete="off"
              readOnly={readOnly}
              {...fieldProps(form, 'invoiceSettings.taxNumber')}
            />
            <TextInput
              label={t('businessSetup.branding.salesTaxLabel')}
              autoComplete="off"
              readOnly={readOnly}
              {...fieldProps(form, 'invoiceSettings.salesTaxLabel')}
            />
            <Controller
              control={form.control}
              name="invoiceSettings.salesTaxPercentage"
              render={({ field }) => (
                <NumberInput
                  ref={field.ref}
                  name={field.name}
                  label={t('businessSetup.branding.salesTaxPercentage')}
                  min={0}
                  max={100}
                  decimalScale={2}
                  suffix="%"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  readOnly={readOnly}
                  error={errors.invoiceSettings?.salesTaxPercentage?.message}
                />
              )}
            />
            <TextInput
              label={t('businessSetup.branding.invoicePrefix')}
              autoComplete="off"
              readOnly={readOnly}
              {...fieldProps(form, 'invoiceSettings.invoicePrefix')}
            />
          </SimpleGrid>
        </Fieldset>
        {canEdit && <SaveRow label={t('businessSetup.branding.save')} saving={form.formState.isSubmitting} />}
      </Stack>
    </form>
  );
}
