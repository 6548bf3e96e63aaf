import {
  deliveryHaulageSchema,
  jobCloseSchema,
  jobCreateSchema,
  jobUpdateSchema,
  jobViewSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { requireAnyPermission, requirePermission } from '../../../platform/auth/guard';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { JobsService } from './service';

/** Who may call (§6, issue 22): organisers hold logistics.jobs, hauliers (and their drivers, at read) logistics.carrier. */
const organiserWrites = [requirePermission('logistics.jobs', 'write')];
const carrierWrites = [requirePermission('logistics.carrier', 'write')];
const eitherReads = [requireAnyPermission(['logistics.jobs', 'read'], ['logistics.carrier', 'read'])];
const eitherWrites = [requireAnyPermission(['logistics.jobs', 'write'], ['logistics.carrier', 'write'])];

const deliveryParams = z.object({ deliveryId: z.uuid() });

/** Haulage jobs with their stops and routes (trading-logistics §3-§5, §9). */
export const jobsRoutes = routesOf<{ service: JobsService }>('logistics', (routes, { service }) => {
  routes.create('/logistics/jobs', {
    guard: organiserWrites,
    summary: 'Makes a job with its stops and route: awaiting quotes, or assigned when given straight to a carrier',
    data: jobViewSchema,
    body: jobCreateSchema,
    handle: ({ caller, body }) => service.create(caller, body),
  });

  routes.create('/logistics/jobs/from-delivery/:deliveryId', {
    guard: organiserWrites,
    summary: "Books a contract delivery's haulage: a job from the seller's store to the buyer's site, with its load",
    data: jobViewSchema,
    params: deliveryParams,
    handle: ({ caller, params }) => service.fromDelivery(caller, params.deliveryId),
  });

  routes.get('/logistics/jobs/of-delivery/:deliveryId', {
    guard: [requirePermission('logistics.jobs', 'read')],
    summary: "A contract delivery's haulage for either party: the caller's live job made from it, if any",
    data: deliveryHaulageSchema,
    params: deliveryParams,
    handle: ({ caller, params }) => service.deliveryHaulage(caller, params.deliveryId),
  });

  routes.get('/logistics/jobs/:id', {
    guard: eitherReads,
    summary: 'One job, as its organiser or its carrier reads it',
    data: jobViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.job(caller, params.id),
  });

  routes.patch('/logistics/jobs/:id', {
    guard: organiserWrites,
    summary: 'Changes a job: anything before a carrier has it; after, new stops re-route it (72-hour amendments)',
    data: jobViewSchema,
    params: idParams,
    body: jobUpdateSchema,
    handle: ({ caller, params, body }) => service.update(caller, params.id, body),
  });

  routes.post('/logistics/jobs/:id/cancel', {
    guard: eitherWrites,
    summary: 'Cancels a job, by its organiser or by its carrier',
    data: jobViewSchema,
    params: idParams,
    body: jobCloseSchema,
    handle: ({ caller, params, body }) => service.cancel(caller, params.id, body),
  });

  routes.post('/logistics/jobs/:id/decline', {
    guard: carrierWrites,
    summary: 'The carrier declines a job given to it',
    data: jobViewSchema,
    params: idParams,
    body: jobCloseSchema,
    handle: ({ caller, params, body }) => service.decline(caller, params.id, body),
  });

  routes.post('/logistics/jobs/:id/book', {
    guard: carrierWrites,
    summary: 'The carrier books a job once its loads are allocated to vehicles and drivers',
    data: jobViewSchema,
    params: idParams,
    handle: ({ caller, params }) => service.book(caller, params.id),
  });
});
