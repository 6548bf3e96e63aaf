import { targetPriceInputSchema, targetPriceSchema } from '@harvest/domain';
import { z } from 'zod';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import { market } from '../../../platform/auth/market-guards';
import type { TargetPricesService } from './service';

/** The seller's target prices (trading-logistics §7 GET /trading/target-prices), behind the insights upgrade. */
export const targetsRoutes = routesOf<{ service: TargetPricesService }>('market', (routes, { service }) => {
  routes.get('/trading/target-prices', {
    guard: market.targets,
    summary: "The business's target prices by crop, month and region, each with the market price and its distance",
    data: z.array(targetPriceSchema),
    handle: ({ caller }) => service.list(caller),
  });

  routes.put('/trading/target-prices', {
    guard: market.targetWrites,
    summary: 'Sets the target price of a crop for a movement month in a region (one per crop, month and region)',
    data: targetPriceSchema,
    body: targetPriceInputSchema,
    handle: ({ caller, body }) => service.put(caller, body),
  });

  routes.delete('/trading/target-prices/:id', {
    guard: market.targetWrites,
    summary: "Removes one of the business's target prices (another business's is 404)",
    data: z.null(),
    params: idParams,
    handle: ({ caller, params }) => service.remove(caller, params.id),
  });
});
