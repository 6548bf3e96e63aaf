import type { BidView } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { BidStateBadge } from './bid-state-badge';
import { ListedHeadline, type ListedHeadlineProps } from './listed-headline';
import { formatTonnesRange } from './trading-format';

interface BidHeadlineProps extends Pick<ListedHeadlineProps, 'link' | 'align'> {
  bid: BidView;
  /** What the line under the name says, where the tonnes and time are not what matters. */
  line?: string;
}

/** A buyer's offer as listed (its card, the bid archive): its name and state, and a line of tonnes and time. */
export function BidHeadline({ bid, line, ...props }: BidHeadlineProps) {
  const { t } = useTranslation();
  const { crop } = useCropNames();
  const tonnes = formatTonnesRange(bid.quantityMinKg, bid.quantityMaxKg);
  return (
    <ListedHeadline
      to={paths.bidDetail(bid.id)}
      title={t('trading.buyer.bids.title', { crop: crop(bid.commodityId), reference: bid.listingReference })}
      badge={<BidStateBadge state={bid.state} />}
      line={line ?? t('trading.buyer.bids.line', { quantity: tonnes, when: formatDateTime(bid.updatedAt) })}
      {...props}
    />
  );
}
