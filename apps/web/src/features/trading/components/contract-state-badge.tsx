import type { ContractState } from '@harvest/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ContractState, string> = { awaiting: 'blue.9', overdue: 'red.9', received: 'teal.9' };

/** Where the buyer's contract stands (§4): awaited for 72 hours, then overdue, or received. */
export function ContractStateBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[state]} variant="filled" style={{ flexShrink: 0 }}>
      {t(`trading.seller.contractStates.${state}`)}
    </Badge>
  );
}
