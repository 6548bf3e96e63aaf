import { wantedViewSchema, type WantedCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/wanted: a buyer's wanted listing. */
export function createWanted(body: WantedCreate) {
  return apiData('POST', '/trading/wanted', { body, schema: wantedViewSchema });
}

export const useCreateWanted = () => useRefreshingMutation(TRADING_QUERY_KEY, createWanted);
