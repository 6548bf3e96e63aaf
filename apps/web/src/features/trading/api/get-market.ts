import { marketListingSchema, type MarketListing, type Pagination } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { marketQueryKey } from './trading-query-keys';

export interface MarketQuery {
  commodityId: string | null;
  offset: number;
  limit: number;
}

/** GET /api/trading/market (trading:buyers, trading.bids read): listings open for offers, soonest review first. */
export async function getMarket(
  query: MarketQuery,
  signal?: AbortSignal,
): Promise<{ items: MarketListing[]; pagination: Pagination | null }> {
  const { data, pagination } = await apiRequest('GET', '/trading/market', {
    query: { commodityId: query.commodityId, offset: query.offset, limit: query.limit },
    schema: marketListingSchema.array(),
    auth: 'required',
    signal,
  });
  return { items: data, pagination };
}

export function useMarket(query: MarketQuery) {
  return useQuery({
    queryKey: [...marketQueryKey, query],
    queryFn: ({ signal }) => getMarket(query, signal),
    placeholderData: keepPreviousData,
  });
}
