import { bidViewSchema } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/bids/{id}/withdraw: 409 once the acceptance timeframe has ended. */
export async function withdrawBid(id: string) {
  return (
    await apiRequest('PATCH', `/trading/bids/${encodeURIComponent(id)}/withdraw`, {
      schema: bidViewSchema,
      auth: 'required',
    })
  ).data;
}

export const useWithdrawBid = () => useRefreshingMutation(TRADING_QUERY_KEY, withdrawBid);
