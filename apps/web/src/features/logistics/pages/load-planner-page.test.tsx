import type { PlannerDay } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { LoadPlannerPage } from './load-planner-page';

const vehicle = (id: string, registration: string, payloadKg: number, allocatedKg: number) => ({
  id,
  registration,
  type: 'artic-cab' as const,
  payloadKg,
  allocatedKg,
  spareKg: Math.max(0, payloadKg - allocatedKg),
  overCapacity: allocatedKg > payloadKg,
  allocations: [],
});

const day: PlannerDay = {
  day: '2026-12-01',
  vehicles: [
    vehicle('11111111-1111-4111-8111-111111111111', 'AB12 CDE', 29_000, 0),
    vehicle('22222222-2222-4222-8222-222222222222', 'FG34 HIJ', 10_000, 12_000),
  ],
  drivers: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Mick Holloway',
      driverNumber: 'MORGA657054SM9IJ',
      allocatedKg: 0,
      allocations: [],
    },
  ],
  trailers: [],
  loads: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      reference: 'LD-001001',
      jobId: '55555555-5555-4555-8555-555555555555',
      jobReference: 'J-001000',
      commodityId: 'wheat',
      plannedDate: '2026-12-01',
      weightKg: 29_000,
      allocatedKg: 0,
      remainingKg: 29_000,
      overAllocationAllowed: false,
      status: 'planned',
      allocations: [],
    },
    {
      id: '66666666-6666-4666-8666-666666666666',
      reference: 'LD-001002',
      jobId: '55555555-5555-4555-8555-555555555555',
      jobReference: 'J-001000',
      commodityId: 'wheat',
      plannedDate: '2026-12-01',
      weightKg: 12_000,
      allocatedKg: 12_500,
      remainingKg: 0,
      overAllocationAllowed: true,
      status: 'over-allocated',
      allocations: [],
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the load planner (issue 22)', () => {
  beforeEach(() => signInAs(makeProfile()));

  it('shows the day: loads with what is left, over-allocation and over capacity marked in words', async () => {
    mockApi({ 'GET /api/logistics/planner': ok(day) });
    renderRoute(<LoadPlannerPage />, { path: '/logistics/planner' });
    const first = await screen.findByRole('article', { name: 'LD-001001' });
    expect(within(first).getByText(/29\.00 t left to allocate/)).toBeTruthy();
    const over = screen.getByRole('article', { name: 'LD-001002' });
    expect(within(over).getByText('Over-allocated')).toBeTruthy();
    expect(within(over).getByText('Over-allocated by 0.50 t')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'FG34 HIJ' })).getByText('Over capacity')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'AB12 CDE: 0.00 t of 29.00 t allocated' })).toBeTruthy();
  });

  it("links each load to its job's page, the booked job with its route and loads", async () => {
    mockApi({ 'GET /api/logistics/planner': ok(day) });
    renderRoute(<LoadPlannerPage />, { path: '/logistics/planner' });
    const first = await screen.findByRole('article', { name: 'LD-001001' });
    expect(within(first).getByRole('link', { name: 'Job J-001000' }).getAttribute('href')).toBe(
      '/logistics/jobs/55555555-5555-4555-8555-555555555555',
    );
  });

  it('allocates the rest of a load by picking a vehicle and driver, and asks for the next day', async () => {
    const api = mockApi({
      'GET /api/logistics/planner': ok(day),
      'POST /api/logistics/loads/44444444-4444-4444-8444-444444444444/allocations': ok(day.loads[0]),
    });
    renderRoute(<LoadPlannerPage />, { path: '/logistics/planner' });
    fireEvent.click(await screen.findByRole('button', { name: 'Allocate load LD-001001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate load LD-001001' });
    // Mantine labels the select's input and its listbox alike: the input is the first.
    const [vehicleBox] = await within(dialog).findAllByLabelText('Vehicle');
    fireEvent.click(vehicleBox!);
    fireEvent.click(await screen.findByRole('option', { name: 'AB12 CDE (29.00 t spare)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    await waitFor(() =>
      expect(
        requestsTo(api, 'POST /api/logistics/loads/44444444-4444-4444-8444-444444444444/allocations'),
      ).toHaveLength(1),
    );
    const [sent] = requestsTo(api, 'POST /api/logistics/loads/44444444-4444-4444-8444-444444444444/allocations');
    // One driver is chosen for the planner; no weight is the rest of the load.
    expect(sent!.body).toEqual({
      vehicleId: '11111111-1111-4111-8111-111111111111',
      driverId: '33333333-3333-4333-8333-333333333333',
      trailerId: null,
      day: '2026-12-01',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() =>
      expect(
        requestsTo(api, 'GET /api/logistics/planner').some(
          (request) => request.url.searchParams.get('day') === '2026-12-02',
        ),
      ).toBe(true),
    );
  });

  it('shows a driver the plan without the controls to change it', async () => {
    signInAs(makeProfile({ groups: ['driver'], access: { 'logistics.carrier': 'read' } }));
    mockApi({ 'GET /api/logistics/planner': ok(day) });
    renderRoute(<LoadPlannerPage />, { path: '/logistics/planner' });
    await screen.findByRole('article', { name: 'LD-001001' });
    expect(screen.queryByRole('button', { name: /^Allocate load/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
