import {
  deliveryViewSchema,
  settlementCreateSchema,
  settlementEditSchema,
  settlementPaymentSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { trading } from '../../../platform/auth/trading-guards';
import { routesOf } from '../../../platform/http/route-kit';
import type { SettlementsService } from './service';

const deliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });
const path = '/trading/contracts/:id/deliveries/:deliveryId/settlement';

/** Trading §3 'Delivery and settlement', §4: settling a delivery (its invoice), its payment, and no edits after. */
export const settlementsRoutes = routesOf<{ service: SettlementsService }>('trading', (routes, { service }) => {
  routes.create(path, {
    guard: trading.contractWrites,
    summary:
      'Either party settles a delivered delivery: its invoice is issued (self-billed when the buyer settles) and it is settled (409 if settled already)',
    data: deliveryViewSchema,
    params: deliveryParams,
    body: settlementCreateSchema,
    handle: ({ caller, params, body }) => service.settle(caller, params.id, params.deliveryId, body),
  });

  routes.patch(path, {
    guard: trading.contractWrites,
    summary: 'A settled invoice cannot be edited: any change is 409; an empty change answers the settlement as it is',
    data: deliveryViewSchema,
    params: deliveryParams,
    body: settlementEditSchema,
    handle: ({ caller, params, body }) => service.edit(caller, params.id, params.deliveryId, body),
  });

  routes.post(`${path}/payment`, {
    guard: trading.contractWrites,
    summary:
      'The seller records the payment received: the delivery is paid, and the contract complete once every delivery is',
    data: deliveryViewSchema,
    params: deliveryParams,
    body: settlementPaymentSchema,
    idempotent: true,
    handle: ({ caller, params, body }) => service.pay(caller, params.id, params.deliveryId, body),
  });
});
