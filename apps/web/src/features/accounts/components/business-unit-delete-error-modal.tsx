import type { ModalName } from '@harvest/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The modal's name in the `action` query value (spec platform §2: delete error). */
export const DELETE_ERROR_MODAL = 'delete-error' satisfies ModalName;

interface BusinessUnitDeleteErrorModalProps {
  opened: boolean;
  onClose: () => void;
  /** What the API said; businessUnitInUse when it said nothing better. */
  message: string | null;
}

/** Why a business unit could not be deleted: crops or a listing still link to it. */
export function BusinessUnitDeleteErrorModal({ opened, onClose, message }: BusinessUnitDeleteErrorModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('businessSetup.units.deleteErrorTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm" role="alert">
          {message ?? t('accounts.businessUnitInUse')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('businessSetup.units.deleteErrorHint')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
