import { AppShell, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { APP_VERSION } from '../../lib/app-info';
import { paths } from '../../lib/paths';
import { HarvestLogo } from '../../ui/harvest-logo';
import { AppNavbar } from '../shell/app-navbar';
import { MAIN_CONTENT_ID, SkipLink } from '../shell/skip-link';

const NAVBAR_ID = 'app-navbar';

/**
 * The app shell: header, navbar and the page. Below Mantine's `sm` breakpoint (768 px,
 * the spec's phone width) the navbar folds away behind the burger.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const [navOpen, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <ScrollRestoration />
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={navOpen}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={navOpen ? t('shell.closeNavigation') : t('shell.openNavigation')}
            aria-expanded={navOpen}
            aria-controls={NAVBAR_ID}
          />
          <UnstyledButton component={Link} to={paths.home} aria-label={t('app.homeLink')} onClick={close}>
            <HarvestLogo />
          </UnstyledButton>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} p="sm" aria-label={t('shell.mainNavigation')}>
        <AppShell.Section grow>
          <AppNavbar onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <Text size="xs" c="dimmed" px="sm">
            {t('shell.version', { version: APP_VERSION })}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
