import {
  adjustmentCreateSchema,
  envelopeSchema,
  inventoryOverviewSchema,
  LEDGER_KINDS,
  movementConflictsSchema,
  movementCreateSchema,
  movementDuplicateSchema,
  movementSchema,
  stockRecordCreateSchema,
  stockImportRequestSchema,
  stockImportResultSchema,
  STOCK_IMPORT_BYTES_MAX,
  stockRecordPatchSchema,
  stockRecordSchema,
  storageCreateSchema,
  storagePatchSchema,
  storageSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireModule, requirePermission, type Guard } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import { idempotent } from '../../platform/idempotency/idempotency';
import type { InventoryService } from './service';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid() });
const tags = ['inventory'];
/** A file at the import's limit, sent as a JSON string, grows with the escapes of its quotes and line ends. */
const STOCK_IMPORT_BODY_LIMIT_BYTES = 2 * STOCK_IMPORT_BYTES_MAX + 1024;

/** Inventory needs the module, and inventory.movements at the level the call needs. */
const reads: Guard[] = [requireModule('inventory:core'), requirePermission('inventory.movements', 'read')];
const writes: Guard[] = [requireModule('inventory:core'), requirePermission('inventory.movements', 'write')];

const ledgerLineSchema = z.object({
  id: z.uuid(),
  recordId: z.uuid(),
  storageId: z.uuid(),
  deltaKg: z.number(),
  kind: z.enum(LEDGER_KINDS),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  movementId: z.uuid().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
});

const readErrors = errorReplies(400, 401, 403, 404, 440);
const writeErrors = errorReplies(400, 401, 403, 404, 409, 422, 440);

/** Farm inventory (spec platform §3-§5): storage locations, stock records and their ledger, movements. */
export const inventoryRoutes: RoutesPlugin<{ service: InventoryService }> = async (app, { service }) => {
  // Storage locations: stores with sub-stores, and fields.
  app.get(
    '/inventory/storages',
    {
      onRequest: reads,
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
      onRequest: writes,
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
      onRequest: reads,
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
      onRequest: writes,
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
      onRequest: writes,
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

  app.get(
    '/inventory/overview',
    {
      onRequest: reads,
      schema: {
        tags,
        summary: 'The stock at the caller’s farms and stores by crop, for the inventory home',
        security: bearer,
        response: { 200: envelopeSchema(inventoryOverviewSchema), ...readErrors },
      },
    },
    async (request) => ok(await service.overview(principalOf(request))),
  );

  // Stock records and their ledger.
  app.get(
    '/inventory/records',
    {
      onRequest: reads,
      schema: {
        tags,
        summary: 'The stock records at the caller’s farms and stores',
        security: bearer,
        response: { 200: envelopeSchema(z.array(stockRecordSchema)), ...readErrors },
      },
    },
    async (request) => ok(await service.records(principalOf(request))),
  );

  app.post(
    '/inventory/records',
    {
      onRequest: writes,
      ...idempotent,
      schema: {
        tags,
        summary: 'Adds a stock record with its opening quantity (in kg), written to the ledger',
        security: bearer,
        body: stockRecordCreateSchema,
        response: { 201: envelopeSchema(stockRecordSchema), ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await service.createRecord(principalOf(request), request.body))),
  );

  app.post(
    '/inventory/records/import',
    {
      onRequest: writes,
      ...idempotent,
      // The file travels as a JSON string: room for the largest file an import takes, with its escapes.
      bodyLimit: STOCK_IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary:
          'Stock records from a CSV file (the stock export’s columns); dryRun checks every row and writes nothing, ' +
          'a real run writes all rows in one transaction or, with any bad row, none (422)',
        security: bearer,
        body: stockImportRequestSchema,
        response: {
          200: envelopeSchema(stockImportResultSchema),
          201: envelopeSchema(stockImportResultSchema),
          ...errorReplies(400, 401, 403, 413, 422, 440),
        },
      },
    },
    async (request, reply) => {
      const result = await service.importRecords(principalOf(request), request.body);
      return reply.code(result.dryRun ? 200 : 201).send(ok(result, { status: result.dryRun ? 200 : 201 }));
    },
  );

  app.get(
    '/inventory/records/:id',
    {
      onRequest: reads,
      schema: {
        tags,
        summary: 'One stock record',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(stockRecordSchema), ...readErrors },
      },
    },
    async (request) => ok(await service.record(principalOf(request), request.params.id)),
  );

  app.patch(
    '/inventory/records/:id',
    {
      onRequest: writes,
      schema: {
        tags,
        summary: 'Changes a record’s description (its quantity changes only by adjustments and movements)',
        security: bearer,
        params: idParams,
        body: stockRecordPatchSchema,
        response: { 200: envelopeSchema(stockRecordSchema), ...writeErrors },
      },
    },
    async (request) => ok(await service.updateRecord(principalOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/inventory/records/:id',
    {
      onRequest: writes,
      schema: {
        tags,
        summary: 'Deletes a record, writing off what it holds in the ledger',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(z.null()), ...writeErrors },
      },
    },
    async (request) => {
      await service.deleteRecord(principalOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/inventory/records/:id/adjustments',
    {
      onRequest: writes,
      ...idempotent,
      schema: {
        tags,
        summary: 'A loss (drought, fire, flooding, freeze damage, hail, wind) or a stock-take correction',
        security: bearer,
        params: idParams,
        body: adjustmentCreateSchema,
        response: { 201: envelopeSchema(stockRecordSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.adjust(principalOf(request), request.params.id, request.body))),
  );

  app.get(
    '/inventory/records/:id/ledger',
    {
      onRequest: reads,
      schema: {
        tags,
        summary: 'Every change of the record’s quantity, oldest first: they add up to its quantity',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(z.array(ledgerLineSchema)), ...readErrors },
      },
    },
    async (request) => ok(await service.ledger(principalOf(request), request.params.id)),
  );

  // Movements.
  app.get(
    '/inventory/movements',
    {
      onRequest: reads,
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
      onRequest: writes,
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
      onRequest: writes,
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
      onRequest: reads,
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
      onRequest: writes,
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
      onRequest: writes,
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
      onRequest: writes,
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
