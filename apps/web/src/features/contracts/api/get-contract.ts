import { contractViewSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { contractQueryKey } from './contracts-query-keys';

/** GET /api/trading/contracts/{id}: one contract, to its two parties (anyone else: 404). */
export const contractQuery = apiGetQuery({
  key: contractQueryKey,
  path: (id: string) => `/trading/contracts/${encodeURIComponent(id)}`,
  schema: contractViewSchema,
});

export const useContract = (id: string) => contractQuery.useQuery(id);
