import { envelopeSchema, featureFlagsSchema, featureFlagsUpdateSchema } from '@harvest/domain';
import { z } from 'zod';
import { principalOf, requireAuth, requireSysAdmin } from '../../../platform/auth/guard';
import { ok } from '../../../platform/http/envelope';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { FeatureFlagsService } from './service';

const bearer = [{ bearer: [] }];
const params = z.object({ id: z.uuid() });

/** Feature flags (platform §1, §9): the caller's, and a system administrator's view and change. */
export const featureFlagsRoutes: RoutesPlugin<{ service: FeatureFlagsService }> = async (app, { service }) => {
  app.get(
    '/sys/v1/feature-flags',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['feature flags'],
        summary: 'The acting organisation’s feature flags (the defaults without one)',
        security: bearer,
        response: { 200: envelopeSchema(featureFlagsSchema), ...errorReplies(401, 403, 440) },
      },
    },
    async (request) => ok(await service.forPrincipal(principalOf(request))),
  );

  app.get(
    '/admin/organisations/:id/feature-flags',
    {
      onRequest: requireSysAdmin,
      schema: {
        tags: ['feature flags'],
        summary: 'An organisation’s feature flags (system administrators)',
        security: bearer,
        params,
        response: { 200: envelopeSchema(featureFlagsSchema), ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.ofOrganisation(request.params.id)),
  );

  app.patch(
    '/admin/organisations/:id/feature-flags',
    {
      onRequest: requireSysAdmin,
      schema: {
        tags: ['feature flags'],
        summary: 'Turn an organisation’s feature flags on or off; only the flags named change (system administrators)',
        security: bearer,
        params,
        body: featureFlagsUpdateSchema,
        response: { 200: envelopeSchema(featureFlagsSchema), ...errorReplies(400, 401, 403, 404, 440) },
      },
    },
    async (request) => ok(await service.update(request.params.id, request.body)),
  );
};
