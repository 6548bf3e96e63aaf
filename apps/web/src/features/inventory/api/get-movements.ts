import { movementSchema, type Movement } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { movementsQueryKey } from './inventory-query-keys';

/** GET /api/inventory/movements (inventory.movements read): newest first. */
export async function getMovements(signal?: AbortSignal): Promise<Movement[]> {
  const { data } = await apiRequest('GET', '/inventory/movements', {
    schema: movementSchema.array(),
    auth: 'required',
    signal,
  });
  return data;
}

export function useMovements() {
  return useQuery({ queryKey: movementsQueryKey, queryFn: ({ signal }) => getMovements(signal) });
}
