import {
  AUTH_PATHS,
  businessSides,
  DRIVER_GROUP,
  indexRedirect,
  isPublicPath,
  isTrader,
  messages,
  postLoginPath,
  ROLE_SYS_ADMIN,
  TRADING_MODULES,
  vettingBlocks,
} from '@harvest/domain';
import { paths } from '../../lib/paths';
import {
  canAccess,
  hasOrganisationModule,
  hasRole,
  isAuthenticated,
  landingSubjectOf,
  moduleIdsOf,
} from '../../lib/session/session-selectors';
import type { SessionState } from '../../lib/storage/session-store';
import type { RouteHandle } from './route-handle';

/** Checks a route can name in `handle.guards`. */
export const namedGuards: Readonly<Record<string, (session: SessionState) => boolean>> = {
  sysAdmin: (session) => hasRole(session, ROLE_SYS_ADMIN),
  /** Either side of a trade: a seller (trading:core, listings) or a buyer (trading:buyers, bids), as the API asks. */
  trader: (session) => isTrader({ modules: moduleIdsOf(session.profile), access: session.profile?.access ?? {} }),
  /** Either trading module, whatever the permission (contracts: trading.contracts on either side, as the API asks). */
  tradingModule: (session) => TRADING_MODULES.some((module) => hasOrganisationModule(session, module)),
  /**
   * A haulier's people: in its carrier or driver group, or of a business that hauls (no trading or inventory module).
   * A farm's owner holds logistics.carrier as every owner holds every permission, but has no fleet to keep.
   */
  haulier: (session) =>
    !hasRole(session, ROLE_SYS_ADMIN) &&
    ((session.profile?.groups ?? []).some((group) => group === 'carrier' || group === 'driver') ||
      businessSides({ modules: moduleIdsOf(session.profile) }).hauls),
  /**
   * A haulier's driver (the driver group): the driver app (issue 23), where they land (an administrator impersonating
   * one too). The API's driver calls decide the rest.
   */
  driver: (session) =>
    (session.impersonation !== null || !hasRole(session, ROLE_SYS_ADMIN)) &&
    (session.profile?.groups ?? []).includes(DRIVER_GROUP),
  /**
   * Haulage (issue 22): organising it (logistics.jobs) or hauling it (logistics.carrier, drivers included). A system
   * administrator's own platform organisation hauls nothing: they see a business's haulage by impersonating it.
   */
  haulage: (session) =>
    !hasRole(session, ROLE_SYS_ADMIN) &&
    (canAccess(session, 'logistics.jobs', 'read') || canAccess(session, 'logistics.carrier', 'read')),
};

/**
 * The built-in map of what a path requires (spec §2: "from route metadata or a built-in
 * map"). Business accounts needs the administrator permission (spec §6) and, since an
 * organisation owner holds every permission of their own organisation, the sys-admin role.
 */
export const builtInRequirements: Readonly<Record<string, RouteHandle>> = {
  [AUTH_PATHS.businessAccounts]: { permission: 'administrator', guards: ['sysAdmin'] },
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'unknown-guard'; name: string }
  /** `continueTo` null: land where the user's landing path says. */
  | { kind: 'token-login'; token: string; continueTo: string | null }
  | {
      kind: 'redirect';
      to: string;
      /** Replace the entry (going back to where the user was) rather than add one. */
      replace?: boolean;
      /** Sign out first, showing this on the sign-in page. */
      signOutWith?: string;
      /** Tell the user why, as a notification. */
      notify?: string;
    };

export interface GuardInput {
  url: URL;
  /** The handles of every matched route, outermost first. */
  handles: readonly RouteHandle[];
  session: SessionState;
  /** The page the user is on now (path and query), or null on the first load. */
  previous: string | null;
}

/** Pages whose `token` is theirs to verify, not a token login. */
const OWN_TOKEN_PAGES: readonly string[] = [AUTH_PATHS.signInWithoutPassword, AUTH_PATHS.businessInvite];

const SIGN_IN_PAGES: readonly string[] = [AUTH_PATHS.login, AUTH_PATHS.createAccount];

/** Onboarding: reachable before the terms are accepted (logout is public anyway). */
const ONBOARDING_PAGES: readonly string[] = [
  paths.acceptTerms(),
  paths.signupPreferences(),
  paths.marketingPreferences(),
];

