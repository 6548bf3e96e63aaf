import { loadViewSchema, type LoadTipped } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { LOADS_QUERY_KEY } from './loads-query-keys';

/** PUT /api/logistics/loads/{id}/tipped: where the load was tipped; it reads delivered. */
export const useRecordLoadTipped = () =>
  useRefreshingMutation(LOADS_QUERY_KEY, ({ id, body }: { id: string; body: LoadTipped }) =>
    apiData('PUT', `/logistics/loads/${encodeURIComponent(id)}/tipped`, { body, schema: loadViewSchema }),
  );
