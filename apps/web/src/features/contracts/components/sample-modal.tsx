import {
  SAMPLE_READINGS,
  SPECIFICATION_MEASURES,
  sampleCreateSchema,
  type ContractView,
  type DeliverySample,
  type DeliveryView,
  type SpecificationMeasure,
} from '@harvest/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../ui/file-upload/file-upload';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { NumberInput } from '../../../ui/number-input';
import { notify } from '../../../ui/notifications/notify';
import { useRecordSample } from '../api/record-sample';
import { SampleSummary } from './sample-summary';
import { usePlacedIssues } from './use-placed-issues';

interface SampleProps extends DoneProps {
  contract: ContractView;
  delivery: DeliveryView;
}

/**
 * The buyer records a delivery's sample (trading §3 samples): the lab's or the meter's file and the results. The
 * answer is shown in place of the form: each measure against the specification, the deductions and bonuses per
 * tonne and the adjusted price, and what comes next (the tipped weight).
 */
export const SampleModal = subjectFormDialog('delivery', SampleForm, (t) => t('contracts.deliveries.sample.title'));

/** The measures the issue names for a sample, and any other the contract's specification sets. */
function measuresOf(contract: ContractView): SpecificationMeasure[] {
  return SPECIFICATION_MEASURES.filter(
    (measure) => measure !== 'oilContent' || contract.specification?.measures[measure] !== undefined,
  );
}

function SampleForm({ contract, delivery, onDone }: SampleProps) {
  const { t } = useTranslation();
  const record = useRecordSample();
  const measures = measuresOf(contract);
  const api = usePlacedIssues(['fileId', ...measures.map((measure) => `results.${measure}` as const)]);
  const [file, setFile] = useState<{ id: string; name: string } | null>(null);
  const [values, setValues] = useState<Partial<Record<SpecificationMeasure, number | ''>>>({});
  const [answer, setAnswer] = useState<DeliverySample | null>(null);
  const results = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  ) as Partial<Record<SpecificationMeasure, number>>;
  const body = sampleCreateSchema.safeParse({ fileId: file?.id ?? null, results });
  const localIssue = (measure: SpecificationMeasure) =>
    body.success
      ? undefined
      : body.error.issues.find((issue) => issue.path[0] === 'results' && issue.path[1] === measure)?.message;
  const empty = !file && Object.keys(results).length === 0;
  const { onSubmit, error, kept } = useFormSend(async () => {
    api.clear();
    if (!body.success) return;
    if (empty) throw new Error(t('deliveries.sampleEmpty'));
    const sent = await api.sent(async () => {
      setAnswer(await record.mutateAsync({ contractId: contract.id, deliveryId: delivery.id, body: body.data }));
    });
    if (!sent) return;
    notify({ message: t('contracts.deliveries.sample.done'), position: 'floating' });
  });

  if (answer) {
    return (
      <Stack gap="md">
        <div role="status">
          <SampleSummary sample={answer} currency={contract.currency} />
        </div>
        <Text size="sm">{t('contracts.deliveries.sample.next')}</Text>
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('contracts.deliveries.sample.close')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      kept={kept}
      pending={record.isPending}
      submitLabel={t('contracts.deliveries.sample.save')}
      intro={<Text size="sm">{t('contracts.deliveries.sample.intro')}</Text>}
    >
      <FileUpload
        label={t('contracts.deliveries.sample.file')}
        buttonLabel={t('contracts.deliveries.sample.upload')}
        fields={{
          bucket: 'files',
          type: 'sample',
          ...(contract.seller.organisationId ? { organisations: [contract.seller.organisationId] } : {}),
        }}
        showUploaded={false}
        photo="environment"
        onUploaded={([uploaded]) => {
          if (uploaded) setFile({ id: uploaded.id, name: uploaded.name });
        }}
      />
      {file && (
        <Text size="sm" role="status">
          {t('contracts.deliveries.sample.attached', { name: file.name })}
        </Text>
      )}
      {api.issues.fileId && (
        <Text size="sm" c="red.8" role="alert">
          {api.issues.fileId}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {measures.map((measure) => (
          <NumberInput
            key={measure}
            label={t('contracts.deliveries.sample.optional', {
              label: t(`contracts.deliveries.measures.${measure}`),
            })}
            decimalScale={SAMPLE_READINGS[measure].decimals}
            min={0}
            value={values[measure] ?? ''}
            onChange={(value) =>
              setValues((before) => ({ ...before, [measure]: typeof value === 'number' ? value : '' }))
            }
            error={localIssue(measure) ?? api.issues[`results.${measure}`]}
          />
        ))}
      </SimpleGrid>
    </FormModal.Form>
  );
}