/**
 * A signed-in user who has not accepted the terms goes to accept them first. An
 * administrator impersonating them does not: accepting is the person's own act.
 */
function mustAcceptTerms(session: SessionState): boolean {
  return session.profile?.settings.terms === false && session.impersonation === null;
}

/**
 * Where a token login goes on to: the path without its token. A sign-in page (the signup
 * confirmation email links to sign-in) would only send a signed-in user on again, so
 * there its redirect value, or null for the landing path, is the way on.
 */
function tokenLoginContinuation(url: URL): string | null {
  if (SIGN_IN_PAGES.includes(url.pathname)) return url.searchParams.get('redirect');
  const params = new URLSearchParams(url.search);
  params.delete('token');
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * The full path to come back to after signing in; `/` needs none, it lands anyway. (The
 * spec's verifyUpdate flag for account management waits for its verify-update call.)
 */
function loginRedirectFor(url: URL): string | null {
  return url.pathname === paths.home ? null : `${url.pathname}${url.search}`;
}

/** The redirect rules and permission guards of spec §2, as one pure decision per navigation. */
export function decideNavigation({ url, handles, session, previous }: GuardInput): GuardDecision {
  const { pathname } = url;
  const required = [...handles, builtInRequirements[pathname] ?? {}];

  const unknown = required.flatMap((handle) => handle.guards ?? []).find((name) => !(name in namedGuards));
  if (unknown !== undefined) return { kind: 'unknown-guard', name: unknown };

  // The magic-link and invitation pages use their own one-time tokens; any other token is a token login.
  const token = url.searchParams.get('token');
  if (token && !OWN_TOKEN_PAGES.includes(pathname)) {
    return { kind: 'token-login', token, continueTo: tokenLoginContinuation(url) };
  }

  const isPublic = isPublicPath(pathname) || handles.some((handle) => handle.public);
  const authenticated = isAuthenticated(session);

  if (authenticated && !session.tokens?.refresh) {
    return { kind: 'redirect', to: paths.login(loginRedirectFor(url)), signOutWith: messages.auth.sessionExpired };
  }
  if (!authenticated && session.profile && !isPublic) {
    // Signed in once, but the tokens are gone (cleared storage, another tab).
    return { kind: 'redirect', to: paths.login(loginRedirectFor(url)), signOutWith: messages.auth.noAuthTokens };
  }

  const subject = landingSubjectOf(session);
  if (authenticated) {
    const index = indexRedirect(subject, pathname);
    if (index) return { kind: 'redirect', to: index, replace: true };
  }

  if (isPublic) {
    if (authenticated && SIGN_IN_PAGES.includes(pathname)) {
      return { kind: 'redirect', to: postLoginPath(subject, url.searchParams.get('redirect')), replace: true };
    }
    return { kind: 'allow' };
  }

  if (!authenticated) return { kind: 'redirect', to: paths.login(loginRedirectFor(url)) };

  if (mustAcceptTerms(session) && !ONBOARDING_PAGES.includes(pathname)) {
    return { kind: 'redirect', to: paths.acceptTerms(loginRedirectFor(url)), replace: true };
  }

  // A trading page of an organisation waiting to be vetted shows the contact prompt in its place (the layout's
  // vetting gate), whatever the page would need: the prompt is what the user should see, not a refusal.
  if (session.profile && vettingBlocks(session.profile.organisation, pathname)) return { kind: 'allow' };

  const allowed = required.every(
    (handle) =>
      canAccess(session, handle.permission, handle.level) &&
      hasOrganisationModule(session, handle.module) &&
      (handle.guards ?? []).every((name) => namedGuards[name]?.(session) ?? false),
  );
  if (!allowed) {
    const here = `${pathname}${url.search}`;
    const previousPath = previous?.split('?')[0] ?? '';
    // Never back to a sign-in page: it would send the user straight here again.
    const back =
      previous && previous !== here && previousPath !== pathname && !isPublicPath(previousPath) ? previous : null;
    return {
      kind: 'redirect',
      to: back ?? AUTH_PATHS.marketInsights,
      replace: true,
      notify: messages.errors.unauthorised,
    };
  }
  return { kind: 'allow' };
}
