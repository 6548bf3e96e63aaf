import {
  jobLoadsSchema,
  loadCreateSchema,
  loadImportRequestSchema,
  loadImportResultSchema,
  loadTippedSchema,
  loadUpdateSchema,
  loadViewSchema,
  STOCK_IMPORT_BYTES_MAX,
} from '@harvest/domain';
import { z } from 'zod';
import { requireAnyPermission, requirePermission } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { LoadsService } from './service';

/** The organiser's loads, and the loads of the jobs a carrier was given (which it reads and tips). */
const reads = requireAnyPermission(['logistics.jobs', 'read'], ['logistics.carrier', 'read']);
/** Only the organiser (logistics.jobs) makes, changes and deletes its loads. */
const writes = requirePermission('logistics.jobs', 'write');
/** The tipping is recorded by the organiser, or by the carrier that hauled it. */
const tips = requireAnyPermission(['logistics.jobs', 'write'], ['logistics.carrier', 'write']);
/** A file at the upload's limit, sent as a JSON string, grows with the escapes of its quotes and line ends. */
const IMPORT_BODY_LIMIT_BYTES = 2 * STOCK_IMPORT_BYTES_MAX + 1024;

/** Loads (trading-logistics §3 Load, §4, §5) and the CSV load upload (§2). */
export const loadsRoutes = routesOf<{ service: LoadsService }>('logistics', (routes, { service }) => {
  routes.create('/logistics/loads', {
    guard: writes,
    summary: 'The organiser adds a load (numbered LD-001000 upwards unless a reference is given), on one of its jobs',
    data: loadViewSchema,
    body: loadCreateSchema,
    handle: ({ caller, body }) => service.create(caller, body),
  });

  routes.get('/logistics/loads/:id', {
    guard: reads,
    summary: 'A load with its status, to its organiser and the carrier of its job (others: load not found)',
    data: loadViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.get(caller, params.id),
  });

  routes.patch('/logistics/loads/:id', {
    guard: writes,
    summary: 'Changes a load (its weights only until it is delivered)',
    data: loadViewSchema,
    params: idParams,
    body: loadUpdateSchema,
    handle: ({ caller, params, body }) => service.update(caller, params.id, body),
  });

  routes.delete('/logistics/loads/:id', {
    guard: writes,
    summary: 'Deletes a load and its allocations; a harvest’s load leaves the harvest, its sample deleted too',
    data: z.null(),
    params: idParams,
    handle: ({ caller, params }) => service.remove(caller, params.id),
  });

  routes.put('/logistics/loads/:id/tipped', {
    guard: tips,
    summary: 'Records where the load was tipped: gross, tare, net, the quantity tipped and the ticket (delivered)',
    data: loadViewSchema,
    params: idParams,
    body: loadTippedSchema,
    handle: ({ caller, params, body }) => service.tipped(caller, params.id, body),
  });

  routes.get('/logistics/jobs/:id/loads', {
    guard: reads,
    summary: 'A job’s loads with their status, and its loaded and unloaded totals, to its organiser and carrier',
    data: jobLoadsSchema,
    params: idParams,
    handle: ({ caller, params }) => service.ofJob(caller, params.id),
  });

  routes.post('/logistics/loads/import', {
    guard: writes,
    summary:
      'Loads from a CSV file; dryRun checks every row and writes nothing, a real run writes every new row in one ' +
      'transaction or, with any bad row, none (422). Rows whose reference exists are passed over',
    idempotent: true,
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    errors: [400, 401, 403, 413, 422, 440],
    data: loadImportResultSchema,
    body: loadImportRequestSchema,
    handle: ({ caller, body }) => service.importLoads(caller, body),
  });
});
