import type { ContractStatus } from '@harvest/domain';
import { stateBadge } from '../../../ui/state-badge';

/** §4 Contract: open or active in blue, complete or completed in teal, cancelled in grey. */
export const ContractStatusBadge = stateBadge<ContractStatus>(
  { open: 'blue.9', active: 'blue.9', complete: 'teal.9', completed: 'teal.9', cancelled: 'gray.9' },
  (t, status) => t(`contracts.statuses.${status}`),
);
