import { z } from 'zod';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { ALERTS_QUERY_KEY } from './market-query-keys';

/** DELETE /api/trading/alert-preferences/:id. */
export function deleteAlert({ id }: { id: string }) {
  return apiData('DELETE', `/trading/alert-preferences/${encodeURIComponent(id)}`, { schema: z.null() });
}

export const useDeleteAlert = () => useRefreshingMutation(ALERTS_QUERY_KEY, deleteAlert);
