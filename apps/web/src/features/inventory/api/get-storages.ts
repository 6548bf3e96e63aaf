import { storageSchema, type Storage } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { storagesQueryKey } from './inventory-query-keys';

/** GET /api/inventory/storages (inventory.movements read): stores, sub-stores and fields with what they hold. */
export async function getStorages(signal?: AbortSignal): Promise<Storage[]> {
  const { data } = await apiRequest('GET', '/inventory/storages', {
    schema: storageSchema.array(),
    auth: 'required',
    signal,
  });
  return data;
}

export function useStorages() {
  return useQuery({ queryKey: storagesQueryKey, queryFn: ({ signal }) => getStorages(signal) });
}
