import { buildPagination, envelopeSchema, inventorySearchReplySchema, searchQuerySchema } from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireModule, requirePermission, type Guard } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import type { SearchService } from './service';

const bearer = [{ bearer: [] }];
/** Any alias reaches the service: an unknown one must answer 404, not 400 (the client reloads once on a 404). */
const aliasParams = z.object({ alias: z.string().min(1).max(60) });

/** Inventory searches need what the inventory lists need: the module and inventory.movements to read. */
const inventoryReads: Guard[] = [requireModule('inventory:core'), requirePermission('inventory.movements', 'read')];

/** Searches (DESIGN §2, spec platform §3-§4, §7): docs, totals, facets with counts and toggle urls. */
export const searchRoutes: RoutesPlugin<{ service: SearchService }> = async (app, { service }) => {
  app.get(
    '/search/inventory/:alias',
    {
      onRequest: inventoryReads,
      schema: {
        tags: ['search'],
        summary:
          'Search an inventory list (records, stores, fields, movements, movements-intake, movements-internal, ' +
          'movements-outbound, movements-incomplete) with f=key:value filters; facet counts apply the other filters',
        security: bearer,
        params: aliasParams,
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(inventorySearchReplySchema), ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => {
      const reply = await service.inventory(principalOf(request), request.params.alias, request.query);
      return ok(reply, { pagination: buildPagination(reply.params, reply.totalDocs) });
    },
  );
};
