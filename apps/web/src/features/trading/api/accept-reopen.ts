import { bidViewSchema } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/bids/{id}/expired-bid-accept-offer: the buyer takes the reopen request; the trade is confirmed. */
export async function acceptReopen(id: string) {
  return (
    await apiRequest('POST', `/trading/bids/${encodeURIComponent(id)}/expired-bid-accept-offer`, {
      schema: bidViewSchema,
      auth: 'required',
    })
  ).data;
}

export const useAcceptReopen = () => useRefreshingMutation(TRADING_QUERY_KEY, acceptReopen);
