import {
  envelopeSchema,
  LATEST_UPDATE_SLUG_MAX,
  latestUpdateContentSchema,
  latestUpdateInputSchema,
  latestUpdateSchema,
  listQuerySchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAuth, requireSysAdmin } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { idParams, routeDocs } from '../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import { idempotent } from '../../platform/idempotency/idempotency';
import type { ContentService } from './service';

const doc = routeDocs('content');
const slugParams = z.object({ slug: z.string().min(1).max(LATEST_UPDATE_SLUG_MAX) });

/** Latest-updates articles as any signed-in user reads them (trading §2 help centre, §7). */
export const contentRoutes: RoutesPlugin<{ service: ContentService }> = async (app, { service }) => {
  app.get(
    '/content/v1/latest-updates/latest',
    {
      onRequest: requireAuth,
      schema: doc.signedIn(
        'The what’s-new item: the newest published latest update for the caller’s user types, or null',
        { 200: envelopeSchema(latestUpdateContentSchema.nullable()), ...errorReplies(401, 403, 440) },
      ),
    },
    async (request) => ok(await service.latestFor(principalOf(request))),
  );

  app.get(
    '/content/v1/latest-updates',
    {
      onRequest: requireAuth,
      schema: doc.signedIn(
        'Published latest updates for the caller’s user types, newest first',
        { 200: envelopeSchema(z.array(latestUpdateSchema)), ...errorReplies(400, 401, 403, 440) },
        { querystring: listQuerySchema },
      ),
    },
    async (request) => {
      const { items, pagination } = await service.publishedFor(principalOf(request), request.query);
      return ok(items, { pagination });
    },
  );

  app.get(
    '/content/v1/latest-updates/:slug',
    {
      onRequest: requireAuth,
      schema: doc.read(
        'One published latest update by its slug (404 for drafts, future ones or another audience’s)',
        latestUpdateSchema,
        { params: slugParams },
      ),
    },
    async (request) => ok(await service.publishedBySlug(principalOf(request), request.params.slug)),
  );
};

/** The system administrator's editor of latest-updates articles, drafts included. */
export const contentAdminRoutes: RoutesPlugin<{ service: ContentService }> = async (app, { service }) => {
  app.get(
    '/admin/latest-updates',
    {
      onRequest: requireSysAdmin,
      schema: doc.signedIn(
        'Every latest update, drafts and scheduled ones too (system administrators)',
        { 200: envelopeSchema(z.array(latestUpdateSchema)), ...errorReplies(400, 401, 403, 440) },
        { querystring: listQuerySchema },
      ),
    },
    async (request) => {
      const { items, pagination } = await service.list(request.query);
      return ok(items, { pagination });
    },
  );

  app.post(
    '/admin/latest-updates',
    {
      onRequest: requireSysAdmin,
      ...idempotent,
      schema: doc.signedIn(
        'Write a latest update; a null publishedAt keeps it a draft (system administrators)',
        { 201: envelopeSchema(latestUpdateSchema), ...errorReplies(400, 401, 403, 409, 440) },
        { body: latestUpdateInputSchema },
      ),
    },
    async (request, reply) => {
      const created = await service.create(principalOf(request), request.body);
      return reply.code(201).send(ok(created, { status: 201 }));
    },
  );

  app.get(
    '/admin/latest-updates/:id',
    {
      onRequest: requireSysAdmin,
      schema: doc.read('One latest update, whatever its state (system administrators)', latestUpdateSchema, {
        params: idParams,
      }),
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  app.patch(
    '/admin/latest-updates/:id',
    {
      onRequest: requireSysAdmin,
      schema: doc.signedIn(
        'Rewrite a latest update (system administrators)',
        { 200: envelopeSchema(latestUpdateSchema), ...errorReplies(400, 401, 403, 404, 409, 440) },
        { params: idParams, body: latestUpdateInputSchema },
      ),
    },
    async (request) => ok(await service.update(request.params.id, request.body)),
  );

  app.delete(
    '/admin/latest-updates/:id',
    {
      onRequest: requireSysAdmin,
      schema: doc.signedIn(
        'Delete a latest update (system administrators)',
        { 200: envelopeSchema(z.null()), ...errorReplies(400, 401, 403, 404, 440) },
        { params: idParams },
      ),
    },
    async (request) => {
      await service.remove(request.params.id);
      return ok(null);
    },
  );
};
