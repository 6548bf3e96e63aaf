import { inventoryOverviewSchema, type InventoryOverview } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { overviewQueryKey } from './inventory-query-keys';

/** GET /api/inventory/overview (inventory.movements read): the stock by crop at the caller's units. */
export async function getInventoryOverview(signal?: AbortSignal): Promise<InventoryOverview> {
  const { data } = await apiRequest('GET', '/inventory/overview', {
    schema: inventoryOverviewSchema,
    auth: 'required',
    signal,
  });
  return data;
}

export function useInventoryOverview() {
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: ({ signal }) => getInventoryOverview(signal),
  });
}
