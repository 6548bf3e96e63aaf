import { wantedViewSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/wanted/{id}/close. */
export function closeWanted(id: string) {
  return apiData('PATCH', `/trading/wanted/${encodeURIComponent(id)}/close`, { schema: wantedViewSchema });
}

export const useCloseWanted = () => useRefreshingMutation(TRADING_QUERY_KEY, closeWanted);
