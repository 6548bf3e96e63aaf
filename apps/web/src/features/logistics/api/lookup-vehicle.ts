import { vehicleLookupSchema } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';

/** GET /api/logistics/vehicles/lookup: the register's details, or 404 'enter its details manually'. */
export function lookupVehicle(registration: string) {
  return apiData('GET', '/logistics/vehicles/lookup', { query: { registration }, schema: vehicleLookupSchema });
}
