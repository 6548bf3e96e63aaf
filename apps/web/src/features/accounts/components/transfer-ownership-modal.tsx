import type { TeamMember } from '@harvest/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useTransferOwnership } from '../api/transfer-ownership';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';

interface TransferOwnershipModalProps {
  /** The member who would become the owner; null keeps the modal closed. */
  member: TeamMember | null;
  organisationName: string;
  onClose: () => void;
}

/** Spec §6: ownership can be transferred, and the former owner loses owner permissions. Asks first. */
export function TransferOwnershipModal({ member, organisationName, onClose }: TransferOwnershipModalProps) {
  const { t } = useTranslation();
  const change = useConfirmedChange(useTransferOwnership(), onClose, t('accounts.ownershipTransferred'));
  return (
    <ConfirmModal
      {...change.modalFor(member, (item) => item.userId)}
      words={t('team.transfer', { returnObjects: true })}
      errorTitle={t('team.actionFailed')}
      confirmColour="orange"
    >
      <Text size="sm">{t('team.transfer.body', { name: member?.name ?? '', organisation: organisationName })}</Text>
      <Text size="sm">{t('team.transfer.consequence')}</Text>
    </ConfirmModal>
  );
}
