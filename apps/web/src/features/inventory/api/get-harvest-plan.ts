import { harvestPlanDetailSchema, type HarvestPlanDetail } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { harvestPlanQueryKey } from './inventory-query-keys';

/** GET /api/inventory/harvest-plans/{id}: one plan with its loads (read when its loads are opened). */
export async function getHarvestPlan(id: string, signal?: AbortSignal): Promise<HarvestPlanDetail> {
  const { data } = await apiRequest('GET', `/inventory/harvest-plans/${encodeURIComponent(id)}`, {
    schema: harvestPlanDetailSchema,
    auth: 'required',
    signal,
  });
  return data;
}

export function useHarvestPlan(id: string | null) {
  return useQuery({
    queryKey: harvestPlanQueryKey(id),
    queryFn: ({ signal }) => getHarvestPlan(id ?? '', signal),
    enabled: id !== null,
  });
}
