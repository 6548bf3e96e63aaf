import {
  buildPagination,
  listQuerySchema,
  tradeRequestCloseSchema,
  tradeRequestCreateSchema,
  tradeRequestViewSchema,
  wantedCreateSchema,
  wantedQuerySchema,
  wantedViewSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { sideGuards, traderGuards } from '../../../platform/auth/trading-guards';
import { ok } from '../../../platform/http/envelope';
import { idParams, routeDocs } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { WantedService } from './service';

const doc = routeDocs('trading');

/** §6: buyers create wanted listings (trading.bids write); sellers ask to trade (trading.listings write). */
const buyerWrites = sideGuards('buyer', 'write');
const sellerWrites = sideGuards('seller', 'write');
/** Both sides read wanted listings and trade requests; the buyer answers a request, the seller withdraws it. */
const anyTrader = traderGuards('read');
const anyTraderWrites = traderGuards('write');

/** Wanted listings and trade requests (trading §3-§4, §7 "Trade requests"). */
export const wantedRoutes: RoutesPlugin<{ service: WantedService }> = async (app, { service }) => {
  app.get(
    '/trading/wanted',
    {
      onRequest: anyTrader,
      schema: doc.read(
        'Wanted listings: the caller’s own (mine=true), or every active one',
        z.array(wantedViewSchema),
        { querystring: wantedQuerySchema },
      ),
    },
    async (request) => {
      const { mine, ...page } = request.query;
      const { items, total } = await service.wanted(principalOf(request), mine, page);
      return ok(items, { pagination: buildPagination(page, total) });
    },
  );

  app.post(
    '/trading/wanted',
    {
      onRequest: buyerWrites,
      ...idempotent,
      schema: doc.create('Posts a wanted listing', wantedViewSchema, { body: wantedCreateSchema }),
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createWanted(principalOf(request), request.body), { status: 201 })),
  );

  app.get(
    '/trading/wanted/:id',
    {
      onRequest: anyTrader,
      schema: doc.read('One wanted listing', wantedViewSchema, { params: idParams }),
    },
    async (request) => ok(await service.wantedOne(principalOf(request), request.params.id)),
  );

  app.patch(
    '/trading/wanted/:id/close',
    {
      onRequest: buyerWrites,
      schema: doc.write('Closes one of the caller’s wanted listings', wantedViewSchema, { params: idParams }),
    },
    async (request) => ok(await service.closeWanted(principalOf(request), request.params.id)),
  );

  app.get(
    '/trading/trade-requests',
    {
      onRequest: anyTrader,
      schema: doc.read(
        'Trade requests the caller’s business sent or received, latest first',
        z.array(tradeRequestViewSchema),
        { querystring: listQuerySchema },
      ),
    },
    async (request) => {
      const { items, total } = await service.tradeRequests(principalOf(request), request.query);
      return ok(items, { pagination: buildPagination(request.query, total) });
    },
  );

  app.get(
    '/trading/trade-requests/:id',
    {
      onRequest: anyTrader,
      schema: doc.read('One trade request', tradeRequestViewSchema, { params: idParams }),
    },
    async (request) => ok(await service.tradeRequest(principalOf(request), request.params.id)),
  );

  app.post(
    '/trading/trade-requests',
    {
      onRequest: sellerWrites,
      ...idempotent,
      schema: doc.create(
        'Asks a wanted listing’s buyer to trade; they have 2 hours to accept or decline',
        tradeRequestViewSchema,
        { body: tradeRequestCreateSchema },
      ),
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createTradeRequest(principalOf(request), request.body), { status: 201 })),
  );

  app.patch(
    '/trading/trade-requests/:id/close',
    {
      onRequest: anyTraderWrites,
      ...idempotent,
      schema: doc.write('The buyer accepts (a trade) or declines; the seller withdraws', tradeRequestViewSchema, {
        params: idParams,
        body: tradeRequestCloseSchema,
      }),
    },
    async (request) =>
      ok(await service.closeTradeRequest(principalOf(request), request.params.id, request.body.outcome)),
  );
};
