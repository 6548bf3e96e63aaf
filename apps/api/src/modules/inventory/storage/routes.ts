import { storageCreateSchema, storagePatchSchema, storageSchema } from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { idParams, type AccessGuards, routeDocs } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { StorageService } from './service';

const doc = routeDocs('inventory');

/** Storage locations (spec platform §3, §5): stores with their sub-stores, and fields. */
export const storageRoutes: RoutesPlugin<{ service: StorageService; access: AccessGuards }> = async (
  app,
  { service, access },
) => {
  app.get(
    '/inventory/storages',
    {
      onRequest: access.reads,
      schema: doc.read(
        'The storage locations (stores, sub-stores and fields) at the caller’s farms and stores',
        z.array(storageSchema),
      ),
    },
    async (request) => ok(await service.storages(principalOf(request))),
  );

  app.post(
    '/inventory/storages',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: doc.create('Adds a store (a sub-store with parentId) or a field at a farm or store', storageSchema, {
        body: storageCreateSchema,
      }),
    },
    async (request, reply) => reply.code(201).send(ok(await service.createStorage(principalOf(request), request.body))),
  );

  app.get(
    '/inventory/storages/:id',
    {
      onRequest: access.reads,
      schema: doc.read('One storage location with what it holds', storageSchema, { params: idParams }),
    },
    async (request) => ok(await service.storage(principalOf(request), request.params.id)),
  );

  app.patch(
    '/inventory/storages/:id',
    {
      onRequest: access.writes,
      schema: doc.write('Changes a storage location (its type, unit and parent are fixed)', storageSchema, {
        params: idParams,
        body: storagePatchSchema,
      }),
    },
    async (request) => ok(await service.updateStorage(principalOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/inventory/storages/:id',
    {
      onRequest: access.writes,
      schema: doc.write('Deletes an empty storage location with no movement ahead (409 otherwise)', z.null(), {
        params: idParams,
      }),
    },
    async (request) => {
      await service.deleteStorage(principalOf(request), request.params.id);
      return ok(null);
    },
  );
};
