import type { TeamMember } from '@harvest/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useTransferOwnership } from '../api/transfer-ownership';

interface TransferOwnershipModalProps {
  /** The member who would become the owner; null keeps the modal closed. */
  member: TeamMember | null;
  organisationName: string;
  onClose: () => void;
}

/** Spec §6: ownership can be transferred, and the former owner loses owner permissions. Asks first. */
export function TransferOwnershipModal({ member, organisationName, onClose }: TransferOwnershipModalProps) {
  const { t } = useTranslation();
  const transfer = useTransferOwnership();

  const close = () => {
    transfer.reset();
    onClose();
  };

  const confirm = () => {
    if (!member) return;
    transfer.mutate(member.userId, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('accounts.ownershipTransferred') });
        close();
      },
    });
  };

  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={t('team.transfer.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('team.transfer.body', { name: member?.name ?? '', organisation: organisationName })}</Text>
        <Text size="sm">{t('team.transfer.consequence')}</Text>
        {transfer.isError && (
          <Alert color="red" variant="light" title={t('team.actionFailed')} role="alert">
            {transfer.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('team.inviteForm.cancel')}
          </Button>
          <Button color="orange" onClick={confirm} loading={transfer.isPending}>
            {t('team.transfer.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
