import { bidViewSchema, type BidCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/bids: 409 when a colleague or the buyer already has an offer on it, or it is not open. */
export function createBid(body: BidCreate) {
  return apiData('POST', '/trading/bids', { body, schema: bidViewSchema });
}

export const useCreateBid = () => useRefreshingMutation(TRADING_QUERY_KEY, createBid);
