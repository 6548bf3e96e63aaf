import type { BidView, ModalName } from '@harvest/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/modals/dialog';
import type { DialogProps } from '../../../ui/modals/dialog-props';
import { BidHeadline } from './bid-headline';

/** The modal's name in the `action` query value (trading §2: bid archive). */
export const BID_ARCHIVE_MODAL = 'bid-archive' satisfies ModalName;

/** Offers that can no longer change: accepted, declined, withdrawn, or expired without a reopen request waiting. */
export function isArchivedBid(bid: BidView): boolean {
  if (bid.state === 'expired') return bid.reopenRequest?.status !== 'pending';
  return bid.state === 'accepted' || bid.state === 'declined' || bid.state === 'withdrawn';
}

/** The buyer's finished offers, latest first, each opening its own page. */
export function BidArchiveModal({ opened, onClose, bids }: DialogProps<{ bids: BidView[] }>) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('trading.buyer.archive.title')} variant="flyout">
      {bids.length === 0 ? (
        <Text size="sm">{t('trading.buyer.archive.empty')}</Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {bids.map((bid) => (
            <Stack key={bid.id} gap={2} component="li">
              <BidHeadline bid={bid} link={{ fw: 600, onClick: onClose }} />
            </Stack>
          ))}
        </Stack>
      )}
    </Dialog>
  );
}
