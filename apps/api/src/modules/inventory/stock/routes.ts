import {
  adjustmentCreateSchema,
  inventoryOverviewSchema,
  ledgerLineSchema,
  stockRecordCreateSchema,
  stockRecordPatchSchema,
  stockRecordSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { idParams, type AccessGuards, routesOf } from '../../../platform/http/route-kit';
import type { StockService } from './service';

/** Stock records (spec platform §3, §5), their adjustments and ledger, and the inventory home's figures. */
export const stockRoutes = routesOf<{ service: StockService; access: AccessGuards }>(
  'inventory',
  (routes, { service, access }) => {
    routes.get('/inventory/overview', {
      guard: access.reads,
      summary: 'The stock at the caller’s farms and stores by crop, for the inventory home',
      data: inventoryOverviewSchema,
      handle: ({ caller }) => service.overview(caller),
    });

    routes.get('/inventory/records', {
      guard: access.reads,
      summary: 'The stock records at the caller’s farms and stores',
      data: z.array(stockRecordSchema),
      handle: ({ caller }) => service.records(caller),
    });

    routes.create('/inventory/records', {
      guard: access.writes,
      summary: 'Adds a stock record with its opening quantity (in kg), written to the ledger',
      data: stockRecordSchema,
      body: stockRecordCreateSchema,
      handle: ({ caller, body }) => service.createRecord(caller, body),
    });

    routes.get('/inventory/records/:id', {
      guard: access.reads,
      summary: 'One stock record',
      data: stockRecordSchema,
      params: idParams,
      handle: ({ caller, params }) => service.record(caller, params.id),
    });

    routes.patch('/inventory/records/:id', {
      guard: access.writes,
      summary: 'Changes a record’s description (its quantity changes only by adjustments and movements)',
      data: stockRecordSchema,
      params: idParams,
      body: stockRecordPatchSchema,
      handle: ({ caller, params, body }) => service.updateRecord(caller, params.id, body),
    });

    routes.delete('/inventory/records/:id', {
      guard: access.writes,
      summary: 'Deletes a record, writing off what it holds in the ledger',
      data: z.null(),
      params: idParams,
      handle: ({ caller, params }) => service.deleteRecord(caller, params.id),
    });

    routes.create('/inventory/records/:id/adjustments', {
      guard: access.writes,
      summary: 'A loss (drought, fire, flooding, freeze damage, hail, wind) or a stock-take correction',
      data: stockRecordSchema,
      params: idParams,
      body: adjustmentCreateSchema,
      handle: ({ caller, params, body }) => service.adjust(caller, params.id, body),
    });

    routes.get('/inventory/records/:id/ledger', {
      guard: access.reads,
      summary: 'Every change of the record’s quantity, oldest first: they add up to its quantity',
      data: z.array(ledgerLineSchema),
      params: idParams,
      handle: ({ caller, params }) => service.ledger(caller, params.id),
    });
  },
);
