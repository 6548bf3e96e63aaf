import { HEADERS, tokensResponseSchema } from '@harvest/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../../../platform/auth/guard';
import { routesOf } from '../../../platform/http/route-kit';
import type { AuthService } from './service';

function refreshTokenOf(request: FastifyRequest): string | null {
  const value = request.headers[HEADERS.refreshToken];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || null;
}

/** Sessions (spec platform §7, Auth): refresh and sign out, GET calls that change something, so no HEAD twin. */
export const sessionsRoutes = routesOf<{ service: AuthService }>('auth', (routes, { service }) => {
  routes.get('/auth/tokens', {
    open: true,
    exposeHeadRoute: false,
    summary: 'Exchange the refresh token (X-Refresh-Token header) for new tokens; the old one is used up',
    data: tokensResponseSchema,
    errors: [401],
    handle: ({ request }) => service.refresh(refreshTokenOf(request)),
  });

  routes.get('/auth/logout', {
    exposeHeadRoute: false,
    guard: requireSession,
    summary: 'Sign this session out and end any impersonation started in it',
    data: z.null(),
    errors: [401],
    handle: ({ caller }) => service.logout(caller),
  });
});
