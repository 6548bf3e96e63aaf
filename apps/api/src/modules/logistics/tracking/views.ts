import { trackingOn, type JobTracking } from '@harvest/domain';
import type { JobRow } from '../jobs/queries';
import type { EtaRow, PositionRow } from './queries';

/** A job's tracking as its parties read it: `positions` newest first (the last of them), the ETA with its stop. */
export function trackingView(
  job: JobRow,
  positions: readonly PositionRow[],
  eta: { row: EtaRow; stopName: string } | null,
): JobTracking {
  const [last] = positions;
  return {
    jobId: job.id,
    status: job.status,
    live: trackingOn(job.status, job.startedAt),
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
          stopId: eta.row.stopId,
          stopName: eta.stopName,
          at: eta.row.etaAt.toISOString(),
          distanceMetres: eta.row.distanceMetres,
          durationSeconds: eta.row.durationSeconds,
          estimate: eta.row.estimate,
          computedAt: eta.row.computedAt.toISOString(),
        }
      : null,
  };
}
