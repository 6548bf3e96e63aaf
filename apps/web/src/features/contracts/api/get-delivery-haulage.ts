import { deliveryHaulageSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { deliveryHaulageQueryKey } from './contracts-query-keys';

/**
 * GET /api/logistics/jobs/of-delivery/{deliveryId} (issue 22): whether a delivery's haulage is booked, by this
 * business (its job) or by the other party, so 'Book haulage' is offered only while nobody has.
 */
export const deliveryHaulageQuery = apiGetQuery({
  key: deliveryHaulageQueryKey,
  path: (deliveryId: string) => `/logistics/jobs/of-delivery/${encodeURIComponent(deliveryId)}`,
  schema: deliveryHaulageSchema,
});

export const useDeliveryHaulage = (deliveryId: string, enabled: boolean) =>
  deliveryHaulageQuery.useQuery(deliveryId, { enabled });
