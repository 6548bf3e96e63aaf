import {
  envelopeSchema,
  movementConflictsSchema,
  movementCreateSchema,
  movementDuplicateSchema,
  movementSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { bearer, idParams, readErrors, writeErrors, type AccessGuards } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { MovementService } from './service';

const tags = ['inventory'];

/** Movements (spec platform §3-§5): intake, internal and outbound, planned or complete, and their conflicts. */
export const movementRoutes: RoutesPlugin<{ service: MovementService; access: AccessGuards }> = async (
  app,
  { service, access },
) => {
  app.get(
    '/inventory/movements',
    {
      onRequest: access.reads,
      schema: {
        tags,
        summary: 'Movements touching the caller’s farms and stores, newest first',
        security: bearer,
        response: { 200: envelopeSchema(z.array(movementSchema)), ...readErrors },
      },
    },
    async (request) => ok(await service.movements(principalOf(request))),
  );

  app.post(
    '/inventory/movements',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: {
        tags,
        summary: 'Records a movement (intake, internal, outbound); 409 with the conflicts that stop it',
        security: bearer,
        body: movementCreateSchema,
        response: { 201: envelopeSchema(movementSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createMovement(principalOf(request), request.body))),
  );

  app.post(
    '/inventory/movements/conflicts',
    {
      onRequest: access.writes,
      config: { readsOnly: true },
      schema: {
        tags,
        summary: 'The conflicts a movement would meet now (crop clash, shortfall, over capacity), writing nothing',
        security: bearer,
        body: movementCreateSchema,
        response: { 200: envelopeSchema(movementConflictsSchema), ...writeErrors },
      },
    },
    async (request) => ok({ conflicts: await service.movementConflicts(principalOf(request), request.body) }),
  );

  app.get(
    '/inventory/movements/:id',
    {
      onRequest: access.reads,
      schema: {
        tags,
        summary: 'One movement; a planned one past its last day reads as incomplete',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(movementSchema), ...readErrors },
      },
    },
    async (request) => ok(await service.movement(principalOf(request), request.params.id)),
  );

  app.post(
    '/inventory/movements/:id/complete',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: {
        tags,
        summary: 'Completes a planned movement, checking it again as things stand now',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(movementSchema), ...writeErrors },
      },
    },
    async (request) => ok(await service.completeMovement(principalOf(request), request.params.id)),
  );

  app.post(
    '/inventory/movements/:id/duplicate',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: {
        tags,
        summary: 'Plans copies of a movement, no more than its sources can bear',
        security: bearer,
        params: idParams,
        body: movementDuplicateSchema,
        response: { 201: envelopeSchema(z.array(movementSchema)), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.duplicateMovement(principalOf(request), request.params.id, request.body))),
  );

  app.delete(
    '/inventory/movements/:id',
    {
      onRequest: access.writes,
      schema: {
        tags,
        summary: 'Deletes a planned movement (a complete one is in the ledger: 409)',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(z.null()), ...writeErrors },
      },
    },
    async (request) => {
      await service.deleteMovement(principalOf(request), request.params.id);
      return ok(null);
    },
  );
};
