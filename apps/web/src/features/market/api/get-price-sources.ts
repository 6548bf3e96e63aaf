import { priceSourceSummarySchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { priceSourcesQueryKey } from './market-query-keys';

/** GET /api/admin/market-prices/sources: each imported source with its saved mapping and latest import. */
export const priceSourcesQuery = apiGetQuery({
  key: () => priceSourcesQueryKey,
  path: () => '/admin/market-prices/sources',
  schema: priceSourceSummarySchema.array(),
});

export const usePriceSources = () => priceSourcesQuery.useQuery();
