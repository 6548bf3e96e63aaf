import {
  harvestLoadCreateSchema,
  harvestPlanCreateSchema,
  harvestPlanDetailSchema,
  harvestPlanPatchSchema,
  harvestPlanSchema,
  movementSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { idParams, type AccessGuards, routeDocs } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { HarvestService } from './service';

const doc = routeDocs('inventory');

const loadParams = z.object({ id: z.uuid(), loadId: z.uuid() });

/** Harvest plans (spec platform §4, trading-logistics §5): a field's crop for a year, and its loads. */
export const harvestRoutes: RoutesPlugin<{ service: HarvestService; access: AccessGuards }> = async (
  app,
  { service, access },
) => {
  app.get(
    '/inventory/harvest-plans',
    {
      onRequest: access.reads,
      schema: doc.read(
        'The harvest plans of the caller’s fields, newest first, with expected and actual yield',
        z.array(harvestPlanSchema),
      ),
    },
    async (request) => ok(await service.plans(principalOf(request))),
  );

  app.post(
    '/inventory/harvest-plans',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: doc.create(
        'Plans the harvest of a field’s crop for a year (one plan a field, crop and year)',
        harvestPlanSchema,
        { body: harvestPlanCreateSchema },
      ),
    },
    async (request, reply) => reply.code(201).send(ok(await service.createPlan(principalOf(request), request.body))),
  );

  app.get(
    '/inventory/harvest-plans/:id',
    {
      onRequest: access.reads,
      schema: doc.read('One harvest plan with its loads', harvestPlanDetailSchema, { params: idParams }),
    },
    async (request) => ok(await service.plan(principalOf(request), request.params.id)),
  );

  app.patch(
    '/inventory/harvest-plans/:id',
    {
      onRequest: access.writes,
      schema: doc.write(
        'Changes a plan’s expected yield (t/ha); its field, crop and year are fixed',
        harvestPlanSchema,
        { params: idParams, body: harvestPlanPatchSchema },
      ),
    },
    async (request) => ok(await service.updatePlan(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    '/inventory/harvest-plans/:id/complete',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: doc.write('Completes a harvest: it takes no more loads (409 if already complete)', harvestPlanSchema, {
        params: idParams,
      }),
    },
    async (request) => ok(await service.completePlan(principalOf(request), request.params.id)),
  );

  app.post(
    '/inventory/harvest-plans/:id/reopen',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: doc.write('Reopens a complete harvest so that loads can be added again', harvestPlanSchema, {
        params: idParams,
      }),
    },
    async (request) => ok(await service.reopenPlan(principalOf(request), request.params.id)),
  );

  app.delete(
    '/inventory/harvest-plans/:id',
    {
      onRequest: access.writes,
      schema: doc.write('Deletes a plan without loads (409 while it has any)', z.null(), { params: idParams }),
    },
    async (request) => {
      await service.deletePlan(principalOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/inventory/harvest-plans/:id/loads',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: doc.create(
        'Adds a load: an intake from the plan’s field into a store, of the plan’s crop (400 otherwise)',
        movementSchema,
        { params: idParams, body: harvestLoadCreateSchema },
      ),
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.addLoad(principalOf(request), request.params.id, request.body))),
  );

  app.delete(
    '/inventory/harvest-plans/:id/loads/:loadId',
    {
      onRequest: access.writes,
      schema: doc.write(
        'Removes a load from the harvest with its sample, taking a complete load back out of its store',
        z.null(),
        { params: loadParams },
      ),
    },
    async (request) => {
      await service.deleteLoad(principalOf(request), request.params.id, request.params.loadId);
      return ok(null);
    },
  );
};
