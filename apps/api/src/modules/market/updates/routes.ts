import {
  listQuerySchema,
  marketUpdateAdminSchema,
  marketUpdateInputSchema,
  marketUpdateSchema,
  marketUpdatesLatestQuerySchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requireSysAdmin } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import { market } from '../../../platform/auth/market-guards';
import type { MarketUpdatesService } from './service';

/** A list: no one update to miss, so no 404. */
const LIST_ERRORS = [400, 401, 403, 440] as const;

/** Traders' market-insight notifications (trading §2, §4, §7): the poll and the dismissal. */
export const marketUpdatesRoutes = routesOf<{ service: MarketUpdatesService }>('market', (routes, { service }) => {
  routes.get('/trading/market-updates/latest', {
    guard: market.traders,
    summary: 'Published market updates after startDateUTC (default 2020-01-01), newest first, with hasViewed',
    data: z.array(marketUpdateSchema),
    errors: LIST_ERRORS,
    querystring: marketUpdatesLatestQuerySchema,
    handle: ({ caller, query }) => service.latest(caller, query.startDateUTC),
  });

  routes.post('/trading/market-updates/:id/viewed', {
    guard: market.traders,
    summary: 'Mark a published market update viewed by the caller (again is the same; 404 for a draft or unknown one)',
    data: marketUpdateSchema,
    errors: [400, 401, 403, 404, 440],
    params: idParams,
    handle: ({ caller, params }) => service.markViewed(caller, params.id),
  });
});

/** The system administrators' editor of market updates, drafts and scheduled ones included. */
export const marketUpdatesAdminRoutes = routesOf<{ service: MarketUpdatesService }>('market', (routes, { service }) => {
  routes.list('/admin/market-updates', {
    guard: requireSysAdmin,
    summary: 'Every market update, drafts first (system administrators)',
    data: z.array(marketUpdateAdminSchema),
    errors: LIST_ERRORS,
    querystring: listQuerySchema,
    handle: ({ query }) => service.list(query),
  });

  routes.create('/admin/market-updates', {
    guard: requireSysAdmin,
    summary: 'Write a market update; its HTML is sanitised, and a null publishedAt keeps it a draft',
    data: marketUpdateAdminSchema,
    errors: [400, 401, 403, 422, 440],
    body: marketUpdateInputSchema,
    handle: ({ caller, body }) => service.create(caller, body),
  });

  routes.get('/admin/market-updates/:id', {
    guard: requireSysAdmin,
    summary: 'One market update, whatever its state (system administrators)',
    data: marketUpdateAdminSchema,
    params: idParams,
    handle: ({ params }) => service.get(params.id),
  });

  routes.patch('/admin/market-updates/:id', {
    guard: requireSysAdmin,
    summary: 'Rewrite a market update; its HTML is sanitised again (system administrators)',
    data: marketUpdateAdminSchema,
    errors: [400, 401, 403, 404, 440],
    params: idParams,
    body: marketUpdateInputSchema,
    handle: ({ params, body }) => service.update(params.id, body),
  });

  routes.delete('/admin/market-updates/:id', {
    guard: requireSysAdmin,
    summary: 'Delete a market update (system administrators)',
    data: z.null(),
    errors: [400, 401, 403, 404, 440],
    params: idParams,
    handle: ({ params }) => service.remove(params.id),
  });
});
