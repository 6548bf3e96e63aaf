import type { OutgoingHttpHeaders } from 'node:http';
import { errorReplies, type RoutesPlugin } from '../http/route-types';
import { principalOf, requireAuth } from '../auth/guard';
import type { LiveEvents } from './live-events';
import { routeDocs } from '../http/route-kit';

const doc = routeDocs('platform');

/**
 * GET /sys/v1/events: the signed-in person's live events as text/event-stream (the web client
 * reads it with fetch, so the bearer token travels in the Authorization header). A stream of
 * an impersonation is the impersonated person's. It lives until the client leaves or the app
 * closes; a revoked session hears 401 when it next connects.
 */
export const liveEventsRoutes: RoutesPlugin<{ live: LiveEvents }> = async (app, { live }) => {
  app.get(
    '/sys/v1/events',
    {
      onRequest: requireAuth,
      schema: doc.signedIn('Live events for the signed-in user (text/event-stream): notification and feature-flags', {
        ...errorReplies(401, 403, 440),
      }),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // The stream outlives the request cycle (timeout, compression, envelope): it is written by hand.
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const release = live.open({
        userId: principal.userId,
        organisationId: principal.organisationId,
        access: principal.access,
        write: (chunk) => {
          if (!response.writableEnded) response.write(chunk);
        },
        end: () => response.end(),
      });
      response.on('close', release);
    },
  );
};
