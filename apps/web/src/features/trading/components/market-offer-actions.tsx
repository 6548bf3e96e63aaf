import { canChangeOffer, type MarketListing } from '@harvest/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';

/**
 * What a buyer can do about a market listing's offer: make one while it is live; view the business's offer; and
 * change it only if they sent it (§6: a colleague's offer is theirs to change, the domain's canChangeOffer, which
 * the API keeps too). A colleague's offer is named as theirs.
 */
export function MarketOfferActions({ listing }: { listing: MarketListing }) {
  const { t } = useTranslation();
  const userId = useSession().profile?.userId;
  if (!listing.myBidId) {
    return listing.state === 'live' ? (
      <Button component={Link} to={paths.createBid(listing.id)}>
        {t('trading.buyer.market.makeOffer')}
      </Button>
    ) : null;
  }
  const sender = listing.myBidBuyerUserId ?? '';
  // The business's offer on a live listing is still open (sent or updated): who sent it is what decides.
  const changeable = canChangeOffer({ buyerUserId: sender, state: 'sent', listingState: listing.state }, userId);
  return (
    <>
      <Button component={Link} to={paths.bidDetail(listing.myBidId)}>
        {sender === userId ? t('trading.buyer.market.viewOffer') : t('trading.buyer.create.viewColleagueOffer')}
      </Button>
      {changeable && (
        <Button component={Link} to={paths.createBid(listing.id)} variant="light">
          {t('trading.buyer.market.editOffer')}
        </Button>
      )}
    </>
  );
}
