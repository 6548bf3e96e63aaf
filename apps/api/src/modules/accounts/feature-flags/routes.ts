import { envelopeSchema, featureFlagsSchema, featureFlagsUpdateSchema } from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAuth, requireSysAdmin } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { FeatureFlagsService } from './service';

const doc = routeDocs('feature flags');
const params = z.object({ id: z.uuid() });

/** Feature flags (platform §1, §9): the caller's, and a system administrator's view and change. */
export const featureFlagsRoutes: RoutesPlugin<{ service: FeatureFlagsService }> = async (app, { service }) => {
  app.get(
    '/sys/v1/feature-flags',
    {
      onRequest: requireAuth,
      schema: doc.signedIn('The acting organisation’s feature flags (the defaults without one)', {
        200: envelopeSchema(featureFlagsSchema),
        ...errorReplies(401, 403, 440),
      }),
    },
    async (request) => ok(await service.forPrincipal(principalOf(request))),
  );

  app.get(
    '/admin/organisations/:id/feature-flags',
    {
      onRequest: requireSysAdmin,
      schema: doc.read('An organisation’s feature flags (system administrators)', featureFlagsSchema, { params }),
    },
    async (request) => ok(await service.ofOrganisation(request.params.id)),
  );

  app.patch(
    '/admin/organisations/:id/feature-flags',
    {
      onRequest: requireSysAdmin,
      schema: doc.signedIn(
        'Turn an organisation’s feature flags on or off; only the flags named change (system administrators)',
        { 200: envelopeSchema(featureFlagsSchema), ...errorReplies(400, 401, 403, 404, 440) },
        { params, body: featureFlagsUpdateSchema },
      ),
    },
    async (request) => ok(await service.update(request.params.id, request.body)),
  );
};
