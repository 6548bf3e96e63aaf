import { trailerSchema } from '@harvest/domain';
import { z } from 'zod';
import { apiGetQuery } from '../../../lib/api/api-query';
import { FLEET_QUERY_KEY } from './fleet-query-keys';

/** GET /api/logistics/trailers. */
export const trailersQuery = apiGetQuery({
  key: () => [...FLEET_QUERY_KEY, 'trailers'],
  path: () => '/logistics/trailers?limit=100',
  schema: z.array(trailerSchema),
});

export const useTrailers = () => trailersQuery.useQuery();
