import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { canAccess, hasOrganisationModule } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ListTabs } from '../../../ui/list-tabs';

export type WantedTab = 'mine' | 'seller' | 'requests';

/**
 * The wanted area's tabs, each its own address: a buyer's own wanted listings, the buyers' wanted listings a
 * seller can answer, and the trade requests both sides see. A tab shows only to those its page lets in.
 */
export function WantedTabs({ value }: { value: WantedTab }) {
  const { t } = useTranslation();
  const session = useSession();
  const buyer = hasOrganisationModule(session, 'trading:buyers') && canAccess(session, 'trading.bids', 'read');
  const seller = hasOrganisationModule(session, 'trading:core') && canAccess(session, 'trading.listings', 'read');
  const tabs = [
    ...(buyer ? [{ value: 'mine' as const, label: t('trading.wanted.tabs.mine'), to: paths.wanted }] : []),
    ...(seller ? [{ value: 'seller' as const, label: t('trading.wanted.tabs.seller'), to: paths.wantedSeller }] : []),
    { value: 'requests' as const, label: t('trading.wanted.tabs.requests'), to: paths.tradeRequests },
  ];
  return <ListTabs label={t('trading.wanted.tabs.label')} value={value} tabs={tabs} />;
}
