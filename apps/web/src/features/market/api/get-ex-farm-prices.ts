import { exFarmPriceSchema, type exFarmQuerySchema } from '@harvest/domain';
import type { z } from 'zod';
import { apiData } from '../../../lib/api/api-data';
import { apiQuery } from '../../../lib/api/api-query';
import { exFarmQueryKey } from './market-query-keys';

type ExFarmAsk = Partial<z.infer<typeof exFarmQuerySchema>>;

/** GET /api/trading/ex-farm: the latest ex-farm day of each crop in each region (403 without the insights upgrade). */
export const exFarmPricesQuery = apiQuery(exFarmQueryKey, (ask: ExFarmAsk, signal?: AbortSignal) =>
  apiData('GET', '/trading/ex-farm', { query: ask, schema: exFarmPriceSchema.array(), signal }),
);

export const useExFarmPrices = (ask: ExFarmAsk, options?: { enabled?: boolean }) =>
  exFarmPricesQuery.useQuery(ask, options);
