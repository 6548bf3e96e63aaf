import { driverSchema, type DriverCreate, type DriverUpdate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { FLEET_QUERY_KEY } from './fleet-query-keys';

/** POST /api/logistics/drivers (a team member and their number), or PATCH a driver's number. */
export function saveDriver(input: { id: null; body: DriverCreate } | { id: string; body: DriverUpdate }) {
  return input.id
    ? apiData('PATCH', `/logistics/drivers/${encodeURIComponent(input.id)}`, { body: input.body, schema: driverSchema })
    : apiData('POST', '/logistics/drivers', { body: input.body, schema: driverSchema });
}

export const useSaveDriver = () => useRefreshingMutation(FLEET_QUERY_KEY, saveDriver);
