import { vehicleSchema, type VehicleCreate, type VehicleUpdate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { FLEET_QUERY_KEY } from './fleet-query-keys';

/** POST /api/logistics/vehicles, or PATCH /api/logistics/vehicles/:id when the vehicle is known. */
export function saveVehicle({ id, body }: { id: string | null; body: VehicleCreate | VehicleUpdate }) {
  return id
    ? apiData('PATCH', `/logistics/vehicles/${encodeURIComponent(id)}`, { body, schema: vehicleSchema })
    : apiData('POST', '/logistics/vehicles', { body, schema: vehicleSchema });
}

export const useSaveVehicle = () => useRefreshingMutation(FLEET_QUERY_KEY, saveVehicle);
