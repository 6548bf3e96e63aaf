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
  const cancel = useCancelInvite();
  const change = useConfirmedChange(cancel, onClose, t('team.cancelled'));
  return (
    <ConfirmModal
      opened={invite !== null}
      {...change.modalProps}
      title={t('team.cancelTitle')}
      errorTitle={t('team.actionFailed')}
      keepLabel={t('team.cancelKeep')}
      confirmLabel={t('team.cancelConfirm')}
      confirmColour="red"
      onConfirm={() => invite && change.confirm(invite.id)}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('team.cancelBody', { email: invite?.email ?? '' })}
      </Text>
    </ConfirmModal>
  );
}
