import type { MarketListing } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../ui/countdown';

/** What a buyer sees of a live listing's clock: the time left to send an offer, until its review time. */
export function ClosesCountdown({ listing, onEnd }: { listing: Pick<MarketListing, 'reviewAt'>; onEnd: () => void }) {
  const { t } = useTranslation();
  return (
    <Countdown
      to={listing.reviewAt}
      label={t('trading.buyer.market.closesIn')}
      endedLabel={t('trading.buyer.market.closed')}
      onEnd={onEnd}
    />
  );
}
