import { deliveryViewSchema, type DeliveryCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { CONTRACTS_QUERY_KEY } from './contracts-query-keys';

const deliveriesPath = (contractId: string) => `/trading/contracts/${encodeURIComponent(contractId)}/deliveries`;

export interface DeliveryPlan {
  contractId: string;
  /** The planned delivery being changed; none plans a new one. */
  deliveryId: string | null;
  body: DeliveryCreate;
}

/**
 * POST /api/trading/contracts/{id}/deliveries (a new plan: a planned outbound movement of the lots) or PATCH
 * .../deliveries/{deliveryId} (a planned delivery's date, weight and lots).
 */
export function planDelivery({ contractId, deliveryId, body }: DeliveryPlan) {
  return deliveryId === null
    ? apiData('POST', deliveriesPath(contractId), { body, schema: deliveryViewSchema })
    : apiData('PATCH', `${deliveriesPath(contractId)}/${encodeURIComponent(deliveryId)}`, {
        body,
        schema: deliveryViewSchema,
      });
}

export const usePlanDelivery = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, planDelivery);

/** The path of one delivery, for its other changes. */
export const deliveryPath = (contractId: string, deliveryId: string) =>
  `${deliveriesPath(contractId)}/${encodeURIComponent(deliveryId)}`;
