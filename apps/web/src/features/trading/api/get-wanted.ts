import { wantedViewSchema, type WantedView } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage, type Page } from '../../../lib/api/api-data';
import { wantedQueryKey } from './trading-query-keys';

export interface WantedQuery {
  /** The caller's own wanted listings (a buyer's), or every active one (for sellers). */
  mine: boolean;
  offset: number;
  limit: number;
}

/** GET /api/trading/wanted. */
export function getWanted(query: WantedQuery, signal?: AbortSignal): Promise<Page<WantedView>> {
  return apiPage('/trading/wanted', {
    query: { mine: String(query.mine), offset: query.offset, limit: query.limit },
    schema: wantedViewSchema.array(),
    signal,
  });
}

export function useWanted(query: WantedQuery) {
  return useQuery({
    queryKey: [...wantedQueryKey, query],
    queryFn: ({ signal }) => getWanted(query, signal),
    placeholderData: keepPreviousData,
  });
}
