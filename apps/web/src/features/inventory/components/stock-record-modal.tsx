import { movementCreateSchema, OWNER_STATUSES, type OwnerStatus, type Storage } from '@harvest/domain';
import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { useDomainForm } from '../../../ui/use-domain-form';
import { notify } from '../../../ui/notifications/notify';
import { CropAndTypeSelects, useChosenCrop } from '../../../ui/crop-and-type-selects';
import { choices } from '../../../ui/choices';
import { FormSelect } from '../../../ui/form-select';
import { HarvestYearSelect } from '../../../ui/harvest-year-select';
import { FormNumberInput } from '../../../ui/form-number-input';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useCreateMovement } from '../api/create-movement';
import { AttachedFile, type Attached } from './attached-file';
import { FormModal } from '../../../ui/form-modal';
import { formDialog, type DoneProps } from '../../../ui/form-dialog';
import type { HarvestYearProps } from './harvest-year-props';
import { fieldProps } from '../../../ui/field-props';

interface RecordValues {
  storageId: string;
  date: string;
  moisture: number | '';
  sampleReference: string;
  commodityId: string;
  commodityItemId: string;
  variety: string;
  harvestYear: string;
  quantity: number | '';
  ownerStatus: OwnerStatus;
  thirdPartyOwner: string;
  storageContractRef: string;
}

const API_FIELDS = [
  'storageId',
  'date',
  'moisture',
  'sampleReference',
  'commodityId',
  'commodityItemId',
  'variety',
  'harvestYear',
  'quantity',
  'ownerStatus',
  'thirdPartyOwner',
  'storageContractRef',
] as const;

const text = (value: string) => value.trim() || null;

interface StockRecordFormProps extends DoneProps, HarvestYearProps {
  storages: Storage[];
  /** Today on the device: the intake's date to start with. */
  today: string;
}

/** Where a body field's issue shows on the form: the intake's lot fields are the form's own. */
const FIELD_OF: Readonly<Record<string, string>> = {
  destinationStorageId: 'storageId',
  quantityKg: 'quantity',
  startDate: 'date',
  moisturePercent: 'moisture',
};
const fieldOf = (field: string) => FIELD_OF[field] ?? field.replace(/^record\./, '');

/** A store or field by name; a sub-store with its store's, so the person sees where it is. */
const placeName = (storage: Storage, storages: readonly Storage[]) => {
  const parent = storages.find((each) => each.id === storage.parentId);
  return parent ? `${parent.name} › ${storage.name}` : storage.name;
};

/**
 * Grain in (issue 20): adding stock is an intake movement, so it shows in Movements and the ledger with its date,
 * moisture, and weighbridge ticket and sample when there are any. The person chooses the store or field; nothing
 * is chosen for them. The lot: crop, grade, variety, harvest year, quantity and who owns it.
 */
export const StockRecordModal = formDialog(StockRecordForm, (t) => t('inventoryScreens.recordForm.title'));

