import { movementSchema, type HarvestLoadCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/harvest-plans/{id}/loads: an intake from the plan's field into a store. */
export function addHarvestLoad({ planId, ...body }: HarvestLoadCreate & { planId: string }) {
  return apiData('POST', `/inventory/harvest-plans/${encodeURIComponent(planId)}/loads`, {
    body,
    schema: movementSchema,
  });
}

export const useAddHarvestLoad = () => useRefreshingMutation(INVENTORY_QUERY_KEY, addHarvestLoad);
