import { messages, type DriverDay } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { driverJobFixture, FARM_STOP, LOAD_ID } from '../../../../test/driver-fixtures';
import { fail, mockApi, ok, requestsTo } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render-route';
import { makeProfile, signInAs } from '../../../../test/session-fixtures';
import { DriverPage } from './driver-page';

const FIRST = '10000000-0000-4000-8000-000000000001';
const SECOND = '10000000-0000-4000-8000-000000000002';
const first = driverJobFixture(FIRST, {
  requireGrainSample: true,
  driverNotes: 'Call the mill before arriving',
  loads: [
    {
      loadId: LOAD_ID,
      reference: 'LD-001000',
      commodityId: null,
      weightKg: 29_000,
      allocatedKg: 28_000,
      vehicleRegistration: 'FH21KGL',
      trailerReference: null,
      tippedQuantityKg: null,
      loadedNetKg: null,
    },
  ],
});
const day: DriverDay = {
  day: '2026-11-27',
  jobs: [first, driverJobFixture(SECOND)],
  currentJobId: FIRST,
};
const ACTIONS = `/api/logistics/driver/jobs/${FIRST}/actions`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the driver app (issue 23)', () => {
  beforeEach(() => signInAs(makeProfile({ groups: ['driver'] })));

  it('lists today’s jobs in order and opens the current one: its stops, loads in the person’s unit, notes, the sample', async () => {
    mockApi({ 'GET /api/logistics/driver/jobs': ok(day) });
    renderRoute(<DriverPage />, { path: '/driver' });
    expect(await screen.findByRole('heading', { level: 2, name: first.reference })).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Today’s jobs in order' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: `Open job ${day.jobs[1]!.reference}` })).toBeTruthy();
    expect(screen.getByText('Grain sample required')).toBeTruthy();
    expect(screen.getByText('LD-001000: 28.00 t')).toBeTruthy();
    expect(screen.getByText('Call the mill before arriving')).toBeTruthy();
    // Only the actions the job offers.
    expect(screen.getByRole('button', { name: 'Start job' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Arrive at/ })).toBeNull();
  });

  it('says so when there are no jobs today', async () => {
    mockApi({ 'GET /api/logistics/driver/jobs': ok({ day: '2026-11-27', jobs: [], currentJobId: null }) });
    renderRoute(<DriverPage />, { path: '/driver' });
    expect(await screen.findByRole('heading', { name: 'No jobs today' })).toBeTruthy();
  });

  it('sends a swipe with the time it was done, and shows the next action from the job the server answers', async () => {
    const started = {
      ...first,
      status: 'started' as const,
      startedAt: '2026-11-27T08:05:00.000Z',
      actions: [{ action: 'arrive' as const, stopId: FARM_STOP }],
    };
    const api = mockApi({ 'GET /api/logistics/driver/jobs': ok(day), [`POST ${ACTIONS}`]: ok(started) });
    renderRoute(<DriverPage />, { path: '/driver' });
    const start = await screen.findByRole('button', { name: 'Start job' });
    fireEvent.click(start, { detail: 0 });
    expect(await screen.findByRole('button', { name: 'Arrive at Hillside Grain Store' })).toBeTruthy();
    const [sent] = requestsTo(api, `POST ${ACTIONS}`);
    expect(sent!.body).toMatchObject({ action: 'start', stopId: null });
    expect(Number.isNaN(Date.parse((sent!.body as { at: string }).at))).toBe(false);
    expect(sent!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows a refused action plainly with the server’s words', async () => {
    mockApi({
      'GET /api/logistics/driver/jobs': ok(day),
      [`POST ${ACTIONS}`]: fail(409, messages.logistics.jobNotDrivable),
    });
    renderRoute(<DriverPage />, { path: '/driver' });
    fireEvent.click(await screen.findByRole('button', { name: 'Start job' }), { detail: 0 });
    await waitFor(() =>
      expect(screen.getByText(`Starting the job was not accepted: ${messages.logistics.jobNotDrivable}`)).toBeTruthy(),
    );
  });

  it('says a swipe was not sent when the server fails, rather than let it vanish', async () => {
    mockApi({
      'GET /api/logistics/driver/jobs': ok(day),
      [`POST ${ACTIONS}`]: fail(500, messages.errors.somethingWentWrong),
    });
    renderRoute(<DriverPage />, { path: '/driver' });
    fireEvent.click(await screen.findByRole('button', { name: 'Start job' }), { detail: 0 });
    expect(await screen.findByText('Not sent')).toBeTruthy();
    // Nothing was refused: the job still offers the swipe to try again.
    expect(screen.getByRole('button', { name: 'Start job' })).toBeTruthy();
  });
});
