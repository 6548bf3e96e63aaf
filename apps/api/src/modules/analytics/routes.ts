import {
  analyticsBatchSchema,
  analyticsReceiptSchema,
  analyticsSummarySchema,
  ANALYTICS_UPLOAD_WINDOW_MS,
  ANALYTICS_UPLOADS_PER_MINUTE,
  clientConfigSchema,
  envelopeSchema,
} from '@harvest/domain';
import { principalOf, requireAuth, requireSysAdmin } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import { routeDocs } from '../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../platform/http/route-types';
import { idempotent } from '../../platform/idempotency/idempotency';
import { rateLimitByUser } from '../../platform/rate-limit/rate-limiter';
import type { AnalyticsService } from './service';

const doc = routeDocs('analytics');

/** The client's configuration and usage analytics (platform §9). */
export const analyticsRoutes: RoutesPlugin<{ service: AnalyticsService }> = async (app, { service }) => {
  app.get(
    '/sys/v1/config',
    {
      schema: doc.open('The environment and whether the client sends analytics (public)', {
        200: envelopeSchema(clientConfigSchema),
      }),
    },
    async () => ok(service.clientConfig()),
  );

  app.post(
    '/analytics/v1/events',
    {
      onRequest: [
        requireAuth,
        rateLimitByUser({
          bucket: 'analytics-events',
          limit: ANALYTICS_UPLOADS_PER_MINUTE,
          windowMs: ANALYTICS_UPLOAD_WINDOW_MS,
        }),
      ],
      ...idempotent,
      schema: doc.signedIn(
        'Send a batch of usage events as the signed-in user; none are kept where analytics is off',
        { 202: envelopeSchema(analyticsReceiptSchema), ...errorReplies(400, 401, 403, 413, 429, 440) },
        { body: analyticsBatchSchema },
      ),
    },
    async (request, reply) => {
      const accepted = await service.record(principalOf(request), request.body);
      return reply.code(202).send(ok({ accepted }, { status: 202 }));
    },
  );

  app.get(
    '/analytics/v1/summary',
    {
      onRequest: requireSysAdmin,
      schema: doc.signedIn('How many of each event were stored over the last 30 days (system administrators)', {
        200: envelopeSchema(analyticsSummarySchema),
        ...errorReplies(401, 403, 440),
      }),
    },
    async () => ok(await service.summary()),
  );
};
