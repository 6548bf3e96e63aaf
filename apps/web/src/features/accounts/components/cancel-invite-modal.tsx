import type { Invite } from '@harvest/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useCancelInvite } from '../api/cancel-invite';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';

interface CancelInviteModalProps {
  invite: Invite | null;
  onClose: () => void;
}

/** Confirms before an invitation's link stops working. */
export function CancelInviteModal({ invite, onClose }: CancelInviteModalProps) {
  const { t } = useTranslation();
  const change = useConfirmedChange(useCancelInvite(), onClose, t('team.cancelled'));
  return (
    <ConfirmModal
      {...change.modalFor(invite, (item) => item.id)}
      words={t('team.cancelInvite', { returnObjects: true })}
      errorTitle={t('team.actionFailed')}
      confirmColour="red"
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('team.cancelInvite.body', { email: invite?.email ?? '' })}
      </Text>
    </ConfirmModal>
  );
}
