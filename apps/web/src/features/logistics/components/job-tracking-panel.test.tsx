import type { JobTracking } from '@harvest/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../../lib/format/format-date-time';
import { publishLiveEvent } from '../../../lib/live-events/live-events';
import { jobFixture } from '../../../test/logistics-fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { jobBeingDriven, JobTrackingPanel } from './job-tracking-panel';
import { useJobTrackingLive } from './use-job-tracking-live';

const job = jobFixture({ status: 'in-transit', displayStatus: 'in-transit', drivable: true });
const seen = (at: string, lat: number): JobTracking => ({
  jobId: job.id,
  status: 'in-transit',
  live: true,
  last: { lat, lon: 0.5, at, speedMps: 20, headingDeg: 90 },
  trail: [{ lat, lon: 0.5, at }],
  eta: {
    stopId: job.stops[1]!.id,
    stopName: 'Bury maltings',
    at: '2026-12-01T10:30:00.000Z',
    distanceMetres: 20_000,
    durationSeconds: 1_500,
    estimate: true,
    computedAt: at,
  },
});

/** The panel as the job page has it, listening for the job's live events. */
function LivePanel() {
  useJobTrackingLive(job.id);
  return <JobTrackingPanel job={job} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('live tracking on the job page (issue 23)', () => {
  beforeEach(() => signInAs(makeProfile()));

  it('is shown only while the job is being driven', () => {
    expect(jobBeingDriven(job)).toBe(true);
    expect(jobBeingDriven({ ...job, status: 'booked' })).toBe(false);
    expect(jobBeingDriven({ ...job, status: 'completed' })).toBe(false);
  });

  it('shows when the vehicle was last seen and its ETA, and moves with the job-tracking event without a reload', async () => {
    mockApi({ [`GET /api/logistics/jobs/${job.id}/tracking`]: ok(seen('2026-12-01T10:00:00.000Z', 52.3)) });
    renderRoute(<LivePanel />);
    expect(await screen.findByText(`Last seen ${formatTime('2026-12-01T10:00:00.000Z')}`)).toBeTruthy();
    expect(screen.getByText(`Expected at Bury maltings at ${formatTime('2026-12-01T10:30:00.000Z')}`)).toBeTruthy();
    expect(screen.getByText('Worked out from straight-line distance, not a road route.')).toBeTruthy();

    const later = seen('2026-12-01T10:05:00.000Z', 52.31);
    act(() => publishLiveEvent({ event: 'job-tracking', data: JSON.stringify(later), id: '1' }));
    expect(await screen.findByText(`Last seen ${formatTime('2026-12-01T10:05:00.000Z')}`)).toBeTruthy();
    // Another job's event is not this one's.
    act(() =>
      publishLiveEvent({
        event: 'job-tracking',
        data: JSON.stringify({ ...seen('2026-12-01T11:00:00.000Z', 52.4), jobId: 'another' }),
        id: '2',
      }),
    );
    expect(screen.queryByText(`Last seen ${formatTime('2026-12-01T11:00:00.000Z')}`)).toBeNull();
  });
});
