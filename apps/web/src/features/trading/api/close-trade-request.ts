import { tradeRequestViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/trade-requests/{id}/close: the buyer accepts or declines; the seller withdraws. */
export function closeTradeRequest({ id, outcome }: { id: string; outcome: 'accepted' | 'declined' | 'withdrawn' }) {
  return apiData('PATCH', `/trading/trade-requests/${encodeURIComponent(id)}/close`, {
    body: { outcome },
    schema: tradeRequestViewSchema,
  });
}

export const useCloseTradeRequest = () => useRefreshingMutation(TRADING_QUERY_KEY, closeTradeRequest);
