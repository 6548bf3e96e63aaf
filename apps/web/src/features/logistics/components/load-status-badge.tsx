import type { LoadStatus } from '@harvest/domain';
import { stateBadge } from '../../../ui/state-badge';

/** §4 Load: pending grey, planned blue, allocated teal, over-allocated orange (marked so), delivered green. */
export const LoadStatusBadge = stateBadge<LoadStatus>(
  { pending: 'gray.9', planned: 'blue.9', allocated: 'teal.9', 'over-allocated': 'orange.9', delivered: 'green.9' },
  (t, status) => t(`loadsScreens.status.${status}`),
);
