import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { CONTRACTS_QUERY_KEY } from './contracts-query-keys';
import { deliveryPath } from './plan-delivery';

export interface DeliveryRef {
  contractId: string;
  deliveryId: string;
}

/** DELETE /api/trading/contracts/{id}/deliveries/{deliveryId}: a planned delivery and its planned movement go. */
export async function deleteDelivery({ contractId, deliveryId }: DeliveryRef): Promise<void> {
  await apiData('DELETE', deliveryPath(contractId, deliveryId));
}

export const useDeleteDelivery = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, deleteDelivery);
