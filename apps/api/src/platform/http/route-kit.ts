import { z } from 'zod';
import { errorReplies } from './route-types';

/** What every signed-in route declares in the OpenAPI document: the bearer access token. */
export const bearerSecurity = [{ bearer: [] }];

/** The path of one object: `/{id}`. */
export const idParams = z.object({ id: z.uuid() });

/** A read of the caller's objects: bad input, no token, not allowed, not found (or another's), impersonation ended. */
export const readErrors = errorReplies(400, 401, 403, 404, 440);

/** A change, which may also find the object's state against it (409) or a retry's key reused with another body (422). */
export const writeErrors = errorReplies(400, 401, 403, 404, 409, 422, 440);
