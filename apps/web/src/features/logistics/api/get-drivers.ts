import { driverCandidateSchema, driverSchema } from '@harvest/domain';
import { z } from 'zod';
import { apiGetQuery } from '../../../lib/api/api-query';
import { FLEET_QUERY_KEY } from './fleet-query-keys';

/** GET /api/logistics/drivers. */
export const driversQuery = apiGetQuery({
  key: () => [...FLEET_QUERY_KEY, 'drivers'],
  path: () => '/logistics/drivers',
  schema: z.array(driverSchema),
});

export const useDrivers = () => driversQuery.useQuery();

/** GET /api/logistics/drivers/candidates: the team's driver group, registered or not. */
export const driverCandidatesQuery = apiGetQuery({
  key: () => [...FLEET_QUERY_KEY, 'driver-candidates'],
  path: () => '/logistics/drivers/candidates',
  schema: z.array(driverCandidateSchema),
});

export const useDriverCandidates = () => driverCandidatesQuery.useQuery();
