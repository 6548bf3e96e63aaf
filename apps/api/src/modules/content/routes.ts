import {
  LATEST_UPDATE_SLUG_MAX,
  latestUpdateContentSchema,
  latestUpdateInputSchema,
  latestUpdateSchema,
  listQuerySchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requireAuth, requireSysAdmin } from '../../platform/auth/guard';
import { idParams, routesOf } from '../../platform/http/route-kit';
import type { ContentService } from './service';

const slugParams = z.object({ slug: z.string().min(1).max(LATEST_UPDATE_SLUG_MAX) });
/** A list of articles: no one article to miss, so no 404. */
const listErrors = [400, 401, 403, 440] as const;

/** Latest-updates articles as any signed-in user reads them (trading §2 help centre, §7). */
export const contentRoutes = routesOf<{ service: ContentService }>('content', (routes, { service }) => {
  routes.get('/content/v1/latest-updates/latest', {
    guard: requireAuth,
    summary: 'The what’s-new item: the newest published latest update for the caller’s user types, or null',
    data: latestUpdateContentSchema.nullable(),
    errors: [401, 403, 440],
    handle: ({ caller }) => service.latestFor(caller),
  });

  routes.list('/content/v1/latest-updates', {
    guard: requireAuth,
    summary: 'Published latest updates for the caller’s user types, newest first',
    data: z.array(latestUpdateSchema),
    errors: listErrors,
    querystring: listQuerySchema,
    handle: ({ caller, query }) => service.publishedFor(caller, query),
  });

  routes.get('/content/v1/latest-updates/:slug', {
    guard: requireAuth,
    summary: 'One published latest update by its slug (404 for drafts, future ones or another audience’s)',
    data: latestUpdateSchema,
    params: slugParams,
    handle: ({ caller, params }) => service.publishedBySlug(caller, params.slug),
  });
});

/** The system administrator's editor of latest-updates articles, drafts included. */
export const contentAdminRoutes = routesOf<{ service: ContentService }>('content', (routes, { service }) => {
  routes.list('/admin/latest-updates', {
    guard: requireSysAdmin,
    summary: 'Every latest update, drafts and scheduled ones too (system administrators)',
    data: z.array(latestUpdateSchema),
    errors: listErrors,
    querystring: listQuerySchema,
    handle: ({ query }) => service.list(query),
  });

  routes.create('/admin/latest-updates', {
    guard: requireSysAdmin,
    summary: 'Write a latest update; a null publishedAt keeps it a draft (system administrators)',
    data: latestUpdateSchema,
    errors: [400, 401, 403, 409, 440],
    body: latestUpdateInputSchema,
    handle: ({ caller, body }) => service.create(caller, body),
  });

  routes.get('/admin/latest-updates/:id', {
    guard: requireSysAdmin,
    summary: 'One latest update, whatever its state (system administrators)',
    data: latestUpdateSchema,
    params: idParams,
    handle: ({ params }) => service.get(params.id),
  });

  routes.patch('/admin/latest-updates/:id', {
    guard: requireSysAdmin,
    summary: 'Rewrite a latest update (system administrators)',
    data: latestUpdateSchema,
    errors: [400, 401, 403, 404, 409, 440],
    params: idParams,
    body: latestUpdateInputSchema,
    handle: ({ params, body }) => service.update(params.id, body),
  });

  routes.delete('/admin/latest-updates/:id', {
    guard: requireSysAdmin,
    summary: 'Delete a latest update (system administrators)',
    data: z.null(),
    errors: [400, 401, 403, 404, 440],
    params: idParams,
    handle: ({ params }) => service.remove(params.id),
  });
});
