import { FIELD_TYPES, storageCreateSchema, type FieldType, type Storage, type StorageType } from '@harvest/domain';
import { Group, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { useDomainForm } from '../../../ui/use-domain-form';
import { notify } from '../../../ui/notifications/notify';
import { CropSelect } from '../../../ui/crop-select';
import { choices } from '../../../ui/choices';
import { FormSelect } from '../../../ui/form-select';
import { FormNumberInput } from '../../../ui/form-number-input';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useCreateStorage } from '../api/create-storage';
import { FormModal } from '../../../ui/form-modal';
import { subjectFormDialog, type DoneProps } from '../../../ui/form-dialog';
import { fieldProps } from '../../../ui/field-props';

interface StorageValues {
  businessUnitId: string;
  name: string;
  parentId: string;
  capacity: number | '';
  commodityId: string;
  areaHa: number | '';
  fieldType: FieldType;
}

const API_FIELDS = ['businessUnitId', 'name', 'parentId', 'capacity', 'commodityId', 'areaHa', 'fieldType'] as const;

interface StorageFormProps extends DoneProps {
  type: StorageType;
  /** The farms and stores the person may keep inventory at. */
  units: { id: string; name: string }[];
  /** Existing stores, to make a new one a sub-store of. */
  stores: Storage[];
}

function StorageForm({ type, onDone, units, stores }: StorageFormProps) {
  const { t } = useTranslation();
  const create = useCreateStorage();
  const capacityEntry = useWeightEntry('capacity');
  const toBody = (values: StorageValues) => {
    const common = {
      businessUnitId: values.businessUnitId,
      name: values.name.trim(),
      commodityId: values.commodityId || null,
    };
    return type === 'store'
      ? {
          ...common,
          type,
          parentId: values.parentId || null,
          capacityKg: values.capacity === '' ? null : capacityEntry.toKg(values.capacity),
        }
      : { ...common, type, areaHa: values.areaHa === '' ? Number.NaN : values.areaHa, fieldType: values.fieldType };
  };
  const form = useDomainForm(storageCreateSchema, toBody, {
    fieldOf: { capacityKg: 'capacity' },
    defaultValues: {
      businessUnitId: units[0]?.id ?? '',
      name: '',
      parentId: '',
      capacity: '',
      commodityId: '',
      areaHa: '',
      fieldType: 'arable',
    },
  });
  const unitId = useWatch({ control: form.control, name: 'businessUnitId' });
  const parents = stores.filter((store) => store.businessUnitId === unitId && store.parentId === null);

  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    const saved = await create.mutateAsync(body);
    notify({ message: t('inventoryScreens.storageForm.saved', { name: saved.name }), position: 'floating' });
    onDone();
  });

  if (units.length === 0) return <Text>{t('inventoryScreens.storageForm.noUnits')}</Text>;

  return (
    <FormModal.Form {...modalForm} submitLabel={t('inventoryScreens.storageForm.save')}>
      <FormSelect
        control={form.control}
        name="businessUnitId"
        label={t('inventoryScreens.storageForm.businessUnit')}
        data={units.map((unit) => ({ value: unit.id, label: unit.name }))}
        onChosen={() => {
          form.setValue('parentId', '');
        }}
        allowDeselect={false}
      />
      <TextInput
        label={t('inventoryScreens.storageForm.name')}
        data-autofocus
        autoComplete="off"
        {...fieldProps(form, 'name')}
      />
      {type === 'store' && parents.length > 0 && (
        <FormSelect
          control={form.control}
          name="parentId"
          label={t('inventoryScreens.storageForm.parent')}
          none={t('inventoryScreens.storageForm.parentNone')}
          data={parents.map((store) => ({ value: store.id, label: store.name }))}
          allowDeselect={false}
        />
      )}
      {type === 'store' ? (
        <FormNumberInput
          control={form.control}
          name="capacity"
          label={t('inventoryScreens.storageForm.capacity', { unit: capacityEntry.symbol })}
          decimalScale={3}
        />
      ) : (
        <Group grow align="flex-start">
          <FormNumberInput
            control={form.control}
            name="areaHa"
            label={t('inventoryScreens.storageForm.area')}
            decimalScale={4}
          />
          <FormSelect
            control={form.control}
            name="fieldType"
            label={t('inventoryScreens.storageForm.fieldType')}
            data={choices(FIELD_TYPES, (each) => t(`inventoryScreens.storageForm.fieldTypes.${each}`))}
            allowDeselect={false}
          />
        </Group>
      )}
      <CropSelect
        control={form.control}
        name="commodityId"
        label={t('inventoryScreens.storageForm.crop')}
        none={t('inventoryScreens.storageForm.cropNone')}
        allowDeselect={false}
      />
    </FormModal.Form>
  );
}

/** Adds a store (on its own or as a sub-store of another) or a field, at one of the person's farms or stores. */
export const StorageModal = subjectFormDialog('type', StorageForm, (t, { type }) =>
  type === 'field' ? t('inventoryScreens.storageForm.fieldTitle') : t('inventoryScreens.storageForm.storeTitle'),
);
