import {
  adjustmentCreateSchema,
  inventoryOverviewSchema,
  ledgerLineSchema,
  stockRecordCreateSchema,
  stockRecordPatchSchema,
  stockRecordSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { idParams, type AccessGuards, routeDocs } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { StockService } from './service';

const doc = routeDocs('inventory');

/** Stock records (spec platform §3, §5), their adjustments and ledger, and the inventory home's figures. */
export const stockRoutes: RoutesPlugin<{ service: StockService; access: AccessGuards }> = async (
  app,
  { service, access },
) => {
  app.get(
    '/inventory/overview',
    {
      onRequest: access.reads,
      schema: doc.read(
        'The stock at the caller’s farms and stores by crop, for the inventory home',
        inventoryOverviewSchema,
      ),
    },
    async (request) => ok(await service.overview(principalOf(request))),
  );

  app.get(
    '/inventory/records',
    {
      onRequest: access.reads,
      schema: doc.read('The stock records at the caller’s farms and stores', z.array(stockRecordSchema)),
    },
    async (request) => ok(await service.records(principalOf(request))),
  );

  app.post(
    '/inventory/records',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: doc.create(
        'Adds a stock record with its opening quantity (in kg), written to the ledger',
        stockRecordSchema,
        { body: stockRecordCreateSchema },
      ),
    },
    async (request, reply) => reply.code(201).send(ok(await service.createRecord(principalOf(request), request.body))),
  );

  app.get(
    '/inventory/records/:id',
    {
      onRequest: access.reads,
      schema: doc.read('One stock record', stockRecordSchema, { params: idParams }),
    },
    async (request) => ok(await service.record(principalOf(request), request.params.id)),
  );

  app.patch(
    '/inventory/records/:id',
    {
      onRequest: access.writes,
      schema: doc.write(
        'Changes a record’s description (its quantity changes only by adjustments and movements)',
        stockRecordSchema,
        { params: idParams, body: stockRecordPatchSchema },
      ),
    },
    async (request) => ok(await service.updateRecord(principalOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/inventory/records/:id',
    {
      onRequest: access.writes,
      schema: doc.write('Deletes a record, writing off what it holds in the ledger', z.null(), { params: idParams }),
    },
    async (request) => {
      await service.deleteRecord(principalOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/inventory/records/:id/adjustments',
    {
      onRequest: access.writes,
      ...idempotent,
      schema: doc.create(
        'A loss (drought, fire, flooding, freeze damage, hail, wind) or a stock-take correction',
        stockRecordSchema,
        { params: idParams, body: adjustmentCreateSchema },
      ),
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.adjust(principalOf(request), request.params.id, request.body))),
  );

  app.get(
    '/inventory/records/:id/ledger',
    {
      onRequest: access.reads,
      schema: doc.read(
        'Every change of the record’s quantity, oldest first: they add up to its quantity',
        z.array(ledgerLineSchema),
        { params: idParams },
      ),
    },
    async (request) => ok(await service.ledger(principalOf(request), request.params.id)),
  );
};
