import { storageCreateSchema, storagePatchSchema, storageSchema } from '@harvest/domain';
import { z } from 'zod';
import { idParams, type AccessGuards, routesOf } from '../../../platform/http/route-kit';
import type { StorageService } from './service';

/** Storage locations (spec platform §3, §5): stores with their sub-stores, and fields. */
export const storageRoutes = routesOf<{ service: StorageService; access: AccessGuards }>(
  'inventory',
  (routes, { service, access }) => {
    routes.get('/inventory/storages', {
      guard: access.reads,
      summary: 'The storage locations (stores, sub-stores and fields) at the caller’s farms and stores',
      data: z.array(storageSchema),
      handle: ({ caller }) => service.storages(caller),
    });

    routes.create('/inventory/storages', {
      guard: access.writes,
      summary: 'Adds a store (a sub-store with parentId) or a field at a farm or store',
      data: storageSchema,
      body: storageCreateSchema,
      handle: ({ caller, body }) => service.createStorage(caller, body),
    });

    routes.get('/inventory/storages/:id', {
      guard: access.reads,
      summary: 'One storage location with what it holds',
      data: storageSchema,
      params: idParams,
      handle: ({ caller, params }) => service.storage(caller, params.id),
    });

    routes.patch('/inventory/storages/:id', {
      guard: access.writes,
      summary: 'Changes a storage location (its type, unit and parent are fixed)',
      data: storageSchema,
      params: idParams,
      body: storagePatchSchema,
      handle: ({ caller, params, body }) => service.updateStorage(caller, params.id, body),
    });

    routes.delete('/inventory/storages/:id', {
      guard: access.writes,
      summary: 'Deletes an empty storage location with no movement ahead (409 otherwise)',
      data: z.null(),
      params: idParams,
      handle: ({ caller, params }) => service.deleteStorage(caller, params.id),
    });
  },
);
