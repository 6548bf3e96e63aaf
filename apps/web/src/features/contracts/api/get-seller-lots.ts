import { stockRecordSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { sellerLotsQueryKey } from './contracts-query-keys';

/**
 * GET /api/inventory/records (the stock page's list): the seller's stock records, from which a delivery picks its
 * lots. Read here rather than through the inventory feature, which a feature may not import.
 */
export const sellerLotsQuery = apiGetQuery({
  key: sellerLotsQueryKey,
  path: () => '/inventory/records',
  schema: stockRecordSchema.array(),
});

export const useSellerLots = (options: { enabled: boolean }) => sellerLotsQuery.useQuery(undefined, options);
