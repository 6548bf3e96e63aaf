import { formatMessage, messages } from '../i18n/messages';
import { ROLE_SYS_ADMIN, SUPPORT_PHONE } from '../platform/constants';
import type { ValidationIssue } from '../platform/envelope';

/** Spec platform §6: the permission keys, their levels, and the organisation modules. */
export const PERMISSIONS = [
  'administrator',
  'account.account',
  'account.business',
  'account.teams',
  'account.business-units',
  'inventory.movements',
  'trading.contracts',
  'trading.listings',
  'trading.bids',
  'trading.position',
  'trading.insights.grain',
  'trading.insights.livestock',
  'trading.market.read',
  'logistics.carrier',
  /** Not in §6's list: organising haulage (jobs, quotes, loads), the organiser role §1 and §6 name (issue 22). */
  'logistics.jobs',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type AccessLevel = 'read' | 'write';

/** A profile's access map: permission key -> level. `menu: 'full'` marks a full account. */
export type AccessMap = Partial<Record<Permission | 'menu', string>>;

/** The spec's four modules, and the storage upgrade module that §6 says stays locked until requested. */
export const MODULES = [
  'inventory:core',
  'trading:core',
  'trading:insights:grain',
  'trading:buyers',
  'inventory:storage',
] as const;
export type ModuleId = (typeof MODULES)[number];

export const OWNER_GROUP = 'owner';

/** Only the sys-admin role carries it (§6: business accounts needs administrator); no group grants it. */
const ADMINISTRATOR_PERMISSION: Permission = 'administrator';

/**
 * §6 gives trading.position a read level only; the insights and market permissions carry no level at all, so they
 * are on (read) or off. The rest are read or write.
 */
const READ_ONLY_PERMISSIONS: readonly Permission[] = [
  'trading.position',
  'trading.insights.grain',
  'trading.insights.livestock',
  'trading.market.read',
];

/** The levels a permission has, lowest first. */
export const permissionLevels = (key: Permission): readonly AccessLevel[] =>
  READ_ONLY_PERMISSIONS.includes(key) ? ['read'] : ['read', 'write'];

const levelOf = (key: Permission): AccessLevel => (READ_ONLY_PERMISSIONS.includes(key) ? 'read' : 'write');

/** What one member can give another: every permission but administrator, which only the sys-admin role carries. */
export type GrantablePermission = Exclude<Permission, 'administrator'>;

export const GRANTABLE_PERMISSIONS = PERMISSIONS.filter(
  (key): key is GrantablePermission => key !== ADMINISTRATOR_PERMISSION,
);

/**
 * Every business permission at its highest level: what an owner has, and what an administrator
 * acting as an organisation has. It leaves out administrator, which only the sys-admin role gives.
 */
export const FULL_ACCESS: AccessMap = Object.fromEntries([
  ...PERMISSIONS.filter((key) => key !== ADMINISTRATOR_PERMISSION).map((key) => [key, levelOf(key)]),
  ['menu', 'full'],
]);

/**
 * What a former owner keeps after handing the business over (§6: they lose owner permissions):
 * everything they could use, but no longer the team, whose permissions only an owner edits.
 */
export const FORMER_OWNER_ACCESS: AccessMap = Object.fromEntries(
  PERMISSIONS.filter((key) => key !== ADMINISTRATOR_PERMISSION).map((key) => [
    key,
    key === 'account.teams' ? 'read' : levelOf(key),
  ]),
);

const isTradingPermission = (key: string) => key.startsWith('trading.');
const isTradingModule = (id: string) => id.startsWith('trading:');

interface AccessInputs {
  groups: readonly string[];
  /** The access map stored on the profile (ignored for owners). */
  stored: AccessMap;
  roles: readonly string[];
  vetted: boolean;
}

/**
 * The access a profile acts with (§6): an owner has full access, a sys-admin also has
 * administrator, and an organisation that is not fully vetted gets no trading permission.
 */
export function effectiveAccess({ groups, stored, roles, vetted }: AccessInputs): AccessMap {
  const base: AccessMap = groups.includes(OWNER_GROUP) ? { ...FULL_ACCESS } : { ...stored };
  delete base.administrator;
  if (roles.includes(ROLE_SYS_ADMIN)) base.administrator = 'write';
  if (vetted) return base;
  return Object.fromEntries(Object.entries(base).filter(([key]) => !isTradingPermission(key)));
}

/** The modules an organisation acts with: trading ones only once it is fully vetted (§6). */
export function effectiveModules(modules: readonly string[], vetted: boolean): string[] {
  return vetted ? [...modules] : modules.filter((id) => !isTradingModule(id));
}

/** The organisation's modules it may not use until it is fully vetted: its trading ones, while it is not (§6). */
export function modulesAwaitingVetting(modules: readonly string[], vetted: boolean): string[] {
  return vetted ? [] : modules.filter(isTradingModule);
}

/** §8 unvetted account: what a business hears when vetting is all that keeps it from trading, with whom to call. */
export const notVettedMessage = (): string => formatMessage(messages.accounts.notVetted, { phone: SUPPORT_PHONE });

/** §6: an unvetted organisation that has trading modules sees the contact prompt instead of trading. */
export function needsVetting(organisation: { vetted: boolean; modules: readonly { id: string }[] }): boolean {
  return !organisation.vetted && organisation.modules.some((module) => isTradingModule(module.id));
}

/** Trading pages an unvetted organisation may still open: its business details are not trading. */
const OPEN_TO_UNVETTED_PATHS: readonly string[] = ['/trading/manage/business-setup'];

/** §6: the page at this path is trading, which the organisation may not use until it is vetted. */
export function vettingBlocks(
  organisation: { vetted: boolean; modules: readonly { id: string }[] },
  pathname: string,
): boolean {
  const trading = pathname === '/trading' || pathname.startsWith('/trading/');
  return trading && !OPEN_TO_UNVETTED_PATHS.includes(pathname.replace(/\/+$/, '')) && needsVetting(organisation);
}

/** Only an owner edits the permissions of team accounts, and transfers ownership (§6). */
export const isOwner = (groups: readonly string[]) => groups.includes(OWNER_GROUP);

/**
 * §6: a member assigned to no business units (or locations) may reach all of the
 * organisation's; otherwise only those assigned.
 */
export function inAccessScope(assigned: readonly string[], id: string): boolean {
  return assigned.length === 0 || assigned.includes(id);
}

/** §6 derived analytics role: seller (trading core), buyer (trading buyers only), hybrid (trading plus inventory), inventory. */
type AnalyticsRole = 'seller' | 'buyer' | 'hybrid' | 'inventory';

export function analyticsRole(modules: readonly string[]): AnalyticsRole {
  const trading = modules.includes('trading:core');
  const buyers = modules.includes('trading:buyers');
  const inventory = modules.includes('inventory:core');
  if ((trading || buyers) && inventory) return 'hybrid';
  if (trading) return 'seller';
  if (buyers) return 'buyer';
  return 'inventory';
}

/**
 * Passes when nothing is asked; otherwise the key must be in the access map, and a write
 * requirement needs a write grant (a read requirement is met by either).
 */
export function hasPermission(access: AccessMap, required?: Permission, level: AccessLevel = 'read'): boolean {
  if (!required) return true;
  const granted = access[required];
  if (!granted) return false;
  return level === 'read' || granted === 'write';
}

const isGrantable = (key: string, level: string): boolean =>
  (GRANTABLE_PERMISSIONS as readonly string[]).includes(key) &&
  (permissionLevels(key as Permission) as readonly string[]).includes(level);

/**
 * The parts of a requested access map that cannot be granted (400, each named): not a permission of §6, or at a level
 * the key does not have. administrator is never grantable: only the sys-admin role carries it.
 */
export function ungrantableAccessIssues(requested: Readonly<Record<string, string>>): ValidationIssue[] {
  return Object.entries(requested)
    .filter(([key, level]) => !isGrantable(key, level))
    .map(([key]) => ({ field: `access.${key}`, message: messages.validation.invalid }));
}

/** The grantable part of an access map (an owner's full access, say), as a permission editor starts from it. */
export function grantableAccess(access: Readonly<Record<string, string>>): Record<string, AccessLevel> {
  return Object.fromEntries(
    Object.entries(access).filter((entry): entry is [string, AccessLevel] => isGrantable(entry[0], entry[1])),
  );
}

/** Passes when nothing is asked; otherwise the organisation's modules must contain it. */
export function hasModule(modules: readonly string[], required?: ModuleId): boolean {
  return !required || modules.includes(required);
}
