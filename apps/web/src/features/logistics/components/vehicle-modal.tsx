import {
  FLEET_DECKS_MAX,
  FUEL_TYPES,
  MOT_STATUSES,
  VEHICLE_TYPES,
  vehicleCreateSchema,
  type FuelType,
  type MotStatus,
  type Vehicle,
  type VehicleType,
} from '@harvest/domain';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms/api-validation';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { choices } from '../../../ui/choices';
import { fieldProps } from '../../../ui/field-props';
import { FileUpload } from '../../../ui/file-upload/file-upload';
import { subjectFormDialog, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { FormNumberInput } from '../../../ui/form-number-input';
import { FormSelect } from '../../../ui/form-select';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useDomainForm } from '../../../ui/use-domain-form';
import { lookupVehicle } from '../api/lookup-vehicle';
import { useSaveVehicle } from '../api/save-vehicle';

interface VehicleValues {
  registration: string;
  make: string;
  model: string;
  type: VehicleType;
  fuelType: FuelType | '';
  engineCapacityCc: number | '';
  co2GramsPerKm: number | '';
  motStatus: MotStatus | '';
  motExpiryDate: string;
  v5cLastIssuedDate: string;
  insuranceExpiryDate: string;
  insuranceFileId: string;
  decks: number | '';
  payload: number | '';
  lengthMm: number | '';
  widthMm: number | '';
  heightMm: number | '';
}

const API_FIELDS = [
  'registration',
  'make',
  'model',
  'type',
  'fuelType',
  'engineCapacityCc',
  'co2GramsPerKm',
  'motStatus',
  'motExpiryDate',
  'v5cLastIssuedDate',
  'insuranceExpiryDate',
  'insuranceFileId',
  'decks',
  'payload',
  'lengthMm',
  'widthMm',
  'heightMm',
] as const;

const orNull = <T,>(value: T | '') => (value === '' ? null : value);
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

interface VehicleFormProps extends DoneProps {
  /** The vehicle to edit, or 'new'. */
  vehicle: Vehicle | 'new';
}

