import {
  ADJUSTMENT_REASONS,
  adjustmentCreateSchema,
  isLossReason,
  type AdjustmentReason,
  type StockRecord,
} from '@harvest/domain';
import { Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { useDomainForm } from '../../../ui/use-domain-form';
import { notify } from '../../../ui/notifications/notify';
import { choices } from '../../../ui/choices';
import { FormSelect } from '../../../ui/form-select';
import { FormNumberInput } from '../../../ui/form-number-input';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useAdjustRecord } from '../api/adjust-record';
import { FormModal } from '../../../ui/form-modal';
import { subjectFormDialog, type DoneProps } from '../../../ui/form-dialog';
import { fieldProps } from '../../../ui/field-props';

interface AdjustmentValues {
  reason: AdjustmentReason;
  amount: number | '';
  note: string;
}

const API_FIELDS = ['reason', 'amount', 'note'] as const;

interface AdjustmentFormProps extends DoneProps {
  record: StockRecord;
  /** How the record reads on the page: 'Wheat 2026'. */
  recordName: string;
}

/**
 * A loss (drought, fire, flooding, freeze damage, hail, wind: always a reduction) or a stock-take correction
 * (either way), written to the record's ledger. The API refuses one that would leave less than nothing.
 */
export const AdjustmentModal = subjectFormDialog('record', AdjustmentForm, (t) =>
  t('inventoryScreens.adjustmentForm.title'),
);

function AdjustmentForm({ record, recordName, onDone }: AdjustmentFormProps) {
  const { t } = useTranslation();
  const adjust = useAdjustRecord();
  const units = useUnits();
  const weight = useWeightEntry();
  const toBody = (values: AdjustmentValues) => {
    const kg = values.amount === '' ? 0 : weight.toKg(values.amount);
    return {
      reason: values.reason,
      // A loss is typed as what was lost and sent as a reduction.
      deltaKg: isLossReason(values.reason) ? -Math.abs(kg) : kg,
      note: values.note.trim() || null,
    };
  };
  const form = useDomainForm(adjustmentCreateSchema, toBody, {
    fieldOf: { deltaKg: 'amount' },
    defaultValues: { reason: 'stock-take', amount: '', note: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const loss = isLossReason(reason);

  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await adjust.mutateAsync({ recordId: record.id, ...body });
    notify({ message: t('inventoryScreens.adjustmentForm.saved'), position: 'floating' });
    onDone();
  });

  return (
    <FormModal.Form
      {...modalForm}
      submitLabel={t('inventoryScreens.adjustmentForm.save')}
      intro={
        <Text size="sm">
          {t('inventoryScreens.adjustmentForm.current', {
            name: recordName,
            quantity: units.weight(record.quantityKg),
          })}
        </Text>
      }
    >
      <FormSelect
        control={form.control}
        name="reason"
        label={t('inventoryScreens.adjustmentForm.reason')}
        data={choices(ADJUSTMENT_REASONS, (each) => t(`inventoryScreens.adjustmentForm.reasons.${each}`))}
        allowDeselect={false}
      />
      <FormNumberInput
        control={form.control}
        name="amount"
        label={
          loss
            ? t('inventoryScreens.adjustmentForm.lost', { unit: weight.symbol })
            : t('inventoryScreens.adjustmentForm.counted', { unit: weight.symbol })
        }
        min={loss ? 0 : -weight.fromKg(record.quantityKg)}
        decimalScale={3}
      />
      <TextInput label={t('inventoryScreens.adjustmentForm.note')} autoComplete="off" {...fieldProps(form, 'note')} />
    </FormModal.Form>
  );
}
