import { loadViewSchema, type LoadCreate, type LoadUpdate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { LOADS_QUERY_KEY } from './loads-query-keys';

/** POST /api/logistics/loads (a new load) or PATCH /api/logistics/loads/{id} (a change); the lists refresh. */
export const useSaveLoad = () =>
  useRefreshingMutation(LOADS_QUERY_KEY, ({ id, body }: { id: string | null; body: LoadCreate | LoadUpdate }) =>
    id === null
      ? apiData('POST', '/logistics/loads', { body, schema: loadViewSchema })
      : apiData('PATCH', `/logistics/loads/${encodeURIComponent(id)}`, { body, schema: loadViewSchema }),
  );
