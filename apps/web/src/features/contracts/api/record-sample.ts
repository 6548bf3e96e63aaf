import { deliverySampleSchema, type SampleCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { CONTRACTS_QUERY_KEY } from './contracts-query-keys';
import type { DeliveryRef } from './delete-delivery';
import { deliveryPath } from './plan-delivery';

/** POST .../deliveries/{deliveryId}/sample: the buyer's sample; the answer checks it and prices it. */
export function recordSample({ contractId, deliveryId, body }: DeliveryRef & { body: SampleCreate }) {
  return apiData('POST', `${deliveryPath(contractId, deliveryId)}/sample`, { body, schema: deliverySampleSchema });
}

export const useRecordSample = () => useRefreshingMutation(CONTRACTS_QUERY_KEY, recordSample);
