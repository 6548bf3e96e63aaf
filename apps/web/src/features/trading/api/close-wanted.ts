import { wantedViewSchema } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/wanted/{id}/close. */
export async function closeWanted(id: string) {
  return (
    await apiRequest('PATCH', `/trading/wanted/${encodeURIComponent(id)}/close`, {
      schema: wantedViewSchema,
      auth: 'required',
    })
  ).data;
}

export const useCloseWanted = () => useRefreshingMutation(TRADING_QUERY_KEY, closeWanted);
