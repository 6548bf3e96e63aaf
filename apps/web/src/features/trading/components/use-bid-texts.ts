import type { BidView } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { formatTonnesRange } from './trading-format';

/** How a buyer's offer is named and summed up wherever it is listed (its card, the bid archive). */
export function useBidTexts() {
  const { t } = useTranslation();
  const { crop } = useCropNames();
  return {
    title: (bid: BidView) =>
      t('trading.buyer.bids.title', { crop: crop(bid.commodityId), reference: bid.listingReference }),
    line: (bid: BidView) =>
      t('trading.buyer.bids.line', {
        quantity: formatTonnesRange(bid.quantityMinKg, bid.quantityMaxKg),
        when: formatDateTime(bid.updatedAt),
      }),
  };
}
