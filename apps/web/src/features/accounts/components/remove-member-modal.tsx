import type { TeamMember } from '@harvest/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useRemoveMember } from '../api/remove-member';

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
        notifications.show({ color: 'green', message: t('accounts.memberRemoved') });
        close();
      },
    });
  };

  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={t('team.remove.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('team.remove.body', { name: member?.name ?? '', email: member?.email ?? '' })}
        </Text>
        {remove.isError && (
          <Alert color="red" variant="light" title={t('team.actionFailed')} role="alert">
            {remove.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('team.remove.keep')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('team.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
