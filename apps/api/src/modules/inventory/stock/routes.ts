import {
  adjustmentCreateSchema,
  envelopeSchema,
  inventoryOverviewSchema,
  ledgerLineSchema,
  stockRecordCreateSchema,
  stockRecordPatchSchema,
  stockRecordSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { bearer, idParams, readErrors, writeErrors, type AccessGuards } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { StockService } from './service';

const tags = ['inventory'];

/** Stock records (spec platform §3, §5), their adjustments and ledger, and the inventory home's figures. */
export const stockRoutes: RoutesPlugin<{ service: StockService; access: AccessGuards }> = async (
  app,
  { service, access },
) => {
  app.get(
    '/inventory/overview',
    {
      onRequest: access.reads,
      schema: {
        tags,
        summary: 'The stock at the caller’s farms and stores by crop, for the inventory home',
        security: bearer,
        response: { 200: envelopeSchema(inventoryOverviewSchema), ...readErrors },
      },
    },
    async (request) => ok(await service.overview(principalOf(request))),
  );

  app.get(
    '/inventory/records',
    {
      onRequest: access.reads,
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
      onRequest: access.writes,
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

  app.get(
    '/inventory/records/:id',
    {
      onRequest: access.reads,
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
      onRequest: access.writes,
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
      onRequest: access.writes,
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
      onRequest: access.writes,
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
      onRequest: access.reads,
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
};
