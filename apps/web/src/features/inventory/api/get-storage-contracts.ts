import { contractViewSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/**
 * GET /api/trading/contracts?type=storage (trading.contracts read): the business's storage contracts, which a lot
 * stored for someone else links to. Read by URL, as features meet (the contracts feature has its own list). A
 * business holds a handful, so the first 100 are all of them.
 */
export const storageContractsQuery = apiGetQuery({
  key: () => [...INVENTORY_QUERY_KEY, 'storage-contracts'] as const,
  path: () => '/trading/contracts?type=storage&limit=100',
  schema: contractViewSchema.array(),
});

export const useStorageContracts = (enabled: boolean) => storageContractsQuery.useQuery(undefined, { enabled });
