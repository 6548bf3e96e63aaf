import { exFarmPriceSchema, exFarmQuerySchema, insightsPricesQuerySchema, marketInsightsSchema } from '@harvest/domain';
import { z } from 'zod';
import { trading } from '../../../platform/auth/trading-guards';
import { routesOf } from '../../../platform/http/route-kit';
import { market } from '../../../platform/auth/market-guards';
import type { PricesService } from './service';

/** Views over the whole market: nothing to find by id, so no 404. */
const errors = [400, 401, 403, 440] as const;

/** Prices by region, the typical price and ex-farm prices (trading §2 market insights, §7, §9). */
export const pricesRoutes = routesOf<{ service: PricesService }>('market', (routes, { service }) => {
  routes.get('/trading/insights/prices', {
    guard: trading.anyTrader,
    summary:
      'A crop’s prices of a kind by region over the last 52 weeks with each day’s typical price (insights module), and the platform’s own traded prices by week',
    data: marketInsightsSchema,
    errors,
    querystring: insightsPricesQuerySchema,
    handle: ({ caller, query }) => service.insights(caller, query),
  });

  routes.get('/trading/ex-farm', {
    guard: market.insights,
    summary: 'The latest ex-farm price of each crop in each region, with its change on the week',
    data: z.array(exFarmPriceSchema),
    errors,
    querystring: exFarmQuerySchema,
    handle: ({ query }) => service.exFarm(query),
  });
});
