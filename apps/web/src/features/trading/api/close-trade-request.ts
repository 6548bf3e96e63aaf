import { tradeRequestViewSchema } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/trade-requests/{id}/close: the buyer accepts or declines; the seller withdraws. */
export async function closeTradeRequest({
  id,
  outcome,
}: {
  id: string;
  outcome: 'accepted' | 'declined' | 'withdrawn';
}) {
  return (
    await apiRequest('PATCH', `/trading/trade-requests/${encodeURIComponent(id)}/close`, {
      body: { outcome },
      schema: tradeRequestViewSchema,
      auth: 'required',
    })
  ).data;
}

export const useCloseTradeRequest = () => useRefreshingMutation(TRADING_QUERY_KEY, closeTradeRequest);
