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
