import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from './api-calls';
import { buildTestApp, type TestApp } from './build-test-app';
import { buildFuzzWorld, FUZZ_CALLERS, poolOf, PROPERTY_POOLS, type FuzzCaller, type Pools } from './fuzz/fuzz-world';
import type { JsonSchema } from './fuzz/json-schema-sample';
import { malformedRequests, type FuzzOperation, type FuzzRequest } from './fuzz/malformed-requests';
import { SeededRandom } from './fuzz/seeded-random';

/**
 * Issue 18, the Fuzz suite: every route and method of the OpenAPI document gets malformed input as a demo person its
 * guard lets in, so the input reaches validation and the handler: wrong types, missing and extra keys, huge strings,
 * NUL and lone surrogates, deep nesting, bad ids and dates, odd numbers, wrong content types, truncated JSON and
 * multipart, odd headers, and path parameters both garbage and real ids of the caller's objects. No answer may be a
 * 5xx. The seed is fixed and the cases per route bounded: the same requests on every run.
 */

/** Fixed, so every run sends the same requests; FUZZ_SEED and FUZZ_CASES try others by hand (not in npm test). */
const SEED = Number(process.env.FUZZ_SEED ?? 18_2026);
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 24);

/** Routes the fuzz cannot call, and why. */
const NOT_FUZZED: Record<string, string> = {
  'GET /api/sys/v1/events': 'an event stream never ends, so an injected request would wait for ever',
};

/** Who to try first: the person whose objects the route's real ids are. */
function callerOrder(operation: FuzzOperation): readonly FuzzCaller[] {
  if (/^\/api\/(admin|dev)\/|impersonat/.test(operation.template)) return ['admin', 'farmer', 'buyer'];
  if (/^\/api\/trading\/(bids|wanted|market|buyer)/.test(operation.template)) return ['buyer', 'farmer', 'admin'];
  return FUZZ_CALLERS;
}

/** Reads last: deletes of the callers' objects, then the test clock, which never goes back. */
function order(operation: FuzzOperation): number {
  if (operation.route.includes('/test-clock')) return 9;
  return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].indexOf(operation.method);
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
}

