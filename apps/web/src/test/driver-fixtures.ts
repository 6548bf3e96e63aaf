import type { DriverJob } from '@harvest/domain';

export const FARM_STOP = '00000000-0000-4000-8000-000000000001';
export const MILL_STOP = '00000000-0000-4000-8000-000000000002';
export const LOAD_ID = '00000000-0000-4000-8000-0000000000a1';

/** A job as its driver reads it: from Hillside's store to Wisbech mill, booked, one 28 t load carried. */
export function driverJobFixture(id: string, overrides: Partial<DriverJob> = {}): DriverJob {
  const stop = (stopId: string, type: 'load' | 'unload', name: string, position: number) => ({
    id: stopId,
    position,
    type,
    waypointType: 'farm' as const,
    name,
    addressLine: null,
    postcode: null,
    what3words: null,
    lat: 52.3,
    lon: 0.3,
    arrivedAt: null,
    departedAt: null,
    podSubmitted: false,
  });
  return {
    id,
    reference: `J-${id.slice(-4)}`,
    type: 'grain',
    status: 'booked',
    drivable: true,
    organiserName: 'Hillside Farm Partnership',
    pickupAt: '2026-11-27T08:00:00.000Z',
    startedAt: null,
    completedAt: null,
    driverNotes: null,
    requireGrainSample: false,
    route: null,
    stops: [stop(FARM_STOP, 'load', 'Hillside Grain Store', 0), stop(MILL_STOP, 'unload', 'Wisbech mill', 1)],
    loads: [],
    actions: [{ action: 'start', stopId: null }],
    podStopId: null,
    pods: [],
    ...overrides,
  };
}
