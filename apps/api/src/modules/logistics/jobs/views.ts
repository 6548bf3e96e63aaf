import {
  amendmentsCloseAt,
  jobActions,
  jobDisplayStatus,
  jobDrivable,
  type JobSide,
  type JobStopView,
  type JobView,
} from '@harvest/domain';
import type { JobRow, JobStopRow } from './queries';

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function jobStopView(row: JobStopRow): JobStopView {
  return {
    id: row.id,
    position: row.position,
    type: row.type,
    waypointType: row.waypointType,
    name: row.name,
    addressLine: row.addressLine,
    postcode: row.postcode,
    what3words: row.what3words,
    lat: row.latitude,
    lon: row.longitude,
    arrivedAt: isoOrNull(row.arrivedAt),
    departedAt: isoOrNull(row.departedAt),
  };
}

/** A job as one side reads it at `now`: 'upcoming' and the actions open to that side are read from the clock. */
export function jobView(
  row: JobRow,
  stops: readonly JobStopRow[],
  now: Date,
  extra: { side: JobSide; organiserName: string; carrierName: string | null },
): JobView {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    status: row.status,
    displayStatus: jobDisplayStatus(row, now),
    drivable: jobDrivable(row.status),
    side: extra.side,
    actions: jobActions(row, extra.side, now),
    organiserOrganisationId: row.organiserOrganisationId,
    organiserName: extra.organiserName,
    carrierOrganisationId: row.carrierOrganisationId,
    carrierName: extra.carrierName,
    pickupAt: row.pickupAt.toISOString(),
    priceMinor: row.priceMinor,
    currency: 'GBP',
    driverNotes: row.driverNotes,
    requireGrainSample: row.requireGrainSample,
    route: row.route,
    stops: stops.map(jobStopView),
    contractDeliveryId: row.contractDeliveryId,
    reroutedAt: isoOrNull(row.reroutedAt),
    amendmentsCloseAt: row.reroutedAt ? amendmentsCloseAt(row.reroutedAt).toISOString() : null,
    cancelledAt: isoOrNull(row.cancelledAt),
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
