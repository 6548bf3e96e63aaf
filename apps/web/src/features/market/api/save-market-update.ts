import { marketUpdateAdminSchema, type MarketUpdateInput } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { MARKET_UPDATES_QUERY_KEY } from './market-updates-query-keys';

/** POST /api/admin/market-updates, or PATCH /api/admin/market-updates/{id} with an id. */
export async function saveMarketUpdate({ id, input }: { id: string | null; input: MarketUpdateInput }) {
  const options = { body: input, schema: marketUpdateAdminSchema, auth: 'required' } as const;
  const { data } = id
    ? await apiRequest('PATCH', `/admin/market-updates/${encodeURIComponent(id)}`, options)
    : await apiRequest('POST', '/admin/market-updates', options);
  return data;
}

export const useSaveMarketUpdate = () => useRefreshingMutation(MARKET_UPDATES_QUERY_KEY, saveMarketUpdate);
