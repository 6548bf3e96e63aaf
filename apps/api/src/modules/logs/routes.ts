import {
  clientLogBatchSchema,
  clientLogReceiptSchema,
  clientLogSearchSchema,
  clientLogTagsSchema,
  LOG_UPLOAD_WINDOW_MS,
  LOG_UPLOADS_PER_MINUTE,
  storedClientLogSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requireAuth, requireSysAdmin } from '../../platform/auth/guard';
import { clientBatch, routesOf } from '../../platform/http/route-kit';
import type { LogsService } from './service';

/** The spec's client log calls (platform §7) and the system administrator's search. */
export const logsRoutes = routesOf<{ service: LogsService }>('logs', (routes, { service }) => {
  routes.post('/log/v1/logs', {
    ...clientBatch({ bucket: 'client-logs', limit: LOG_UPLOADS_PER_MINUTE, windowMs: LOG_UPLOAD_WINDOW_MS }),
    summary: 'Store a batch of client log entries as the signed-in user’s (platform §3, §7)',
    data: clientLogReceiptSchema,
    body: clientLogBatchSchema,
    handle: async ({ caller, body }) => ({ accepted: await service.record(caller, body) }),
  });

  routes.get('/log/v1/tags', {
    guard: requireAuth,
    summary: 'The tags, levels, services and platforms a log entry may carry',
    data: clientLogTagsSchema,
    errors: [401, 403, 440],
    handle: () => service.tags(),
  });

  routes.list('/log/v1/logs', {
    guard: requireSysAdmin,
    summary: 'Search the stored client logs, newest first (system administrators)',
    data: z.array(storedClientLogSchema),
    errors: [400, 401, 403, 440],
    querystring: clientLogSearchSchema,
    handle: ({ query }) => service.search(query),
  });
});
