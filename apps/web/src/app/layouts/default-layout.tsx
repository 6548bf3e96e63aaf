import { AppShell, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { VettingBanner } from '../../features/accounts/components/vetting-banner';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { useVettingBlocked } from '../../features/accounts/components/vetting-gate';
import { VettingPrompt } from '../../features/accounts/components/vetting-prompt';
import { WhatsNewModal } from '../../features/content/components/whats-new-modal';
import { APP_VERSION } from '../../lib/app-info';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/use-session';
import { HarvestLogo } from '../../ui/harvest-logo';
import { ActivityLoadingBar } from '../shell/activity-loading-bar';
import { AppNavbar } from '../shell/app-navbar';
import { IMPERSONATION_BANNER_HEIGHT, ImpersonationBanner } from '../shell/impersonation-banner';
import { MAIN_CONTENT_ID, SkipLink } from '../shell/skip-link';
import { UserMenu } from '../shell/user-menu';

const NAVBAR_ID = 'app-navbar';
const HEADER_HEIGHT = 60;

/**
 * The app shell: header, navbar and the page. Below Mantine's `sm` breakpoint (768 px,
 * the spec's phone width) the navbar folds away behind the burger.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const [navOpen, { toggle, close }] = useDisclosure(false);
  const { impersonation } = useSession();
  const headerHeight = HEADER_HEIGHT + (impersonation ? IMPERSONATION_BANNER_HEIGHT : 0);
  // Trading waits for vetting: the prompt takes the page's place, and says it once (no banner above).
  const vettingBlocked = useVettingBlocked();

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <ScrollRestoration />
      <ActivityLoadingBar />
      <SkipLink />
      <AppShell.Header>
        <ImpersonationBanner />
        <Group h={HEADER_HEIGHT} px="md" gap="sm" wrap="nowrap">
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
          <Group ml="auto" gap="sm" wrap="nowrap">
            {/* In the header, not the navbar, so the unread count shows on a phone too. */}
            <NotificationsBell />
            <UserMenu />
          </Group>
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
        {vettingBlocked ? (
          <VettingPrompt />
        ) : (
          <>
            <VettingBanner />
            <Outlet />
          </>
        )}
      </AppShell.Main>
      {/* Platform §2: the default layout carries the what's-new window. */}
      <WhatsNewModal />
    </AppShell>
  );
}
