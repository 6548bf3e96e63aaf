import { envelopeSchema, tradedPriceWeekSchema, tradesQuerySchema, tradeViewSchema } from '@harvest/domain';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/guard';
import { traderGuards } from '../../../platform/auth/trading-guards';
import { ok } from '../../../platform/http/envelope';
import { routeDocs } from '../../../platform/http/route-kit';
import { errorReplies, type RoutesPlugin } from '../../../platform/http/route-types';
import type { TradesService } from './service';

const doc = routeDocs('trading');
/** §6: both sides read their own trades and the prices traded. */
const anyTrader = traderGuards('read');
/** Lists of one's own: nothing to find by id, so no 404. */
const listErrors = errorReplies(400, 401, 403, 440);

/** Trades and traded prices (trading §2 market insights, §7 GET /trading/insights/prices). */
export const tradesRoutes: RoutesPlugin<{ service: TradesService }> = async (app, { service }) => {
  app.get(
    '/trading/trades',
    {
      onRequest: anyTrader,
      schema: doc.signedIn(
        'The latest trades of the caller’s business, as seller or buyer',
        { 200: envelopeSchema(z.array(tradeViewSchema)), ...listErrors },
        { querystring: tradesQuerySchema },
      ),
    },
    async (request) => ok(await service.recent(principalOf(request), request.query.limit)),
  );

  app.get(
    '/trading/insights/prices',
    {
      onRequest: anyTrader,
      schema: doc.signedIn('Prices traded on the platform by crop and week over the last 52 weeks (no party named)', {
        200: envelopeSchema(z.array(tradedPriceWeekSchema)),
        ...listErrors,
      }),
    },
    async () => ok(await service.prices()),
  );
};
