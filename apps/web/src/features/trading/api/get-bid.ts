import { bidViewSchema, type BidView } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { bidQueryKey } from './trading-query-keys';

/** GET /api/trading/bids/{id}: one offer, for its buyer's business or the listing's seller (`side` says which). */
export function getBid(id: string, signal?: AbortSignal): Promise<BidView> {
  return apiData('GET', `/trading/bids/${encodeURIComponent(id)}`, { schema: bidViewSchema, signal });
}

export function useBid(id: string | null) {
  return useQuery({
    queryKey: bidQueryKey(id ?? ''),
    queryFn: ({ signal }) => getBid(id ?? '', signal),
    enabled: Boolean(id),
  });
}
