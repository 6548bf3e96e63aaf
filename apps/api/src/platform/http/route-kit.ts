import { envelopeSchema, type AccessLevel, type ModuleId, type Permission } from '@harvest/domain';
import { z } from 'zod';
import { requireModule, requirePermission, type Guard } from '../auth/guard';
import { errorReplies } from './route-types';

/** What every route's schema says alike: the bearer token it needs, its `:id`, the errors it may answer. */

/** The OpenAPI security of a route that needs the caller's access token. */
export const bearer = [{ bearer: [] }];

/** A path's `:id`: one object, by its uuid. */
export const idParams = z.object({ id: z.uuid() });

/** The error envelopes of a read (404: the object is not the caller's to see). */
export const readErrors = errorReplies(400, 401, 403, 404, 440);

/** The error envelopes of a write (409: the state does not allow it; 422: an Idempotency-Key reused). */
export const writeErrors = errorReplies(400, 401, 403, 404, 409, 422, 440);

/** What a route takes, each part validated and typed from its schema. */
export interface RouteInput {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  consumes?: string[];
}

/**
 * The schemas of one OpenAPI tag's routes, so that a route states only its own words: its summary, what it
 * answers and what it takes. `read`, `write` and `create` are signed-in calls answering their data in an
 * envelope with the usual errors; `signedIn` and `open` take the route's own replies (`{ 200: ..., ...errorReplies(...) }`).
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
      signedIn(summary, { 200: envelopeSchema(data), ...readErrors }, input),
    /** A signed-in change of something that exists: `data`, or a write's errors. */
    write: <const D extends z.ZodType, const I extends RouteInput = object>(summary: string, data: D, input?: I) =>
      signedIn(summary, { 200: envelopeSchema(data), ...writeErrors }, input),
    /** A signed-in creation: 201 with `data`, or a write's errors. */
    create: <const D extends z.ZodType, const I extends RouteInput = object>(summary: string, data: D, input?: I) =>
      signedIn(summary, { 201: envelopeSchema(data), ...writeErrors }, input),
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
