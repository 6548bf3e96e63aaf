import { impersonationSchema } from '@harvest/domain';
import { z } from 'zod';
import { requireSession, requireSysAdmin } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { ImpersonationService } from './service';

/** System administrators acting as an organisation or a user (spec platform §6). */
export const impersonationRoutes = routesOf<{ service: ImpersonationService }>('customers', (routes, { service }) => {
  routes.get('/customers/organisations/:id/impersonate', {
    exposeHeadRoute: false,
    guard: requireSysAdmin,
    summary: 'Start impersonating the organisation, or one of its users (userId)',
    data: impersonationSchema,
    params: idParams,
    querystring: z.object({ userId: z.uuid().optional() }),
    handle: ({ caller, params, query }) => service.start(caller, params.id, query.userId),
  });

  routes.delete('/customers/impersonations/:id', {
    guard: requireSession,
    summary: 'End an impersonation (only the administrator who started it)',
    data: z.null(),
    errors: [400, 401, 404],
    params: idParams,
    handle: ({ caller, params }) => service.end(caller, params.id),
  });
});
