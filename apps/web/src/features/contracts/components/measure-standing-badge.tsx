import type { MeasureStanding } from '@harvest/domain';
import { stateBadge } from '../../../ui/state-badge';

/** A sample's measure against the specification: within in teal, above or below in red, the rest in grey. */
export const MeasureStandingBadge = stateBadge<MeasureStanding>(
  { within: 'teal.9', below: 'red.9', above: 'red.9', 'not-measured': 'gray.9', 'no-limit': 'gray.9' },
  (t, standing) => t(`contracts.deliveries.sample.standings.${standing}`),
);
