import {
  clientLogBatchSchema,
  clientLogReceiptSchema,
  clientLogSearchSchema,
  clientLogTagsSchema,
  envelopeSchema,
  LOG_UPLOAD_WINDOW_MS,
  LOG_UPLOADS_PER_MINUTE,
  storedClientLogSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAuth, requireSysAdmin } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { routeDocs } from '../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import { idempotent } from '../../platform/idempotency/idempotency';
import { rateLimitByUser } from '../../platform/rate-limit/rate-limiter';
import type { LogsService } from './service';

const doc = routeDocs('logs');

/** The spec's client log calls (platform §7) and the system administrator's search. */
export const logsRoutes: RoutesPlugin<{ service: LogsService }> = async (app, { service }) => {
  app.post(
    '/log/v1/logs',
    {
      onRequest: [
        requireAuth,
        rateLimitByUser({ bucket: 'client-logs', limit: LOG_UPLOADS_PER_MINUTE, windowMs: LOG_UPLOAD_WINDOW_MS }),
      ],
      ...idempotent,
      schema: doc.signedIn(
        'Store a batch of client log entries as the signed-in user’s (platform §3, §7)',
        { 202: envelopeSchema(clientLogReceiptSchema), ...errorReplies(400, 401, 403, 413, 429, 440) },
        { body: clientLogBatchSchema },
      ),
    },
    async (request, reply) => {
      const accepted = await service.record(principalOf(request), request.body);
      return reply.code(202).send(ok({ accepted }, { status: 202 }));
    },
  );

  app.get(
    '/log/v1/tags',
    {
      onRequest: requireAuth,
      schema: doc.signedIn('The tags, levels, services and platforms a log entry may carry', {
        200: envelopeSchema(clientLogTagsSchema),
        ...errorReplies(401, 403, 440),
      }),
    },
    async () => ok(service.tags()),
  );

  app.get(
    '/log/v1/logs',
    {
      onRequest: requireSysAdmin,
      schema: doc.signedIn(
        'Search the stored client logs, newest first (system administrators)',
        { 200: envelopeSchema(z.array(storedClientLogSchema)), ...errorReplies(400, 401, 403, 440) },
        { querystring: clientLogSearchSchema },
      ),
    },
    async (request) => {
      const { items, pagination } = await service.search(request.query);
      return ok(items, { pagination });
    },
  );
};
