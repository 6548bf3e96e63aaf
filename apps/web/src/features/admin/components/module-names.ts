import type { ModuleId } from '@harvest/domain';

/** The catalogue's name of each module, for the business accounts screen. */
export const MODULE_NAME_KEYS = {
  'inventory:core': 'modules.inventory-core',
  'trading:core': 'modules.trading-core',
  'trading:insights:grain': 'modules.trading-insights-grain',
  'trading:buyers': 'modules.trading-buyers',
  'inventory:storage': 'modules.inventory-storage',
} as const satisfies Record<ModuleId, string>;
