import type { BidState } from '@harvest/domain';
import { stateBadge } from '../../../ui/state-badge';

/** An offer's state in words (trading §4: sent, updated, under review, accepted, declined, withdrawn, expired). */
export const BidStateBadge = stateBadge<BidState>(
  {
    sent: 'blue.9',
    updated: 'indigo.9',
    'under-review': 'violet.9',
    accepted: 'teal.9',
    declined: 'red.9',
    withdrawn: 'gray.8',
    expired: 'gray.8',
  },
  (t, state) => t(`trading.buyer.bidStates.${state}`),
);
