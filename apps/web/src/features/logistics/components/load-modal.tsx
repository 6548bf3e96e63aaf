import { loadCreateSchema, type JobView, type LoadView } from '@harvest/domain';
import { Group, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { CropSelect } from '../../../ui/crop-select';
import { fieldProps } from '../../../ui/field-props';
import { subjectFormDialog, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { FormNumberInput } from '../../../ui/form-number-input';
import { FormSelect } from '../../../ui/form-select';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useDomainForm } from '../../../ui/use-domain-form';
import { useOrganiserJobs } from '../api/organiser-jobs';
import { useSaveLoad } from '../api/save-load';

/** A job as the picker lists it, found by typing its reference: 'J-000123 · Hillside Farm → Bury maltings · 14/08'. */
function jobChoiceLabel(job: JobView): string {
  const route = `${job.stops[0]?.name ?? ''} → ${job.stops.at(-1)?.name ?? ''}`;
  return `${job.reference} · ${route} · ${formatDateTime(job.pickupAt)}`;
}

interface LoadValues {
  reference: string;
  jobId: string;
  commodityId: string;
  plannedDate: string;
  weight: number | '';
  fullWeight: number | '';
  emptyWeight: number | '';
  notes: string;
}

const API_FIELDS = [
  'reference',
  'jobId',
  'commodityId',
  'plannedDate',
  'weight',
  'fullWeight',
  'emptyWeight',
  'notes',
] as const;

interface LoadFormProps extends DoneProps {
  /** The load to change, or 'new' to add one. */
  load: LoadView | 'new';
}

/**
 * Adds or changes a load (trading-logistics §3 Load): its reference (numbered LD- when left empty), the job it is on
 * (picked from the business's own jobs, searched by reference), crop, day,
 * weight in the person's unit, and the full and empty weights where it was loaded. The rules are the domain's
 * (an empty weight above the full one is refused here as the API refuses it).
 */
export const LoadModal = subjectFormDialog('load', LoadForm, (t, { load }) =>
  load === 'new' ? t('loadsScreens.form.addTitle') : t('loadsScreens.form.editTitle'),
);

function LoadForm({ load, onDone }: LoadFormProps) {
  const { t } = useTranslation();
  const weight = useWeightEntry();
  const save = useSaveLoad();
  const existing = load === 'new' ? null : load;
  const picker = useOrganiserJobs(existing?.jobId ?? null);
  const jobChoices = picker.jobs.map((job) => ({ value: job.id, label: jobChoiceLabel(job) }));
  const kg = (value: number | '') => (value === '' ? null : weight.toKg(value));
  const toBody = (values: LoadValues) => ({
    ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
    jobId: values.jobId || null,
    commodityId: values.commodityId || null,
    plannedDate: values.plannedDate || null,
    weightKg: values.weight === '' ? Number.NaN : weight.toKg(values.weight),
    fullWeightKg: kg(values.fullWeight),
    emptyWeightKg: kg(values.emptyWeight),
    notes: values.notes.trim() || null,
  });
  const inUnit = (value: number | null | undefined) => (value == null ? '' : weight.fromKg(value));
  const form = useDomainForm(loadCreateSchema, toBody, {
    fieldOf: { weightKg: 'weight', fullWeightKg: 'fullWeight', emptyWeightKg: 'emptyWeight' },
    defaultValues: {
      reference: existing?.reference ?? '',
      jobId: existing?.jobId ?? '',
      commodityId: existing?.commodityId ?? '',
      plannedDate: existing?.plannedDate ?? '',
      weight: inUnit(existing?.weightKg),
      fullWeight: inUnit(existing?.fullWeightKg),
      emptyWeight: inUnit(existing?.emptyWeightKg),
      notes: existing?.notes ?? '',
    },
  });

  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await save.mutateAsync({ id: existing?.id ?? null, body });
    notify({ message: t('loadsScreens.form.saved'), position: 'floating' });
    onDone();
  });

  return (
    <FormModal.Form {...modalForm} submitLabel={t('loadsScreens.form.save')}>
      <Group grow align="flex-start">
        <TextInput
          label={t('loadsScreens.form.reference')}
          description={existing ? undefined : t('loadsScreens.form.referenceHint')}
          autoComplete="off"
          {...fieldProps(form, 'reference')}
        />
        <TextInput type="date" label={t('loadsScreens.form.plannedDate')} {...fieldProps(form, 'plannedDate')} />
      </Group>
      <FormSelect
        control={form.control}
        name="jobId"
        label={t('loadsScreens.form.job')}
        description={picker.failed ? t('loadsScreens.form.jobsFailed') : t('loadsScreens.form.jobHint')}
        placeholder={picker.loading ? t('loadsScreens.form.jobsLoading') : undefined}
        data={jobChoices}
        none={t('loadsScreens.form.noJob')}
        searchable
        nothingFoundMessage={t('loadsScreens.form.noJobFound')}
      />
      <CropSelect
        control={form.control}
        name="commodityId"
        label={t('loadsScreens.form.crop')}
        none={t('loadsScreens.form.noCrop')}
      />
      <FormNumberInput
        control={form.control}
        name="weight"
        label={t('loadsScreens.form.weight', { unit: weight.symbol })}
        decimalScale={3}
      />
      <Group grow align="flex-start">
        <FormNumberInput
          control={form.control}
          name="fullWeight"
          label={t('loadsScreens.form.fullWeight', { unit: weight.symbol })}
          decimalScale={3}
        />
        <FormNumberInput
          control={form.control}
          name="emptyWeight"
          label={t('loadsScreens.form.emptyWeight', { unit: weight.symbol })}
          decimalScale={3}
        />
      </Group>
      <Textarea label={t('loadsScreens.form.notes')} autosize minRows={2} {...fieldProps(form, 'notes')} />
    </FormModal.Form>
  );
}
