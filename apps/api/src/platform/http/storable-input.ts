import { unstorableInputIssues } from '@harvest/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * Every route's path parameters, query and body are looked at before the route validates them: a string (or a key)
 * with a NUL or a lone surrogate, which PostgreSQL cannot keep, answers 400 naming it, and so does input nested past
 * INPUT_DEPTH_MAX. This covers what the schemas do not type (free JSON kept as jsonb, a parameter read untyped);
 * multipart fields are parsed by their route and checked by the domain's string schemas.
 */
export function installStorableInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const issues = [
      ...unstorableInputIssues(request.params, 'params'),
      ...unstorableInputIssues(request.query, 'querystring'),
      ...unstorableInputIssues(request.body, 'body'),
    ];
    if (issues.length > 0) throw badRequest(issues);
  });
}
