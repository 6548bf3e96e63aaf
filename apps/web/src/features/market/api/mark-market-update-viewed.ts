import { marketUpdateSchema } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';

/** POST /api/trading/market-updates/{id}/viewed: the update was dismissed (again is the same). */
export function markMarketUpdateViewed(id: string) {
  return apiData('POST', `/trading/market-updates/${encodeURIComponent(id)}/viewed`, { schema: marketUpdateSchema });
}

export const useMarkMarketUpdateViewed = () => useMutation({ mutationFn: markMarketUpdateViewed });
