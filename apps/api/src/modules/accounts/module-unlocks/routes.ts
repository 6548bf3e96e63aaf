import { envelopeSchema, messages, moduleUnlockRequestSchema, moduleUnlockSchema } from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAnyPermission, requireSysAdmin } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { idParams, routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { ModuleUnlocksService } from './service';

const doc = routeDocs('customers');

/** As the business settings: a system administrator (administrator) any organisation's, others their own. */
const business = {
  read: requireAnyPermission(['administrator', 'read'], ['account.business', 'read']),
  write: requireAnyPermission(['administrator', 'write'], ['account.business', 'write']),
};

/** Upgrade module requests: a business asks, system administrators see what waits. */
export const moduleUnlocksRoutes: RoutesPlugin<{ service: ModuleUnlocksService }> = async (app, { service }) => {
  app.get(
    '/customers/organisations/module-requests',
    {
      onRequest: requireSysAdmin,
      schema: doc.signedIn("Every organisation's module unlock requests still waiting for an answer, oldest first", {
        200: envelopeSchema(z.array(moduleUnlockSchema)),
        ...errorReplies(401, 403, 440),
      }),
    },
    async () => ok(await service.openUnlockRequests()),
  );

  app.get(
    '/customers/organisations/:id/modules/unlock',
    {
      onRequest: business.read,
      schema: doc.read("The organisation's module unlock requests, oldest first", z.array(moduleUnlockSchema), {
        params: idParams,
      }),
    },
    async (request) => ok(await service.unlockRequests(principalOf(request), request.params.id)),
  );

  app.post(
    '/customers/organisations/:id/modules/unlock',
    {
      onRequest: business.write,
      ...idempotent,
      schema: doc.signedIn(
        'Ask to unlock an upgrade module; asking again answers the open request',
        { 201: envelopeSchema(moduleUnlockSchema), ...errorReplies(400, 401, 403, 404, 409, 440) },
        { params: idParams, body: moduleUnlockRequestSchema },
      ),
    },
    async (request, reply) => {
      const unlock = await service.requestUnlock(principalOf(request), request.params.id, request.body.id);
      return reply.code(201).send(ok(unlock, { status: 201, message: messages.accounts.upgradeRequested }));
    },
  );
};