/** A vehicle's details; a new one starts from its registration, looked up in the UK register. */
function VehicleForm({ vehicle, onDone }: VehicleFormProps) {
  const { t } = useTranslation();
  const save = useSaveVehicle();
  const payload = useWeightEntry();
  const existing = vehicle === 'new' ? null : vehicle;
  const [lookup, setLookup] = useState<{ busy: boolean; found: string | null; failed: string | null }>({
    busy: false,
    found: null,
    failed: null,
  });
  const [insuranceName, setInsuranceName] = useState(existing?.insuranceFile?.fileName ?? null);
  const toBody = (values: VehicleValues) => ({
    registration: values.registration,
    make: textOrNull(values.make),
    model: textOrNull(values.model),
    type: values.type,
    fuelType: orNull(values.fuelType),
    engineCapacityCc: orNull(values.engineCapacityCc),
    co2GramsPerKm: orNull(values.co2GramsPerKm),
    motStatus: orNull(values.motStatus),
    motExpiryDate: textOrNull(values.motExpiryDate),
    v5cLastIssuedDate: textOrNull(values.v5cLastIssuedDate),
    insuranceExpiryDate: textOrNull(values.insuranceExpiryDate),
    insuranceFileId: textOrNull(values.insuranceFileId),
    decks: values.decks === '' ? Number.NaN : values.decks,
    payloadKg: values.payload === '' ? Number.NaN : payload.toKg(values.payload),
    lengthMm: orNull(values.lengthMm),
    widthMm: orNull(values.widthMm),
    heightMm: orNull(values.heightMm),
  });
  const form = useDomainForm(vehicleCreateSchema, toBody, {
    fieldOf: { payloadKg: 'payload' },
    defaultValues: {
      registration: existing?.registration ?? '',
      make: existing?.make ?? '',
      model: existing?.model ?? '',
      type: existing?.type ?? 'artic-cab',
      fuelType: existing?.fuelType ?? '',
      engineCapacityCc: existing?.engineCapacityCc ?? '',
      co2GramsPerKm: existing?.co2GramsPerKm ?? '',
      motStatus: existing?.motStatus ?? '',
      motExpiryDate: existing?.motExpiryDate ?? '',
      v5cLastIssuedDate: existing?.v5cLastIssuedDate ?? '',
      insuranceExpiryDate: existing?.insuranceExpiryDate ?? '',
      insuranceFileId: existing?.insuranceFile?.id ?? '',
      decks: existing?.decks ?? 1,
      payload: existing ? payload.fromKg(existing.payloadKg) : '',
      lengthMm: existing?.lengthMm ?? '',
      widthMm: existing?.widthMm ?? '',
      heightMm: existing?.heightMm ?? '',
    },
  });

  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    const saved = await save.mutateAsync({ id: existing?.id ?? null, body });
    notify({ message: t('fleet.saved', { name: saved.registration }), position: 'floating' });
    onDone();
  });

  /** Fills what the register holds; a registration it does not know is entered by hand (§8). */
  const runLookup = async () => {
    setLookup({ busy: true, found: null, failed: null });
    try {
      const found = await lookupVehicle(form.getValues('registration'));
      const fill = (name: keyof VehicleValues, value: string | number | null) => {
        if (value !== null) form.setValue(name, value as never, { shouldDirty: true });
      };
      fill('registration', found.registration);
      fill('make', found.make);
      fill('fuelType', found.fuelType);
      fill('engineCapacityCc', found.engineCapacityCc);
      fill('co2GramsPerKm', found.co2GramsPerKm);
      fill('motStatus', found.motStatus);
      fill('motExpiryDate', found.motExpiryDate);
      fill('v5cLastIssuedDate', found.v5cLastIssuedDate);
      setLookup({ busy: false, found: found.make ?? found.registration, failed: null });
    } catch (error) {
      setLookup({ busy: false, found: null, failed: errorMessage(error, t('logistics.vehicleLookupNotFound')) });
    }
  };

  const dateInput = (name: 'motExpiryDate' | 'v5cLastIssuedDate' | 'insuranceExpiryDate', label: string) => (
    <TextInput type="date" label={label} {...fieldProps(form, name)} />
  );

  return (
    <FormModal.Form {...modalForm} submitLabel={t('fleet.vehicleForm.save')}>
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('fleet.vehicleForm.registration')}
            data-autofocus
            autoComplete="off"
            style={{ flex: 1 }}
            {...fieldProps(form, 'registration')}
          />
          <Button variant="light" onClick={() => void runLookup()} loading={lookup.busy}>
            {t('fleet.vehicleForm.lookup')}
          </Button>
        </Group>
        {lookup.found && (
          <Text size="sm" role="status">
            {t('fleet.vehicleForm.lookupFound', { make: lookup.found })}
          </Text>
        )}
        {lookup.failed && (
          <Alert color="yellow" variant="light" role="status">
            {lookup.failed}
          </Alert>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('fleet.vehicleForm.make')} {...fieldProps(form, 'make')} />
        <TextInput label={t('fleet.vehicleForm.model')} {...fieldProps(form, 'model')} />
        <FormSelect
          control={form.control}
          name="type"
          label={t('fleet.vehicleForm.type')}
          data={choices(VEHICLE_TYPES, (each) => t(`fleet.vehicleTypes.${each}`))}
          allowDeselect={false}
        />
        <FormSelect
          control={form.control}
          name="fuelType"
          label={t('fleet.vehicleForm.fuelType')}
          none={t('fleet.vehicleForm.none')}
          data={choices(FUEL_TYPES, (each) => t(`fleet.fuelTypes.${each}`))}
          allowDeselect={false}
        />
        <FormNumberInput
          control={form.control}
          name="payload"
          label={t('fleet.vehicleForm.payload', { unit: payload.symbol })}
          decimalScale={3}
          min={0}
        />
        <FormNumberInput
          control={form.control}
          name="decks"
          label={t('fleet.vehicleForm.decks')}
          min={1}
          max={FLEET_DECKS_MAX}
        />
        <FormNumberInput
          control={form.control}
          name="engineCapacityCc"
          label={t('fleet.vehicleForm.engineCapacity')}
          min={0}
        />
        <FormNumberInput control={form.control} name="co2GramsPerKm" label={t('fleet.vehicleForm.co2')} min={0} />
        <FormSelect
          control={form.control}
          name="motStatus"
          label={t('fleet.vehicleForm.motStatus')}
          none={t('fleet.vehicleForm.none')}
          data={choices(MOT_STATUSES, (each) => t(`fleet.motStatuses.${each}`))}
          allowDeselect={false}
        />
        {dateInput('motExpiryDate', t('fleet.vehicleForm.motExpiry'))}
        {dateInput('v5cLastIssuedDate', t('fleet.vehicleForm.v5c'))}
        {dateInput('insuranceExpiryDate', t('fleet.vehicleForm.insuranceExpiry'))}
        <FormNumberInput control={form.control} name="lengthMm" label={t('fleet.vehicleForm.length')} min={0} />
        <FormNumberInput control={form.control} name="widthMm" label={t('fleet.vehicleForm.width')} min={0} />
        <FormNumberInput control={form.control} name="heightMm" label={t('fleet.vehicleForm.height')} min={0} />
      </SimpleGrid>
      <FileUpload
        label={t('fleet.vehicleForm.insuranceDocument')}
        buttonLabel={t('fleet.vehicleForm.insuranceUpload')}
        fields={{ bucket: 'files', type: 'vehicle' }}
        showUploaded={false}
        onUploaded={(files) => {
          const file = files[0];
          if (!file) return;
          form.setValue('insuranceFileId', file.id, { shouldDirty: true });
          setInsuranceName(file.name);
        }}
      >
        {insuranceName && <Text size="sm">{t('fleet.vehicleForm.insuranceAttached', { name: insuranceName })}</Text>}
      </FileUpload>
    </FormModal.Form>
  );
}

/** Adds a vehicle to the fleet, or edits one. */
export const VehicleModal = subjectFormDialog('vehicle', VehicleForm, (t, { vehicle }) =>
  vehicle === 'new' || vehicle === null
    ? t('fleet.vehicleForm.addTitle')
    : t('fleet.vehicleForm.editTitle', { registration: vehicle.registration }),
);
