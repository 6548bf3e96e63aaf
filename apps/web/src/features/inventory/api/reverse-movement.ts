import { movementSchema, type MovementReverse } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/movements/{id}/reverse: a correcting entry in the ledger (409 if it cannot be taken back). */
export function reverseMovement({ id, ...body }: MovementReverse & { id: string }) {
  return apiData('POST', `/inventory/movements/${encodeURIComponent(id)}/reverse`, { body, schema: movementSchema });
}

export const useReverseMovement = () => useRefreshingMutation(INVENTORY_QUERY_KEY, reverseMovement);
