import { harvestPlanSchema } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/harvest-plans/{id}/complete, or /reopen. */
export async function changeHarvestStatus({ planId, action }: { planId: string; action: 'complete' | 'reopen' }) {
  return (
    await apiRequest('POST', `/inventory/harvest-plans/${encodeURIComponent(planId)}/${action}`, {
      schema: harvestPlanSchema,
      auth: 'required',
    })
  ).data;
}

export const useChangeHarvestStatus = () => useRefreshingMutation(INVENTORY_QUERY_KEY, changeHarvestStatus);
