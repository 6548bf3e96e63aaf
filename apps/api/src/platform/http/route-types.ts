import { errorEnvelopeSchema } from '@harvest/domain';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A module's routes: a Fastify plugin on the zod type provider, given its own service. */
export type RoutesPlugin<Options extends object> = FastifyPluginAsync<Options, RawServerDefault, ZodTypeProvider>;

/** The error envelopes a route can answer with, for the OpenAPI document. */
export function errorReplies<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as {
    [K in S[number]]: typeof errorEnvelopeSchema;
  };
}
