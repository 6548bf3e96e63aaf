import { contractViewSchema } from '@harvest/domain';
import { apiPageQuery } from '../../../lib/api/api-query';
import { contractsQueryKey, type ContractsFilter } from './contracts-query-keys';

/**
 * GET /api/trading/contracts (trading.contracts read): one page (25) of the caller's contracts of one type, newest
 * first, as seller or buyer (`side` says which).
 */
export const contractsQuery = apiPageQuery({
  key: contractsQueryKey,
  path: '/trading/contracts',
  query: ({ type, status, offset }: ContractsFilter) => ({ offset, type, ...(status ? { status } : {}) }),
  schema: contractViewSchema.array(),
});

export const useContracts = (filter: ContractsFilter) => contractsQuery.useQuery(filter);
