import {
  movementCompleteSchema,
  movementConflictsSchema,
  movementCreateSchema,
  movementDuplicateSchema,
  movementReverseSchema,
  movementSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { idParams, type AccessGuards, routesOf } from '../../../platform/http/route-kit';
import type { MovementService } from './service';

/** Movements (spec platform §3-§5): intake, internal and outbound, planned or complete, and their conflicts. */
export const movementRoutes = routesOf<{ service: MovementService; access: AccessGuards }>(
  'inventory',
  (routes, { service, access }) => {
    routes.get('/inventory/movements', {
      guard: access.reads,
      summary: 'Movements touching the caller’s farms and stores, newest first',
      data: z.array(movementSchema),
      handle: ({ caller }) => service.movements(caller),
    });

    routes.create('/inventory/movements', {
      guard: access.writes,
      summary: 'Records a movement (intake, internal, outbound); 409 with the conflicts that stop it',
      data: movementSchema,
      body: movementCreateSchema,
      handle: ({ caller, body }) => service.createMovement(caller, body),
    });

    routes.post('/inventory/movements/conflicts', {
      guard: access.writes,
      config: { readsOnly: true },
      summary: 'The conflicts a movement would meet now (crop clash, shortfall, over capacity), writing nothing',
      data: movementConflictsSchema,
      body: movementCreateSchema,
      handle: async ({ caller, body }) => ({ conflicts: await service.movementConflicts(caller, body) }),
    });

    routes.get('/inventory/movements/:id', {
      guard: access.reads,
      summary: 'One movement; a planned one past its last day reads as incomplete',
      data: movementSchema,
      params: idParams,
      handle: ({ caller, params }) => service.movement(caller, params.id),
    });

    routes.post('/inventory/movements/:id/complete', {
      guard: access.writes,
      idempotent: true,
      summary:
        'Completes a planned movement with its actual date and weight (the planned ones by default), checked again as things stand now',
      data: movementSchema,
      params: idParams,
      body: movementCompleteSchema,
      handle: ({ caller, params, body }) => service.completeMovement(caller, params.id, body),
    });

    routes.post('/inventory/movements/:id/reverse', {
      guard: access.writes,
      idempotent: true,
      summary:
        'Reverses a complete movement by a correcting entry in the ledger; 409 if already reversed or if it would leave a lot short or a store over capacity',
      data: movementSchema,
      params: idParams,
      body: movementReverseSchema,
      handle: ({ caller, params, body }) => service.reverseMovement(caller, params.id, body),
    });

    routes.create('/inventory/movements/:id/duplicate', {
      guard: access.writes,
      summary: 'Plans copies of a movement, no more than its sources can bear',
      data: z.array(movementSchema),
      params: idParams,
      body: movementDuplicateSchema,
      handle: ({ caller, params, body }) => service.duplicateMovement(caller, params.id, body),
    });

    routes.delete('/inventory/movements/:id', {
      guard: access.writes,
      summary: 'Deletes a planned movement (a complete one is in the ledger: 409)',
      data: z.null(),
      params: idParams,
      handle: ({ caller, params }) => service.deleteMovement(caller, params.id),
    });
  },
);
