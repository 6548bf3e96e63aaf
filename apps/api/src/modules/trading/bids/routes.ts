import {
  bidAcceptSchema,
  bidCreateSchema,
  bidEditSchema,
  bidViewSchema,
  buildPagination,
  buyerDashboardSchema,
  contractDetailsSchema,
  listQuerySchema,
  reopenRequestSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { sideGuards, traderGuards } from '../../../platform/auth/trading-guards';
import { ok } from '../../../platform/http/envelope';
import { idParams, routeDocs } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { BidsService } from './service';
import type { BuyerDashboardService } from './dashboard-service';

const doc = routeDocs('trading');

/** §6: only vetted buyers with trading:buyers and trading.bids write send offers; sellers act with trading.listings. */
const buyerReads = sideGuards('buyer', 'read');
const buyerWrites = sideGuards('buyer', 'write');
const sellerWrites = sideGuards('seller', 'write');
/** One offer: its buyer's business or the listing's seller. */
const anyTrader = traderGuards('read');

/** Price offers (trading §7 "Bids"). */
export const bidsRoutes: RoutesPlugin<{ service: BidsService; dashboard: BuyerDashboardService }> = async (
  app,
  { service, dashboard },
) => {
  app.get(
    '/trading/buyer/dashboard',
    {
      onRequest: buyerReads,
      schema: doc.read(
        'The buyer’s position now: open offers with their deadlines, reopen requests and contracts awaited',
        buyerDashboardSchema,
      ),
    },
    async (request) => ok(await dashboard.get(principalOf(request))),
  );

  app.post(
    '/trading/bids',
    {
      onRequest: buyerWrites,
      ...idempotent,
      schema: doc.create(
        'Sends a price offer: a price per tonne for each movement month, and a quantity range',
        bidViewSchema,
        { body: bidCreateSchema },
      ),
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.create(principalOf(request), request.body), { status: 201 })),
  );

  app.get(
    '/trading/bids',
    {
      onRequest: buyerReads,
      schema: doc.read('The offers of the caller’s business, latest first', z.array(bidViewSchema), {
        querystring: listQuerySchema,
      }),
    },
    async (request) => {
      const { items, total } = await service.myBids(principalOf(request), request.query);
      return ok(items, { pagination: buildPagination(request.query, total) });
    },
  );

  app.get(
    '/trading/bids/:id',
    {
      onRequest: anyTrader,
      schema: doc.read('One offer, for its buyer’s business or the listing’s seller', bidViewSchema, {
        params: idParams,
      }),
    },
    async (request) => ok(await service.get(principalOf(request), request.params.id)),
  );

  app.patch(
    '/trading/bids/:id',
    {
      onRequest: buyerWrites,
      schema: doc.write('Replaces an offer with a new one, while the listing is live', bidViewSchema, {
        params: idParams,
        body: bidEditSchema,
      }),
    },
    async (request) => ok(await service.edit(principalOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/trading/bids/:id/withdraw',
    {
      onRequest: buyerWrites,
      schema: doc.write('Withdraws an offer, until its acceptance timeframe has passed', bidViewSchema, {
        params: idParams,
      }),
    },
    async (request) => ok(await service.withdraw(principalOf(request), request.params.id)),
  );

  app.patch(
    '/trading/bids/:id/accept',
    {
      onRequest: sellerWrites,
      ...idempotent,
      schema: doc.write('Accepts one option of an offer under review: the trade is confirmed', bidViewSchema, {
        params: idParams,
        body: bidAcceptSchema,
      }),
    },
    async (request) => ok(await service.accept(principalOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/trading/bids/:id/contract',
    {
      onRequest: buyerWrites,
      schema: doc.write('The buyer’s contract details for the trade (due within 72 hours)', bidViewSchema, {
        params: idParams,
        body: contractDetailsSchema,
      }),
    },
    async (request) => ok(await service.attachContract(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    '/trading/bids/:id/contract-request',
    {
      onRequest: sellerWrites,
      schema: doc.write('Asks the buyer for the contract, once the 72 hours have passed without one', bidViewSchema, {
        params: idParams,
      }),
    },
    async (request) => ok(await service.requestContract(principalOf(request), request.params.id)),
  );

  app.post(
    '/trading/bids/:id/expired-bid-offer',
    {
      onRequest: sellerWrites,
      ...idempotent,
      schema: doc.write(
        'Reopen request: asks the buyer of an expired offer to trade at it (2 hours to answer)',
        bidViewSchema,
        { params: idParams, body: reopenRequestSchema },
      ),
    },
    async (request) => ok(await service.requestReopen(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    '/trading/bids/:id/expired-bid-accept-offer',
    {
      onRequest: buyerWrites,
      ...idempotent,
      schema: doc.write('The buyer accepts the reopen request: the trade is confirmed', bidViewSchema, {
        params: idParams,
      }),
    },
    async (request) => ok(await service.acceptReopen(principalOf(request), request.params.id)),
  );

  app.post(
    '/trading/bids/:id/expired-bid-decline-offer',
    {
      onRequest: buyerWrites,
      schema: doc.write('The buyer declines the reopen request', bidViewSchema, { params: idParams }),
    },
    async (request) => ok(await service.declineReopen(principalOf(request), request.params.id)),
  );
};
