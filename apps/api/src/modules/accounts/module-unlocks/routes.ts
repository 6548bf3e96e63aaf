import { envelopeSchema, messages, moduleUnlockRequestSchema, moduleUnlockSchema } from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAnyPermission, requireSysAdmin } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { ModuleUnlocksService } from './service';

const idParams = z.object({ id: z.uuid() });
const bearer = [{ bearer: [] }];

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
      schema: {
        tags: ['customers'],
        summary: "Every organisation's module unlock requests still waiting for an answer, oldest first",
        security: bearer,
        response: { 200: envelopeSchema(z.array(moduleUnlockSchema)), ...errorReplies(401, 403, 440) },
      },
    },
    async () => ok(await service.openUnlockRequests()),
  );

  app.get(
    '/customers/organisations/:id/modules/unlock',
    {
      onRequest: business.read,
      schema: {
        tags: ['customers'],
        summary: "The organisation's module unlock requests, oldest first",
        security: bearer,
        params: idParams,
        response: { 200: envelopeSchema(z.array(moduleUnlockSchema)), ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.unlockRequests(principalOf(request), request.params.id)),
  );

  app.post(
    '/customers/organisations/:id/modules/unlock',
    {
      onRequest: business.write,
      ...idempotent,
      schema: {
        tags: ['customers'],
        summary: 'Ask to unlock an upgrade module; asking again answers the open request',
        security: bearer,
        params: idParams,
        body: moduleUnlockRequestSchema,
        response: { 201: envelopeSchema(moduleUnlockSchema), ...errorReplies(400, 401, 403, 404, 409, 440) },
      },
    },
    async (request, reply) => {
      const unlock = await service.requestUnlock(principalOf(request), request.params.id, request.body.id);
      return reply.code(201).send(ok(unlock, { status: 201, message: messages.accounts.upgradeRequested }));
    },
  );
};
