import type { JobStopView, JobView } from '@harvest/domain';

/** A job's stop: a farm to load at, or a maltings to unload at. */
export function jobStopFixture(
  position: number,
  type: 'load' | 'unload',
  name: string,
  lat: number,
  lon: number,
): JobStopView {
  return {
    id: `0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9c3${position}`,
    position,
    type,
    waypointType: type === 'load' ? 'farm' : 'malting',
    name,
    addressLine: null,
    postcode: null,
    what3words: null,
    lat,
    lon,
    arrivedAt: null,
    departedAt: null,
  };
}

/** Hillside's job given to Fenland at £685, as its organiser reads it. */
export function jobFixture(overrides: Partial<JobView> = {}): JobView {
  return {
    id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b31',
    reference: 'J-001000',
    type: 'grain',
    status: 'assigned',
    displayStatus: 'assigned',
    drivable: false,
    side: 'organiser',
    actions: ['reroute', 'cancel'],
    organiserOrganisationId: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b32',
    organiserName: 'Hillside Farm Partnership',
    carrierOrganisationId: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b33',
    carrierName: 'Fenland Haulage Ltd',
    pickupAt: '2026-12-01T08:00:00.000Z',
    priceMinor: 68_500,
    currency: 'GBP',
    driverNotes: 'Ring ahead',
    requireGrainSample: true,
    route: null,
    stops: [
      jobStopFixture(0, 'load', 'Hillside Farm', 52.25, 0.4),
      jobStopFixture(1, 'unload', 'Bury maltings', 52.24, 0.71),
    ],
    contractDeliveryId: null,
    reroutedAt: null,
    amendmentsCloseAt: null,
    cancelledAt: null,
    cancelReason: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
