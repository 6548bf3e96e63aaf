import { stockRecordSchema, type StockRecordCreate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/records: a record with its opening quantity. */
export async function createRecord(body: StockRecordCreate) {
  return (await apiRequest('POST', '/inventory/records', { body, schema: stockRecordSchema, auth: 'required' })).data;
}

export const useCreateRecord = () => useRefreshingMutation(INVENTORY_QUERY_KEY, createRecord);
