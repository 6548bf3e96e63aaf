import { harvestPlanSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/harvest-plans/{id}/complete, or /reopen. */
export function changeHarvestStatus({ planId, action }: { planId: string; action: 'complete' | 'reopen' }) {
  return apiData('POST', `/inventory/harvest-plans/${encodeURIComponent(planId)}/${action}`, {
    schema: harvestPlanSchema,
  });
}

export const useChangeHarvestStatus = () => useRefreshingMutation(INVENTORY_QUERY_KEY, changeHarvestStatus);
