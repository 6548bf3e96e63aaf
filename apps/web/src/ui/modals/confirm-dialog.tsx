import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../confirm-modal';
import type { ModalComponentProps } from './modal-registry';

/** What the registry's 'confirm' modal is opened with: `open('confirm', {...})`. */
export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  keepLabel?: string;
  confirmColour?: 'red' | 'orange';
  /** Runs on confirm; the dialog closes when it settles, or shows its error and stays. */
  onConfirm: () => unknown;
}

function isConfirmProps(value: unknown): value is ConfirmDialogProps {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    'message' in value &&
    'onConfirm' in value &&
    typeof value.onConfirm === 'function'
  );
}

/** The registry's 'confirm' modal (spec §2, confirm dialog): asks before something that cannot be undone. */
export default function ConfirmDialog({ props, close }: ModalComponentProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isConfirmProps(props)) return null;

  const onConfirm = async () => {
    setConfirming(true);
    setError(null);
    try {
      await props.onConfirm();
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('errors.somethingWentWrong'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <ConfirmModal
      opened
      onClose={close}
      title={props.title}
      error={error}
      errorTitle={t('modals.confirm.failed')}
      keepLabel={props.keepLabel ?? t('modals.confirm.keep')}
      confirmLabel={props.confirmLabel ?? t('modals.confirm.confirm')}
      confirmColour={props.confirmColour ?? 'red'}
      confirming={confirming}
      onConfirm={() => void onConfirm()}
    >
      <Text size="sm">{props.message}</Text>
    </ConfirmModal>
  );
}
