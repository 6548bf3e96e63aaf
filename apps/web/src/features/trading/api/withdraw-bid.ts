import { bidViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/bids/{id}/withdraw: 409 once the acceptance timeframe has ended. */
export function withdrawBid(id: string) {
  return apiData('PATCH', `/trading/bids/${encodeURIComponent(id)}/withdraw`, { schema: bidViewSchema });
}

export const useWithdrawBid = () => useRefreshingMutation(TRADING_QUERY_KEY, withdrawBid);
