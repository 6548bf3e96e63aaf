import { envelopeSchema, HEADERS, tokensResponseSchema } from '@harvest/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf, requireSession } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { AuthService } from './service';

const doc = routeDocs('auth');

function refreshTokenOf(request: FastifyRequest): string | null {
  const value = request.headers[HEADERS.refreshToken];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || null;
}

/** Sessions (spec platform §7, Auth): refresh and sign out, GET calls that change something, so no HEAD twin. */
export const sessionsRoutes: RoutesPlugin<{ service: AuthService }> = async (app, { service }) => {
  app.get(
    '/auth/tokens',
    {
      exposeHeadRoute: false,
      schema: doc.open('Exchange the refresh token (X-Refresh-Token header) for new tokens; the old one is used up', {
        200: envelopeSchema(tokensResponseSchema),
        ...errorReplies(401),
      }),
    },
    async (request) => ok(await service.refresh(refreshTokenOf(request))),
  );

  app.get(
    '/auth/logout',
    {
      exposeHeadRoute: false,
      onRequest: requireSession,
      schema: doc.signedIn('Sign this session out and end any impersonation started in it', {
        200: envelopeSchema(z.null()),
        ...errorReplies(401),
      }),
    },
    async (request) => {
      await service.logout(principalOf(request));
      return ok(null);
    },
  );
};
