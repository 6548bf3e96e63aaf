import { inventoryOverviewSchema, type InventoryOverview } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { overviewQueryKey } from './inventory-query-keys';

/** GET /api/inventory/overview (inventory.movements read): the stock by crop at the caller's units. */
export function getInventoryOverview(signal?: AbortSignal): Promise<InventoryOverview> {
  return apiData('GET', '/inventory/overview', { schema: inventoryOverviewSchema, signal });
}

export function useInventoryOverview() {
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: ({ signal }) => getInventoryOverview(signal),
  });
}
