import {
  analyticsBatchSchema,
  analyticsReceiptSchema,
  analyticsSummarySchema,
  ANALYTICS_UPLOAD_WINDOW_MS,
  ANALYTICS_UPLOADS_PER_MINUTE,
  clientConfigSchema,
} from '@harvest/domain';
import { requireSysAdmin } from '../../platform/auth/guard';
import { clientBatch, routesOf } from '../../platform/http/route-kit';
import type { AnalyticsService } from './service';

/** The client's configuration and usage analytics (platform §9). */
export const analyticsRoutes = routesOf<{ service: AnalyticsService }>('analytics', (routes, { service }) => {
  routes.get('/sys/v1/config', {
    open: true,
    summary: 'The environment and whether the client sends analytics (public)',
    data: clientConfigSchema,
    errors: [],
    handle: () => service.clientConfig(),
  });

  routes.post('/analytics/v1/events', {
    ...clientBatch({
      bucket: 'analytics-events',
      limit: ANALYTICS_UPLOADS_PER_MINUTE,
      windowMs: ANALYTICS_UPLOAD_WINDOW_MS,
    }),
    summary: 'Send a batch of usage events as the signed-in user; none are kept where analytics is off',
    data: analyticsReceiptSchema,
    body: analyticsBatchSchema,
    handle: async ({ caller, body }) => ({ accepted: await service.record(caller, body) }),
  });

  routes.get('/analytics/v1/summary', {
    guard: requireSysAdmin,
    summary: 'How many of each event were stored over the last 30 days (system administrators)',
    data: analyticsSummarySchema,
    errors: [401, 403, 440],
    handle: () => service.summary(),
  });
});
