import {
  allocationCreateSchema,
  allocationDriverSchema,
  overAllocationSchema,
  plannerDaySchema,
  plannerLoadSchema,
  plannerQuerySchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requirePermission } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { PlannerService } from './service';

/** The carrier's fleet permission (§6 logistics.carrier): its drivers read the planner, its planners change it. */
const carrierReads = [requirePermission('logistics.carrier', 'read')];
const carrierWrites = [requirePermission('logistics.carrier', 'write')];

const allocationParams = z.object({ id: z.uuid(), allocationId: z.uuid() });

/** Trading-logistics §3 load planner, §5 allocation, §6 'assign loads to drivers' (carrier). */
export const plannerRoutes = routesOf<{ service: PlannerService }>('logistics', (routes, { service }) => {
  routes.get('/logistics/planner', {
    guard: carrierReads,
    summary:
      'The carrier’s day (today by default): its vehicles with payload and allocations, its drivers, and the loads of its jobs planned or due',
    data: plannerDaySchema,
    querystring: plannerQuerySchema,
    handle: ({ caller, query }) => service.day(caller, query.day),
  });

  routes.create('/logistics/loads/:id/allocations', {
    guard: carrierWrites,
    summary:
      'Allocates part of a load of a job given to the carrier (the rest when no weight is sent) to its vehicle and driver on a day',
    data: plannerLoadSchema,
    params: idParams,
    body: allocationCreateSchema,
    handle: ({ caller, params, body }) => service.allocate(caller, params.id, body),
  });

  routes.delete('/logistics/loads/:id/allocations/:allocationId', {
    guard: carrierWrites,
    summary: 'Takes an allocation off the load',
    data: plannerLoadSchema,
    params: allocationParams,
    handle: ({ caller, params }) => service.unallocate(caller, params.id, params.allocationId),
  });

  routes.patch('/logistics/loads/:id/allocations/:allocationId', {
    guard: carrierWrites,
    summary:
      'Gives an allocation to another of the carrier’s drivers (after a re-route, within its 72 hours of amendments)',
    data: plannerLoadSchema,
    params: allocationParams,
    body: allocationDriverSchema,
    handle: ({ caller, params, body }) => service.changeDriver(caller, params.id, params.allocationId, body.driverId),
  });

  routes.patch('/logistics/loads/:id/over-allocation', {
    guard: carrierWrites,
    summary: 'Marks a load so its allocations may exceed its weight (or unmarks it, once they fit again)',
    data: plannerLoadSchema,
    params: idParams,
    body: overAllocationSchema,
    handle: ({ caller, params, body }) => service.markOverAllocation(caller, params.id, body.allowed),
  });
});
