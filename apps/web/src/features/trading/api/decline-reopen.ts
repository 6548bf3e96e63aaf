import { bidViewSchema } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/bids/{id}/expired-bid-decline-offer. */
export async function declineReopen(id: string) {
  return (
    await apiRequest('POST', `/trading/bids/${encodeURIComponent(id)}/expired-bid-decline-offer`, {
      schema: bidViewSchema,
      auth: 'required',
    })
  ).data;
}

export const useDeclineReopen = () => useRefreshingMutation(TRADING_QUERY_KEY, declineReopen);
