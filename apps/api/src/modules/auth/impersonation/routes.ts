import { envelopeSchema, impersonationSchema } from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireSession, requireSysAdmin } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { ImpersonationService } from './service';

const doc = routeDocs('customers');

const nothing = envelopeSchema(z.null());

/** System administrators acting as an organisation or a user (spec platform §6). */
export const impersonationRoutes: RoutesPlugin<{ service: ImpersonationService }> = async (app, { service }) => {
  app.get(
    '/customers/organisations/:id/impersonate',
    {
      exposeHeadRoute: false,
      onRequest: requireSysAdmin,
      schema: doc.read('Start impersonating the organisation, or one of its users (userId)', impersonationSchema, {
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ userId: z.uuid().optional() }),
      }),
    },
    async (request) => ok(await service.start(principalOf(request), request.params.id, request.query.userId)),
  );

  app.delete(
    '/customers/impersonations/:id',
    {
      onRequest: requireSession,
      schema: doc.signedIn(
        'End an impersonation (only the administrator who started it)',
        { 200: nothing, ...errorReplies(400, 401, 404) },
        { params: z.object({ id: z.uuid() }) },
      ),
    },
    async (request) => {
      await service.end(principalOf(request), request.params.id);
      return ok(null);
    },
  );
};
