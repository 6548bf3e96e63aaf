import {
  BUSINESS_UNIT_TYPES,
  businessUnitCreateSchema,
  businessUnitPatchSchema,
  type BusinessUnit,
  type BusinessUnitCreate,
  type BusinessUnitPatch,
  type BusinessUnitType,
  type FieldIssue,
  type ModalName,
} from '@harvest/domain';
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCATION_KEYS, locationFields, readLocation, type LocationFields } from '../../../lib/geo/location-fields';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useCreateBusinessUnit } from '../api/create-business-unit';
import { useUpdateBusinessUnit } from '../api/update-business-unit';
import { ContactDetailsFields } from './contact-details-fields';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import {
  CONTACT_API_FIELDS,
  contactFields,
  messagesOf,
  nullableText,
  phoneIssueField,
  phoneIssues,
  toContact,
  type ContactFields,
} from './organisation-form-resolver';
import { UnitLocationFields } from './unit-location-fields';
import { notify } from '../../../ui/notifications/notify';
import { FormModal } from '../../../ui/form-modal';
import { BusinessModalForm } from './business-modal-form';
import { fieldProps } from '../../../ui/field-props';

/** The modal's name in the `action` query value (spec platform §2). */
export const BUSINESS_UNIT_MODAL = 'business-unit' satisfies ModalName;

interface BusinessUnitValues extends ContactFields {
  type: BusinessUnitType;
  name: string;
  companyNumber: string;
  taxId: string;
  location: LocationFields;
}

const API_FIELDS = [
  'type',
  'name',
  'companyNumber',
  'taxId',
  ...CONTACT_API_FIELDS,
  'location.lat',
  'location.lon',
  'location.what3words',
] as const;

/** Farms and stores are places on a map (spec platform §3); a region only groups them. */
const hasLocation = (type: BusinessUnitType) => type === 'farm' || type === 'store';

function toBody(values: BusinessUnitValues, creating: boolean) {
  const body = {
    name: values.name.trim(),
    companyNumber: nullableText(values.companyNumber),
    taxId: nullableText(values.taxId),
    ...toContact(values),
  };
  // A location typed wrongly is left out here and refused by locationIssues, in the domain's words.
  const read = hasLocation(values.type) ? readLocation(values.location) : null;
  const location =
    read && read.issues.length === 0 && (read.location !== null || !creating) ? { location: read.location } : {};
  // The type is chosen once, on creation (spec platform §5: it cannot be changed).
  return creating ? { ...body, ...location, type: values.type } : { ...body, ...location };
}

function locationIssues(values: BusinessUnitValues): FieldIssue[] {
  if (!hasLocation(values.type)) return [];
  return readLocation(values.location).issues.map((issue) => ({ ...issue, field: `location.${issue.field}` }));
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
    <FormModal
      opened={opened}
      onClose={onClose}
      title={unit ? t('businessSetup.units.editTitle') : t('businessSetup.units.addTitle')}
    >
      {/* Keyed by unit so switching units starts a fresh form. */}
      <BusinessUnitForm key={unit?.id ?? 'new'} unit={unit} onDone={onClose} {...rest} />
    </FormModal>
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
          (body, values) => [...phoneIssues(countryIso)(body), ...locationIssues(values)],
          phoneIssueField,
        )
      : domainResolver<BusinessUnitValues, BusinessUnitCreate | BusinessUnitPatch>(
          businessUnitPatchSchema,
          (values) => toBody(values, false),
          (body, values) => [...phoneIssues(countryIso)(body), ...locationIssues(values)],
          phoneIssueField,
        ),
    defaultValues: {
      type: unit?.type ?? 'farm',
      name: unit?.name ?? '',
      companyNumber: unit?.companyNumber ?? '',
      taxId: unit?.taxId ?? '',
      ...contactFields(unit),
      location: locationFields(unit?.location),
    },
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const name = useWatch({ control: form.control, name: 'name' });
  const location = useWatch({ control: form.control, name: 'location' });
  const setLocationField = useCallback(
    (field: keyof LocationFields, value: string) =>
      form.setValue(`location.${field}`, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    [form],
  );

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
    <BusinessModalForm onSubmit={onSubmit} error={formError} pending={form.formState.isSubmitting} onCancel={onDone}>
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
        {...fieldProps(form, 'name')}
      />
      <TextInput
        label={t('businessSetup.units.companyNumber')}
        autoComplete="off"
        {...fieldProps(form, 'companyNumber')}
      />
      <TextInput label={t('businessSetup.units.taxId')} autoComplete="off" {...fieldProps(form, 'taxId')} />
      <ContactDetailsFields
        register={(path) => form.register(path)}
        setAddressField={(field, value) => form.setValue(`address.${field}`, value, { shouldDirty: true })}
        hasAddress={unit?.address != null}
        onAddressCoordinates={(coordinates) => {
          if (!hasLocation(type)) return;
          setLocationField('lat', String(coordinates.lat));
          setLocationField('lon', String(coordinates.lon));
        }}
        errors={errors}
        countryIso={countryIso}
        emailLabel={t('businessSetup.units.email')}
        phoneLabel={t('businessSetup.units.phone')}
        emailAutoComplete="off"
      />
      {hasLocation(type) && (
        <UnitLocationFields
          register={(field) => form.register(`location.${field}`)}
          errors={messagesOf(LOCATION_KEYS, errors.location)}
          setField={setLocationField}
          values={location}
          savedWhat3words={unit?.location?.what3words ?? ''}
          countryIso={countryIso}
          unitName={name}
        />
      )}
    </BusinessModalForm>
  );
}
