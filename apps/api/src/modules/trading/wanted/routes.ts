import {
  listQuerySchema,
  tradeRequestCloseSchema,
  tradeRequestCreateSchema,
  tradeRequestViewSchema,
  wantedCreateSchema,
  wantedQuerySchema,
  wantedViewSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { trading } from '../../../platform/auth/trading-guards';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { WantedService } from './service';

/** Wanted listings and trade requests (trading §3-§4, §7 "Trade requests"). */
export const wantedRoutes = routesOf<{ service: WantedService }>('trading', (routes, { service }) => {
  routes.list('/trading/wanted', {
    guard: trading.anyTrader,
    summary: 'Wanted listings: the caller’s own (mine=true), or every active one',
    data: z.array(wantedViewSchema),
    querystring: wantedQuerySchema,
    handle: ({ caller, query: { mine, ...page } }) => service.wanted(caller, mine, page),
  });

  routes.create('/trading/wanted', {
    guard: trading.buyerWrites,
    summary: 'Posts a wanted listing',
    data: wantedViewSchema,
    body: wantedCreateSchema,
    handle: ({ caller, body }) => service.createWanted(caller, body),
  });

  routes.get('/trading/wanted/:id', {
    guard: trading.anyTrader,
    summary: 'One wanted listing',
    data: wantedViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.wantedOne(caller, params.id),
  });

  routes.patch('/trading/wanted/:id/close', {
    guard: trading.buyerWrites,
    summary: 'Closes one of the caller’s wanted listings',
    data: wantedViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.closeWanted(caller, params.id),
  });

  routes.list('/trading/trade-requests', {
    guard: trading.anyTrader,
    summary: 'Trade requests the caller’s business sent or received, latest first',
    data: z.array(tradeRequestViewSchema),
    querystring: listQuerySchema,
    handle: ({ caller, query }) => service.tradeRequests(caller, query),
  });

  routes.get('/trading/trade-requests/:id', {
    guard: trading.anyTrader,
    summary: 'One trade request',
    data: tradeRequestViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.tradeRequest(caller, params.id),
  });

  routes.create('/trading/trade-requests', {
    guard: trading.sellerWrites,
    summary: 'Asks a wanted listing’s buyer to trade; they have 2 hours to accept or decline',
    data: tradeRequestViewSchema,
    body: tradeRequestCreateSchema,
    handle: ({ caller, body }) => service.createTradeRequest(caller, body),
  });

  routes.patch('/trading/trade-requests/:id/close', {
    guard: trading.anyTraderWrites,
    idempotent: true,
    summary: 'The buyer accepts (a trade) or declines; the seller withdraws',
    data: tradeRequestViewSchema,
    params: idParams,
    body: tradeRequestCloseSchema,
    handle: ({ caller, params, body }) => service.closeTradeRequest(caller, params.id, body.outcome),
  });
});
