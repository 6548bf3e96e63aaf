import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './sign-in-helpers';

/** The farmer's API token, for looking up and making what the journey starts from. */
async function farmerToken(page: Page): Promise<string> {
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'farmer@demo.farm', password: DEMO_PASSWORD },
  });
  return ((await login.json()) as { data: { tokens: { access: string } } }).data.tokens.access;
}

/** One of Hillside's demo jobs waiting for quotes (the jobs search, as the farmer). */
async function waitingJob(page: Page, token: string): Promise<string> {
  const reply = await page.request.get('/api/search/logistics/jobs?f=status:awaiting-quotes&f=status:out-for-quote', {
    headers: { authorization: `Bearer ${token}` },
  });
  const jobs = ((await reply.json()) as { data: { docs: { id: string; side: string }[] } }).data.docs;
  const id = jobs.find((job) => job.side === 'organiser')?.id;
  expect(id, "a demo job of Hillside's waiting for quotes").toBeTruthy();
  return id ?? '';
}

/** A job Hillside gives straight to Fenland Haulage at an agreed price: assigned, as a carrier has it. */
async function givenJob(page: Page, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const carriers = await page.request.get('/api/customers/organisations/carrier', { headers });
  const list = ((await carriers.json()) as { data: { id: string; name: string }[] }).data;
  const fenland = list.find((carrier) => carrier.name.startsWith('Fenland'))?.id;
  expect(fenland, 'Fenland Haulage among the carriers').toBeTruthy();
  const pickup = new Date(Date.now() + 5 * 86_400_000);
  pickup.setUTCHours(7, 0, 0, 0);
  const made = await page.request.post('/api/logistics/jobs', {
    headers,
    data: {
      type: 'grain',
      pickupAt: pickup.toISOString(),
      stops: [
        { type: 'load', waypointType: 'farm', name: 'Hillside Farm store', lat: 52.3, lon: 0.35 },
        { type: 'unload', waypointType: 'malting', name: 'Bury maltings', lat: 52.245, lon: 0.716 },
      ],
      carrierOrganisationId: fenland,
      priceMinor: 68_500,
      requireGrainSample: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { data: { id: string } }).data.id;
}

/**
 * Changing a job (issue 22, §4, §9): the farmer edits the demo job still waiting for quotes, then re-routes one a
 * carrier has (given straight to Fenland Haulage at an agreed price), and sees the 72 hours of price and driver
 * changes counting down on the job page.
 */
test('the farmer edits a job, re-routes one a carrier has and sees the 72-hour window', async ({
  page,
  consoleErrors,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto('/inventory/auth/login');
  await signIn(page, 'farmer@demo.farm');
  await expect(page).not.toHaveURL(/\/inventory\/auth\/login/);

  // Before a carrier has it: anything changes, and nothing is a re-route.
  const token = await farmerToken(page);
  const waiting = await waitingJob(page, token);
  await page.goto(`/logistics/jobs/${waiting}`);
  await page.getByRole('link', { name: 'Edit job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit job / })).toBeVisible();
  await page.getByRole('textbox', { name: 'Notes for the driver' }).fill(`Gate code ${stamp}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/logistics/jobs/${waiting}$`));
  await expect(page.getByText(`Gate code ${stamp}`)).toBeVisible();

  // A carrier has it: a new pickup re-routes it, said before saving, and opens the price.
  const given = await givenJob(page, token);
  await page.goto(`/logistics/jobs/${given}/edit`);
  const price = page.getByRole('textbox', { name: 'Agreed price (£)' });
  const pickup = page.getByLabel('Pickup date and time');
  const [day, time] = (await pickup.inputValue()).split('T');
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  await pickup.fill(`${next.toISOString().slice(0, 10)}T${time}`);
  await expect(page.getByText('Saving re-routes this job')).toBeVisible();
  await expect(price).toBeEnabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/logistics/jobs/${given}$`));
  await expect(page.getByText('Re-routed: price and driver changes are open')).toBeVisible();
  // Just re-routed: 2 days and 23 hours left, counted by the server's clock.
  await expect(page.getByRole('timer')).toHaveText(/^(2 d 23 h|3 d 0 h)$/);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test(
  'the jobs list keeps its filters in a drawer on a phone',
  { tag: '@phone-only' },
  async ({ page, consoleErrors }) => {
    await page.goto('/inventory/auth/login');
    await signIn(page, 'farmer@demo.farm');
    await expect(page).not.toHaveURL(/\/inventory\/auth\/login/);
    await page.goto('/logistics/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await page.getByRole('button', { name: /^Filters \(0 on\)$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);
    // The choice is the search's: the box reads checked once the list has answered with it.
    await drawer.getByRole('checkbox', { name: /^Grain/ }).click();
    await expect(drawer.getByRole('checkbox', { name: /^Grain/ })).toBeChecked();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/f=type(%3A|:)grain/);
    await expect(page.getByRole('button', { name: /^Filters \(1 on\)$/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Jobs' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  },
);
