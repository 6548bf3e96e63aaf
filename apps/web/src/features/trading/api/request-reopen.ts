import { bidViewSchema, type ReopenRequestInput } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/bids/{id}/expired-bid-offer: asks the buyer of an expired offer to trade at it (2 hours). */
export async function requestReopen({ id, ...body }: ReopenRequestInput & { id: string }) {
  return (
    await apiRequest('POST', `/trading/bids/${encodeURIComponent(id)}/expired-bid-offer`, {
      body,
      schema: bidViewSchema,
      auth: 'required',
    })
  ).data;
}

export const useRequestReopen = () => useRefreshingMutation(TRADING_QUERY_KEY, requestReopen);
