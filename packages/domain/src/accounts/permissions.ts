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
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type AccessLevel = 'read' | 'write';

/** A profile's access map: permission key -> level. `menu: 'full'` marks a full account. */
export type AccessMap = Partial<Record<Permission | 'menu', string>>;

export const MODULES = ['inventory:core', 'trading:core', 'trading:insights:grain', 'trading:buyers'] as const;
export type ModuleId = (typeof MODULES)[number];

export const OWNER_GROUP = 'owner';

/** Everything at its highest level: what an owner has, and what an administrator acting as an organisation has. */
export const FULL_ACCESS: AccessMap = Object.fromEntries([
  ...PERMISSIONS.map((key) => [key, key === 'trading.position' ? 'read' : 'write']),
  ['menu', 'full'],
]);

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

/** Passes when nothing is asked; otherwise the organisation's modules must contain it. */
export function hasModule(modules: readonly string[], required?: ModuleId): boolean {
  return !required || modules.includes(required);
}
