import { movementSchema } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/movements/{id}/complete: checked again as things stand now (409 with its conflicts). */
export async function completeMovement(id: string) {
  return (
    await apiRequest('POST', `/inventory/movements/${encodeURIComponent(id)}/complete`, {
      schema: movementSchema,
      auth: 'required',
    })
  ).data;
}

export const useCompleteMovement = () => useRefreshingMutation(INVENTORY_QUERY_KEY, completeMovement);
