import { buyerDashboardSchema, type BuyerDashboard } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { buyerDashboardQueryKey } from './trading-query-keys';

/** GET /api/trading/buyer/dashboard (trading:buyers, trading.bids read): the buyer business's position now. */
export async function getBuyerDashboard(signal?: AbortSignal): Promise<BuyerDashboard> {
  const { data } = await apiRequest('GET', '/trading/buyer/dashboard', {
    schema: buyerDashboardSchema,
    auth: 'required',
    signal,
  });
  return data;
}

export function useBuyerDashboard() {
  return useQuery({ queryKey: buyerDashboardQueryKey, queryFn: ({ signal }) => getBuyerDashboard(signal) });
}
