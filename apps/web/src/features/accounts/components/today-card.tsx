import { DRIVER_GROUP, hasTradingModule } from '@harvest/domain';
import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { canAccess, isAuthenticated, moduleIdsOf } from '../../../lib/session/session-selectors';
import type { SessionState } from '../../../lib/storage/session-store';
import { SectionCard } from '../../../ui/section-card';

/**
 * Who lands on account management (platform §2): an organisation without trading or inventory, as a haulier is; the
 * card points it to its haulage (issue 22, 23). Administrators and drivers land elsewhere.
 */
export function landsWithNothingElse(session: SessionState): boolean {
  if (!isAuthenticated(session) || canAccess(session, 'administrator')) return false;
  const modules = moduleIdsOf(session.profile);
  return !hasTradingModule(modules) && !modules.includes('inventory:core');
}

/** What the person can do here today, with links to each, so the page they land on is not a page of forms. */
export function TodayCard({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const links = [
    (session.profile?.groups ?? []).includes(DRIVER_GROUP) && {
      to: paths.driver(),
      label: t('today.driverApp'),
      hint: t('today.driverAppHint'),
    },
    canAccess(session, 'logistics.carrier') && {
      to: paths.logisticsJobs,
      label: t('today.jobs'),
      hint: t('today.jobsHint'),
    },
    canAccess(session, 'logistics.carrier', 'write') && {
      to: paths.quoteRequests,
      label: t('today.quoteRequests'),
      hint: t('today.quoteRequestsHint'),
    },
    canAccess(session, 'logistics.carrier', 'write') && {
      to: paths.loadPlanner,
      label: t('today.planner'),
      hint: t('today.plannerHint'),
    },
    canAccess(session, 'account.teams') && { to: paths.team, label: t('today.team'), hint: t('today.teamHint') },
    canAccess(session, 'account.business') && {
      to: paths.businessSetup,
      label: t('today.business'),
      hint: t('today.businessHint'),
    },
    { to: paths.latestUpdates, label: t('today.latestUpdates'), hint: t('today.latestUpdatesHint') },
  ].filter((link) => link !== false);

  return (
    <SectionCard title={t('today.title')} intro={t('today.intro')}>
      <List spacing="sm">
        <List.Item>
          <Text size="sm">{t('today.details')}</Text>
        </List.Item>
        {links.map((link) => (
          <List.Item key={link.to}>
            <Anchor component={Link} to={link.to} fw={600}>
              {link.label}
            </Anchor>
            <Text size="sm" c="dimmed">
              {link.hint}
            </Text>
          </List.Item>
        ))}
      </List>
    </SectionCard>
  );
}
