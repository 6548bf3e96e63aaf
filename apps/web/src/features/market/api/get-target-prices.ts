import { targetPriceSchema } from '@harvest/domain';
import { z } from 'zod';
import { apiGetQuery } from '../../../lib/api/api-query';
import { TARGET_PRICES_QUERY_KEY } from './market-query-keys';

/** GET /api/trading/target-prices: the business's targets with the market price each is measured against. */
export const targetPricesQuery = apiGetQuery({
  key: () => [...TARGET_PRICES_QUERY_KEY],
  path: () => '/trading/target-prices',
  schema: z.array(targetPriceSchema),
});

export const useTargetPrices = (enabled = true) => targetPricesQuery.useQuery(undefined, { enabled });
