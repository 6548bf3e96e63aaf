import { harvestPlanCreateSchema, type Storage } from '@harvest/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDomainForm } from '../../../ui/use-domain-form';
import { FormNumberInput } from '../../../ui/form-number-input';
import { CropSelect } from '../../../ui/crop-select';
import { FormSelect } from '../../../ui/form-select';
import { HarvestYearSelect } from '../../../ui/harvest-year-select';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useCreateHarvestPlan } from '../api/create-harvest-plan';
import { FormModal } from '../../../ui/form-modal';
import { formDialog, type DoneProps } from '../../../ui/form-dialog';
import type { HarvestYearProps } from './harvest-year-props';

interface PlanValues {
  fieldId: string;
  commodityId: string;
  harvestYear: string;
  expectedYield: number | '';
}

const API_FIELDS = ['fieldId', 'commodityId', 'harvestYear', 'expectedYield'] as const;

interface HarvestPlanFormProps extends DoneProps, HarvestYearProps {
  fields: Storage[];
}

/** Plans the harvest of a field: its crop, the harvest year and the yield expected (the field's by default). */
export const HarvestPlanModal = formDialog(HarvestPlanForm, (t) => t('inventoryScreens.harvestForm.title'));

function HarvestPlanForm({ onDone, fields, harvestYear }: HarvestPlanFormProps) {
  const { t } = useTranslation();
  const create = useCreateHarvestPlan();
  const toBody = (values: PlanValues) => ({
    fieldId: values.fieldId,
    commodityId: values.commodityId,
    harvestYear: Number(values.harvestYear),
    // Empty: the field's own expected yield.
    ...(values.expectedYield === '' ? {} : { expectedYieldTonnesPerHectare: values.expectedYield }),
  });
  const first = fields[0];
  const form = useDomainForm(harvestPlanCreateSchema, toBody, {
    fieldOf: { expectedYieldTonnesPerHectare: 'expectedYield' },
    defaultValues: {
      fieldId: first?.id ?? '',
      commodityId: first?.commodityId ?? '',
      harvestYear: String(harvestYear),
      expectedYield: '',
    },
  });

  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await create.mutateAsync(body);
    notify({ message: t('inventoryScreens.harvestForm.saved'), position: 'floating' });
    onDone();
  });

  if (fields.length === 0) return <Text>{t('inventoryScreens.harvest.noFields')}</Text>;

  return (
    <FormModal.Form {...modalForm} submitLabel={t('inventoryScreens.harvestForm.save')}>
      <FormSelect
        control={form.control}
        name="fieldId"
        label={t('inventoryScreens.harvestForm.field')}
        data={fields.map((field) => ({ value: field.id, label: `${field.name} · ${field.businessUnitName}` }))}
        allowDeselect={false}
        onChosen={(id) => {
          // A field set aside for a crop suggests it.
          const crop = fields.find((field) => field.id === id)?.commodityId;
          if (crop) form.setValue('commodityId', crop);
        }}
      />
      <Group grow align="flex-start">
        <CropSelect
          control={form.control}
          name="commodityId"
          label={t('inventoryScreens.harvestForm.crop')}
          allowDeselect={false}
        />
        <HarvestYearSelect
          control={form.control}
          name="harvestYear"
          label={t('inventoryScreens.harvestForm.harvestYear')}
          thisYear={harvestYear}
        />
      </Group>
      <FormNumberInput
        control={form.control}
        name="expectedYield"
        label={t('inventoryScreens.harvestForm.expectedYield')}
        description={t('inventoryScreens.harvestForm.expectedYieldHint')}
        decimalScale={2}
      />
    </FormModal.Form>
  );
}
