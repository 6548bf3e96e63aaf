import type { TeamMember } from '@harvest/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useRemoveMember } from '../api/remove-member';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';

interface RemoveMemberModalProps {
  /** The member to remove; null keeps the modal closed. */
  member: TeamMember | null;
  onClose: () => void;
}

/** Spec §6: deleting a team member removes their access permanently, so it asks first. */
export function RemoveMemberModal({ member, onClose }: RemoveMemberModalProps) {
  const { t } = useTranslation();
  const remove = useRemoveMember();
  const change = useConfirmedChange(remove, onClose, t('accounts.memberRemoved'));
  return (
    <ConfirmModal
      opened={member !== null}
      {...change.modalProps}
      title={t('team.remove.title')}
      errorTitle={t('team.actionFailed')}
      keepLabel={t('team.remove.keep')}
      confirmLabel={t('team.remove.confirm')}
      confirmColour="red"
      onConfirm={() => member && change.confirm(member.userId)}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('team.remove.body', { name: member?.name ?? '', email: member?.email ?? '' })}
      </Text>
    </ConfirmModal>
  );
}
