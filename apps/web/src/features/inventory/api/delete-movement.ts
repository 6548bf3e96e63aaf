import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** DELETE /api/inventory/movements/{id}: a planned movement only. */
export async function deleteMovement(id: string): Promise<void> {
  await apiData('DELETE', `/inventory/movements/${encodeURIComponent(id)}`);
}

export const useDeleteMovement = () => useRefreshingMutation(INVENTORY_QUERY_KEY, deleteMovement);
