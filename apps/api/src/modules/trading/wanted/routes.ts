import {
  buildPagination,
  envelopeSchema,
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
import { bearer, idParams, readErrors, writeErrors } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { WantedService } from './service';

const tags = ['trading'];

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
      schema: {
        tags,
        summary: 'Wanted listings: the caller’s own (mine=true), or every active one',
        security: bearer,
        querystring: wantedQuerySchema,
        response: { 200: envelopeSchema(z.array(wantedViewSchema)), ...readErrors },
      },
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
      schema: {
        tags,
        summary: 'Posts a wanted listing',
        security: bearer,
        body: wantedCreateSchema,
        response: { 201: envelopeSchema(wantedViewSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createWanted(principalOf(request), request.body), { status: 201 })),
  );

  app.get(
    '/trading/wanted/:id',
    {
      onRequest: anyTrader,
      schema: {
        tags,
        summary: 'One wanted listing',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(wantedViewSchema), ...readErrors },
      },
    },
    async (request) => ok(await service.wantedOne(principalOf(request), request.params.id)),
  );

  app.patch(
    '/trading/wanted/:id/close',
    {
      onRequest: buyerWrites,
      schema: {
        tags,
        summary: 'Closes one of the caller’s wanted listings',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(wantedViewSchema), ...writeErrors },
      },
    },
    async (request) => ok(await service.closeWanted(principalOf(request), request.params.id)),
  );

  app.get(
    '/trading/trade-requests',
    {
      onRequest: anyTrader,
      schema: {
        tags,
        summary: 'Trade requests the caller’s business sent or received, latest first',
        security: bearer,
        querystring: listQuerySchema,
        response: { 200: envelopeSchema(z.array(tradeRequestViewSchema)), ...readErrors },
      },
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
      schema: {
        tags,
        summary: 'One trade request',
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(tradeRequestViewSchema), ...readErrors },
      },
    },
    async (request) => ok(await service.tradeRequest(principalOf(request), request.params.id)),
  );

  app.post(
    '/trading/trade-requests',
    {
      onRequest: sellerWrites,
      ...idempotent,
      schema: {
        tags,
        summary: 'Asks a wanted listing’s buyer to trade; they have 2 hours to accept or decline',
        security: bearer,
        body: tradeRequestCreateSchema,
        response: { 201: envelopeSchema(tradeRequestViewSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createTradeRequest(principalOf(request), request.body), { status: 201 })),
  );

  app.patch(
    '/trading/trade-requests/:id/close',
    {
      onRequest: anyTraderWrites,
      ...idempotent,
      schema: {
        tags,
        summary: 'The buyer accepts (a trade) or declines; the seller withdraws',
        security: bearer,
        params: idParams,
        body: tradeRequestCloseSchema,
        response: { 200: envelopeSchema(tradeRequestViewSchema), ...writeErrors },
      },
    },
    async (request) =>
      ok(await service.closeTradeRequest(principalOf(request), request.params.id, request.body.outcome)),
  );
};
