import { buyerDashboardSchema, type BuyerDashboard } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { buyerDashboardQueryKey } from './trading-query-keys';

/** GET /api/trading/buyer/dashboard (trading:buyers, trading.bids read): the buyer business's position now. */
export function getBuyerDashboard(signal?: AbortSignal): Promise<BuyerDashboard> {
  return apiData('GET', '/trading/buyer/dashboard', { schema: buyerDashboardSchema, signal });
}

export function useBuyerDashboard() {
  return useQuery({ queryKey: buyerDashboardQueryKey, queryFn: ({ signal }) => getBuyerDashboard(signal) });
}
