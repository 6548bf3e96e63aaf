import { movementSchema, type MovementDuplicate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/movements/{id}/duplicate: planned copies, no more than the sources can bear. */
export function duplicateMovement({ id, ...body }: MovementDuplicate & { id: string }) {
  return apiData('POST', `/inventory/movements/${encodeURIComponent(id)}/duplicate`, {
    body,
    schema: movementSchema.array(),
  });
}

export const useDuplicateMovement = () => useRefreshingMutation(INVENTORY_QUERY_KEY, duplicateMovement);