function StockRecordForm({ onDone, storages, harvestYear, today }: StockRecordFormProps) {
  const { t } = useTranslation();
  const create = useCreateMovement();
  const weight = useWeightEntry();
  const [weighbridge, setWeighbridge] = useState<Attached | null>(null);
  const [sample, setSample] = useState<Attached | null>(null);
  const toBody = (values: RecordValues) => ({
    type: 'intake' as const,
    status: 'complete' as const,
    destinationStorageId: values.storageId,
    startDate: values.date,
    quantityKg: values.quantity === '' ? Number.NaN : weight.toKg(values.quantity),
    moisturePercent: values.moisture === '' ? null : values.moisture,
    sampleReference: text(values.sampleReference),
    weighbridgeFileId: weighbridge?.id ?? null,
    sampleFileId: sample?.id ?? null,
    record: {
      commodityId: values.commodityId,
      commodityItemId: text(values.commodityItemId),
      variety: text(values.variety),
      harvestYear: Number(values.harvestYear),
      ownerStatus: values.ownerStatus,
      thirdPartyOwner: values.ownerStatus === 'STORED' ? text(values.thirdPartyOwner) : null,
      storageContractRef: values.ownerStatus === 'STORED' ? text(values.storageContractRef) : null,
    },
  });
  const form = useDomainForm(movementCreateSchema, toBody, {
    fieldOf,
    defaultValues: {
      storageId: '',
      date: today,
      moisture: '',
      sampleReference: '',
      commodityId: '',
      commodityItemId: '',
      variety: '',
      harvestYear: String(harvestYear),
      quantity: '',
      ownerStatus: 'OWNED',
      thirdPartyOwner: '',
      storageContractRef: '',
    },
  });
  const ownerStatus = useWatch({ control: form.control, name: 'ownerStatus' });
  const group = useChosenCrop(form.control);

  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await create.mutateAsync(body);
    notify({ message: t('inventoryScreens.recordForm.saved'), position: 'floating' });
    onDone();
  });

  return (
    <FormModal.Form {...modalForm} submitLabel={t('inventoryScreens.recordForm.save')}>
      <FormSelect
        control={form.control}
        name="storageId"
        label={t('inventoryScreens.recordForm.storage')}
        placeholder={t('inventoryScreens.recordForm.storagePlaceholder')}
        data={storages.map((storage) => ({ value: storage.id, label: placeName(storage, storages) }))}
        allowDeselect={false}
      />
      <TextInput type="date" label={t('inventoryScreens.recordForm.date')} {...fieldProps(form, 'date')} />
      <Group grow align="flex-start">
        <CropAndTypeSelects
          form={form}
          crop={group}
          labels={{
            crop: t('inventoryScreens.recordForm.crop'),
            type: t('inventoryScreens.recordForm.grade'),
            noType: t('inventoryScreens.recordForm.gradeNone'),
          }}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('inventoryScreens.recordForm.variety')}
          autoComplete="off"
          list={group ? `varieties-${group.id}` : undefined}
          {...fieldProps(form, 'variety')}
        />
        <HarvestYearSelect
          control={form.control}
          name="harvestYear"
          label={t('inventoryScreens.recordForm.harvestYear')}
          thisYear={harvestYear}
        />
      </Group>
      {group && (
        <datalist id={`varieties-${group.id}`}>
          {group.varieties.map((variety) => (
            <option key={variety.id} value={variety.name} />
          ))}
        </datalist>
      )}
      <FormNumberInput
        control={form.control}
        name="quantity"
        label={t('inventoryScreens.recordForm.quantity', { unit: weight.symbol })}
        decimalScale={3}
      />
      <Group grow align="flex-start">
        <FormNumberInput
          control={form.control}
          name="moisture"
          label={t('inventoryScreens.recordForm.moisture')}
          decimalScale={1}
          // No max here: a cap would turn a typed 45 into 4 without a word; the rule's message says the range.
        />
        <TextInput
          label={t('inventoryScreens.recordForm.sampleReference')}
          autoComplete="off"
          {...fieldProps(form, 'sampleReference')}
        />
      </Group>
      <Controller
        control={form.control}
        name="ownerStatus"
        render={({ field }) => (
          <Stack gap={4}>
            <span id="record-owner-label" style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' }}>
              {t('inventoryScreens.recordForm.owner')}
            </span>
            <SegmentedControl
              aria-labelledby="record-owner-label"
              data={choices(OWNER_STATUSES, (status) => t(`inventoryScreens.recordForm.owners.${status}`))}
              value={field.value}
              onChange={(value) => field.onChange(OWNER_STATUSES.find((status) => status === value) ?? 'OWNED')}
            />
          </Stack>
        )}
      />
      {ownerStatus === 'STORED' && (
        <Group grow align="flex-start">
          <TextInput
            label={t('inventoryScreens.recordForm.thirdPartyOwner')}
            autoComplete="organization"
            {...fieldProps(form, 'thirdPartyOwner')}
          />
          <TextInput
            label={t('inventoryScreens.recordForm.storageContract')}
            autoComplete="off"
            {...fieldProps(form, 'storageContractRef')}
          />
        </Group>
      )}
      <AttachedFile category="weighbridge" value={weighbridge} onChange={setWeighbridge} />
      <AttachedFile category="sample" value={sample} onChange={setSample} />
    </FormModal.Form>
  );
}
