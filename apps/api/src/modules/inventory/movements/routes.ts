import {
  movementConflictsSchema,
  movementCreateSchema,
  movementDuplicateSchema,
  movementSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { idParams, type AccessGuards, routeDocs } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { MovementService } from './service';

const doc = routeDocs('inventory');

/** Movements (spec platform §3-§5): intake, internal and outbound, planned or complete, and their conflicts. */
export const movementRoutes: RoutesPlugin<{ service: MovementService; access: AccessGuards }> = async (
  app,
  { service, access },
) => {
  app.get(
    '/inventory/movements',
    {
      onRequest: access.reads,
      schema: doc.read('Movements touching the caller’s farms and stores, newest first', z.array(movementSchema)),
    },
    async (request) => ok(await service.movements(principalOf(request))),
  );

  app.post(
    '/inventory/movements',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: doc.create(
        'Records a movement (intake, internal, outbound); 409 with the conflicts that stop it',
        movementSchema,
        { body: movementCreateSchema },
      ),
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createMovement(principalOf(request), request.body))),
  );

  app.post(
    '/inventory/movements/conflicts',
    {
      onRequest: access.writes,
      config: { readsOnly: true },
      schema: doc.write(
        'The conflicts a movement would meet now (crop clash, shortfall, over capacity), writing nothing',
        movementConflictsSchema,
        { body: movementCreateSchema },
      ),
    },
    async (request) => ok({ conflicts: await service.movementConflicts(principalOf(request), request.body) }),
  );

  app.get(
    '/inventory/movements/:id',
    {
      onRequest: access.reads,
      schema: doc.read('One movement; a planned one past its last day reads as incomplete', movementSchema, {
        params: idParams,
      }),
    },
    async (request) => ok(await service.movement(principalOf(request), request.params.id)),
  );

  app.post(
    '/inventory/movements/:id/complete',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: doc.write('Completes a planned movement, checking it again as things stand now', movementSchema, {
        params: idParams,
      }),
    },
    async (request) => ok(await service.completeMovement(principalOf(request), request.params.id)),
  );

  app.post(
    '/inventory/movements/:id/duplicate',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: doc.create('Plans copies of a movement, no more than its sources can bear', z.array(movementSchema), {
        params: idParams,
        body: movementDuplicateSchema,
      }),
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.duplicateMovement(principalOf(request), request.params.id, request.body))),
  );

  app.delete(
    '/inventory/movements/:id',
    {
      onRequest: access.writes,
      schema: doc.write('Deletes a planned movement (a complete one is in the ledger: 409)', z.null(), {
        params: idParams,
      }),
    },
    async (request) => {
      await service.deleteMovement(principalOf(request), request.params.id);
      return ok(null);
    },
  );
};
