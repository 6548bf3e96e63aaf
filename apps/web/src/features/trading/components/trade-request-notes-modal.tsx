import type { ModalName } from '@harvest/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/modals/dialog';
import type { DialogProps } from '../../../ui/modals/dialog-props';

/** The modal's name in the `action` query value (trading §2: trade request notes). */
export const TRADE_REQUEST_NOTES_MODAL = 'trade-request-notes' satisfies ModalName;

/** The seller's notes on a trade request, in full. */
export function TradeRequestNotesModal({ opened, onClose, notes }: DialogProps<{ notes: string | null }>) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('trading.wanted.requests.notesTitle')}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {notes || t('trading.wanted.requests.noNotes')}
      </Text>
    </Dialog>
  );
}
