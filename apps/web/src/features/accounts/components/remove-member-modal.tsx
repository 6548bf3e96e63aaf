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
  const change = useConfirmedChange(useRemoveMember(), onClose, t('accounts.memberRemoved'));
  return (
    <ConfirmModal
      {...change.modalFor(member, (item) => item.userId)}
      words={t('team.remove', { returnObjects: true })}
      errorTitle={t('team.actionFailed')}
      confirmColour="red"
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('team.remove.body', { name: member?.name ?? '', email: member?.email ?? '' })}
      </Text>
    </ConfirmModal>
  );
}
