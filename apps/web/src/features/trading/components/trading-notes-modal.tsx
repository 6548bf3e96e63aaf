import type { ModalName } from '@harvest/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/modals/dialog';
import type { DialogProps } from '../../../ui/modals/dialog-props';

/** The modal's name in the `action` query value (trading §2: view trading notes). */
export const TRADING_NOTES_MODAL = 'view-trading-notes' satisfies ModalName;

type TradingNotesModalProps = DialogProps<{ reference: string; notes: string | null }>;

/** The seller's notes on a listing, in full, as they wrote them. */
export function TradingNotesModal({ opened, onClose, reference, notes }: TradingNotesModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('trading.buyer.notes.title', { reference })}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {notes || t('trading.buyer.notes.empty')}
      </Text>
    </Dialog>
  );
}
