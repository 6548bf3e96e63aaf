import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A dialog's words, kept together in the catalogue: `t('team.remove', { returnObjects: true })`. */
export interface ConfirmWords {
  title: string;
  keep: string;
  confirm: string;
}

interface ConfirmModalBaseProps {
  opened: boolean;
  onClose: () => void;
  /** What will happen, in words. */
  children: ReactNode;
  /** Why the last try failed; null shows nothing. */
  error: string | null;
  errorTitle: string;
  /** Red for a loss, green (the theme's, AA on white) for a grant. */
  confirmColour: 'red' | 'orange' | 'green';
  confirming: boolean;
  onConfirm: () => void;
}

type ConfirmModalProps = ConfirmModalBaseProps &
  ({ title: string; keepLabel: string; confirmLabel: string } | { words: ConfirmWords });

/** Asks before something that cannot be undone; the safe choice has the focus. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { opened, onClose, children, error, errorTitle, confirmColour, confirming, onConfirm } = props;
  const { title, keep, confirm } =
    'words' in props ? props.words : { title: props.title, keep: props.keepLabel, confirm: props.confirmLabel };
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
            {keep}
          </Button>
          <Button color={confirmColour} onClick={onConfirm} loading={confirming}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
