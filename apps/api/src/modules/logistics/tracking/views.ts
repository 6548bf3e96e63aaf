import { trackingOn, type JobTracking } from '@harvest/domain';
import type { TrackingRecord } from './queries';

/** A job's tracking as its parties read it: the last position, the trail oldest first, the ETA with its stop. */
export function trackingView(record: TrackingRecord): JobTracking {
  const { positions, eta } = record;
  const [last] = positions;
  return {
    jobId: record.id,
    status: record.status,
    live: trackingOn(record.status, record.startedAt),
    last: last
      ? {
          lat: last.latitude,
          lon: last.longitude,
          at: last.recordedAt.toISOString(),
          speedMps: last.speedMps,
          headingDeg: last.headingDeg,
        }
      : null,
    trail: [...positions]
      .reverse()
      .map((position) => ({ lat: position.latitude, lon: position.longitude, at: position.recordedAt.toISOString() })),
    eta: eta
      ? {
          stopId: eta.stopId,
          stopName: eta.stopName,
          at: eta.etaAt.toISOString(),
          distanceMetres: eta.distanceMetres,
          durationSeconds: eta.durationSeconds,
          estimate: eta.estimate,
          computedAt: eta.computedAt.toISOString(),
        }
      : null,
  };
}
