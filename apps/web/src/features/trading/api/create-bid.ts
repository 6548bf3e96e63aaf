import { bidViewSchema, type BidCreate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/bids: 409 when a colleague or the buyer already has an offer on it, or it is not open. */
export async function createBid(body: BidCreate) {
  return (await apiRequest('POST', '/trading/bids', { body, schema: bidViewSchema, auth: 'required' })).data;
}

export const useCreateBid = () => useRefreshingMutation(TRADING_QUERY_KEY, createBid);
