import { harvestPlanSchema, type HarvestPlanCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/harvest-plans. */
export function createHarvestPlan(body: HarvestPlanCreate) {
  return apiData('POST', '/inventory/harvest-plans', { body, schema: harvestPlanSchema });
}

export const useCreateHarvestPlan = () => useRefreshingMutation(INVENTORY_QUERY_KEY, createHarvestPlan);
