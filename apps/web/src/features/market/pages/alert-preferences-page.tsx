import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { canAccess, hasOrganisationModule } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { EmptyListState } from '../../../ui/empty-list-state';
import { StatusIcon } from '../../../ui/icons/status-icon';
import { PageHeading } from '../../../ui/page-heading';
import { usePageLink } from '../../../ui/page-link';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';
import { usePageTitle } from '../../../ui/use-page-title';
import { useAlerts } from '../api/get-alerts';
import { AlertsList } from '../components/alerts-list';
import { FuturesAlertModal } from '../components/futures-alert-modal';
import { InsightsLock } from '../components/insights-lock';
import { RemoveAlertModal } from '../components/remove-alert-modal';
import { TargetAlertModal } from '../components/target-alert-modal';
import { TargetPricesCard } from '../components/target-prices-card';

/**
 * /trading/alert-preferences (trading-logistics §2): the person's price alerts (target-price and futures) and, for
 * sellers, the business's target prices. Both come with the insights upgrade: without it the page shows its lock.
 */
export function AlertPreferencesPage() {
  const { t } = useTranslation();
  usePageTitle(t('market.alerts.title'));
  const session = useSession();
  const unlocked = hasOrganisationModule(session, 'trading:insights:grain');
  const seller = hasOrganisationModule(session, 'trading:core') && canAccess(session, 'trading.listings', 'read');

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeading title={t('market.alerts.title')} intro={t('market.alerts.intro')} />
      {unlocked ? (
        <>
          <AlertsSection />
          {seller && <TargetPricesCard />}
        </>
      ) : (
        <InsightsLock />
      )}
    </Stack>
  );
}

function AlertsSection() {
  const { t } = useTranslation();
  const link = usePageLink();
  const alerts = useAlerts();
  const [adding, setAdding] = useState<'target' | 'futures' | null>(null);
  const [removing, setRemoving] = useState<{ id: string } | null>(null);
  const addButtons = (
    <Group gap="sm">
      <Button onClick={() => setAdding('target')}>{t('market.alerts.addTarget')}</Button>
      <Button variant="default" onClick={() => setAdding('futures')}>
        {t('market.alerts.addFutures')}
      </Button>
    </Group>
  );
  return (
    <SectionCard
      title={t('market.alerts.listLabel')}
      intro={
        <>
          {t('market.alerts.nextStep')}{' '}
          <Anchor component={link} href={paths.account} size="sm" underline="always">
            {t('market.alerts.notificationSettings')}
          </Anchor>
        </>
      }
    >
      <QueryState
        query={alerts}
        loadingLabel={t('market.alerts.loading')}
        errorTitle={t('market.alerts.loadError')}
        empty={
          <EmptyListState
            order={3}
            icon={StatusIcon}
            title={t('market.alerts.empty')}
            hint={t('market.alerts.emptyHint')}
            actions={addButtons}
          />
        }
      >
        {(data) => (
          <Stack gap="md">
            {addButtons}
            <AlertsList alerts={data} onRemove={(alert) => setRemoving(alert)} />
          </Stack>
        )}
      </QueryState>
      <TargetAlertModal opened={adding === 'target'} onClose={() => setAdding(null)} />
      <FuturesAlertModal opened={adding === 'futures'} onClose={() => setAdding(null)} />
      <RemoveAlertModal alert={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}
