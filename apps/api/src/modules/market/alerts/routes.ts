import { alertInputSchema, priceAlertSchema } from '@harvest/domain';
import { z } from 'zod';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import { market } from '../../../platform/auth/market-guards';
import type { AlertsService } from './service';

/** A person's price alerts (trading-logistics §2 /trading/alert-preferences), behind the insights upgrade. */
export const alertsRoutes = routesOf<{ service: AlertsService }>('market', (routes, { service }) => {
  routes.get('/trading/alert-preferences', {
    guard: market.insights,
    summary: "The caller's own price alerts in the acting business, each with the price it is measured against now",
    data: z.array(priceAlertSchema),
    handle: ({ caller }) => service.list(caller),
  });

  routes.create('/trading/alert-preferences', {
    guard: market.insights,
    summary:
      'A target-price alert (crop, region, kind, above or below a price) or a futures alert (a day’s move per tonne or in per cent)',
    data: priceAlertSchema,
    body: alertInputSchema,
    handle: ({ caller, body }) => service.create(caller, body),
  });

  routes.delete('/trading/alert-preferences/:id', {
    guard: market.insights,
    summary: "Removes one of the caller's own alerts (anyone else's is 404)",
    data: z.null(),
    params: idParams,
    handle: ({ caller, params }) => service.remove(caller, params.id),
  });
});
