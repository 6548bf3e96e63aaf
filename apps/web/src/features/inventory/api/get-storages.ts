import { storageSchema, type Storage } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { storagesQueryKey } from './inventory-query-keys';

/** GET /api/inventory/storages (inventory.movements read): stores, sub-stores and fields with what they hold. */
export function getStorages(signal?: AbortSignal): Promise<Storage[]> {
  return apiData('GET', '/inventory/storages', { schema: storageSchema.array(), signal });
}

export function useStorages() {
  return useQuery({ queryKey: storagesQueryKey, queryFn: ({ signal }) => getStorages(signal) });
}
