import { deliveryViewSchema, type SettlementCreate, type SettlementPayment } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { CONTRACTS_QUERY_KEY } from './contracts-query-keys';
import type { DeliveryRef } from './delete-delivery';
import { deliveryPath } from './plan-delivery';

const settlementPath = ({ contractId, deliveryId }: DeliveryRef) =>
  `${deliveryPath(contractId, deliveryId)}/settlement`;

/**
 * POST .../deliveries/{deliveryId}/settlement: either party settles a delivered delivery; its invoice is issued
 * (self-billed when the buyer settles). Under the contracts key, so the contract, its deliveries and invoices refresh.
 */
export function settleDelivery({ body, ...ref }: DeliveryRef & { body: SettlementCreate }) {
  return apiData('POST', settlementPath(ref), { body, schema: deliveryViewSchema });
}

export const useSettleDelivery = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, settleDelivery);

/** POST .../settlement/payment: the seller records the day the payment was received; the delivery is paid. */
export function recordPayment({ body, ...ref }: DeliveryRef & { body: SettlementPayment }) {
  return apiData('POST', `${settlementPath(ref)}/payment`, { body, schema: deliveryViewSchema });
}

export const useRecordPayment = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, recordPayment);
