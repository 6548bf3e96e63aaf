import { movementSchema, type MovementCreate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/movements: 409 with the conflicts that stop it. */
export async function createMovement(body: MovementCreate) {
  return (await apiRequest('POST', '/inventory/movements', { body, schema: movementSchema, auth: 'required' })).data;
}

export const useCreateMovement = () => useRefreshingMutation(INVENTORY_QUERY_KEY, createMovement);
