import type { SellerListing } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../ui/countdown';

/**
 * The time that matters next for a listing: until it opens (scheduled), until its review time (live), or until its
 * offers expire (under review). Nothing once the offers have expired.
 */
export function ReviewCountdown({
  listing,
  onEnd,
}: {
  listing: Pick<SellerListing, 'state' | 'opensAt' | 'reviewAt' | 'offersExpireAt'>;
  onEnd?: () => void;
}) {
  const { t } = useTranslation();
  switch (listing.state) {
    case 'scheduled':
      return <Countdown to={listing.opensAt} label={t('trading.seller.countdown.opensIn')} onEnd={onEnd} />;
    case 'pending':
    case 'live':
      return <Countdown to={listing.reviewAt} label={t('trading.seller.countdown.reviewIn')} onEnd={onEnd} />;
    case 'under-review':
      return (
        <Countdown
          to={listing.offersExpireAt}
          label={t('trading.seller.countdown.offersExpireIn')}
          onEnd={onEnd}
          c="#b04204"
        />
      );
    default:
      return null;
  }
}
