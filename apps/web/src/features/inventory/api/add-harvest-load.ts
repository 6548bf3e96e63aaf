import { movementSchema, type HarvestLoadCreate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/harvest-plans/{id}/loads: an intake from the plan's field into a store. */
export async function addHarvestLoad({ planId, ...body }: HarvestLoadCreate & { planId: string }) {
  return (
    await apiRequest('POST', `/inventory/harvest-plans/${encodeURIComponent(planId)}/loads`, {
      body,
      schema: movementSchema,
      auth: 'required',
    })
  ).data;
}

export const useAddHarvestLoad = () => useRefreshingMutation(INVENTORY_QUERY_KEY, addHarvestLoad);
