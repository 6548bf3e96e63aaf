import type { Invite } from '@harvest/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useCancelInvite } from '../api/cancel-invite';
import { notify } from '../../../ui/notifications/notify';

interface CancelInviteModalProps {
  invite: Invite | null;
  onClose: () => void;
}

/** Confirms before an invitation's link stops working. */
export function CancelInviteModal({ invite, onClose }: CancelInviteModalProps) {
  const { t } = useTranslation();
  const cancel = useCancelInvite();

  const close = () => {
    cancel.reset();
    onClose();
  };

  const confirm = () => {
    if (!invite) return;
    cancel.mutate(invite.id, {
      onSuccess: () => {
        notify({ message: t('team.cancelled'), position: 'floating' });
        close();
      },
    });
  };

  return (
    <ConfirmModal
      opened={invite !== null}
      onClose={close}
      title={t('team.cancelTitle')}
      error={cancel.isError ? cancel.error.message : null}
      errorTitle={t('team.actionFailed')}
      keepLabel={t('team.cancelKeep')}
      confirmLabel={t('team.cancelConfirm')}
      confirmColour="red"
      confirming={cancel.isPending}
      onConfirm={confirm}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('team.cancelBody', { email: invite?.email ?? '' })}
      </Text>
    </ConfirmModal>
  );
}
