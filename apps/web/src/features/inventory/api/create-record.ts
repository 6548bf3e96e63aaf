import { stockRecordSchema, type StockRecordCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/records: a record with its opening quantity. */
export function createRecord(body: StockRecordCreate) {
  return apiData('POST', '/inventory/records', { body, schema: stockRecordSchema });
}

export const useCreateRecord = () => useRefreshingMutation(INVENTORY_QUERY_KEY, createRecord);
