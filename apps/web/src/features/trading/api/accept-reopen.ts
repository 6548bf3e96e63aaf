import { bidViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/bids/{id}/expired-bid-accept-offer: the buyer takes the reopen request; the trade is confirmed. */
export function acceptReopen(id: string) {
  return apiData('POST', `/trading/bids/${encodeURIComponent(id)}/expired-bid-accept-offer`, { schema: bidViewSchema });
}

export const useAcceptReopen = () => useRefreshingMutation(TRADING_QUERY_KEY, acceptReopen);
