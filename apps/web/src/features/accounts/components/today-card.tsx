import { hasTradingModule } from '@harvest/domain';
import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { canAccess, isAuthenticated, moduleIdsOf } from '../../../lib/session/session-selectors';
import type { SessionState } from '../../../lib/storage/session-store';
import { SectionCard } from '../../../ui/section-card';

/**
 * Who lands on account management with nothing else to open: an organisation without trading or inventory, as a
 * haulier and its drivers are while haulage is not on the platform (issue 20). Administrators land elsewhere.
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
