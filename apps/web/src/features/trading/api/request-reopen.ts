import { bidViewSchema, type ReopenRequestInput } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/bids/{id}/expired-bid-offer: asks the buyer of an expired offer to trade at it (2 hours). */
export function requestReopen({ id, ...body }: ReopenRequestInput & { id: string }) {
  return apiData('POST', `/trading/bids/${encodeURIComponent(id)}/expired-bid-offer`, { body, schema: bidViewSchema });
}

export const useRequestReopen = () => useRefreshingMutation(TRADING_QUERY_KEY, requestReopen);
