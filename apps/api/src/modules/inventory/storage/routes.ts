import { envelopeSchema, storageCreateSchema, storagePatchSchema, storageSchema } from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { bearer, idParams, readErrors, writeErrors, type AccessGuards } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { StorageService } from './service';

const tags = ['inventory'];

/** Storage locations (spec platform §3, §5): stores with their sub-stores, and fields. */
export const storageRoutes: RoutesPlugin<{ service: StorageService; access: AccessGuards }> = async (
  app,
  { service, access },
) => {
  app.get(
    '/inventory/storages',
    {
      onRequest: access.reads,
      schema: {
        tags,
        summary: 'The storage locations (stores, sub-stores and fields) at the caller’s farms and stores',
        security: bearer,
        response: { 200: envelopeSchema(z.array(storageSchema)), ...readErrors },
      },
    },
    async (request) => ok(await service.storages(principalOf(request))),
  );

  app.post(
    '/inventory/storages',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: {
        tags,
        summary: 'Adds a store (a sub-store with parentId) or a field at a farm or store',
        security: bearer,
        body: storageCreateSchema,
        response: { 201: envelopeSchema(storageSchema), ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await service.createStorage(principalOf(request), request.body))),
  );

  app.get(
    '/inventory/storages/:id',
    {
      onRequest: access.reads,
      schema: {
        tags,
        summary: 'One storage location with what it holds',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(storageSchema), ...readErrors },
      },
    },
    async (request) => ok(await service.storage(principalOf(request), request.params.id)),
  );

  app.patch(
    '/inventory/storages/:id',
    {
      onRequest: access.writes,
      schema: {
        tags,
        summary: 'Changes a storage location (its type, unit and parent are fixed)',
        security: bearer,
        params: idParams,
        body: storagePatchSchema,
        response: { 200: envelopeSchema(storageSchema), ...writeErrors },
      },
    },
    async (request) => ok(await service.updateStorage(principalOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/inventory/storages/:id',
    {
      onRequest: access.writes,
      schema: {
        tags,
        summary: 'Deletes an empty storage location with no movement ahead (409 otherwise)',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(z.null()), ...writeErrors },
      },
    },
    async (request) => {
      await service.deleteStorage(principalOf(request), request.params.id);
      return ok(null);
    },
  );
};
