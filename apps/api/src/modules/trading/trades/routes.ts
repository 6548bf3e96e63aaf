import { tradesQuerySchema, tradeViewSchema } from '@harvest/domain';
import { z } from 'zod';
import { trading } from '../../../platform/auth/trading-guards';
import { routesOf } from '../../../platform/http/route-kit';
import type { TradesService } from './service';

/** Lists of one's own: nothing to find by id, so no 404. */
const errors = [400, 401, 403, 440] as const;

/** The business's trades (trading §2 market insights); the prices traded are served with the market's (market module). */
export const tradesRoutes = routesOf<{ service: TradesService }>('trading', (routes, { service }) => {
  routes.get('/trading/trades', {
    guard: trading.anyTrader,
    summary: 'The latest trades of the caller’s business, as seller or buyer',
    data: z.array(tradeViewSchema),
    errors,
    querystring: tradesQuerySchema,
    handle: ({ caller, query }) => service.recent(caller, query.limit),
  });
});
