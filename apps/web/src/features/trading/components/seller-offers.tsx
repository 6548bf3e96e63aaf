import type { BidView, SellerListing } from '@harvest/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { useModals } from '../../../ui/modals/use-modals';
import { BidAcceptConfirmationModal } from './bid-accept-confirmation-modal';
import { BuyerBidNotesModal } from './buyer-bid-notes-modal';
import { BuyerDetailsModal } from './buyer-details-modal';
import { ReopenRequestModal } from './reopen-request-modal';
import { SellerOfferCard } from './seller-offer-card';
import { TradeAcceptedModal } from './trade-accepted-modal';
import { useCloseWithoutSubject } from './use-close-without-subject';

interface Props {
  bids: readonly BidView[];
  listing: SellerListing;
  onDeadline?: () => void;
  withLinks?: boolean;
}

/**
 * The seller's offers with everything they can do to them: the named modals (Bid accept confirmation, then Trade
 * accepted; Buyer details; Buyer bid notes; Verified buyer) follow the `action` query value, and the offer they are
 * about is kept here.
 */
export function SellerOffers({ bids, listing, onDeadline, withLinks = true }: Props) {
  const session = useSession();
  const modals = useModals();
  const canWrite = canAccess(session, 'trading.listings', 'write');
  const [selected, setSelected] = useState<{ bidId: string; optionId: string } | null>(null);
  const [reopening, setReopening] = useState<{ bidId: string; optionId: string } | null>(null);
  const [accepted, setAccepted] = useState<BidView | null>(null);
  const bidOf = (id: string | undefined) => bids.find((bid) => bid.id === id) ?? null;
  const selectedBid = bidOf(selected?.bidId);
  const reopeningBid = bidOf(reopening?.bidId);
  useCloseWithoutSubject('bid-accept-confirmation', selectedBid !== null && selected?.optionId !== '');
  useCloseWithoutSubject('buyer-details', selectedBid !== null);
  useCloseWithoutSubject('buyer-bid-notes', selectedBid !== null);
  useCloseWithoutSubject('trade-accepted', Boolean(accepted?.trade));

  return (
    <Stack gap="md">
      {bids.map((bid) => (
        <SellerOfferCard
          key={bid.id}
          bid={bid}
          canWrite={canWrite}
          remainingKg={listing.remainingKg}
          endedBySeller={
            listing.state === 'ended' && listing.endReasonId !== null && listing.endReasonId !== 'listing-life'
          }
          withLink={withLinks}
          onDeadline={onDeadline}
          onAccept={(chosen, optionId) => {
            setSelected({ bidId: chosen.id, optionId });
            modals.open('bid-accept-confirmation');
          }}
          onReopen={(chosen, optionId) => setReopening({ bidId: chosen.id, optionId })}
          onBuyerDetails={(chosen) => {
            setSelected({ bidId: chosen.id, optionId: '' });
            modals.open('buyer-details');
          }}
          onNotes={(chosen) => {
            setSelected({ bidId: chosen.id, optionId: '' });
            modals.open('buyer-bid-notes');
          }}
          onVerified={() => modals.open('verified-buyer')}
        />
      ))}
      {selectedBid && selected && (
        <BidAcceptConfirmationModal
          bid={selectedBid}
          optionId={selected.optionId}
          listing={listing}
          opened={modals.isActive('bid-accept-confirmation')}
          onClose={() => modals.close('bid-accept-confirmation')}
          onAccepted={(bid) => {
            setAccepted(bid);
            modals.swap('bid-accept-confirmation', 'trade-accepted');
          }}
        />
      )}
      <TradeAcceptedModal
        trade={accepted?.trade ?? null}
        opened={modals.isActive('trade-accepted')}
        onClose={() => modals.close('trade-accepted')}
      />
      <BuyerDetailsModal
        bid={selectedBid}
        opened={modals.isActive('buyer-details')}
        onClose={() => modals.close('buyer-details')}
      />
      <BuyerBidNotesModal
        bid={selectedBid}
        opened={modals.isActive('buyer-bid-notes')}
        onClose={() => modals.close('buyer-bid-notes')}
      />
      <ReopenRequestModal
        bid={reopeningBid}
        listing={listing}
        optionId={reopening?.optionId ?? null}
        onClose={() => setReopening(null)}
      />
    </Stack>
  );
}
