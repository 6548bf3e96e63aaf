import { wantedViewSchema, type Pagination, type WantedView } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { wantedQueryKey } from './trading-query-keys';

export interface WantedQuery {
  /** The caller's own wanted listings (a buyer's), or every active one (for sellers). */
  mine: boolean;
  offset: number;
  limit: number;
}

/** GET /api/trading/wanted. */
export async function getWanted(
  query: WantedQuery,
  signal?: AbortSignal,
): Promise<{ items: WantedView[]; pagination: Pagination | null }> {
  const { data, pagination } = await apiRequest('GET', '/trading/wanted', {
    query: { mine: String(query.mine), offset: query.offset, limit: query.limit },
    schema: wantedViewSchema.array(),
    auth: 'required',
    signal,
  });
  return { items: data, pagination };
}

export function useWanted(query: WantedQuery) {
  return useQuery({
    queryKey: [...wantedQueryKey, query],
    queryFn: ({ signal }) => getWanted(query, signal),
    placeholderData: keepPreviousData,
  });
}
