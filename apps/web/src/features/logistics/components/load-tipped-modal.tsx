import { loadTippedSchema, type LoadView } from '@harvest/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { FileUpload } from '../../../ui/file-upload/file-upload';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { NumberInput } from '../../../ui/number-input';
import { notify } from '../../../ui/notifications/notify';
import { useRecordLoadTipped } from '../api/record-load-tipped';

interface TippedProps extends DoneProps {
  load: LoadView;
}

/**
 * Where a load was tipped (trading-logistics §3 Load): the weighbridge's gross and tare, the net (gross less tare
 * until typed), the quantity tipped and the ticket. The organiser or the carrier of its job records it; it reads
 * delivered. The API holds the net to the net loaded ('Load totals must match across load and unload fields'),
 * and shares a carrier's ticket with the organiser.
 */
export const LoadTippedModal = subjectFormDialog('load', TippedForm, (t) => t('loadsScreens.tipped.title'));

const WEIGHTS = ['grossKg', 'tareKg', 'netKg', 'tippedQuantityKg'] as const;
type WeightField = (typeof WEIGHTS)[number];
const NO_TICKET_YET = '00000000-0000-4000-8000-000000000000';

function TippedForm({ load, onDone }: TippedProps) {
  const { t } = useTranslation();
  const weight = useWeightEntry();
  const record = useRecordLoadTipped();
  const [tried, setTried] = useState(false);
  const [typed, setTyped] = useState<Partial<Record<WeightField, number | ''>>>({});
  const [ticket, setTicket] = useState<{ id: string; name: string } | null>(null);
  const [apiIssues, setApiIssues] = useState<Record<string, string>>({});
  const gross = typed.grossKg ?? '';
  const tare = typed.tareKg ?? '';
  const net =
    typed.netKg ??
    (gross !== '' && tare !== '' && gross > tare ? weight.fromKg(weight.toKg(gross) - weight.toKg(tare)) : '');
  const tipped = typed.tippedQuantityKg ?? net;
  const shown: Record<WeightField, number | ''> = {
    grossKg: gross,
    tareKg: tare,
    netKg: net,
    tippedQuantityKg: tipped,
  };
  const kg = (value: number | '') => (value === '' ? Number.NaN : weight.toKg(value));
  const body = loadTippedSchema.safeParse({
    grossKg: kg(gross),
    tareKg: kg(tare),
    netKg: kg(net),
    tippedQuantityKg: kg(tipped),
    weighbridgeFileId: ticket?.id ?? NO_TICKET_YET,
  });
  const issue = (field: WeightField | 'weighbridgeFileId') => {
    if (!tried) return apiIssues[field];
    if (field === 'weighbridgeFileId' && !ticket) return t('loadsScreens.tipped.ticketNeeded');
    if (field !== 'weighbridgeFileId' && shown[field] === '') return t('loadsScreens.tipped.weightNeeded');
    const local = body.success ? undefined : body.error.issues.find((each) => each.path[0] === field)?.message;
    return local ?? apiIssues[field];
  };

  const { onSubmit, error, kept } = useFormSend(async () => {
    setTried(true);
    setApiIssues({});
    if (!body.success || !ticket) return;
    try {
      await record.mutateAsync({ id: load.id, body: body.data });
    } catch (caught) {
      // The API's own rules (the loaded and unloaded totals) are shown under their fields.
      if (isApiError(caught) && caught.validation.length > 0) {
        setApiIssues(Object.fromEntries(caught.validation.map((each) => [each.field, each.message])));
        return;
      }
      throw caught;
    }
    notify({ message: t('loadsScreens.tipped.done'), position: 'floating' });
    onDone();
  });

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      kept={kept}
      pending={record.isPending}
      submitLabel={t('loadsScreens.tipped.save')}
      intro={<Text size="sm">{t('loadsScreens.tipped.intro')}</Text>}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {WEIGHTS.map((field) => (
          <NumberInput
            key={field}
            label={t(`loadsScreens.tipped.${field}`, { unit: weight.symbol })}
            decimalScale={3}
            min={0}
            value={shown[field]}
            onChange={(value) => setTyped((before) => ({ ...before, [field]: typeof value === 'number' ? value : '' }))}
            error={issue(field)}
            required
            withAsterisk={false}
          />
        ))}
      </SimpleGrid>
      <FileUpload
        label={t('loadsScreens.tipped.ticket')}
        buttonLabel={t('loadsScreens.tipped.uploadTicket')}
        fields={{ bucket: 'files', type: 'weighbridge' }}
        showUploaded={false}
        photo="environment"
        onUploaded={([uploaded]) => {
          if (uploaded) setTicket({ id: uploaded.id, name: uploaded.name });
        }}
      />
      {ticket && (
        <Text size="sm" role="status">
          {t('loadsScreens.tipped.attached', { name: ticket.name })}
        </Text>
      )}
      {issue('weighbridgeFileId') && (
        <Text size="sm" c="red.8" role="alert">
          {issue('weighbridgeFileId')}
        </Text>
      )}
    </FormModal.Form>
  );
}
