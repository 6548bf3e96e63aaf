import {
  deliveryCreateSchema,
  deliveryDispatchSchema,
  deliverySampleSchema,
  deliveryUpdateSchema,
  deliveryViewSchema,
  sampleCreateSchema,
  tippedWeightSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { trading } from '../../../platform/auth/trading-guards';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { DeliveriesService } from './service';

const deliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

/** Trading §3, §4, §7: a contract's deliveries out of the seller's stores, their samples and tipped weights. */
export const deliveriesRoutes = routesOf<{ service: DeliveriesService }>('trading', (routes, { service }) => {
  routes.get('/trading/contracts/:id/deliveries', {
    guard: trading.contractReads,
    summary: 'The contract’s deliveries by planned date, to both parties (the lots and movement to the seller)',
    data: z.array(deliveryViewSchema),
    params: idParams,
    handle: ({ caller, params }) => service.list(caller, params.id),
  });

  routes.create('/trading/contracts/:id/deliveries', {
    guard: trading.contractWrites,
    summary:
      'The seller plans a delivery out of its lots within the contract’s period and weight (a planned outbound movement)',
    data: deliveryViewSchema,
    params: idParams,
    body: deliveryCreateSchema,
    handle: ({ caller, params, body }) => service.create(caller, params.id, body),
  });

  routes.patch('/trading/contracts/:id/deliveries/:deliveryId', {
    guard: trading.contractWrites,
    summary: 'Changes a planned delivery’s date, weight or lots (409 once dispatched)',
    data: deliveryViewSchema,
    params: deliveryParams,
    body: deliveryUpdateSchema,
    handle: ({ caller, params, body }) => service.update(caller, params.id, params.deliveryId, body),
  });

  routes.delete('/trading/contracts/:id/deliveries/:deliveryId', {
    guard: trading.contractWrites,
    summary: 'Deletes a planned delivery and its planned movement (409 once dispatched)',
    data: z.null(),
    params: deliveryParams,
    handle: ({ caller, params }) => service.remove(caller, params.id, params.deliveryId),
  });

  routes.post('/trading/contracts/:id/deliveries/:deliveryId/dispatch', {
    guard: trading.contractWrites,
    summary: 'The seller dispatches a planned delivery: its movement completes and the store’s stock falls',
    data: deliveryViewSchema,
    params: deliveryParams,
    body: deliveryDispatchSchema,
    handle: ({ caller, params, body }) => service.dispatch(caller, params.id, params.deliveryId, body),
  });

  routes.post('/trading/contracts/:id/deliveries/:deliveryId/sample', {
    guard: trading.contractWrites,
    summary: 'The buyer records the delivery’s sample: each measure against the specification, and the adjustments',
    data: deliverySampleSchema,
    params: deliveryParams,
    body: sampleCreateSchema,
    handle: ({ caller, params, body }) => service.sample(caller, params.id, params.deliveryId, body),
  });

  routes.post('/trading/contracts/:id/deliveries/:deliveryId/tipped-weight', {
    guard: trading.contractWrites,
    summary: 'The buyer records the tipped weight and weighbridge ticket: the delivery is delivered',
    data: deliveryViewSchema,
    params: deliveryParams,
    body: tippedWeightSchema,
    handle: ({ caller, params, body }) => service.tippedWeight(caller, params.id, params.deliveryId, body),
  });
});
