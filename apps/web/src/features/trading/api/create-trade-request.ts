import { tradeRequestViewSchema, type TradeRequestCreate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/trade-requests: a seller asks a wanted listing's buyer to trade (2 hours to answer). */
export async function createTradeRequest(body: TradeRequestCreate) {
  return (
    await apiRequest('POST', '/trading/trade-requests', { body, schema: tradeRequestViewSchema, auth: 'required' })
  ).data;
}

export const useCreateTradeRequest = () => useRefreshingMutation(TRADING_QUERY_KEY, createTradeRequest);
