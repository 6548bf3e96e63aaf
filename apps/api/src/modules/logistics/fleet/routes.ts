import {
  carrierTermsSchema,
  carrierTermsWriteSchema,
  driverCandidateSchema,
  driverCreateSchema,
  driverSchema,
  driverUpdateSchema,
  listQuerySchema,
  trailerCreateSchema,
  trailerSchema,
  trailerUpdateSchema,
  vehicleCreateSchema,
  vehicleLookupQuerySchema,
  vehicleLookupSchema,
  vehicleSchema,
  vehicleUpdateSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requirePermission } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { FleetService } from './service';

/** A haulier's fleet: reading it needs logistics.carrier (drivers hold it at read), changing it write. */
const carrier = {
  reads: requirePermission('logistics.carrier', 'read'),
  writes: requirePermission('logistics.carrier', 'write'),
};

/** Trading-logistics §3 Vehicle, Trailer, Driver and carrier terms, the acting carrier's own. */
export const fleetRoutes = routesOf<{ service: FleetService }>('logistics', (routes, { service }) => {
  routes.list('/logistics/vehicles', {
    guard: carrier.reads,
    summary: 'The carrier’s vehicles, by registration',
    data: z.array(vehicleSchema),
    errors: [400, 401, 403, 440],
    querystring: listQuerySchema,
    handle: ({ caller, query }) => service.vehicles(caller, query),
  });

  routes.get('/logistics/vehicles/lookup', {
    guard: carrier.writes,
    summary: 'What the UK vehicle register holds for a registration (404: enter the details manually, §8)',
    data: vehicleLookupSchema,
    querystring: vehicleLookupQuerySchema,
    handle: ({ query }) => service.lookup(query.registration),
  });

  routes.create('/logistics/vehicles', {
    guard: carrier.writes,
    summary: 'Add a vehicle to the fleet (its registration unique among the fleet’s)',
    data: vehicleSchema,
    body: vehicleCreateSchema,
    handle: ({ caller, body }) => service.createVehicle(caller, body),
  });

  routes.get('/logistics/vehicles/:id', {
    guard: carrier.reads,
    summary: 'One vehicle of the fleet',
    data: vehicleSchema,
    params: idParams,
    handle: ({ caller, params }) => service.vehicle(caller, params.id),
  });

  routes.patch('/logistics/vehicles/:id', {
    guard: carrier.writes,
    summary: 'Change a vehicle’s details',
    data: vehicleSchema,
    params: idParams,
    body: vehicleUpdateSchema,
    handle: ({ caller, params, body }) => service.updateVehicle(caller, params.id, body),
  });

  routes.delete('/logistics/vehicles/:id', {
    guard: carrier.writes,
    summary: 'Remove a vehicle from the fleet (kept for the jobs that name it)',
    data: z.null(),
    params: idParams,
    handle: ({ caller, params }) => service.deleteVehicle(caller, params.id),
  });

  routes.list('/logistics/trailers', {
    guard: carrier.reads,
    summary: 'The carrier’s trailers, by reference',
    data: z.array(trailerSchema),
    errors: [400, 401, 403, 440],
    querystring: listQuerySchema,
    handle: ({ caller, query }) => service.trailers(caller, query),
  });

  routes.create('/logistics/trailers', {
    guard: carrier.writes,
    summary: 'Add a trailer to the fleet',
    data: trailerSchema,
    body: trailerCreateSchema,
    handle: ({ caller, body }) => service.createTrailer(caller, body),
  });

  routes.get('/logistics/trailers/:id', {
    guard: carrier.reads,
    summary: 'One trailer of the fleet',
    data: trailerSchema,
    params: idParams,
    handle: ({ caller, params }) => service.trailer(caller, params.id),
  });

  routes.patch('/logistics/trailers/:id', {
    guard: carrier.writes,
    summary: 'Change a trailer’s details',
    data: trailerSchema,
    params: idParams,
    body: trailerUpdateSchema,
    handle: ({ caller, params, body }) => service.updateTrailer(caller, params.id, body),
  });

  routes.delete('/logistics/trailers/:id', {
    guard: carrier.writes,
    summary: 'Remove a trailer from the fleet',
    data: z.null(),
    params: idParams,
    handle: ({ caller, params }) => service.deleteTrailer(caller, params.id),
  });

  routes.get('/logistics/drivers', {
    guard: carrier.reads,
    summary: 'The carrier’s registered drivers with their driver numbers',
    data: z.array(driverSchema),
    errors: [400, 401, 403, 440],
    handle: ({ caller }) => service.drivers(caller),
  });

  routes.get('/logistics/drivers/candidates', {
    guard: carrier.writes,
    summary: 'Team members in the driver group, and whether each is registered as a driver',
    data: z.array(driverCandidateSchema),
    errors: [400, 401, 403, 440],
    handle: ({ caller }) => service.driverCandidates(caller),
  });

  routes.create('/logistics/drivers', {
    guard: carrier.writes,
    summary: 'Register a team member in the driver group as a driver, with a valid UK driving licence number',
    data: driverSchema,
    body: driverCreateSchema,
    handle: ({ caller, body }) => service.createDriver(caller, body),
  });

  routes.get('/logistics/drivers/:id', {
    guard: carrier.reads,
    summary: 'One registered driver',
    data: driverSchema,
    params: idParams,
    handle: ({ caller, params }) => service.driver(caller, params.id),
  });

  routes.patch('/logistics/drivers/:id', {
    guard: carrier.writes,
    summary: 'Change a driver’s driver number',
    data: driverSchema,
    params: idParams,
    body: driverUpdateSchema,
    handle: ({ caller, params, body }) => service.updateDriver(caller, params.id, body),
  });

  routes.delete('/logistics/drivers/:id', {
    guard: carrier.writes,
    summary: 'Stop a person being one of the carrier’s drivers',
    data: z.null(),
    params: idParams,
    handle: ({ caller, params }) => service.deleteDriver(caller, params.id),
  });

  routes.get('/logistics/terms', {
    guard: carrier.reads,
    summary: 'The carrier’s terms and conditions, or null before it has written any',
    data: carrierTermsSchema.nullable(),
    errors: [400, 401, 403, 440],
    handle: ({ caller }) => service.terms(caller),
  });

  routes.put('/logistics/terms', {
    guard: carrier.writes,
    summary: 'Replace the carrier’s terms and conditions with the next version (one kept per carrier, §3)',
    data: carrierTermsSchema,
    body: carrierTermsWriteSchema,
    handle: ({ caller, body }) => service.replaceTerms(caller, body),
  });
});
