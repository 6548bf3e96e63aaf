import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { MARKET_UPDATES_QUERY_KEY } from './market-updates-query-keys';

/** DELETE /api/admin/market-updates/{id}. */
export async function deleteMarketUpdate(id: string): Promise<void> {
  await apiRequest('DELETE', `/admin/market-updates/${encodeURIComponent(id)}`, { auth: 'required' });
}

export const useDeleteMarketUpdate = () => useRefreshingMutation(MARKET_UPDATES_QUERY_KEY, deleteMarketUpdate);
