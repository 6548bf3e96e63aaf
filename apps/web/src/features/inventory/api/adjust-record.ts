import { stockRecordSchema, type AdjustmentCreate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/records/{id}/adjustments: a loss or a stock-take correction. */
export async function adjustRecord({ recordId, ...body }: AdjustmentCreate & { recordId: string }) {
  return (
    await apiRequest('POST', `/inventory/records/${encodeURIComponent(recordId)}/adjustments`, {
      body,
      schema: stockRecordSchema,
      auth: 'required',
    })
  ).data;
}

export const useAdjustRecord = () => useRefreshingMutation(INVENTORY_QUERY_KEY, adjustRecord);
