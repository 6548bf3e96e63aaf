import type { TeamMember } from '@harvest/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useRemoveMember } from '../api/remove-member';
import { notify } from '../../../ui/notifications/notify';

interface RemoveMemberModalProps {
  /** The member to remove; null keeps the modal closed. */
  member: TeamMember | null;
  onClose: () => void;
}

/** Spec §6: deleting a team member removes their access permanently, so it asks first. */
export function RemoveMemberModal({ member, onClose }: RemoveMemberModalProps) {
  const { t } = useTranslation();
  const remove = useRemoveMember();

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!member) return;
    remove.mutate(member.userId, {
      onSuccess: () => {
        notify({ message: t('accounts.memberRemoved'), position: 'floating' });
        close();
      },
    });
  };

  return (
    <ConfirmModal
      opened={member !== null}
      onClose={close}
      title={t('team.remove.title')}
      error={remove.isError ? remove.error.message : null}
      errorTitle={t('team.actionFailed')}
      keepLabel={t('team.remove.keep')}
      confirmLabel={t('team.remove.confirm')}
      confirmColour="red"
      confirming={remove.isPending}
      onConfirm={confirm}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('team.remove.body', { name: member?.name ?? '', email: member?.email ?? '' })}
      </Text>
    </ConfirmModal>
  );
}
