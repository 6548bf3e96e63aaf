import { ROLE_SYS_ADMIN } from '@harvest/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorised } from '../http/errors';
import type { Principal } from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves the caller once per request; routes read request.principal after a guard. */
export async function authenticate(request: FastifyRequest): Promise<Principal | null> {
  if (request.principal !== null) return request.principal;
  const token = bearer(request);
  if (!token) return null;
  const claims = await request.server.tokens.verifyAccess(token);
  if (!claims) return null;
  request.principal = await request.server.resolvePrincipal(claims);
  return request.principal;
}

export const requireAuth: preHandlerAsyncHookHandler = async (request) => {
  if (!(await authenticate(request))) throw unauthorised();
};

export function requireRole(role: string): preHandlerAsyncHookHandler {
  return async (request) => {
    const principal = await authenticate(request);
    if (!principal) throw unauthorised();
    if (!principal.roles.includes(role)) throw forbidden();
  };
}

export const requireSysAdmin = requireRole(ROLE_SYS_ADMIN);

/** For handlers behind a guard: the principal is there, or the guard would have thrown. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorised();
  return request.principal;
}
