import { bidViewSchema } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/bids/{id}/contract-request: once the buyer's 72 hours have passed without a contract. */
export async function requestContract(id: string) {
  return (
    await apiRequest('POST', `/trading/bids/${encodeURIComponent(id)}/contract-request`, {
      schema: bidViewSchema,
      auth: 'required',
    })
  ).data;
}

export const useRequestContract = () => useRefreshingMutation(TRADING_QUERY_KEY, requestContract);
