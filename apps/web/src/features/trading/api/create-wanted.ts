import { wantedViewSchema, type WantedCreate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/wanted: a buyer's wanted listing. */
export async function createWanted(body: WantedCreate) {
  return (await apiRequest('POST', '/trading/wanted', { body, schema: wantedViewSchema, auth: 'required' })).data;
}

export const useCreateWanted = () => useRefreshingMutation(TRADING_QUERY_KEY, createWanted);
