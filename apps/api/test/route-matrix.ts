import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/**
 * An authorisation matrix covers its module exactly: a route registered without a row, or a row
 * naming no route, fails, so a new call cannot skip its permission decision.
 */
export function expectEveryRouteListed(
  registered: readonly { method: string; url: string }[],
  inModule: (url: string) => boolean,
  rows: readonly { route: string }[],
): void {
  const routes = registered
    .filter((route) => route.method !== 'HEAD' && inModule(route.url))
    .map((route) => `${route.method} ${route.url}`);
  const listed = rows.map((row) => row.route);
  expect(
    routes.filter((route) => !listed.includes(route)),
    'routes without a row',
  ).toEqual([]);
  expect(
    listed.filter((route) => !routes.includes(route)),
    'rows without a route',
  ).toEqual([]);
}

/** Allowed: anything but 401, 403 and 404, and never a 5xx (a 400 or 409 of the request's own rules still passed). */
export function expectAllowed(status: number, context: string): void {
  expect([401, 403, 404], `${context} answered ${status}`).not.toContain(status);
  expect(status, context).toBeLessThan(500);
}

/** One route of a module's matrix: who may call it, who is told it does not exist, and the call itself. */
export interface MatrixRow<Who extends string> {
  route: string;
  allowed: readonly Who[];
  /** Callers who get 404: the object the call names belongs to another organisation. */
  notFoundFor?: readonly Who[];
  /** Reachable without a token. */
  isPublic?: boolean;
  request: InjectOptions | (() => InjectOptions);
}

/**
 * Walks one row: without a token 401 (or allowed when public), then as each person: 404 where the
 * object is another organisation's, allowed where listed, 403 for everyone else.
 */
export async function expectRowAuthorised<Who extends string>(
  app: FastifyInstance,
  row: MatrixRow<Who>,
  headers: Record<Who, Record<string, string>>,
  everyone: readonly Who[],
): Promise<void> {
  const request = () => (typeof row.request === 'function' ? row.request() : row.request);
  const anonymous = await app.inject({ ...request(), headers: {} });
  if (row.isPublic) expectAllowed(anonymous.statusCode, `${row.route} without a token`);
  else expect(anonymous.statusCode, `${row.route} without a token`).toBe(401);
  for (const who of everyone) {
    const reply = await app.inject({ ...request(), headers: headers[who] });
    const context = `${row.route} as ${who}: ${reply.body}`;
    if (row.notFoundFor?.includes(who)) expect(reply.statusCode, context).toBe(404);
    else if (row.allowed.includes(who)) expectAllowed(reply.statusCode, context);
    else expect(reply.statusCode, context).toBe(403);
  }
}

/** The market module's routes under /api/trading (issue 24): its own matrices list them, trading's leaves them out. */
export const isMarketRoute = (url: string): boolean =>
  /^\/api\/trading\/(insights|ex-farm|target-prices|alert-preferences|market-updates|news-feed)/.test(url);
