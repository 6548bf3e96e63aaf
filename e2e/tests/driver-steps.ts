import { LATEST_UPDATES_SEEN_KEY } from '@harvest/domain';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, serveMapTiles } from './fixtures';
import { DEMO_PASSWORD, signIn } from './sign-in-helpers';

type Json = Record<string, unknown>;

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { tokens: { access: string } } }).data.tokens.access;
}

async function call<T>(request: APIRequestContext, token: string, method: string, path: string, data?: Json) {
  const reply = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    ...(data ? { data } : {}),
  });
  expect(reply.ok(), `${method} ${path}: ${await reply.text()}`).toBe(true);
  return ((await reply.json()) as { data: T }).data;
}

export interface DayJob {
  id: string;
  reference: string;
  status: string;
  drivable: boolean;
  stops: { id: string; name: string; type: string }[];
  loads: { loadId: string; reference: string; allocatedKg: number; loadedNetKg: number | null }[];
  requireGrainSample: boolean;
}

/** The demo driver's day as the API answers it. */
export async function driverDay(request: APIRequestContext) {
  const token = await tokenOf(request, 'driver@demo.farm');
  return call<{ day: string; jobs: DayJob[]; currentJobId: string | null }>(
    request,
    token,
    'GET',
    '/logistics/driver/jobs',
  );
}

/**
 * A job Hillside gives Fenland Haulage for today, its 28 t load allocated to Mick Holloway and booked: a driver's
 * job as the planner leaves it. Made only when the demo day does not already hold two jobs to drive.
 */
async function bookedJobForToday(request: APIRequestContext, name: string, day: string): Promise<void> {
  const farmer = await tokenOf(request, 'farmer@demo.farm');
  const carrier = await tokenOf(request, 'carrier@demo.farm');
  const carriers = await call<{ id: string; name: string }[]>(
    request,
    farmer,
    'GET',
    '/customers/organisations/carrier',
  );
  const fenland = carriers.find((one) => one.name.startsWith('Fenland'))?.id;
  const job = await call<{ id: string }>(request, farmer, 'POST', '/logistics/jobs', {
    type: 'grain',
    pickupAt: new Date().toISOString(),
    stops: [
      { type: 'load', waypointType: 'farm', name: `Hillside Grain Store (${name})`, lat: 52.3, lon: 0.35 },
      { type: 'unload', waypointType: 'mill', name: `Wisbech mill (${name})`, lat: 52.666, lon: 0.16 },
    ],
    carrierOrganisationId: fenland,
    priceMinor: 48_500,
    driverNotes: 'Call the mill 20 minutes before arriving.',
  });
  const load = await call<{ id: string }>(request, farmer, 'POST', '/logistics/loads', {
    jobId: job.id,
    weightKg: 28_000,
    plannedDate: day,
  });
  const vehicles = await call<{ id: string; registration: string }[]>(request, carrier, 'GET', '/logistics/vehicles');
  const drivers = await call<{ id: string; email: string }[]>(request, carrier, 'GET', '/logistics/drivers');
  const mick = drivers.find((driver) => driver.email === 'driver@demo.farm')?.id;
  await call(request, carrier, 'POST', `/logistics/loads/${load.id}/allocations`, {
    vehicleId: vehicles[0]?.id,
    driverId: mick,
    day,
  });
  await call(request, carrier, 'POST', `/logistics/jobs/${job.id}/book`);
}

/** Today's two jobs to drive, in order: the seeded demo day's, or two made now when it has fewer. */
export async function twoJobsToDrive(request: APIRequestContext, run: string) {
  let day = await driverDay(request);
  const open = (jobs: DayJob[]) => jobs.filter((job) => job.drivable && job.status !== 'completed');
  for (let made = open(day.jobs).length; made < 2; made += 1) {
    await bookedJobForToday(request, `${run}-${made}`, day.day);
  }
  day = await driverDay(request);
  const [first, second] = open(day.jobs);
  expect(first && second, 'two jobs to drive today').toBeTruthy();
  return { first: first as DayJob, second: second as DayJob };
}

/**
 * The organiser (the demo farmer) on a job's page at desktop size, in a browser of its own beside the driver's phone,
 * with the console's errors kept. As every journey's page, the what's-new window of the demo articles is marked seen,
 * so it does not stand in front of the job.
 */
export async function organiserJobPage(browser: Browser, job: { id: string; reference: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await serveMapTiles(context);
  await context.addInitScript((key) => {
    window.localStorage.setItem(key, '2999-12-31T00:00:00.000Z');
  }, LATEST_UPDATES_SEEN_KEY);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/inventory/auth/login');
  await signIn(page, 'farmer@demo.farm');
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto(`/logistics/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.reference })).toBeVisible();
  return { page, errors, close: () => context.close() };
}
