import type { AccessLevel, ModuleId, Permission } from '@harvest/domain';
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

/** The guards of a module's calls that need its module and one permission, at the level each call needs. */
export interface AccessGuards {
  reads: Guard[];
  writes: Guard[];
}

export function accessGuards(module: ModuleId, permission: Permission): AccessGuards {
  const at = (level: AccessLevel): Guard[] => [requireModule(module), requirePermission(permission, level)];
  return { reads: at('read'), writes: at('write') };
}
