import { bidViewSchema, type BidAccept } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/bids/{id}/accept: one option of an offer under review; the trade is confirmed. */
export async function acceptBid({ id, ...body }: BidAccept & { id: string }) {
  return (
    await apiRequest('PATCH', `/trading/bids/${encodeURIComponent(id)}/accept`, {
      body,
      schema: bidViewSchema,
      auth: 'required',
    })
  ).data;
}

export const useAcceptBid = () => useRefreshingMutation(TRADING_QUERY_KEY, acceptBid);
