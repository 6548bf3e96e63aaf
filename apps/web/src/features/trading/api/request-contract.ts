import { bidViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/bids/{id}/contract-request: once the buyer's 72 hours have passed without a contract. */
export function requestContract(id: string) {
  return apiData('POST', `/trading/bids/${encodeURIComponent(id)}/contract-request`, { schema: bidViewSchema });
}

export const useRequestContract = () => useRefreshingMutation(TRADING_QUERY_KEY, requestContract);
