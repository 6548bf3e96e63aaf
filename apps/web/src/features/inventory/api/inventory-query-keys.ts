import type { InventorySearchAlias, MovementCreate } from '@harvest/domain';

/** Every inventory query sits under this key, so a change to stock refreshes all of them at once. */
export const INVENTORY_QUERY_KEY = ['inventory'] as const;

export const overviewQueryKey = [...INVENTORY_QUERY_KEY, 'overview'] as const;
export const storagesQueryKey = [...INVENTORY_QUERY_KEY, 'storages'] as const;
export const recordsQueryKey = [...INVENTORY_QUERY_KEY, 'records'] as const;
export const recordQueryKey = (id: string) => [...recordsQueryKey, id] as const;
export const recordLedgerQueryKey = (id: string) => [...recordsQueryKey, id, 'ledger'] as const;
export const harvestPlanQueryKey = (id: string | null) => [...INVENTORY_QUERY_KEY, 'harvest-plans', id] as const;
export const movementConflictsQueryKey = (draft: MovementCreate | null) =>
  [...INVENTORY_QUERY_KEY, 'conflicts', draft] as const;
export const inventorySearchQueryKey = (alias: InventorySearchAlias, query: string) =>
  [...INVENTORY_QUERY_KEY, 'search', alias, query] as const;
