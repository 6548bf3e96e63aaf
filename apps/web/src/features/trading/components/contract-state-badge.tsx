import type { ContractState } from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { StateBadge } from './state-badge';

const COLOURS: Record<ContractState, string> = { awaiting: 'blue.9', overdue: 'red.9', received: 'teal.9' };

/** Where the buyer's contract stands (§4): awaited for 72 hours, then overdue, or received. */
export function ContractStateBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation();
  return <StateBadge colour={COLOURS[state]} label={t(`trading.seller.contractStates.${state}`)} />;
}
