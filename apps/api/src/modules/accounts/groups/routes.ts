import { envelopeSchema, groupListQuerySchema, groupSchema, newGroupRequestSchema } from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAnyPermission, requireAuth } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { GroupsService } from './service';

const doc = routeDocs('accounts');

/** Groups (teams) under /auth/v1, as the spec files them. */
export const groupsRoutes: RoutesPlugin<{ service: GroupsService }> = async (app, { service }) => {
  app.get(
    '/auth/v1/group',
    {
      onRequest: requireAuth,
      schema: doc.signedIn(
        "Built-in groups and the organisation's own, whose name contains filter",
        { 200: envelopeSchema(z.array(groupSchema)), ...errorReplies(400, 401, 403, 440) },
        { querystring: groupListQuerySchema },
      ),
    },
    async (request) => ok(await service.list(principalOf(request), request.query.filter)),
  );

  app.post(
    '/auth/v1/group',
    {
      onRequest: requireAnyPermission(['administrator', 'read'], ['account.teams', 'write']),
      ...idempotent,
      schema: doc.signedIn(
        'Create a group in the acting organisation (administrator or account.teams write)',
        { 201: envelopeSchema(groupSchema), ...errorReplies(400, 401, 403, 409, 440) },
        { body: newGroupRequestSchema },
      ),
    },
    async (request, reply) => {
      const group = await service.create(principalOf(request), request.body.name);
      return reply.code(201).send(ok(group, { status: 201 }));
    },
  );
};
