import { stockImportResultSchema, type StockImportRequest } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { INVENTORY_QUERY_KEY } from './inventory-query-keys';

/** POST /api/inventory/records/import: a dry run answers what stops each row; a real run writes all or nothing. */
export function importRecords(body: StockImportRequest) {
  return apiData('POST', '/inventory/records/import', { body, schema: stockImportResultSchema });
}

/** The check of a file: writes nothing, so nothing is refreshed. */
export const useCheckImport = () => useMutation({ mutationFn: (csv: string) => importRecords({ csv, dryRun: true }) });

/** The import itself (sent once, with an Idempotency-Key), then every inventory view is refreshed. */
export const useImportRecords = () =>
  useRefreshingMutation(INVENTORY_QUERY_KEY, (csv: string) => importRecords({ csv, dryRun: false }));
