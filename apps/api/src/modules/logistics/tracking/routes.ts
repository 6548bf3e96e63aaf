import { jobTrackingSchema, positionBatchSchema, positionsStoredSchema } from '@harvest/domain';
import { requireAnyPermission, requirePermission } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { TrackingService } from './service';

/** Drivers hold logistics.carrier at read; the job's parties read its tracking with the permission of their side. */
const driverCalls = [requirePermission('logistics.carrier', 'read')];
const partyReads = [requireAnyPermission(['logistics.jobs', 'read'], ['logistics.carrier', 'read'])];

/** Live tracking of driven jobs (trading-logistics §1, issue 23). */
export const trackingRoutes = routesOf<{ service: TrackingService }>('logistics', (routes, { service }) => {
  // No Idempotency-Key: a reading is stored once by its job, driver and time, so a batch sent again stores nothing.
  routes.post('/logistics/driver/jobs/:id/positions', {
    guard: driverCalls,
    summary:
      "The allocated driver's positions while the job is driven (oldest first; 409 before it starts or after it ends)",
    data: positionsStoredSchema,
    params: idParams,
    body: positionBatchSchema,
    handle: ({ caller, params, body }) => service.positions(caller, params.id, body),
  });

  routes.get('/logistics/jobs/:id/tracking', {
    guard: partyReads,
    summary: "Where a job's vehicle is, its last positions and the ETA to the next stop, for the job's parties",
    data: jobTrackingSchema,
    params: idParams,
    handle: ({ caller, params }) => service.tracking(caller, params.id),
  });
});
