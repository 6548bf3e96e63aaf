import { plannerLoadSchema, type AllocationCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { PLANNER_QUERY_KEY } from './get-planner-day';

const loadPath = (loadId: string) => `/logistics/loads/${encodeURIComponent(loadId)}`;

/** POST /api/logistics/loads/{id}/allocations: part of the load (the rest without a weight) on a vehicle and driver. */
export function allocateLoad({ loadId, body }: { loadId: string; body: AllocationCreate }) {
  return apiData('POST', `${loadPath(loadId)}/allocations`, { body, schema: plannerLoadSchema });
}

export const useAllocateLoad = () => useRefreshingMutation(PLANNER_QUERY_KEY, allocateLoad);

/** DELETE /api/logistics/loads/{id}/allocations/{allocationId}: takes an allocation off its load. */
export function removeAllocation({ loadId, allocationId }: { loadId: string; allocationId: string }) {
  return apiData('DELETE', `${loadPath(loadId)}/allocations/${encodeURIComponent(allocationId)}`, {
    schema: plannerLoadSchema,
  });
}

export const useRemoveAllocation = () => useRefreshingMutation(PLANNER_QUERY_KEY, removeAllocation);

/** PATCH /api/logistics/loads/{id}/over-allocation: lets the load's allocations go past its weight, or not. */
export function markOverAllocation({ loadId, allowed }: { loadId: string; allowed: boolean }) {
  return apiData('PATCH', `${loadPath(loadId)}/over-allocation`, { body: { allowed }, schema: plannerLoadSchema });
}

export const useMarkOverAllocation = () => useRefreshingMutation(PLANNER_QUERY_KEY, markOverAllocation);

/**
 * PATCH /api/logistics/loads/{id}/allocations/{allocationId}: another of the carrier's drivers takes the allocation
 * (after a re-route, within its 72 hours: §9).
 */
export function changeAllocationDriver({
  loadId,
  allocationId,
  driverId,
}: {
  loadId: string;
  allocationId: string;
  driverId: string;
}) {
  return apiData('PATCH', `${loadPath(loadId)}/allocations/${encodeURIComponent(allocationId)}`, {
    body: { driverId },
    schema: plannerLoadSchema,
  });
}

export const useChangeAllocationDriver = () => useRefreshingMutation(PLANNER_QUERY_KEY, changeAllocationDriver);
