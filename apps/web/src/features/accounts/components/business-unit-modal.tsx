import {
  BUSINESS_UNIT_TYPES,
  businessUnitCreateSchema,
  businessUnitPatchSchema,
  type BusinessUnit,
  type BusinessUnitCreate,
  type BusinessUnitPatch,
  type BusinessUnitType,
  type ModalName,
} from '@harvest/domain';
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import { ResponsiveModal } from '../../../ui/responsive-modal';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useCreateBusinessUnit } from '../api/create-business-unit';
import { useUpdateBusinessUnit } from '../api/update-business-unit';
import { ContactDetailsFields } from './contact-details-fields';
import { BusinessFormActions } from './business-form-actions';
import {
  CONTACT_API_FIELDS,
  contactFields,
  domainResolver,
  nullableText,
  phoneIssueField,
  phoneIssues,
  toContact,
  type ContactFields,
} from './organisation-form-resolver';
import { notify } from '../../../ui/notifications/notify';

/** The modal's name in the `action` query value (spec platform §2). */
export const BUSINESS_UNIT_MODAL = 'business-unit' satisfies ModalName;

interface BusinessUnitValues extends ContactFields {
  type: BusinessUnitType;
  name: string;
  companyNumber: string;
  taxId: string;
}

const API_FIELDS = ['type', 'name', 'companyNumber', 'taxId', ...CONTACT_API_FIELDS] as const;

function toBody(values: BusinessUnitValues, creating: boolean) {
  const body = {
    name: values.name.trim(),
    companyNumber: nullableText(values.companyNumber),
    taxId: nullableText(values.taxId),
    ...toContact(values),
  };
  // The type is chosen once, on creation (spec platform §5: it cannot be changed).
  return creating ? { ...body, type: values.type } : body;
}

interface BusinessUnitModalProps {
  opened: boolean;
  onClose: () => void;
  organisationId: string;
  countryIso: string;
  /** The unit to edit; none adds one. */
  unit: BusinessUnit | null;
}

/** Adds a farm, store or region, or edits one (its type stays as it was created). */
export function BusinessUnitModal({ opened, onClose, unit, ...rest }: BusinessUnitModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={unit ? t('businessSetup.units.editTitle') : t('businessSetup.units.addTitle')}
    >
      {/* Keyed by unit so switching units starts a fresh form. */}
      <BusinessUnitForm key={unit?.id ?? 'new'} unit={unit} onDone={onClose} {...rest} />
    </ResponsiveModal>
  );
}

interface BusinessUnitFormProps extends Omit<BusinessUnitModalProps, 'opened' | 'onClose'> {
  onDone: () => void;
}

function BusinessUnitForm({ unit, organisationId, countryIso, onDone }: BusinessUnitFormProps) {
  const { t } = useTranslation();
  const create = useCreateBusinessUnit(organisationId);
  const update = useUpdateBusinessUnit(organisationId);
  const creating = unit === null;
  const form = useForm<BusinessUnitValues, unknown, BusinessUnitCreate | BusinessUnitPatch>({
    resolver: creating
      ? domainResolver<BusinessUnitValues, BusinessUnitCreate | BusinessUnitPatch>(
          businessUnitCreateSchema,
          (values) => toBody(values, true),
          phoneIssues(countryIso),
          phoneIssueField,
        )
      : domainResolver<BusinessUnitValues, BusinessUnitCreate | BusinessUnitPatch>(
          businessUnitPatchSchema,
          (values) => toBody(values, false),
          phoneIssues(countryIso),
          phoneIssueField,
        ),
    defaultValues: {
      type: unit?.type ?? 'farm',
      name: unit?.name ?? '',
      companyNumber: unit?.companyNumber ?? '',
      taxId: unit?.taxId ?? '',
      ...contactFields(unit),
    },
  });
  const { errors } = form.formState;

  const { formError, onSubmit } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    if (body.type === undefined) {
      if (unit) await update.mutateAsync({ id: unit.id, patch: body });
      notify({ message: t('accounts.settingsSaved'), position: 'floating' });
    } else {
      await create.mutateAsync(body);
      notify({ message: t('businessSetup.units.created'), position: 'floating' });
    }
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        {unit ? (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('businessSetup.units.type')}
            </Text>
            <Text size="sm">{t(`businessSetup.units.types.${unit.type}`)}</Text>
            <Text size="xs" c="dimmed">
              {t('businessSetup.units.typeFixed')}
            </Text>
          </Stack>
        ) : (
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="business-unit-type-label">
                  {t('businessSetup.units.type')}
                </Text>
                <SegmentedControl
                  aria-labelledby="business-unit-type-label"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={BUSINESS_UNIT_TYPES.map((type) => ({
                    value: type,
                    label: t(`businessSetup.units.types.${type}`),
                  }))}
                />
              </Stack>
            )}
          />
        )}
        <TextInput
          label={t('businessSetup.units.name')}
          autoComplete="off"
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label={t('businessSetup.units.companyNumber')}
          autoComplete="off"
          error={errors.companyNumber?.message}
          {...form.register('companyNumber')}
        />
        <TextInput
          label={t('businessSetup.units.taxId')}
          autoComplete="off"
          error={errors.taxId?.message}
          {...form.register('taxId')}
        />
        <ContactDetailsFields
          register={(path) => form.register(path)}
          errors={errors}
          countryIso={countryIso}
          emailLabel={t('businessSetup.units.email')}
          phoneLabel={t('businessSetup.units.phone')}
          emailAutoComplete="off"
        />
        <BusinessFormActions onCancel={onDone} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
