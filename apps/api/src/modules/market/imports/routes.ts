import { priceImportRequestSchema, priceImportResultSchema, priceSourceSummarySchema } from '@harvest/domain';
import { z } from 'zod';
import { requireSysAdmin } from '../../../platform/auth/guard';
import { routesOf } from '../../../platform/http/route-kit';
import type { PriceImportsService } from './service';

/** The system administrators' import of published price tables (issue 24). */
export const priceImportRoutes = routesOf<{ service: PriceImportsService }>('market', (routes, { service }) => {
  routes.get('/admin/market-prices/sources', {
    guard: requireSysAdmin,
    summary: 'The price sources, each with its saved column mapping, how many prices and its latest import',
    data: z.array(priceSourceSummarySchema),
    errors: [401, 403, 440],
    handle: () => service.sources(),
  });

  routes.post('/admin/market-prices/import', {
    guard: requireSysAdmin,
    summary:
      'Check (dry run) or import a published price table from CSV with its column mapping; replaces the source’s prices for the table’s days',
    data: priceImportResultSchema,
    errors: [400, 401, 403, 413, 422, 440],
    body: priceImportRequestSchema,
    handle: ({ caller, body }) => service.import(caller, body),
  });
});
