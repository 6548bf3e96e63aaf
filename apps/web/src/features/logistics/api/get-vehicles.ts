import { vehicleSchema } from '@harvest/domain';
import { z } from 'zod';
import { apiGetQuery } from '../../../lib/api/api-query';
import { FLEET_QUERY_KEY } from './fleet-query-keys';

/** GET /api/logistics/vehicles: the fleet, by registration (a haulier's fleet fits on one page of 100). */
export const vehiclesQuery = apiGetQuery({
  key: () => [...FLEET_QUERY_KEY, 'vehicles'],
  path: () => '/logistics/vehicles?limit=100',
  schema: z.array(vehicleSchema),
});

export const useVehicles = () => vehiclesQuery.useQuery();
