import { storageSchema, type StorageCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/storages. */
export function createStorage(body: StorageCreate) {
  return apiData('POST', '/inventory/storages', { body, schema: storageSchema });
}

export const useCreateStorage = () => useRefreshingMutation(INVENTORY_QUERY_KEY, createStorage);
