import type { DeliveryStatus } from '@harvest/domain';
import { stateBadge } from '../../../ui/state-badge';

/** A delivery's state: planned in grey, in transit in blue, delivered in teal, settled in violet, paid in green. */
export const DeliveryStatusBadge = stateBadge<DeliveryStatus>(
  { planned: 'gray.9', 'in-transit': 'blue.9', delivered: 'teal.9', settled: 'violet.9', paid: 'green.9' },
  (t, status) => t(`contracts.deliveries.statuses.${status}`),
);
