import {
  harvestLoadCreateSchema,
  harvestPlanCreateSchema,
  harvestPlanDetailSchema,
  harvestPlanPatchSchema,
  harvestPlanSchema,
  movementSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { idParams, type AccessGuards, routesOf } from '../../../platform/http/route-kit';
import type { HarvestService } from './service';

const loadParams = z.object({ id: z.uuid(), loadId: z.uuid() });

/** Harvest plans (spec platform §4, trading-logistics §5): a field's crop for a year, and its loads. */
export const harvestRoutes = routesOf<{ service: HarvestService; access: AccessGuards }>(
  'inventory',
  (routes, { service, access }) => {
    routes.get('/inventory/harvest-plans', {
      guard: access.reads,
      summary: 'The harvest plans of the caller’s fields, newest first, with expected and actual yield',
      data: z.array(harvestPlanSchema),
      handle: ({ caller }) => service.plans(caller),
    });

    routes.create('/inventory/harvest-plans', {
      guard: access.writes,
      summary: 'Plans the harvest of a field’s crop for a year (one plan a field, crop and year)',
      data: harvestPlanSchema,
      body: harvestPlanCreateSchema,
      handle: ({ caller, body }) => service.createPlan(caller, body),
    });

    routes.get('/inventory/harvest-plans/:id', {
      guard: access.reads,
      summary: 'One harvest plan with its loads',
      data: harvestPlanDetailSchema,
      params: idParams,
      handle: ({ caller, params }) => service.plan(caller, params.id),
    });

    routes.patch('/inventory/harvest-plans/:id', {
      guard: access.writes,
      summary: 'Changes a plan’s expected yield (t/ha); its field, crop and year are fixed',
      data: harvestPlanSchema,
      params: idParams,
      body: harvestPlanPatchSchema,
      handle: ({ caller, params, body }) => service.updatePlan(caller, params.id, body),
    });

    routes.post('/inventory/harvest-plans/:id/complete', {
      guard: access.writes,
      idempotent: true,
      summary: 'Completes a harvest: it takes no more loads (409 if already complete)',
      data: harvestPlanSchema,
      params: idParams,
      handle: ({ caller, params }) => service.completePlan(caller, params.id),
    });

    routes.post('/inventory/harvest-plans/:id/reopen', {
      guard: access.writes,
      idempotent: true,
      summary: 'Reopens a complete harvest so that loads can be added again',
      data: harvestPlanSchema,
      params: idParams,
      handle: ({ caller, params }) => service.reopenPlan(caller, params.id),
    });

    routes.delete('/inventory/harvest-plans/:id', {
      guard: access.writes,
      summary: 'Deletes a plan without loads (409 while it has any)',
      data: z.null(),
      params: idParams,
      handle: ({ caller, params }) => service.deletePlan(caller, params.id),
    });

    routes.create('/inventory/harvest-plans/:id/loads', {
      guard: access.writes,
      summary: 'Adds a load: an intake from the plan’s field into a store, of the plan’s crop (400 otherwise)',
      data: movementSchema,
      params: idParams,
      body: harvestLoadCreateSchema,
      handle: ({ caller, params, body }) => service.addLoad(caller, params.id, body),
    });

    routes.delete('/inventory/harvest-plans/:id/loads/:loadId', {
      guard: access.writes,
      summary: 'Removes a load from the harvest with its sample, taking a complete load back out of its store',
      data: z.null(),
      params: loadParams,
      handle: ({ caller, params }) => service.deleteLoad(caller, params.id, params.loadId),
    });
  },
);
