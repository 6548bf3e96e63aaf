import {
  driverActionSchema,
  driverDaySchema,
  driverJobSchema,
  POD_BODY_MAX_BYTES,
  podSubmitSchema,
  podViewSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requireAnyPermission, requirePermission } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { DrivingService } from './service';

/**
 * A carrier's drivers hold logistics.carrier at read: enough to drive the jobs allocated to them, which the service
 * checks (a job they do not carry part of is 404). Their swipes and PODs are the driving itself, not the carrier's
 * office work, so read is what they need.
 */
const drives = [requirePermission('logistics.carrier', 'read')];
const partiesRead = [requireAnyPermission(['logistics.jobs', 'read'], ['logistics.carrier', 'read'])];

const podParams = z.object({ id: z.uuid(), stopId: z.uuid() });

/** The driver app (trading-logistics §1, §2, §4 POD). */
export const drivingRoutes = routesOf<{ service: DrivingService }>('logistics', (routes, { service }) => {
  routes.get('/logistics/driver/jobs', {
    guard: drives,
    summary: "The driver's jobs today in the order to drive them, the one in progress first to open",
    data: driverDaySchema,
    handle: ({ caller }) => service.day(caller),
  });

  routes.get('/logistics/driver/jobs/:id', {
    guard: drives,
    summary: 'One job as its driver reads it: stops, loads carried, the actions open now and its PODs',
    data: driverJobSchema,
    params: idParams,
    handle: ({ caller, params }) => service.job(caller, params.id),
  });

  routes.post('/logistics/driver/jobs/:id/actions', {
    guard: drives,
    summary: 'A swipe: start the job, arrive at the next stop, depart it, or finish the job (409 when not open now)',
    data: driverJobSchema,
    params: idParams,
    body: driverActionSchema,
    // The phone's queue sends an action again until it hears back: the same key is answered the first reply.
    idempotent: true,
    handle: ({ caller, params, body }) => service.act(caller, params.id, body),
  });

  routes.create('/logistics/driver/jobs/:id/stops/:stopId/pod', {
    guard: drives,
    summary: 'The proof of delivery at the stop being unloaded: tips the loads; never changes once submitted (409)',
    data: driverJobSchema,
    params: podParams,
    body: podSubmitSchema,
    bodyLimit: POD_BODY_MAX_BYTES,
    handle: ({ caller, params, body }) => service.submitPod(caller, params.id, params.stopId, body),
  });

  routes.get('/logistics/jobs/:id/pods', {
    guard: partiesRead,
    summary: "A job's proofs of delivery, to its organiser and its carrier",
    data: z.array(podViewSchema),
    params: idParams,
    handle: ({ caller, params }) => service.podsOf(caller, params.id),
  });
});
