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
} as const;

/** Every path containing this is reachable without signing in. */
const PUBLIC_PATH_MARKER = '/inventory/auth';

export function isPublicPath(pathname: string): boolean {
  return pathname.includes(PUBLIC_PATH_MARKER);
}

export interface LandingSubject {
  roles: readonly string[];
  /** The selected organisation's module ids. */
  modules: readonly string[];
}

/** Sys-admin -> business accounts; trading core or buyers -> market insights; else account management. */
export function landingPath(subject: LandingSubject): string {
  if (subject.roles.includes(ROLE_SYS_ADMIN)) return AUTH_PATHS.businessAccounts;
  if (hasTradingModule(subject.modules)) return AUTH_PATHS.marketInsights;
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
  if (subject.roles.includes(ROLE_SYS_ADMIN)) return AUTH_PATHS.businessAccounts;
  if (hasTradingModule(subject.modules)) return AUTH_PATHS.marketInsights;
  if (pathname === '/') return AUTH_PATHS.account;
  return subject.modules.includes('inventory:core') ? AUTH_PATHS.inventoryHome : null;
}
