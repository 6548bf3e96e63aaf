import { isPublicPath } from '@harvest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { onSessionEvent } from '../../lib/session/session-events';
import { isAuthenticated } from '../../lib/session/session-selectors';
import { useLiveEvents } from '../../lib/live-events/use-live-events';
import { followOtherTabs, useSession } from '../../lib/session/use-session';
import { forgetLocation, rememberLocation } from '../guards/previous-location';
import { readHandle } from '../guards/route-handle';
import { OutdatedBrowserBanner } from './outdated-browser-banner';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';
import { AnalyticsTracker } from '../../lib/analytics/analytics-tracker';
import { ModalHost } from '../../ui/modals/modal-host';
import { NotificationHost } from '../../ui/notifications/notification-host';
import { notify } from '../../ui/notifications/notify';
import '../modal-registry';

/** The root route's element: the layouts beneath it, the session watcher and the out-of-date browser banner beside them. */
export function AppRoot() {
  return (
    <>
      <SessionWatcher />
      <Outlet />
      {/* Named modals any page opens by its action value (spec §2), over every layout. */}
      <ModalHost />
      <NotificationHost />
      <OutdatedBrowserBanner />
      {/* The installed app: saying when it is offline, and offering a new version (platform §1). */}
      <OfflineBanner />
      <UpdatePrompt />
      {/* Page views, and a reload when the analytics flags change (platform §9). */}
      <AnalyticsTracker />
    </>
  );
}

/**
 * Moves the user on when the session changes under a page: a sign-out (here, by the api
 * client, or in another tab) leaves a protected page for sign-in, remembering where it
 * was; a 440 ends the impersonation and goes back to business accounts.
 */
function SessionWatcher() {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const authenticated = isAuthenticated(session);
  const wasAuthenticated = useRef(authenticated);
  const here = `${location.pathname}${location.search}`;
  const onPublicPage = isPublicPath(location.pathname) || matches.some((match) => readHandle(match.handle).public);

  useEffect(() => {
    rememberLocation(here);
  }, [here]);
  useEffect(() => forgetLocation, []);
  useEffect(followOtherTabs, []);
  // One live events connection per signed-in tab: new notifications and feature flags arrive without polling.
  useLiveEvents();

  useEffect(() => {
    const signedOut = wasAuthenticated.current && !authenticated;
    wasAuthenticated.current = authenticated;
    // The guards never let a signed-out visit reach a protected page, so being on one signed out means
    // the session ended under it, even if that happened before this watcher first looked.
    const endedUnderPage = !authenticated && !onPublicPage;
    // Nothing loaded for the user may outlive their session.
    if (signedOut || endedUnderPage) queryClient.clear();
    if (endedUnderPage) void navigate(paths.login(here), { replace: true });
  }, [authenticated, onPublicPage, here, navigate, queryClient]);

  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type !== 'impersonation-ended') return;
        queryClient.clear();
        notify({ name: 'impersonation-ended', type: 'error', message: event.message, dismissible: true });
        void navigate(paths.businessAccounts);
      }),
    [navigate, queryClient],
  );

  return null;
}
