import { AppShell, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { VettingBanner } from '../../features/accounts/components/vetting-banner';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { useVettingBlocked } from '../../features/accounts/components/vetting-gate';
import { VettingPrompt } from '../../features/accounts/components/vetting-prompt';
import { WhatsNewModal } from '../../features/content/components/whats-new-modal';
import { MarketInsightNotifications } from '../../features/market/components/market-insight-notifications';
import { APP_VERSION } from '../../lib/app-info';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/use-session';
import { HarvestLogo } from '../../ui/harvest-logo';
import { useModal } from '../../ui/modals/use-modals';
import { ActivityLoadingBar } from '../shell/activity-loading-bar';
import { AppNavbar } from '../shell/app-navbar';
import { HelpButton } from '../shell/help-button';
import { IMPERSONATION_BANNER_HEIGHT, ImpersonationBanner } from '../shell/impersonation-banner';
import { MAIN_CONTENT_ID, SkipLink } from '../shell/skip-link';
import { UserMenu } from '../shell/user-menu';

const NAVBAR_ID = 'app-navbar';
const HEADER_HEIGHT = 60;

/** Mantine's `sm` breakpoint, where the navbar folds away behind the burger. */
const PHONE_QUERY = '(max-width: 48em)';

/**
 * The app shell: header, navbar and the page. Below Mantine's `sm` breakpoint (768 px,
 * the spec's phone width) the navbar folds away behind the burger, as the named modal
 * 'mobile-menu' (spec §2): the address says it is open, and Back closes it.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  // Read at once, not after a first render: on a wide screen nothing shows the phone's menu, and the host closes it.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const menu = useModal('mobile-menu', { shown: phone });
  const navOpen = phone && menu.opened;
  const toggle = navOpen ? menu.close : menu.open;
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
          {/* With the menu open, a link takes the menu's place in the history: Back does not open it again. */}
          <UnstyledButton component={Link} to={paths.home} replace={navOpen} aria-label={t('app.homeLink')}>
            <HarvestLogo />
          </UnstyledButton>
          <Group ml="auto" gap="sm" wrap="nowrap">
            <HelpButton />
            {/* In the header, not the navbar, so the unread count shows on a phone too. */}
            <NotificationsBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} p="sm" aria-label={t('shell.mainNavigation')}>
        {/* The links scroll within the navbar when they outgrow a short window (a laptop at 1280 x 720). */}
        <AppShell.Section grow style={{ overflowY: 'auto', minHeight: 0 }}>
          {/* Folded away on a phone it is off screen: drawn when opened, not on every page's first render. */}
          {(!phone || navOpen) && <AppNavbar replace={navOpen} />}
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
      {/* Trading §2: market-insight notifications float over every page but the sign-in ones. */}
      <MarketInsightNotifications />
    </AppShell>
  );
}
