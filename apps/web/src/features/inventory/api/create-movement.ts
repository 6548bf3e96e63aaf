import { movementSchema, type MovementCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/movements: 409 with the conflicts that stop it. */
export function createMovement(body: MovementCreate) {
  return apiData('POST', '/inventory/movements', { body, schema: movementSchema });
}

export const useCreateMovement = () => useRefreshingMutation(INVENTORY_QUERY_KEY, createMovement);
