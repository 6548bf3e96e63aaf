import { marketListingSchema, type MarketListing } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage, type Page } from '../../../lib/api/api-data';
import { marketQueryKey } from './trading-query-keys';

export interface MarketQuery {
  commodityId: string | null;
  offset: number;
  limit: number;
}

/** GET /api/trading/market (trading:buyers, trading.bids read): listings open for offers, soonest review first. */
export function getMarket(query: MarketQuery, signal?: AbortSignal): Promise<Page<MarketListing>> {
  return apiPage('/trading/market', {
    query: { commodityId: query.commodityId, offset: query.offset, limit: query.limit },
    schema: marketListingSchema.array(),
    signal,
  });
}

export function useMarket(query: MarketQuery) {
  return useQuery({
    queryKey: [...marketQueryKey, query],
    queryFn: ({ signal }) => getMarket(query, signal),
    placeholderData: keepPreviousData,
  });
}
