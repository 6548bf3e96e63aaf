import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  /** Why the last try failed; null shows nothing. */
  error: string | null;
  errorTitle: string;
  keepLabel: string;
  confirmLabel: string;
  confirmColour: 'red' | 'orange';
  confirming: boolean;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone; the safe choice has the focus. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  children,
  error,
  errorTitle,
  keepLabel,
  confirmLabel,
  confirmColour,
  confirming,
  onConfirm,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        {children}
        {error !== null && (
          <Alert color="red" variant="light" title={errorTitle} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {keepLabel}
          </Button>
          <Button color={confirmColour} onClick={onConfirm} loading={confirming}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
