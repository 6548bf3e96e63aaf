import { bidViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/bids/{id}/expired-bid-decline-offer. */
export function declineReopen(id: string) {
  return apiData('POST', `/trading/bids/${encodeURIComponent(id)}/expired-bid-decline-offer`, {
    schema: bidViewSchema,
  });
}

export const useDeclineReopen = () => useRefreshingMutation(TRADING_QUERY_KEY, declineReopen);
