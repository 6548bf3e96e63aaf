import { bidViewSchema, type BidEdit } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/bids/{id}: the whole offer again, which replaces it while the listing is live. */
export async function editBid({ id, ...body }: BidEdit & { id: string }) {
  return (
    await apiRequest('PATCH', `/trading/bids/${encodeURIComponent(id)}`, {
      body,
      schema: bidViewSchema,
      auth: 'required',
    })
  ).data;
}

export const useEditBid = () => useRefreshingMutation(TRADING_QUERY_KEY, editBid);
