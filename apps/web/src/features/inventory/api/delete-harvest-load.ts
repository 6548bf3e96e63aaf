import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** DELETE /api/inventory/harvest-plans/{id}/loads/{loadId}: the load leaves the harvest with its sample. */
export async function deleteHarvestLoad({ planId, loadId }: { planId: string; loadId: string }): Promise<void> {
  await apiData('DELETE', `/inventory/harvest-plans/${encodeURIComponent(planId)}/loads/${encodeURIComponent(loadId)}`);
}

export const useDeleteHarvestLoad = () => useRefreshingMutation(INVENTORY_QUERY_KEY, deleteHarvestLoad);
