import { contractDetailViewSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { contractQueryKey } from './contracts-query-keys';

/** GET /api/trading/contracts/{id}: one contract with its fixing, rollovers and price updates, to its two parties. */
export const contractQuery = apiGetQuery({
  key: contractQueryKey,
  path: (id: string) => `/trading/contracts/${encodeURIComponent(id)}`,
  schema: contractDetailViewSchema,
});

export const useContract = (id: string) => contractQuery.useQuery(id);
