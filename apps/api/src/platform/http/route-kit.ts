import {
  buildPagination,
  envelopeSchema,
  type AccessLevel,
  type ListQuery,
  type ModuleId,
  type Pagination,
  type Permission,
} from '@harvest/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf, requireAnyPermission, requireModule, requirePermission, type Guard } from '../auth/guard';
import type { Principal } from '../auth/principal';
import { isKeptAnswer } from '../cache/kept-results';
import { idempotent } from '../idempotency/idempotency';
import { signedInWithin, type RateLimit } from '../rate-limit/rate-limiter';
import { ok } from './envelope';
import { errorReplies, type RoutesPlugin } from './route-types';

/** What every route's schema says alike: the bearer token it needs, its `:id`, the errors it may answer. */

/** The OpenAPI security of a route that needs the caller's access token. */
export const bearer = [{ bearer: [] }];

/** A path's `:id`: one object, by its uuid. */
export const idParams = z.object({ id: z.uuid() });

/** The errors of a read (404: the object is not the caller's to see). */
const READ_ERRORS = [400, 401, 403, 404, 440] as const;

/** The errors of a write (409: the state does not allow it; 422: an Idempotency-Key reused). */
const WRITE_ERRORS = [400, 401, 403, 404, 409, 422, 440] as const;

/** What a route takes, each part validated and typed from its schema. */
export interface RouteInput {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  consumes?: string[];
}

/**
 * The schemas of one OpenAPI tag's routes written out (a file, a stream, a 304), so that a route states only its own
 * words: its summary, its replies (`{ 200: ..., ...errorReplies(...) }`) and what it takes. `read` is a signed-in
 * read answering its data in an envelope with a read's errors. The route kit below builds the rest from these.
 */
export function routeDocs(tag: string) {
  const tags = [tag];
  const signedIn = <const R extends object, const I extends RouteInput = object>(
    summary: string,
    response: R,
    input?: I,
  ) => ({ tags, summary, security: bearer, ...(input as I), response });
  return {
    /** A signed-in read: `data`, or a read's errors. */
    read: <const D extends z.ZodType, const I extends RouteInput = object>(summary: string, data: D, input?: I) =>
      signedIn(summary, { 200: envelopeSchema(data), ...errorReplies(...READ_ERRORS) }, input),
    signedIn,
    /** A call without a token (sign-in, public lists): no security. */
    open: <const R extends object, const I extends RouteInput = object>(summary: string, response: R, input?: I) => ({
      tags,
      summary,
      ...(input as I),
      response,
    }),
  };
}

/** The guards of a module's calls that need its module and one permission, at the level each call needs. */
export interface AccessGuards {
  reads: Guard[];
  writes: Guard[];
}

export function accessGuards(module: ModuleId, permission: Permission): AccessGuards {
  const at = (level: AccessLevel): Guard[] => [requireModule(module), requirePermission(permission, level)];
  return { reads: at('read'), writes: at('write') };
}

/** The guards of calls a system administrator (administrator) makes for any organisation, others with `permission`. */
export function administratorOr(permission: Permission): { reads: Guard; writes: Guard } {
  const at = (level: AccessLevel) => requireAnyPermission(['administrator', level], [permission, level]);
  return { reads: at('read'), writes: at('write') };
}

/** The statuses a route may answer with an error envelope. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 440 | 503;

/** A part of the input: its schema, or nothing. */
type Part = z.ZodType | undefined;
type Out<S extends Part> = S extends z.ZodType ? z.output<S> : undefined;
/** What a handler answers for `data`; where the data is `null` (a delete, a sent email) it answers what it likes. */
type Result<D extends z.ZodType> = D extends z.ZodNull ? unknown : z.output<D>;

/** One page of a list and how many match in all; or a page already counted. */
export type PageOf<T> = { items: T[]; total: number } | { items: T[]; pagination: Pagination };

/** A list's envelope: the page's items, and where the page stands in the whole list. */
export function okPage<T>(query: ListQuery, page: PageOf<T>) {
  const pagination = 'pagination' in page ? page.pagination : buildPagination(query, page.total);
  return ok(page.items, { pagination });
}