function operationsOf(document: OpenApiDocument, multipartRoutes: readonly string[]): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const route = `${method.toUpperCase()} ${template.replace(/\{(\w+)\}/g, ':$1')}`;
      operations.push({
        route,
        multipart: multipartRoutes.includes(route),
        method: method.toUpperCase(),
        template,
        pathParams: parameters.filter((each) => each.in === 'path').map((each) => each.name),
        query: parameters
          .filter((each) => each.in === 'query')
          .map((each) => ({ name: each.name, required: each.required ?? false, schema: each.schema ?? {} })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations.sort((a, b) => order(a) - order(b) || a.route.localeCompare(b.route));
}

/** A request as it can be read in a report: long values cut, invisible characters escaped. */
function shown(request: FuzzRequest): string {
  const cut = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? ` bytes ${cut(request.payload.toString('hex'), 200)}`
        : ` ${cut(JSON.stringify(request.payload), 300)}`;
  return `[${request.kind}] ${request.method} ${cut(request.url, 200)} ${JSON.stringify(request.headers).slice(0, 200)}${payload}`;
}

describe('the fuzz suite: malformed input on every route', () => {
  let t: TestApp;
  let pools: Pools;
  let operations: FuzzOperation[];

  beforeAll(async () => {
    t = await buildTestApp();
    pools = await buildFuzzWorld(t);
    // The OpenAPI document has no body for a multipart route: the route's own schema says what it consumes.
    const multipartRoutes = t.routes
      .filter((route) =>
        (route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'),
      )
      .map((route) => `${route.method} ${route.url}`);
    operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument, multipartRoutes);
  }, 120_000);

  afterAll(() => t.close());

  it('covers every registered route, each path parameter with real values of its kind', () => {
    const documented = operations.map((operation) => operation.route);
    const registered = t.routes
      .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`);
    expect(
      registered.filter((route) => !documented.includes(route)),
      'routes missing from the OpenAPI document',
    ).toEqual([]);
    const unknown = operations.flatMap((operation) =>
      operation.pathParams
        .map((param) => poolOf(operation.template, param))
        .filter((pool) => !pools[pool])
        .map((pool) => `${operation.route}: ${pool}`),
    );
    expect(unknown, 'path parameters without real values (add them to fuzz/fuzz-world.ts)').toEqual([]);
  });

  it('answers every malformed request without a 5xx', async () => {
    const failures: string[] = [];
    const neverAdmitted: string[] = [];
    const answers: Record<string, Record<number, number>> = {};
    for (const [routeIndex, operation] of operations.entries()) {
      if (NOT_FUZZED[operation.route]) continue;
      const generator = new SeededRandom(SeededRandom.seedFor(SEED, operation.route));
      const context = {
        random: generator,
        now: t.clock.now(),
        realValues: (template: string, param: string) => pools[poolOf(template, param)] ?? [],
        anyRealId: () => generator.pick(pools[generator.pick(['units', 'listings', 'storages', 'users'])] ?? ['x']),
        idFor: (name: string) => {
          const pool = PROPERTY_POOLS[name];
          return pool ? generator.pick(pools[pool] ?? [undefined]) : undefined;
        },
      };
      const requests = malformedRequests(operation, context, generator, CASES_PER_ROUTE);
      const caller = await callerFor(operation);
      // A session of the route's own, opened again after a 401 (a logout among the cases, the clock moved past it).
      let auth = await t.authHeaders(DEMO_PEOPLE[caller]);
      let admitted = 0;
      for (const [caseIndex, request] of requests.entries()) {
        const logsBefore = t.logs.length;
        const reply = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...auth, ...request.headers },
          // An address per request: the per-address budgets must not answer 429 in place of the route.
          remoteAddress: `10.${routeIndex % 250}.${Math.floor(routeIndex / 250)}.${caseIndex + 1}`,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        if (![401, 403].includes(reply.statusCode)) admitted += 1;
        const counts = (answers[`${operation.route} as ${caller}`] ??= {});
        counts[reply.statusCode] = (counts[reply.statusCode] ?? 0) + 1;
        if (reply.statusCode === 401) auth = await t.authHeaders(DEMO_PEOPLE[caller]);
        // A per-user budget spent: the clock moves past its window, so the next cases reach the route again.
        const retryAfter = Number(reply.headers['retry-after']);
        if (reply.statusCode === 429 && retryAfter > 0) t.clock.advance(retryAfter * 1000);
        if (reply.statusCode >= 500) {
          const logged = t.logs
            .slice(logsBefore)
            .filter((line) => line.includes('"level":50'))
            .map((line) => (JSON.parse(line) as { err?: { message?: string } }).err?.message ?? line)
            .join(' | ');
          failures.push(
            `${operation.route} as ${caller}: ${reply.statusCode} ${reply.body.slice(0, 200)}\n  sent ${shown(request)}\n  logged ${logged.slice(0, 600)}`,
          );
        }
      }
      if (admitted === 0) neverAdmitted.push(`${operation.route} as ${caller}`);
    }
    // FUZZ_REPORT=file writes what each route answered, to see how deep the cases reach.
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(answers, null, 1));
    expect(failures, `${failures.length} answers were 5xx:\n${failures.join('\n')}`).toEqual([]);
    expect(neverAdmitted, 'routes whose guard let no demo caller in (the fuzz never reached them)').toEqual([]);
  }, 600_000);

  /**
   * The first demo person the route's guard lets in. The probe's path parameters are not ids and its body is not an
   * object, so it is refused by validation, after the guard, and changes nothing.
   */
  async function callerFor(operation: FuzzOperation): Promise<FuzzCaller> {
    const url = operation.template.replace(/\{(\w+)\}/g, 'not-an-id');
    const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);
    for (const caller of callerOrder(operation)) {
      const reply = await t.app.inject({
        method: operation.method as 'GET',
        url,
        headers: {
          ...(await t.authHeaders(DEMO_PEOPLE[caller])),
          ...(takesBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(takesBody ? { payload: '"probe"' } : {}),
      });
      if (![401, 403].includes(reply.statusCode)) return caller;
    }
    return 'farmer';
  }
});
