import type { TradeView } from '@harvest/domain';
import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';

/**
 * From a trade to the contract it opened for both sides (§7 Contracts), for those who may read contracts
 * (trading.contracts); nothing where the trade has none or the person may not open it.
 */
export function ViewContractLink({ trade, as = 'link' }: { trade: TradeView; as?: 'link' | 'button' }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!trade.contractId || !canAccess(session, 'trading.contracts', 'read')) return null;
  const to = paths.contract(trade.contractId);
  const label = t('trading.viewContract');
  const named = t('trading.viewContractOf', { reference: trade.reference });
  return as === 'button' ? (
    <Button size="xs" variant="default" component={Link} to={to} aria-label={named} w="fit-content">
      {label}
    </Button>
  ) : (
    <Anchor component={Link} to={to} size="sm" w="fit-content" aria-label={named}>
      {label}
    </Anchor>
  );
}
