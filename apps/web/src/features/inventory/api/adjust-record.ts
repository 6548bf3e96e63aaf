import { stockRecordSchema, type AdjustmentCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/records/{id}/adjustments: a loss or a stock-take correction. */
export function adjustRecord({ recordId, ...body }: AdjustmentCreate & { recordId: string }) {
  return apiData('POST', `/inventory/records/${encodeURIComponent(recordId)}/adjustments`, {
    body,
    schema: stockRecordSchema,
  });
}

export const useAdjustRecord = () => useRefreshingMutation(INVENTORY_QUERY_KEY, adjustRecord);
