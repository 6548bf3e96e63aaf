import { bidViewSchema, type BidEdit } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/bids/{id}: the whole offer again, which replaces it while the listing is live. */
export function editBid({ id, ...body }: BidEdit & { id: string }) {
  return apiData('PATCH', `/trading/bids/${encodeURIComponent(id)}`, { body, schema: bidViewSchema });
}

export const useEditBid = () => useRefreshingMutation(TRADING_QUERY_KEY, editBid);
