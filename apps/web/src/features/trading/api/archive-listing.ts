import { sellerListingSchema } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/listings/{id}/archive: an ended or traded listing. */
export async function archiveListing(id: string) {
  return (
    await apiRequest('PATCH', `/trading/listings/${encodeURIComponent(id)}/archive`, {
      schema: sellerListingSchema,
      auth: 'required',
    })
  ).data;
}

export const useArchiveListing = () => useRefreshingMutation(TRADING_QUERY_KEY, archiveListing);
