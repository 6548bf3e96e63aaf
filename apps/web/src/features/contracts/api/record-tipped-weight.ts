import { deliveryViewSchema, type TippedWeight } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { CONTRACTS_QUERY_KEY } from './contracts-query-keys';
import type { DeliveryRef } from './delete-delivery';
import { deliveryPath } from './plan-delivery';

/** POST .../deliveries/{deliveryId}/tipped-weight: the buyer's weighbridge reading; the delivery is delivered. */
export function recordTippedWeight({ contractId, deliveryId, body }: DeliveryRef & { body: TippedWeight }) {
  return apiData('POST', `${deliveryPath(contractId, deliveryId)}/tipped-weight`, {
    body,
    schema: deliveryViewSchema,
  });
}

export const useRecordTippedWeight = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, recordTippedWeight);
