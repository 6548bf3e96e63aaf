import { storageSchema, type StorageCreate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/storages. */
export async function createStorage(body: StorageCreate) {
  return (await apiRequest('POST', '/inventory/storages', { body, schema: storageSchema, auth: 'required' })).data;
}

export const useCreateStorage = () => useRefreshingMutation(INVENTORY_QUERY_KEY, createStorage);
