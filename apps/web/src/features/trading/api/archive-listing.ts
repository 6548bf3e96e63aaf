import { sellerListingSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/listings/{id}/archive: an ended or traded listing. */
export function archiveListing(id: string) {
  return apiData('PATCH', `/trading/listings/${encodeURIComponent(id)}/archive`, { schema: sellerListingSchema });
}

export const useArchiveListing = () => useRefreshingMutation(TRADING_QUERY_KEY, archiveListing);
