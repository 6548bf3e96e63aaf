import { bidViewSchema, type BidAccept } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/bids/{id}/accept: one option of an offer under review; the trade is confirmed. */
export function acceptBid({ id, ...body }: BidAccept & { id: string }) {
  return apiData('PATCH', `/trading/bids/${encodeURIComponent(id)}/accept`, { body, schema: bidViewSchema });
}

export const useAcceptBid = () => useRefreshingMutation(TRADING_QUERY_KEY, acceptBid);
