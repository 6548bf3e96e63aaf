import { z } from 'zod';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TARGET_PRICES_QUERY_KEY } from './market-query-keys';

/** DELETE /api/trading/target-prices/:id. */
export function deleteTargetPrice({ id }: { id: string }) {
  return apiData('DELETE', `/trading/target-prices/${encodeURIComponent(id)}`, { schema: z.null() });
}

export const useDeleteTargetPrice = () => useRefreshingMutation(TARGET_PRICES_QUERY_KEY, deleteTargetPrice);
