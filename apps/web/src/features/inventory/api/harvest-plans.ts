import {
  harvestPlanDetailSchema,
  harvestPlanSchema,
  movementSchema,
  type HarvestLoadCreate,
  type HarvestPlanCreate,
} from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';
import { useInventoryMutation } from './inventory-mutations';

const planPath = (id: string) => `/inventory/harvest-plans/${encodeURIComponent(id)}`;

/** GET /api/inventory/harvest-plans/{id}: one plan with its loads (read when its loads are opened). */
export function useHarvestPlan(id: string | null) {
  return useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'harvest-plans', id],
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', planPath(id ?? ''), { schema: harvestPlanDetailSchema, auth: 'required', signal })).data,
    enabled: id !== null,
  });
}

/** POST /api/inventory/harvest-plans. */
export const useCreateHarvestPlan = () =>
  useInventoryMutation(
    async (body: HarvestPlanCreate) =>
      (await apiRequest('POST', '/inventory/harvest-plans', { body, schema: harvestPlanSchema, auth: 'required' }))
        .data,
  );

/** POST /api/inventory/harvest-plans/{id}/loads: an intake from the plan's field into a store. */
export const useAddHarvestLoad = () =>
  useInventoryMutation(
    async ({ planId, ...body }: HarvestLoadCreate & { planId: string }) =>
      (await apiRequest('POST', `${planPath(planId)}/loads`, { body, schema: movementSchema, auth: 'required' })).data,
  );

/** DELETE /api/inventory/harvest-plans/{id}/loads/{loadId}: the load leaves the harvest with its sample. */
export const useDeleteHarvestLoad = () =>
  useInventoryMutation(async ({ planId, loadId }: { planId: string; loadId: string }) => {
    await apiRequest('DELETE', `${planPath(planId)}/loads/${encodeURIComponent(loadId)}`, { auth: 'required' });
  });

/** POST /api/inventory/harvest-plans/{id}/complete, or /reopen. */
export const useHarvestStatus = () =>
  useInventoryMutation(
    async ({ planId, action }: { planId: string; action: 'complete' | 'reopen' }) =>
      (await apiRequest('POST', `${planPath(planId)}/${action}`, { schema: harvestPlanSchema, auth: 'required' })).data,
  );
