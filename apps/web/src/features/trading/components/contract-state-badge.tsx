import type { ContractState } from '@harvest/domain';
import { stateBadge } from '../../../ui/state-badge';

/** Where the buyer's contract stands (§4): awaited for 72 hours, then overdue, or received. */
export const ContractStateBadge = stateBadge<ContractState>(
  { awaiting: 'blue.9', overdue: 'red.9', received: 'teal.9' },
  (t, state) => t(`trading.seller.contractStates.${state}`),
);
