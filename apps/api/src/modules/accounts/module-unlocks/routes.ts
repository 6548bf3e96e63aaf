import { messages, moduleUnlockRequestSchema, moduleUnlockSchema } from '@harvest/domain';
import { z } from 'zod';
import { requireSysAdmin } from '../../../platform/auth/guard';
import { administratorOr, idParams, routesOf } from '../../../platform/http/route-kit';
import type { ModuleUnlocksService } from './service';

/** As the business settings: a system administrator (administrator) any organisation's, others their own. */
const business = administratorOr('account.business');

/** Upgrade module requests: a business asks, system administrators see what waits. */
export const moduleUnlocksRoutes = routesOf<{ service: ModuleUnlocksService }>('customers', (routes, { service }) => {
  routes.get('/customers/organisations/module-requests', {
    guard: requireSysAdmin,
    summary: "Every organisation's module unlock requests still waiting for an answer, oldest first",
    data: z.array(moduleUnlockSchema),
    errors: [401, 403, 440],
    handle: () => service.openUnlockRequests(),
  });

  routes.get('/customers/organisations/:id/modules/unlock', {
    guard: business.reads,
    summary: "The organisation's module unlock requests, oldest first",
    data: z.array(moduleUnlockSchema),
    params: idParams,
    handle: ({ caller, params }) => service.unlockRequests(caller, params.id),
  });

  routes.create('/customers/organisations/:id/modules/unlock', {
    guard: business.writes,
    summary: 'Ask to unlock an upgrade module; asking again answers the open request',
    data: moduleUnlockSchema,
    errors: [400, 401, 403, 404, 409, 440],
    message: messages.accounts.upgradeRequested,
    params: idParams,
    body: moduleUnlockRequestSchema,
    handle: ({ caller, params, body }) => service.requestUnlock(caller, params.id, body.id),
  });
});
