import { priceImportResultSchema, type PriceImportRequest } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { MARKET_QUERY_KEY } from './market-query-keys';

/** The request without its dry-run switch: the check and the import send the same table. */
export type PriceImportTable = Omit<PriceImportRequest, 'dryRun'>;

/** POST /api/admin/market-prices/import: a dry run lists every bad row; a real run replaces the source's days. */
export function importPrices(body: PriceImportRequest) {
  return apiData('POST', '/admin/market-prices/import', { body, schema: priceImportResultSchema });
}

/** The check of a table: writes nothing, so nothing is refreshed. */
export const useCheckPriceImport = () =>
  useMutation({ mutationFn: (table: PriceImportTable) => importPrices({ ...table, dryRun: true }) });

/** The import itself (sent once, with an Idempotency-Key), then the sources (and any prices shown) refresh. */
export const useImportPrices = () =>
  useRefreshingMutation(MARKET_QUERY_KEY, (table: PriceImportTable) => importPrices({ ...table, dryRun: false }));
