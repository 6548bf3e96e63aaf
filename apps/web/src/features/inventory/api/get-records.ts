import { stockRecordSchema, type StockRecord } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { recordsQueryKey } from './inventory-query-keys';

/** GET /api/inventory/records (inventory.movements read): the stock records at the caller's units. */
export async function getRecords(signal?: AbortSignal): Promise<StockRecord[]> {
  const { data } = await apiRequest('GET', '/inventory/records', {
    schema: stockRecordSchema.array(),
    auth: 'required',
    signal,
  });
  return data;
}

export function useRecords() {
  return useQuery({ queryKey: recordsQueryKey, queryFn: ({ signal }) => getRecords(signal) });
}
