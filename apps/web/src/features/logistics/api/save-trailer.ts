import { trailerSchema, type TrailerCreate, type TrailerUpdate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { FLEET_QUERY_KEY } from './fleet-query-keys';

/** POST /api/logistics/trailers, or PATCH one. */
export function saveTrailer({ id, body }: { id: string | null; body: TrailerCreate | TrailerUpdate }) {
  return id
    ? apiData('PATCH', `/logistics/trailers/${encodeURIComponent(id)}`, { body, schema: trailerSchema })
    : apiData('POST', '/logistics/trailers', { body, schema: trailerSchema });
}

export const useSaveTrailer = () => useRefreshingMutation(FLEET_QUERY_KEY, saveTrailer);
