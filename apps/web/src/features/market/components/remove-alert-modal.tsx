import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';
import { useDeleteAlert } from '../api/delete-alert';

/** Asks before an alert is deleted; `alert` null while none is. */
export function RemoveAlertModal({ alert, onClose }: { alert: { id: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useConfirmedChange(useDeleteAlert(), onClose, t('market.alerts.removed'));
  return (
    <ConfirmModal
      title={t('market.alerts.removeTitle')}
      keepLabel={t('market.alerts.keep')}
      confirmLabel={t('market.alerts.removeConfirm')}
      confirmColour="red"
      errorTitle={t('errors.somethingWentWrong')}
      {...change.modalFor(alert, (subject) => ({ id: subject.id }))}
    >
      <Text>{t('market.alerts.removeBody')}</Text>
    </ConfirmModal>
  );
}
