import { effectiveModules } from '../accounts/permissions';
import { ROLE_SYS_ADMIN } from '../platform/constants';
import { hasTradingModule } from '../trading/trading-access';
import { IGNORED_REDIRECT } from './auth-constants';

/** Spec platform §2: where sign-in lands and where the index redirects. */
export const AUTH_PATHS = {
  login: '/inventory/auth/login',
  createAccount: '/inventory/auth/login/create-account',
  businessInvite: '/inventory/auth/business-invite',
  forgotPassword: '/inventory/auth/forgot-password',
  logout: '/inventory/auth/logout',
  organisation: '/inventory/auth/organisation',
  resetPassword: '/inventory/auth/reset-password',
  setPassword: '/inventory/auth/set-password',
  signInWithoutPassword: '/inventory/auth/sign-in-without-password',
  businessAccounts: '/inventory/internal/business-accounts',
  marketInsights: '/trading/market-insights',
  account: '/inventory/manage/account',
  signupPreferences: '/signup-preferences',
  inventory: '/inventory',
  /** The inventory home: what `/inventory` opens for an organisation with inventory and no trading. */
  inventoryHome: '/inventory/overview',
  /** The driver app (issue 23): today's jobs, where a haulier's driver lands. */
  driverApp: '/driver',
} as const;

/** The team group a haulier's drivers are in (the fleet's drivers are its members in it). */
export const DRIVER_GROUP = 'driver';

/** Every path containing this is reachable without signing in. */
const PUBLIC_PATH_MARKER = '/inventory/auth';

export function isPublicPath(pathname: string): boolean {
  return pathname.includes(PUBLIC_PATH_MARKER);
}

export interface LandingSubject {
  roles: readonly string[];
  /** The selected organisation's module ids. */
  modules: readonly string[];
  /** False while the organisation waits to be vetted: its trading modules do not count yet (§6). */
  vetted?: boolean;
  /** The person's team groups: a driver (DRIVER_GROUP) lands on the driver app. */
  groups?: readonly string[];
}

/** The modules the organisation may use now: not trading until it is vetted. */
const usableModules = (subject: LandingSubject) => effectiveModules(subject.modules, subject.vetted !== false);

/**
 * Sys-admin -> business accounts; a driver -> the driver app (their day's jobs, the one thing they open the app for);
 * trading core or buyers -> market insights; else account management. An
 * organisation waiting to be vetted may not trade yet: with inventory it lands on the inventory home, the part it
 * may use (issue 20), rather than on a trading page that only says it is closed.
 */
export function landingPath(subject: LandingSubject): string {
  if (subject.roles.includes(ROLE_SYS_ADMIN)) return AUTH_PATHS.businessAccounts;
  if (subject.groups?.includes(DRIVER_GROUP)) return AUTH_PATHS.driverApp;
  const modules = usableModules(subject);
  if (hasTradingModule(modules)) return AUTH_PATHS.marketInsights;
  if (subject.vetted === false && modules.includes('inventory:core')) return AUTH_PATHS.inventoryHome;
  return AUTH_PATHS.account;
}

/**
 * A redirect value is honoured only when it is a path on this site (never another origin)
 * and is not the ignored value 'gdx'.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value === IGNORED_REDIRECT) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** After sign-in: a usable redirect value wins, otherwise the landing path. */
export function postLoginPath(subject: LandingSubject, redirect: string | null | undefined): string {
  return safeRedirect(redirect) ?? landingPath(subject);
}

/**
 * Where `/` and `/inventory` go for a signed-in user (platform §2). `/inventory` is the inventory home: its page is
 * the overview, for an organisation with the inventory module; without it, null leaves the route's permission guard
 * to refuse it as it refuses any page the user may not open.
 */
export function indexRedirect(subject: LandingSubject, pathname: string): string | null {
  if (pathname !== '/' && pathname !== AUTH_PATHS.inventory) return null;
  if (pathname === '/') return landingPath(subject);
  if (subject.roles.includes(ROLE_SYS_ADMIN)) return AUTH_PATHS.businessAccounts;
  const modules = usableModules(subject);
  if (hasTradingModule(modules)) return AUTH_PATHS.marketInsights;
  return modules.includes('inventory:core') ? AUTH_PATHS.inventoryHome : null;
}
