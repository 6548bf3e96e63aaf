import { loadTippedSchema, type LoadView } from '@harvest/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { notify } from '../../../ui/notifications/notify';
import { AttachedFile, type AttachedFileValue } from '../../../ui/weighbridge/attached-file';
import {
  useWeighbridgeWeights,
  WeighbridgeWeightInputs,
  type WeighbridgeWeight,
} from '../../../ui/weighbridge/weighbridge-weights';
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

/** Stands in for the ticket while it uploads, so the weights' own rules are checked on an otherwise whole body. */
const NO_TICKET_YET = '00000000-0000-4000-8000-000000000000';

function TippedForm({ load, onDone }: TippedProps) {
  const { t } = useTranslation();
  const weights = useWeighbridgeWeights();
  const record = useRecordLoadTipped();
  const [tried, setTried] = useState(false);
  const [ticket, setTicket] = useState<AttachedFileValue>(null);
  const [apiIssues, setApiIssues] = useState<Record<string, string>>({});
  const body = loadTippedSchema.safeParse({ ...weights.kg, weighbridgeFileId: ticket?.id ?? NO_TICKET_YET });
  const issue = (field: WeighbridgeWeight | 'weighbridgeFileId') => {
    if (!tried) return apiIssues[field];
    if (field === 'weighbridgeFileId' && !ticket) return t('loadsScreens.tipped.ticketNeeded');
    if (field !== 'weighbridgeFileId' && weights.blank(field)) return t('loadsScreens.tipped.weightNeeded');
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
      <WeighbridgeWeightInputs
        weights={weights}
        label={(field, unit) => t(`loadsScreens.tipped.${field}`, { unit })}
        error={issue}
      />
      <AttachedFile
        label={t('loadsScreens.tipped.ticket')}
        buttonLabel={t('loadsScreens.tipped.uploadTicket')}
        fields={{ bucket: 'files', type: 'weighbridge' }}
        file={ticket}
        onChange={setTicket}
        attachedLabel={(name) => t('loadsScreens.tipped.attached', { name })}
        error={issue('weighbridgeFileId')}
      />
    </FormModal.Form>
  );
}
