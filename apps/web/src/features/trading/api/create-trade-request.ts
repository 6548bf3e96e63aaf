import { tradeRequestViewSchema, type TradeRequestCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/trade-requests: a seller asks a wanted listing's buyer to trade (2 hours to answer). */
export function createTradeRequest(body: TradeRequestCreate) {
  return apiData('POST', '/trading/trade-requests', { body, schema: tradeRequestViewSchema });
}

export const useCreateTradeRequest = () => useRefreshingMutation(TRADING_QUERY_KEY, createTradeRequest);
