import { movementSchema, type MovementComplete } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/**
 * POST /api/inventory/movements/{id}/complete with the actual date and weight: checked again as things stand now
 * (409 with its conflicts).
 */
export function completeMovement({ id, ...body }: MovementComplete & { id: string }) {
  return apiData('POST', `/inventory/movements/${encodeURIComponent(id)}/complete`, { body, schema: movementSchema });
}

export const useCompleteMovement = () => useRefreshingMutation(INVENTORY_QUERY_KEY, completeMovement);
