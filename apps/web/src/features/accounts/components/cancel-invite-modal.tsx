import type { Invite } from '@harvest/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useCancelInvite } from '../api/cancel-invite';

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
        notifications.show({ color: 'green', message: t('team.cancelled') });
        close();
      },
    });
  };

  return (
    <Modal
      opened={invite !== null}
      onClose={close}
      title={t('team.cancelTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('team.cancelBody', { email: invite?.email ?? '' })}
        </Text>
        {cancel.isError && (
          <Alert color="red" variant="light" title={t('team.actionFailed')} role="alert">
            {cancel.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('team.cancelKeep')}
          </Button>
          <Button color="red" onClick={confirm} loading={cancel.isPending}>
            {t('team.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
