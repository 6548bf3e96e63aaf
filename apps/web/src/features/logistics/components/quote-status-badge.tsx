import { stateBadge } from '../../../ui/state-badge';

/** Where a quote stands (§4 Quote), in words; the accepted one stands out in green. */
export const QuoteStatusBadge = stateBadge(
  {
    requested: 'blue.9',
    'awaiting-pricing': 'blue.9',
    submitted: 'violet.9',
    accepted: 'teal.9',
    declined: 'red.9',
    cancelled: 'gray.8',
  },
  (t, status) => t(`quotes.statuses.${status}`),
);
