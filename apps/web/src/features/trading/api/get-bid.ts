import { bidViewSchema, type BidView } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { bidQueryKey } from './trading-query-keys';

/** GET /api/trading/bids/{id}: one offer, for its buyer's business or the listing's seller (`side` says which). */
export async function getBid(id: string, signal?: AbortSignal): Promise<BidView> {
  const { data } = await apiRequest('GET', `/trading/bids/${encodeURIComponent(id)}`, {
    schema: bidViewSchema,
    auth: 'required',
    signal,
  });
  return data;
}

export function useBid(id: string | null) {
  return useQuery({
    queryKey: bidQueryKey(id ?? ''),
    queryFn: ({ signal }) => getBid(id ?? '', signal),
    enabled: Boolean(id),
  });
}
