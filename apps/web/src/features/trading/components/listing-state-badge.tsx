import type { ListingState } from '@harvest/domain';
import { stateBadge } from '../../../ui/state-badge';

/** A listing's state in words (§4), coloured by how much it asks of the seller now. */
export const ListingStateBadge = stateBadge<ListingState>(
  {
    pending: 'gray.8',
    scheduled: 'blue.9',
    live: 'green.9',
    'under-review': '#b04204',
    'review-elapsed': '#7a5200',
    ended: 'gray.8',
    traded: 'teal.9',
    archived: 'gray.8',
  },
  (t, state) => t(`trading.seller.states.${state}`),
);
