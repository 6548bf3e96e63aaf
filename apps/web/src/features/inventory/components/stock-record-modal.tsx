import { OWNER_STATUSES, stockRecordCreateSchema, type OwnerStatus, type Storage } from '@harvest/domain';
import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
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
import { useCreateRecord } from '../api/create-record';
import { FormModal } from '../../../ui/form-modal';
import { formDialog, type DoneProps } from '../../../ui/form-dialog';
import type { HarvestYearProps } from './harvest-year-props';
import { fieldProps } from '../../../ui/field-props';

interface RecordValues {
  storageId: string;
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
}

/** Adds stock to a store or field: crop, grade, variety, harvest year, quantity and who owns it. */
export const StockRecordModal = formDialog(StockRecordForm, (t) => t('inventoryScreens.recordForm.title'));

function StockRecordForm({ onDone, storages, harvestYear }: StockRecordFormProps) {
  const { t } = useTranslation();
  const create = useCreateRecord();
  const weight = useWeightEntry();
  const toBody = (values: RecordValues) => ({
    storageId: values.storageId,
    commodityId: values.commodityId,
    commodityItemId: text(values.commodityItemId),
    variety: text(values.variety),
    harvestYear: Number(values.harvestYear),
    quantityKg: values.quantity === '' ? Number.NaN : weight.toKg(values.quantity),
    ownerStatus: values.ownerStatus,
    thirdPartyOwner: values.ownerStatus === 'STORED' ? text(values.thirdPartyOwner) : null,
    storageContractRef: values.ownerStatus === 'STORED' ? text(values.storageContractRef) : null,
  });
  const form = useDomainForm(stockRecordCreateSchema, toBody, {
    fieldOf: { quantityKg: 'quantity' },
    defaultValues: {
      storageId: storages[0]?.id ?? '',
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
        data={storages.map((storage) => ({ value: storage.id, label: storage.name }))}
        allowDeselect={false}
      />
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
    </FormModal.Form>
  );
}
