import { stockRecordSchema, type StockRecord } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { recordsQueryKey } from './inventory-query-keys';

/** GET /api/inventory/records (inventory.movements read): the stock records at the caller's units. */
export function getRecords(signal?: AbortSignal): Promise<StockRecord[]> {
  return apiData('GET', '/inventory/records', { schema: stockRecordSchema.array(), signal });
}

export function useRecords() {
  return useQuery({ queryKey: recordsQueryKey, queryFn: ({ signal }) => getRecords(signal) });
}
