import { deliveryViewSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { deliveriesQueryKey } from './contracts-query-keys';

/** GET /api/trading/contracts/{id}/deliveries: the contract's deliveries by planned date, to both parties. */
export const deliveriesQuery = apiGetQuery({
  key: deliveriesQueryKey,
  path: (contractId: string) => `/trading/contracts/${encodeURIComponent(contractId)}/deliveries`,
  schema: deliveryViewSchema.array(),
});

export const useDeliveries = (contractId: string) => deliveriesQuery.useQuery(contractId);
