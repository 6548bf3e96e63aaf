import { featureFlagsSchema, featureFlagsUpdateSchema } from '@harvest/domain';
import { requireAuth, requireSysAdmin } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { FeatureFlagsService } from './service';

/** Feature flags (platform §1, §9): the caller's, and a system administrator's view and change. */
export const featureFlagsRoutes = routesOf<{ service: FeatureFlagsService }>('feature flags', (routes, { service }) => {
  routes.get('/sys/v1/feature-flags', {
    guard: requireAuth,
    summary: 'The acting organisation’s feature flags (the defaults without one)',
    data: featureFlagsSchema,
    errors: [401, 403, 440],
    handle: ({ caller }) => service.forPrincipal(caller),
  });

  routes.get('/admin/organisations/:id/feature-flags', {
    guard: requireSysAdmin,
    summary: 'An organisation’s feature flags (system administrators)',
    data: featureFlagsSchema,
    params: idParams,
    handle: ({ params }) => service.ofOrganisation(params.id),
  });

  routes.patch('/admin/organisations/:id/feature-flags', {
    guard: requireSysAdmin,
    summary: 'Turn an organisation’s feature flags on or off; only the flags named change (system administrators)',
    data: featureFlagsSchema,
    errors: [400, 401, 403, 404, 440],
    params: idParams,
    body: featureFlagsUpdateSchema,
    handle: ({ params, body }) => service.update(params.id, body),
  });
});
