import { harvestLoadCreateSchema, type HarvestPlan, type Storage } from '@harvest/domain';
import { Checkbox, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { useDomainForm } from '../../../ui/use-domain-form';
import { FormNumberInput } from '../../../ui/form-number-input';
import { FormSelect } from '../../../ui/form-select';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { AttachedFile, type Attached } from './attached-file';
import { useAddHarvestLoad } from '../api/add-harvest-load';
import { FormModal } from '../../../ui/form-modal';
import { subjectFormDialog, type DoneProps } from '../../../ui/form-dialog';
import { fieldProps } from '../../../ui/field-props';

interface LoadValues {
  destinationStorageId: string;
  quantity: number | '';
  date: string;
  moisture: number | '';
  reference: string;
  planned: boolean;
}

const API_FIELDS = ['destinationStorageId', 'quantity', 'date', 'moisture', 'reference'] as const;

interface HarvestLoadFormProps extends DoneProps {
  /** The harvest the load is added to (null keeps the dialog closed). */
  plan: HarvestPlan;
  /** How the plan reads: 'Top Field: Wheat 2026'. */
  planName: string;
  stores: Storage[];
  today: string;
}

/**
 * Adds a load to a harvest: an intake from its field into a store, of the harvest's crop, with an optional
 * sample. The API checks it like any intake (crop clash, over capacity) and says why when it cannot be made.
 */
export const HarvestLoadModal = subjectFormDialog('plan', HarvestLoadForm, (t) => t('inventoryScreens.loadForm.title'));

function HarvestLoadForm({ plan, planName, onDone, stores, today }: HarvestLoadFormProps) {
  const { t } = useTranslation();
  const add = useAddHarvestLoad();
  const units = useUnits();
  const weight = useWeightEntry();
  const [sample, setSample] = useState<Attached | null>(null);
  const toBody = (values: LoadValues) => ({
    destinationStorageId: values.destinationStorageId,
    quantityKg: values.quantity === '' ? Number.NaN : weight.toKg(values.quantity),
    startDate: values.date,
    moisturePercent: values.moisture === '' ? null : values.moisture,
    reference: values.reference.trim() || null,
    status: values.planned ? ('planned' as const) : ('complete' as const),
    sampleFileId: sample?.id ?? null,
  });
  const form = useDomainForm(harvestLoadCreateSchema, toBody, {
    fieldOf: { quantityKg: 'quantity', startDate: 'date', moisturePercent: 'moisture' },
    defaultValues: { destinationStorageId: '', quantity: '', date: today, moisture: '', reference: '', planned: false },
  });

  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await add.mutateAsync({ ...body, planId: plan.id });
    notify({ message: t('inventoryScreens.loadForm.saved'), position: 'floating' });
    onDone();
  });

  if (stores.length === 0) return <Text>{t('inventoryScreens.loadForm.noStores')}</Text>;

  return (
    <FormModal.Form
      {...modalForm}
      submitLabel={t('inventoryScreens.loadForm.save')}
      intro={
        <Text size="sm">
          {t('inventoryScreens.loadForm.harvest')}: <strong>{planName}</strong>
        </Text>
      }
    >
      <FormSelect
        control={form.control}
        name="destinationStorageId"
        label={t('inventoryScreens.loadForm.destination')}
        data={stores.map((store) => ({
          value: store.id,
          label:
            store.capacityKg === null
              ? store.name
              : `${store.name} · ${t('inventoryScreens.storage.capacity', {
                  holding: units.weight(store.quantityKg),
                  capacity: units.capacity(store.capacityKg),
                })}`,
        }))}
        allowDeselect={false}
      />
      <Group grow align="flex-start">
        <FormNumberInput
          control={form.control}
          name="quantity"
          label={t('inventoryScreens.loadForm.quantity', { unit: weight.symbol })}
          decimalScale={3}
        />
        <TextInput type="date" label={t('inventoryScreens.loadForm.date')} {...fieldProps(form, 'date')} />
      </Group>
      <Group grow align="flex-start">
        <FormNumberInput
          control={form.control}
          name="moisture"
          label={t('inventoryScreens.loadForm.moisture')}
          decimalScale={1}
          // No max here: a cap would turn a typed 45 into 4 without a word; the rule's message says the range.
        />
        <TextInput
          label={t('inventoryScreens.loadForm.reference')}
          autoComplete="off"
          {...fieldProps(form, 'reference')}
        />
      </Group>
      <Checkbox label={t('inventoryScreens.loadForm.planned')} {...form.register('planned')} />
      <AttachedFile category="sample" value={sample} onChange={setSample} />
    </FormModal.Form>
  );
}
