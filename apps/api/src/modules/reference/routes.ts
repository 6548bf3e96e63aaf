import {
  commodityGroupSchema,
  coreConfigSchema,
  countryIsoParamSchema,
  envelopeSchema,
  initialiseSchema,
  specificationSchema,
  specificationsQuerySchema,
} from '@harvest/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { idParams, routesOf } from '../../platform/http/route-kit';
import { errorReplies } from '../../platform/http/route-types';
import type { ReferenceService } from './service';

const idParam = z.string().trim().min(1).max(80);

/**
 * If-None-Match matches when any tag it lists (or `*`) is the current one; the comparison is weak (RFC 9110
 * §13.1.2), so a `W/` a proxy added does not force a fresh body.
 */
function clientHolds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const current = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === current);
}

/** Reference data (platform §3, §7 "System and geo"): the catalogue, specifications and core config. */
export const referenceRoutes = routesOf<{ service: ReferenceService }>('reference', (routes, { service }, app) => {
  routes.get('/system/commodities', {
    guard: requireAuth,
    summary: 'The commodity catalogue: crops with their types, grades and varieties',
    data: z.array(commodityGroupSchema),
    errors: [401, 403, 440],
    handle: () => service.commodityGroups(),
  });

  routes.get('/system/commodities/:id/specifications', {
    guard: requireAuth,
    summary: 'A crop’s default specifications, narrowed by commodity type and grade',
    data: z.array(specificationSchema),
    params: z.object({ id: idParam }),
    querystring: specificationsQuerySchema,
    handle: ({ params, query }) => service.specifications(params.id, query),
  });

  routes.get('/inventory/commodities/specifications/:id', {
    guard: requireAuth,
    summary: 'One specification',
    data: specificationSchema,
    params: z.object({ id: idParam }),
    handle: ({ params }) => service.specification(params.id),
  });

  routes.get('/system/initialise/:id', {
    guard: requireAuth,
    summary: 'What the app needs to start for an organisation: country, currency and core config version',
    data: initialiseSchema,
    params: idParams,
    handle: ({ caller, params }) => service.initialise(caller, params.id),
  });

  // A 304 has no envelope: written out.
  app.get(
    '/system/config/:countryISO',
    {
      onRequest: requireAuth,
      schema: routes.doc.signedIn(
        'The core config of a country, with an ETag: If-None-Match with the current tag answers 304',
        {
          200: envelopeSchema(coreConfigSchema),
          304: z.null().describe('What the client holds is current'),
          ...errorReplies(400, 401, 403, 404, 440),
        },
        { params: z.object({ countryISO: countryIsoParamSchema }) },
      ),
    },
    async (request, reply) => {
      const { config, etag } = service.coreConfig(request.params.countryISO);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (clientHolds(request, etag)) return reply.code(304).send(null);
      return ok(config);
    },
  );
});
