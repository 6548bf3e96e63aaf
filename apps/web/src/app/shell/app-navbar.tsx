import { ROLE_SYS_ADMIN } from '@harvest/domain';
import { NavLink, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { useDevTools } from '../../features/platform/api/get-health';
import { hasRole, isAuthenticated } from '../../lib/session/session-selectors';
import { useSession } from '../../lib/session/use-session';
import { navigationBySection, visibleNavigation, type NavEntry } from '../navigation';

interface AppNavbarProps {
  entries?: readonly NavEntry[];
  /**
   * Links replace the current entry: the phone's open menu, whose entry in the history a followed link takes over,
   * so Back leaves the new page for the one the menu was opened on.
   */
  replace?: boolean;
}

/** The navbar's links the user may open, grouped by section, from the navigation registry. */
export function AppNavbar({ entries, replace = false }: AppNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const idPrefix = useId();
  const session = useSession();
  // Only a system administrator may be shown the development tools: only then is the API asked whether it has them.
  const development = useDevTools(isAuthenticated(session) && hasRole(session, ROLE_SYS_ADMIN));

  return (
    <Stack gap="lg">
      {navigationBySection(entries ?? visibleNavigation(session, undefined, { development })).map((section) => {
        const headingId = `${idPrefix}-${section.id}`;
        return (
          <div key={section.id} role="group" aria-labelledby={headingId}>
            <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
              {t(section.labelKey)}
            </Text>
            {section.entries.map((entry) => {
              const active = matchPath({ path: entry.path, end: entry.end ?? false }, pathname) !== null;
              const Icon = entry.icon;
              return (
                <NavLink
                  key={entry.path}
                  component={Link}
                  to={entry.path}
                  replace={replace}
                  label={t(entry.labelKey)}
                  leftSection={Icon ? <Icon /> : undefined}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                />
              );
            })}
          </div>
        );
      })}
    </Stack>
  );
}