/** What a handler is given: the caller (read when asked: open routes have none) and the validated input. */
export interface RouteCall<P extends Part, Q extends Part, B extends Part> {
  readonly caller: Principal;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One route, declared: who may call, what the document says of it, what it takes and what it does. */
export interface RouteSpec<D extends z.ZodType, R, P extends Part, Q extends Part, B extends Part> {
  /** The onRequest hooks: they run before the body is read, so a caller without a token hears 401 whatever it sent. */
  guard?: Guard | Guard[];
  /** No access token in the document: a public call, or one its guard answers itself. */
  open?: true;
  summary: string;
  /** The envelope's `data`. */
  data: D;
  /** Where the call answers one of two shapes (a list of suggestions, or the one an id names): the other `data`. */
  or?: z.ZodType;
  params?: P;
  querystring?: Q;
  body?: B;
  headers?: z.ZodType;
  consumes?: string[];
  /** The success status: 200, or 201 for `create`. */
  status?: 200 | 201 | 202;
  /** The errors it documents, when not a read's (GET) or a write's (any other method). */
  errors?: readonly ErrorStatus[];
  /** The envelope's message, when not the status's own words. */
  message?: string;
  /** A retry with the same Idempotency-Key is answered the first reply again (DESIGN §2). */
  idempotent?: true;
  exposeHeadRoute?: false;
  bodyLimit?: number;
  config?: { readsOnly?: true };
  handle: (call: RouteCall<P, Q, B>) => Promise<R> | R;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ZodApp = Parameters<RoutesPlugin<object>>[0];
type AnySpec = RouteSpec<z.ZodType, unknown, Part, Part, Part>;

/**
 * A module's routes as declarations: `routes.get(path, { guard, summary, data, params, handle })` registers the
 * call with its guard, its OpenAPI schema and its envelope, and types `params`, `query` and `body` from their zod
 * schemas. A GET documents a read's errors, any other method a write's; `create` answers 201 with what it made;
 * `list` answers a page of items with its pagination.
 */
export function routeKit(app: ZodApp, tag: string) {
  const doc = routeDocs(tag);
  const register = (
    method: Method,
    url: string,
    spec: AnySpec,
    envelope: (result: unknown, query: unknown) => unknown,
    envelopeReadsQuery = false,
  ) => {
    // A kept answer (platform/cache/kept-results.ts) is the same object until its data changes: its reply's JSON is
    // made once, by the route's own serializer, and sent again as it is. Not for a list, whose envelope reads the query.
    const keptJson = envelopeReadsQuery ? null : new WeakMap<object, string>();
    const { guard, open, summary, data, or, params, querystring, body, headers, consumes, handle } = spec;
    const { status = 200, errors = method === 'GET' ? READ_ERRORS : WRITE_ERRORS } = spec;
    app.route({
      method,
      url,
      schema: (open ? doc.open : doc.signedIn)(
        summary,
        {
          [status]: or ? z.union([envelopeSchema(data), envelopeSchema(or)]) : envelopeSchema(data),
          ...errorReplies(...errors),
        },
        defined({ params, querystring, body, headers, consumes }),
      ),
      ...defined({
        onRequest: guard,
        exposeHeadRoute: spec.exposeHeadRoute,
        bodyLimit: spec.bodyLimit,
        config: spec.config,
      }),
      ...(spec.idempotent ? idempotent : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await handle({
          get caller() {
            return principalOf(request);
          },
          params: request.params,
          query: request.query,
          body: request.body,
          request,
          reply,
        });
        if (keptJson && isKeptAnswer(result)) {
          let json = keptJson.get(result);
          if (json === undefined) {
            const made = reply.code(status).serialize(envelope(result, request.query));
            // The zod serializer writes strings; the type also allows the buffers other serializers may give.
            json = typeof made === 'string' ? made : Buffer.from(made as ArrayBuffer).toString('utf8');
            keptJson.set(result, json);
          }
          return reply.code(status).type('application/json; charset=utf-8').send(json);
        }
        return reply.code(status).send(envelope(result, request.query));
      },
    });
  };
  const declare =
    (method: Method, fixed: { status?: 201; idempotent?: true } = {}) =>
    <
      const D extends z.ZodType,
      P extends Part = undefined,
      Q extends Part = undefined,
      B extends Part = undefined,
      E extends Part = undefined,
    >(
      url: string,
      spec: RouteSpec<D, Result<D> | Out<E>, P, Q, B> & { or?: E },
    ) => {
      const status = fixed.status ?? spec.status ?? 200;
      register(method, url, { ...(spec as AnySpec), ...fixed }, (data) =>
        ok(spec.data instanceof z.ZodNull ? null : data, { status, message: spec.message }),
      );
    };
  return {
    /** The tag's schemas, for a route whose reply is not one envelope (a file, a stream, a 304): written out. */
    doc,
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
    /** A POST that makes something: 201 with what it made; a retry with its Idempotency-Key makes nothing twice. */
    create: declare('POST', { status: 201, idempotent: true }),
    /** A GET of one page of a list (`data` is the array's schema): `handle` answers `{ items, total }`. */
    list: <
      const D extends z.ZodArray,
      P extends Part = undefined,
      Q extends z.ZodType<ListQuery> = z.ZodType<ListQuery>,
    >(
      url: string,
      spec: RouteSpec<D, PageOf<z.output<D['element']>>, P, Q, undefined>,
    ) =>
      register('GET', url, spec as AnySpec, (page, query) => okPage(query as ListQuery, page as PageOf<unknown>), true),
  };
}

/**
 * A batch the client sends in the background (log entries, usage events): signed in within a per-user budget,
 * idempotent, and answered 202 with how many were kept; a body too large is 413.
 */
export function clientBatch(budget: RateLimit) {
  return {
    guard: signedInWithin(budget),
    idempotent: true,
    status: 202,
    errors: [400, 401, 403, 413, 429, 440],
  } as const;
}

/** What a module's routes are declared on: `routeKit`'s answer. */
export type RouteKit = ReturnType<typeof routeKit>;

/**
 * A module's routes, as a Fastify plugin given its options: `routesOf<{ service: S }>('tag', (routes, { service })
 * => { routes.get(...); })`. `app` is there for a route the kit does not describe (a file, a stream, a 304).
 */
export function routesOf<Options extends object>(
  tag: string,
  declare: (routes: RouteKit, options: Options, app: ZodApp) => void,
): RoutesPlugin<Options> {
  return async (app, options) => declare(routeKit(app, tag), options, app);
}

/** Only the properties that are set: fastify and the document would read a present `undefined` as a value. */
function defined<T extends object>(parts: T): Partial<T> {
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as Partial<T>;
}
