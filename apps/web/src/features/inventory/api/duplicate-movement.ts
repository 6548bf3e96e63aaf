import { movementSchema, type MovementDuplicate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/movements/{id}/duplicate: planned copies, no more than the sources can bear. */
export async function duplicateMovement({ id, ...body }: MovementDuplicate & { id: string }) {
  return (
    await apiRequest('POST', `/inventory/movements/${encodeURIComponent(id)}/duplicate`, {
      body,
      schema: movementSchema.array(),
      auth: 'required',
    })
  ).data;
}

export const useDuplicateMovement = () => useRefreshingMutation(INVENTORY_QUERY_KEY, duplicateMovement);
