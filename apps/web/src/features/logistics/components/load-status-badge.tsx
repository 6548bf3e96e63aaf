import type { LoadStatus } from '@harvest/domain';
import { stateBadge } from '../../../ui/state-badge';

/** §4 Load: pending grey, planned blue, allocated teal, over-allocated red (marked plainly), delivered green. */
export const LoadStatusBadge = stateBadge<LoadStatus>(
  {
    pending: 'gray.9',
    planned: 'blue.9',
    allocated: 'teal.9',
    'over-allocated': 'red.9',
    delivered: 'green.9',
  },
  (t, status) => t(`planner.status.${status}`),
);
