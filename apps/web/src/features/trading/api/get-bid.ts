import { bidViewSchema, type BidView } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useQueryById } from '../../../lib/api/use-query-by-id';
import { bidQueryKey } from './trading-query-keys';

/** GET /api/trading/bids/{id}: one offer, for its buyer's business or the listing's seller (`side` says which). */
export function getBid(id: string, signal?: AbortSignal): Promise<BidView> {
  return apiData('GET', `/trading/bids/${encodeURIComponent(id)}`, { schema: bidViewSchema, signal });
}

export const useBid = (id: string | null) => useQueryById(id, bidQueryKey, getBid);
