import { groupListQuerySchema, groupSchema, newGroupRequestSchema } from '@harvest/domain';
import { z } from 'zod';
import { requireAnyPermission, requireAuth } from '../../../platform/auth/guard';
import { routesOf } from '../../../platform/http/route-kit';
import type { GroupsService } from './service';

/** Groups (teams) under /auth/v1, as the spec files them. */
export const groupsRoutes = routesOf<{ service: GroupsService }>('accounts', (routes, { service }) => {
  routes.get('/auth/v1/group', {
    guard: requireAuth,
    summary: "Built-in groups and the organisation's own, whose name contains filter",
    data: z.array(groupSchema),
    errors: [400, 401, 403, 440],
    querystring: groupListQuerySchema,
    handle: ({ caller, query }) => service.list(caller, query.filter),
  });

  routes.create('/auth/v1/group', {
    guard: requireAnyPermission(['administrator', 'read'], ['account.teams', 'write']),
    summary: 'Create a group in the acting organisation (administrator or account.teams write)',
    data: groupSchema,
    errors: [400, 401, 403, 409, 440],
    body: newGroupRequestSchema,
    handle: ({ caller, body }) => service.create(caller, body.name),
  });
});
