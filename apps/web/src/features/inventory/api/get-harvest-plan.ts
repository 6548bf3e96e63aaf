import { harvestPlanDetailSchema, type HarvestPlanDetail } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { harvestPlanQueryKey } from './inventory-query-keys';

/** GET /api/inventory/harvest-plans/{id}: one plan with its loads (read when its loads are opened). */
export function getHarvestPlan(id: string, signal?: AbortSignal): Promise<HarvestPlanDetail> {
  return apiData('GET', `/inventory/harvest-plans/${encodeURIComponent(id)}`, {
    schema: harvestPlanDetailSchema,
    signal,
  });
}

export function useHarvestPlan(id: string | null) {
  return useQuery({
    queryKey: harvestPlanQueryKey(id),
    queryFn: ({ signal }) => getHarvestPlan(id ?? '', signal),
    enabled: id !== null,
  });
}
