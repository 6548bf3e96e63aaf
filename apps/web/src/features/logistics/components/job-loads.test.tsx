import type { JobLoads as JobLoadsData, JobView, LoadView } from '@harvest/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { JobLoads } from './job-loads';

const JOB_ID = '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b40';

const load: LoadView = {
  id: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b41',
  reference: 'LD-001007',
  organisationId: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b42',
  jobId: JOB_ID,
  jobReference: 'J-001006',
  carrierOrganisationId: '0b7a8f6e-6f55-4c4b-9d3e-2f3d8a1c9b43',
  commodityId: 'wheat',
  plannedDate: '2026-11-27',
  weightKg: 28_000,
  fullWeightKg: null,
  emptyWeightKg: null,
  loadedNetKg: null,
  grossKg: null,
  tareKg: null,
  netKg: null,
  tippedQuantityKg: null,
  sampleFileId: null,
  weighbridgeFileId: null,
  harvestPlanId: null,
  harvestLoadId: null,
  notes: null,
  overAllocationAllowed: false,
  allocatedKg: 28_000,
  status: 'allocated',
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
};

const loads = (list: LoadView[]): JobLoadsData => ({
  loads: list,
  loadedKg: 0,
  unloadedKg: 0,
  totalsIssue: null,
});

// The section reads only who is looking and which job.
const jobAs = (side: JobView['side']) => ({ id: JOB_ID, reference: 'J-001006', side }) as JobView;

beforeEach(() => signInAs(makeProfile()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("JobLoads: the job's loads on its page (the booked job with its route and loads)", () => {
  it('lists each load with its weight, day and status, and takes the carrier to the planner on its day', async () => {
    mockApi({ [`GET /api/logistics/jobs/${JOB_ID}/loads`]: ok(loads([load])) });
    renderRoute(<JobLoads job={jobAs('carrier')} />);
    const list = await screen.findByRole('list', { name: 'Loads' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('LD-001007')).toBeTruthy();
    expect(item.textContent).toMatch(/28\.00 t · due 27\/11\/2026/);
    expect(within(item).getByText('Allocated')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Plan the loads of J-001006 in the load planner' }).getAttribute('href'),
    ).toBe('/logistics/planner?day=2026-11-27');
  });

  it('tells the organiser how to put a load on a job that has none, and offers no planner', async () => {
    mockApi({ [`GET /api/logistics/jobs/${JOB_ID}/loads`]: ok(loads([])) });
    renderRoute(<JobLoads job={jobAs('organiser')} />);
    expect(await screen.findByText(/No loads on this job yet/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /load planner/ })).toBeNull();
  });
});
