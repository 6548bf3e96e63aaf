import { AUTH_PATHS } from '@harvest/domain';

/** A path with its query, leaving out empty values. */
function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Every URL of the web app, listed once. Features link through these, never through string literals. */
export const paths = {
  home: '/',
  status: '/status',
  apiDocs: '/api/docs',
  devMailbox: '/dev/mailbox',
  devMailboxMessage: (id: string) => `/dev/mailbox/${encodeURIComponent(id)}`,
  inventory: AUTH_PATHS.inventory,
  marketInsights: AUTH_PATHS.marketInsights,
  account: AUTH_PATHS.account,
  team: '/inventory/manage/team',
  inventoryOverview: '/inventory/overview',
  inventoryStorage: '/inventory/storage',
  /** Stores or fields as a searchable list. */
  inventoryStorageList: (kind: string) => `/inventory/storage/${encodeURIComponent(kind)}`,
  inventoryStock: '/inventory/stock',
  inventoryMovements: '/inventory/movements',
  /** One of the movement lists: intake, internal, outbound or incomplete. */
  inventoryMovementList: (list: string) => `/inventory/movements/${encodeURIComponent(list)}`,
  inventoryHarvest: '/inventory/harvest',
  acceptTerms: (redirect?: string | null) => withQuery('/accept-terms', { redirect }),
  signupPreferences: (redirect?: string | null) => withQuery('/signup-preferences', { redirect }),
  marketingPreferences: (redirect?: string | null) => withQuery('/marketing-preferences', { redirect }),
  businessSetup: '/trading/manage/business-setup',
  farmLocations: '/trading/manage/farm-locations',
  businessAccounts: AUTH_PATHS.businessAccounts,
  businessAccountsSearch: (query: string) => withQuery(AUTH_PATHS.businessAccounts, { query }),
  clientLogs: '/inventory/internal/logs',
  latestUpdates: '/help-centre/latest-updates',
  latestUpdate: (slug: string) => `/help-centre/latest-updates/${encodeURIComponent(slug)}`,
  latestUpdatesEditor: '/inventory/internal/latest-updates',
  newLatestUpdate: '/inventory/internal/latest-updates/new',
  editLatestUpdate: (id: string) => `/inventory/internal/latest-updates/${encodeURIComponent(id)}`,
  login: (redirect?: string | null) => withQuery(AUTH_PATHS.login, { redirect }),
  createAccount: AUTH_PATHS.createAccount,
  businessInvite: (token?: string) => withQuery(AUTH_PATHS.businessInvite, { token }),
  logout: AUTH_PATHS.logout,
  organisation: (redirect?: string | null) => withQuery(AUTH_PATHS.organisation, { redirect }),
  forgotPassword: (username?: string) => withQuery(AUTH_PATHS.forgotPassword, { username }),
  resetPassword: (username?: string, code?: string) => withQuery(AUTH_PATHS.resetPassword, { username, code }),
  setPassword: AUTH_PATHS.setPassword,
  signInWithoutPassword: (redirect?: string | null) => withQuery(AUTH_PATHS.signInWithoutPassword, { redirect }),
} as const;

/** Route patterns for the router, kept beside the URLs they build. */
export const routePatterns = {
  status: 'status',
  devMailbox: 'dev/mailbox',
  devMailboxMessage: 'dev/mailbox/:id',
  inventory: 'inventory',
  login: 'inventory/auth/login',
  createAccount: 'inventory/auth/login/create-account',
  businessInvite: 'inventory/auth/business-invite',
  logout: 'inventory/auth/logout',
  organisation: 'inventory/auth/organisation',
  forgotPassword: 'inventory/auth/forgot-password',
  resetPassword: 'inventory/auth/reset-password',
  setPassword: 'inventory/auth/set-password',
  signInWithoutPassword: 'inventory/auth/sign-in-without-password',
  account: 'inventory/manage/account',
  team: 'inventory/manage/team',
  inventoryOverview: 'inventory/overview',
  inventoryStorage: 'inventory/storage',
  inventoryStorageList: 'inventory/storage/:kind',
  inventoryStock: 'inventory/stock',
  inventoryMovements: 'inventory/movements/:list?',
  inventoryHarvest: 'inventory/harvest',
  acceptTerms: 'accept-terms',
  signupPreferences: 'signup-preferences',
  marketingPreferences: 'marketing-preferences',
  /** Trading addresses without a page yet: signed-in only, page not found. */
  tradingAny: 'trading/*',
  businessSetup: 'trading/manage/business-setup',
  farmLocations: 'trading/manage/farm-locations',
  businessAccounts: 'inventory/internal/business-accounts',
  clientLogs: 'inventory/internal/logs',
  latestUpdates: 'help-centre/latest-updates',
  latestUpdate: 'help-centre/latest-updates/:slug',
  latestUpdatesEditor: 'inventory/internal/latest-updates',
  newLatestUpdate: 'inventory/internal/latest-updates/new',
  editLatestUpdate: 'inventory/internal/latest-updates/:id',
} as const;

export const SUPPORT_EMAIL = 'support@harvest.local';
