import { harvestPlanSchema, type HarvestPlanCreate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/harvest-plans. */
export async function createHarvestPlan(body: HarvestPlanCreate) {
  return (await apiRequest('POST', '/inventory/harvest-plans', { body, schema: harvestPlanSchema, auth: 'required' }))
    .data;
}

export const useCreateHarvestPlan = () => useRefreshingMutation(INVENTORY_QUERY_KEY, createHarvestPlan);
