import { bidViewSchema, type ContractDetails } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/bids/{id}/contract: the buyer's contract details, due within 72 hours of the trade. */
export function attachContract({ id, ...body }: ContractDetails & { id: string }) {
  return apiData('PATCH', `/trading/bids/${encodeURIComponent(id)}/contract`, { body, schema: bidViewSchema });
}

export const useAttachContract = () => useRefreshingMutation(TRADING_QUERY_KEY, attachContract);
