import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';
import { useDeleteTargetPrice } from '../api/delete-target-price';

/** Asks before a target price is deleted; `target` null while none is. */
export function RemoveTargetPriceModal({ target, onClose }: { target: { id: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useConfirmedChange(useDeleteTargetPrice(), onClose, t('market.targets.removed'));
  return (
    <ConfirmModal
      title={t('market.targets.removeTitle')}
      keepLabel={t('market.targets.keep')}
      confirmLabel={t('market.targets.removeConfirm')}
      confirmColour="red"
      errorTitle={t('errors.somethingWentWrong')}
      {...change.modalFor(target, (subject) => ({ id: subject.id }))}
    >
      <Text>{t('market.targets.removeBody')}</Text>
    </ConfirmModal>
  );
}
