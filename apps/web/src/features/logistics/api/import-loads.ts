import { loadImportResultSchema, type LoadImportRequest } from '@harvest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { LOADS_QUERY_KEY } from './loads-query-keys';

/** POST /api/logistics/loads/import: a dry run lists every bad row; a real run writes all the new rows or none. */
export function importLoads(body: LoadImportRequest) {
  return apiData('POST', '/logistics/loads/import', { body, schema: loadImportResultSchema });
}

/** The check of a file: writes nothing, so nothing is refreshed. */
export const useCheckLoadImport = () =>
  useMutation({ mutationFn: (csv: string) => importLoads({ csv, dryRun: true }) });

/** The upload itself (sent once, with an Idempotency-Key), then the loads lists refresh. */
export const useImportLoads = () =>
  useRefreshingMutation(LOADS_QUERY_KEY, (csv: string) => importLoads({ csv, dryRun: false }));
