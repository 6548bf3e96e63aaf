import {
  bidAcceptSchema,
  bidCreateSchema,
  bidEditSchema,
  bidViewSchema,
  buildPagination,
  buyerDashboardSchema,
  contractDetailsSchema,
  envelopeSchema,
  listQuerySchema,
  reopenRequestSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { sideGuards, traderGuards } from '../../../platform/auth/trading-guards';
import { ok } from '../../../platform/http/envelope';
import { bearer, idParams, readErrors, writeErrors } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { BidsService } from './service';
import type { BuyerDashboardService } from './dashboard-service';

const tags = ['trading'];

/** §6: only vetted buyers with trading:buyers and trading.bids write send offers; sellers act with trading.listings. */
const buyerReads = sideGuards('buyer', 'read');
const buyerWrites = sideGuards('buyer', 'write');
const sellerWrites = sideGuards('seller', 'write');
/** One offer: its buyer's business or the listing's seller. */
const anyTrader = traderGuards('read');

const reply200 = { 200: envelopeSchema(bidViewSchema), ...writeErrors };

/** Price offers (trading §7 "Bids"). */
export const bidsRoutes: RoutesPlugin<{ service: BidsService; dashboard: BuyerDashboardService }> = async (
  app,
  { service, dashboard },
) => {
  app.get(
    '/trading/buyer/dashboard',
    {
      onRequest: buyerReads,
      schema: {
        tags,
        summary: 'The buyer’s position now: open offers with their deadlines, reopen requests and contracts awaited',
        security: bearer,
        response: { 200: envelopeSchema(buyerDashboardSchema), ...readErrors },
      },
    },
    async (request) => ok(await dashboard.get(principalOf(request))),
  );

  app.post(
    '/trading/bids',
    {
      onRequest: buyerWrites,
      ...idempotent,
      schema: {
        tags,
        summary: 'Sends a price offer: a price per tonne for each movement month, and a quantity range',
        security: bearer,
        body: bidCreateSchema,
        response: { 201: envelopeSchema(bidViewSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.create(principalOf(request), request.body), { status: 201 })),
  );

  app.get(
    '/trading/bids',
    {
      onRequest: buyerReads,
      schema: {
        tags,
        summary: 'The offers of the caller’s business, latest first',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: envelopeSchema(z.array(bidViewSchema)), ...readErrors },
      },
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
      schema: {
        tags,
        summary: 'One offer, for its buyer’s business or the listing’s seller',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(bidViewSchema), ...readErrors },
      },
    },
    async (request) => ok(await service.get(principalOf(request), request.params.id)),
  );

  app.patch(
    '/trading/bids/:id',
    {
      onRequest: buyerWrites,
      schema: {
        tags,
        summary: 'Replaces an offer with a new one, while the listing is live',
        security: bearer,
        params: idParams,
        body: bidEditSchema,
        response: reply200,
      },
    },
    async (request) => ok(await service.edit(principalOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/trading/bids/:id/withdraw',
    {
      onRequest: buyerWrites,
      schema: {
        tags,
        summary: 'Withdraws an offer, until its acceptance timeframe has passed',
        security: bearer,
        params: idParams,
        response: reply200,
      },
    },
    async (request) => ok(await service.withdraw(principalOf(request), request.params.id)),
  );

  app.patch(
    '/trading/bids/:id/accept',
    {
      onRequest: sellerWrites,
      ...idempotent,
      schema: {
        tags,
        summary: 'Accepts one option of an offer under review: the trade is confirmed',
        security: bearer,
        params: idParams,
        body: bidAcceptSchema,
        response: reply200,
      },
    },
    async (request) => ok(await service.accept(principalOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/trading/bids/:id/contract',
    {
      onRequest: buyerWrites,
      schema: {
        tags,
        summary: 'The buyer’s contract details for the trade (due within 72 hours)',
        security: bearer,
        params: idParams,
        body: contractDetailsSchema,
        response: reply200,
      },
    },
    async (request) => ok(await service.attachContract(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    '/trading/bids/:id/contract-request',
    {
      onRequest: sellerWrites,
      schema: {
        tags,
        summary: 'Asks the buyer for the contract, once the 72 hours have passed without one',
        security: bearer,
        params: idParams,
        response: reply200,
      },
    },
    async (request) => ok(await service.requestContract(principalOf(request), request.params.id)),
  );

  app.post(
    '/trading/bids/:id/expired-bid-offer',
    {
      onRequest: sellerWrites,
      ...idempotent,
      schema: {
        tags,
        summary: 'Reopen request: asks the buyer of an expired offer to trade at it (2 hours to answer)',
        security: bearer,
        params: idParams,
        body: reopenRequestSchema,
        response: reply200,
      },
    },
    async (request) => ok(await service.requestReopen(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    '/trading/bids/:id/expired-bid-accept-offer',
    {
      onRequest: buyerWrites,
      ...idempotent,
      schema: {
        tags,
        summary: 'The buyer accepts the reopen request: the trade is confirmed',
        security: bearer,
        params: idParams,
        response: reply200,
      },
    },
    async (request) => ok(await service.acceptReopen(principalOf(request), request.params.id)),
  );

  app.post(
    '/trading/bids/:id/expired-bid-decline-offer',
    {
      onRequest: buyerWrites,
      schema: {
        tags,
        summary: 'The buyer declines the reopen request',
        security: bearer,
        params: idParams,
        response: reply200,
      },
    },
    async (request) => ok(await service.declineReopen(principalOf(request), request.params.id)),
  );
};
