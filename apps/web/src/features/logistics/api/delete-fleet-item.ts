import { z } from 'zod';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { FLEET_QUERY_KEY } from './fleet-query-keys';

/** DELETE /api/logistics/{vehicles,trailers,drivers}/:id: the item leaves the fleet. */
export function deleteFleetItem({ kind, id }: { kind: 'vehicles' | 'trailers' | 'drivers'; id: string }) {
  return apiData('DELETE', `/logistics/${kind}/${encodeURIComponent(id)}`, { schema: z.null() });
}

export const useDeleteFleetItem = () => useRefreshingMutation(FLEET_QUERY_KEY, deleteFleetItem);
