/** Every inventory query sits under this key, so a change to stock refreshes all of them at once. */
export const INVENTORY_QUERY_KEY = ['inventory'] as const;

export const storagesQueryKey = [...INVENTORY_QUERY_KEY, 'storages'] as const;
export const recordsQueryKey = [...INVENTORY_QUERY_KEY, 'records'] as const;
