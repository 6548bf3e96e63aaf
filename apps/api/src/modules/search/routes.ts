import {
  buildPagination,
  CSV_CONTENT_TYPE,
  inventorySearchReplySchema,
  logisticsSearchReplySchema,
  searchQuerySchema,
  tradingSearchReplySchema,
} from '@harvest/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  principalOf,
  requireAnyPermission,
  requireModule,
  requirePermission,
  type Guard,
} from '../../platform/auth/guard';
import { trading } from '../../platform/auth/trading-guards';
import { contentDisposition } from '../../platform/http/content-disposition';
import { ok } from '../../platform/http/envelope';
import { routeDocs } from '../../platform/http/route-kit';
import { type RoutesPlugin } from '../../platform/http/route-types';
import type { SearchService } from './service';

const doc = routeDocs('search');
/** Any alias reaches the service: an unknown one must answer 404, not 400 (the client reloads once on a 404). */
const aliasParams = z.object({ alias: z.string().min(1).max(60) });

/** Inventory searches need what the inventory lists need: the module and inventory.movements to read. */
const inventoryReads: Guard[] = [requireModule('inventory:core'), requirePermission('inventory.movements', 'read')];

/** Trading searches need either side of a trade; which list the caller may search is the trading service's decision. */
const tradingReads = trading.anyTrader;

/** Logistics searches: an organiser's (logistics.jobs) or a carrier's (logistics.carrier) own. */
const logisticsReads = requireAnyPermission(['logistics.jobs', 'read'], ['logistics.carrier', 'read']);

/**
 * An export's file. Fastify sends a string whose type is not JSON as it is, past the serializer, so the route's
 * 200 schema (the JSON envelope, for format=json) does not apply to it; the reply is taken as a plain one because
 * its typed send accepts only the envelope. The file is the caller's own data as it stands now: no cache keeps it.
 */
function sendCsv(reply: FastifyReply, file: { name: string; text: string }): FastifyReply {
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.text);
}

/**
 * A reply's JSON, made once per answer: a kept search (InventoryService) hands back the same object while it
 * stands, so a question asked again skips checking and writing the envelope. Made by the route's own 200
 * serializer, so it is exactly what Fastify would have sent; a JSON string goes out as it is.
 */
const serialized = new WeakMap<object, string>();

function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Searches (DESIGN §2, spec platform §3-§4, §7): docs, totals, facets with counts and toggle urls. */
export const searchRoutes: RoutesPlugin<{ service: SearchService }> = async (app, { service }) => {
  app.get(
    '/search/inventory/:alias',
    {
      onRequest: inventoryReads,
      schema: doc.read(
        'Search an inventory list (records, stores, fields, movements, movements-intake, movements-internal, ' +
          'movements-outbound, movements-incomplete) with f=key:value filters; facet counts apply the other filters. ' +
          'format=csv downloads every matching doc as text/csv instead (offset and limit do not apply)',
        inventorySearchReplySchema,
        { params: aliasParams, querystring: searchQuerySchema },
      ),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (request.query.format === 'csv') {
        const file = await service.inventoryCsv(principal, request.params.alias, request.query);
        return sendCsv(reply, file);
      }
      const found = await service.inventory(principal, request.params.alias, request.query);
      let body = serialized.get(found);
      if (body === undefined) {
        const made = reply.serialize(ok(found, { pagination: buildPagination(found.params, found.totalDocs) }));
        // The route's serializer writes strings; the type also allows the buffers other serializers may give.
        body = typeof made === 'string' ? made : Buffer.from(made as ArrayBuffer).toString('utf8');
        serialized.set(found, body);
      }
      return sendJson(reply, body);
    },
  );

  app.get(
    '/search/trading/:alias',
    {
      onRequest: tradingReads,
      schema: doc.read(
        'Search a trading list (listings: the seller’s own; market: listings open for offers; bids: the buyer’s ' +
          'offers) with f=key:value filters; states are worked out from the clock when searched. format=csv ' +
          'downloads every matching doc as text/csv instead (offset and limit do not apply)',
        tradingSearchReplySchema,
        { params: aliasParams, querystring: searchQuerySchema },
      ),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (request.query.format === 'csv') {
        return sendCsv(reply, await service.tradingCsv(principal, request.params.alias, request.query));
      }
      const found = await service.trading(principal, request.params.alias, request.query);
      return ok(found, { pagination: buildPagination(found.params, found.totalDocs) });
    },
  );

  app.get(
    '/search/logistics/:alias',
    {
      onRequest: logisticsReads,
      schema: doc.read(
        'Search a logistics list (jobs: the business’s own and those given to it, by status with upcoming read ' +
          'from the clock, type, organiserId and carrierId; loads: the organiser’s own and the loads of jobs given to the carrier, by ' +
          'organiserId, carrierId, status, jobId and commodity, statuses read from the allocations; vehicles: the ' +
          'carrier’s fleet by type, MOT status and fuel; drivers: its registered drivers) with f=key:value filters. ' +
          'format=csv downloads every matching doc as text/csv instead (offset and limit do not apply)',
        logisticsSearchReplySchema,
        { params: aliasParams, querystring: searchQuerySchema },
      ),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (request.query.format === 'csv') {
        return sendCsv(reply, await service.logisticsCsv(principal, request.params.alias, request.query));
      }
      const found = await service.logistics(principal, request.params.alias, request.query);
      return ok(found, { pagination: buildPagination(found.params, found.totalDocs) });
    },
  );
};
