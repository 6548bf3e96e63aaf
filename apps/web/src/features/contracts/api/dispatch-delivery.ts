import { deliveryViewSchema, type DeliveryDispatch } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { CONTRACTS_QUERY_KEY } from './contracts-query-keys';
import type { DeliveryRef } from './delete-delivery';
import { deliveryPath } from './plan-delivery';

/**
 * POST .../deliveries/{deliveryId}/dispatch: the seller sends a planned delivery on its way, on the day and at the
 * weight it actually left; its movement completes and the store's stock falls.
 */
export function dispatchDelivery({ contractId, deliveryId, body }: DeliveryRef & { body: DeliveryDispatch }) {
  return apiData('POST', `${deliveryPath(contractId, deliveryId)}/dispatch`, { body, schema: deliveryViewSchema });
}

export const useDispatchDelivery = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, dispatchDelivery);
