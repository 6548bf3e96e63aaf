import {
  hasModule,
  hasPermission,
  HEADERS,
  messages,
  notVettedMessage,
  ROLE_SYS_ADMIN,
  type AccessLevel,
  type ModuleId,
  type Permission,
} from '@harvest/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError, forbidden, notFound, unauthorised } from '../http/errors';
import { isLoopbackAddress } from '../http/loopback';
import type { Principal } from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * Guards run as onRequest hooks, before the body is read or validated: a caller without a
 * token hears 401 whatever they sent, and nobody's body is parsed before they are known.
 */
export type Guard = onRequestAsyncHookHandler;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : null;
}

/**
 * Resolves the caller once per request; routes read request.principal after a guard.
 * Without the context, the X-Organisation-Id and X-Impersonation-Token headers are ignored
 * and the caller is simply themselves.
 */
export async function authenticate(
  request: FastifyRequest,
  options: { withContext: boolean } = { withContext: true },
): Promise<Principal | null> {
  if (request.principal !== null) return request.principal;
  const token = bearer(request);
  if (!token) return null;
  const claims = await request.server.tokens.verifyAccess(token);
  if (!claims) return null;
  request.principal = await request.server.resolvePrincipal(
    claims,
    options.withContext
      ? {
          organisationId: header(request, HEADERS.organisationId),
          impersonationToken: header(request, HEADERS.impersonationToken),
        }
      : { organisationId: null, impersonationToken: null },
  );
  return request.principal;
}

async function signedIn(request: FastifyRequest): Promise<Principal> {
  const principal = await authenticate(request);
  if (!principal) throw unauthorised();
  return principal;
}

export const requireAuth: Guard = async (request) => {
  await signedIn(request);
};

/**
 * Signed in, as oneself, whatever organisation or impersonation the request names: signing
 * out or ending an impersonation must work even when that impersonation has already ended.
 */
export const requireSession: Guard = async (request) => {
  if (!(await authenticate(request, { withContext: false }))) throw unauthorised();
};

export function requireRole(role: string): Guard {
  return async (request) => {
    if (!(await signedIn(request)).roles.includes(role)) throw forbidden();
  };
}

/** An impersonating administrator acts without sys-admin, so this refuses them too. */
export const requireSysAdmin = requireRole(ROLE_SYS_ADMIN);

/** Headers a proxy adds: a request carrying one was relayed, so its socket's peer is the proxy, not the client. */
const RELAYED = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * For development tools (the mailbox): a request from this machine, or a system administrator acting as
 * themselves. "From this machine" is the TCP peer (never a header that says so), and not when the request
 * was relayed: a proxy on this machine would make every stranger's request look local. Anyone else hears
 * what an address with nothing behind it answers, so they cannot tell the tool is there.
 */
export const requireLocalOrSysAdmin: Guard = async (request) => {
  const relayed = RELAYED.some((name) => request.headers[name] !== undefined);
  if (!relayed && isLoopbackAddress(request.socket.remoteAddress)) return;
  const principal = await authenticate(request).catch((error: unknown) => {
    // An organisation they are not in, an ended impersonation: not an administrator acting as themselves.
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!principal?.roles.includes(ROLE_SYS_ADMIN)) throw notFound(messages.errors.routeNotFound);
};

/** The acting profile's access map must grant the permission at the level (owners have everything). */
export function requirePermission(permission: Permission, level: AccessLevel = 'read'): Guard {
  return requireAnyPermission([permission, level]);
}

/** Passes when any one of the permissions is granted at its level. */
export function requireAnyPermission(...required: [Permission, AccessLevel][]): Guard {
  return requireAnyPermissionOr(undefined, ...required);
}

/** As requireAnyPermission, refusing with a message that says what the caller may not do. */
export function requireAnyPermissionOr(refusal: string | undefined, ...required: [Permission, AccessLevel][]): Guard {
  return async (request) => {
    const { access } = await signedIn(request);
    if (!required.some(([permission, level]) => hasPermission(access, permission, level))) throw forbidden(refusal);
  };
}

/**
 * Refuses a caller without any of the modules. When the organisation has one of them but waits for its vetting,
 * it is told so, with the support phone (trading §8), rather than to ask its account owner.
 */
function refuseWithout(principal: Principal, modules: readonly ModuleId[]): void {
  if (modules.some((module) => hasModule(principal.modules, module))) return;
  const waiting = principal.awaitingVetting ?? [];
  throw forbidden(modules.some((module) => waiting.includes(module)) ? notVettedMessage() : undefined);
}

/** The acting organisation must have the module. */
export function requireModule(module: ModuleId): Guard {
  return async (request) => {
    refuseWithout(await signedIn(request), [module]);
  };
}

/** The acting organisation must have one of the modules (a listing is read by its seller and by buyers). */
export function requireAnyModule(...modules: ModuleId[]): Guard {
  return async (request) => {
    refuseWithout(await signedIn(request), modules);
  };
}

/** For handlers behind a guard: the principal is there, or the guard would have thrown. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorised();
  return request.principal;
}
