import {
  bidAcceptSchema,
  bidCreateSchema,
  bidEditSchema,
  bidViewSchema,
  buyerDashboardSchema,
  contractDetailsSchema,
  listQuerySchema,
  reopenRequestSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { trading } from '../../../platform/auth/trading-guards';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { BidsService } from './service';
import type { BuyerDashboardService } from './dashboard-service';

/** Price offers (trading §7 "Bids"). */
export const bidsRoutes = routesOf<{ service: BidsService; dashboard: BuyerDashboardService }>(
  'trading',
  (routes, { service, dashboard }) => {
    routes.get('/trading/buyer/dashboard', {
      guard: trading.buyerReads,
      summary: 'The buyer’s position now: open offers with their deadlines, reopen requests and contracts awaited',
      data: buyerDashboardSchema,
      handle: ({ caller }) => dashboard.get(caller),
    });

    routes.create('/trading/bids', {
      guard: trading.buyerWrites,
      summary: 'Sends a price offer: a price per tonne for each movement month, and a quantity range',
      data: bidViewSchema,
      body: bidCreateSchema,
      handle: ({ caller, body }) => service.create(caller, body),
    });

    routes.list('/trading/bids', {
      guard: trading.buyerReads,
      summary: 'The offers of the caller’s business, latest first',
      data: z.array(bidViewSchema),
      querystring: listQuerySchema,
      handle: ({ caller, query }) => service.myBids(caller, query),
    });

    routes.get('/trading/bids/:id', {
      guard: trading.anyTrader,
      summary: 'One offer, for its buyer’s business or the listing’s seller',
      data: bidViewSchema,
      params: idParams,
      handle: ({ caller, params }) => service.get(caller, params.id),
    });

    routes.patch('/trading/bids/:id', {
      guard: trading.buyerWrites,
      summary: 'Replaces an offer with a new one, while the listing is live',
      data: bidViewSchema,
      params: idParams,
      body: bidEditSchema,
      handle: ({ caller, params, body }) => service.edit(caller, params.id, body),
    });

    routes.patch('/trading/bids/:id/withdraw', {
      guard: trading.buyerWrites,
      summary: 'Withdraws an offer, until its acceptance timeframe has passed',
      data: bidViewSchema,
      params: idParams,
      handle: ({ caller, params }) => service.withdraw(caller, params.id),
    });

    routes.patch('/trading/bids/:id/accept', {
      guard: trading.sellerWrites,
      idempotent: true,
      summary: 'Accepts one option of an offer under review: the trade is confirmed',
      data: bidViewSchema,
      params: idParams,
      body: bidAcceptSchema,
      handle: ({ caller, params, body }) => service.accept(caller, params.id, body),
    });

    routes.patch('/trading/bids/:id/contract', {
      guard: trading.buyerWrites,
      summary: 'The buyer’s contract details for the trade (due within 72 hours)',
      data: bidViewSchema,
      params: idParams,
      body: contractDetailsSchema,
      handle: ({ caller, params, body }) => service.attachContract(caller, params.id, body),
    });

    routes.post('/trading/bids/:id/contract-request', {
      guard: trading.sellerWrites,
      summary: 'Asks the buyer for the contract, once the 72 hours have passed without one',
      data: bidViewSchema,
      params: idParams,
      handle: ({ caller, params }) => service.requestContract(caller, params.id),
    });

    routes.post('/trading/bids/:id/expired-bid-offer', {
      guard: trading.sellerWrites,
      idempotent: true,
      summary: 'Reopen request: asks the buyer of an expired offer to trade at it (2 hours to answer)',
      data: bidViewSchema,
      params: idParams,
      body: reopenRequestSchema,
      handle: ({ caller, params, body }) => service.requestReopen(caller, params.id, body),
    });

    routes.post('/trading/bids/:id/expired-bid-accept-offer', {
      guard: trading.buyerWrites,
      idempotent: true,
      summary: 'The buyer accepts the reopen request: the trade is confirmed',
      data: bidViewSchema,
      params: idParams,
      handle: ({ caller, params }) => service.acceptReopen(caller, params.id),
    });

    routes.post('/trading/bids/:id/expired-bid-decline-offer', {
      guard: trading.buyerWrites,
      summary: 'The buyer declines the reopen request',
      data: bidViewSchema,
      params: idParams,
      handle: ({ caller, params }) => service.declineReopen(caller, params.id),
    });
  },
);
