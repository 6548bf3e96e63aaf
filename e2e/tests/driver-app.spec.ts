import { formatKgAsTonnes } from '@harvest/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { organiserJobPage, twoJobsToDrive } from './driver-steps';
import { signIn } from './sign-in-helpers';

// The narrowest phone the app is made for (390 px), not only the phone project's Pixel 7.
test.use({ viewport: { width: 390, height: 844 } });

/** Near Hillside's store: where the phone says it is. */
const HILLSIDE = { latitude: 52.3, longitude: 0.35, accuracy: 15 };

/** A real (tiny) photo of a weighbridge ticket: the phone makes it small and sends it as a JPEG. */
const TICKET_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVR4nGO49uIIAAUaAoNTG+FyAAAAAElFTkSuQmCC',
  'base64',
);

/** Drags a swipe action's thumb to the end of its track with the pointer, as a thumb would. */
async function swipe(page: Page, name: string | RegExp) {
  const track = page.getByRole('button', { name, exact: typeof name === 'string' });
  await expect(track).toBeEnabled();
  // In the middle of the screen, clear of the header and the offline banner along the bottom.
  await track.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await track.boundingBox();
  if (!box) throw new Error('The swipe action is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) await page.mouse.move(box.x + 30 + ((box.width - 40) * step) / 8, y);
  await page.mouse.up();
}

/** The same confirm from the keyboard: the swipe action is a real button. */
async function press(page: Page, name: string) {
  const track = page.getByRole('button', { name, exact: true });
  await track.focus();
  await page.keyboard.press('Enter');
}

/** A signature drawn with the pointer across the pad. */
async function sign(pad: Locator, page: Page) {
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.35, 0.7],
    [0.5, 0.3],
    [0.65, 0.7],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y);
  }
  await page.mouse.up();
}

/**
 * The driver app (issue 23), at phone size with the browser's geolocation set: the demo driver starts today's job,
 * arrives and departs, loses signal, arrives at the unload stop, takes the proof of delivery with a weighbridge ticket
 * photo and a drawn signature, finishes; back in signal everything is sent in order, the organiser's job page shows
 * the job completed with its tipped weight, and the next job is open in the app.
 */
test(
  'the driver drives a job through its POD, partly out of signal, and the organiser sees it completed',
  { tag: '@phone-only' },
  async ({ page, context, browser, consoleErrors }, info) => {
    const { first, second } = await twoJobsToDrive(page.request, `e2e-${info.project.name}-${Date.now().toString(36)}`);
    const [pickup, ...rest] = first.stops;
    const unload = rest[rest.length - 1];
    if (!pickup || !unload) throw new Error('The job has no stops');
    // Every refused call, named, so a failure says which (the console only says a resource failed).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) {
        refused.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
      }
    });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(HILLSIDE);

    await page.goto('/inventory/auth/login');
    await signIn(page, 'driver@demo.farm');
    // A driver lands on the driver app.
    await expect(page).toHaveURL(/\/driver$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Today’s jobs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: first.reference })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Arrive at', exact: false })).toHaveCount(0);
    await expectAccessible(page);

    await swipe(page, 'Start job');
    await expect(page.getByText('Sharing your location while this job is on')).toBeVisible();
    await press(page, `Arrive at ${pickup.name}`);
    await press(page, `Depart ${pickup.name}`);
    // Intermediate stops, if the job has any, are driven the same way.
    for (const stop of rest.slice(0, -1)) {
      await press(page, `Arrive at ${stop.name}`);
      await press(page, `Depart ${stop.name}`);
    }
    await expect(page.getByRole('button', { name: `Arrive at ${unload.name}` })).toBeVisible();

    // Out of signal: the rest is kept on the phone and applied to the job at once.
    await context.setOffline(true);
    await press(page, `Arrive at ${unload.name}`);
    await expect(page.getByText(/^Waiting to send: \d+$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Proof of delivery at ${unload.name}` })).toBeVisible();

    await page.getByLabel('Receiver’s name').fill('Sam Reed');
    await sign(page.getByRole('img', { name: /Receiver’s signature/ }), page);
    await expect(page.getByRole('img', { name: 'Receiver’s signature: Signed' })).toBeVisible();
    await page
      .locator('input[name="ticket"]')
      .setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: TICKET_PNG });
    await expect(page.getByText('Ticket attached: ticket.png')).toBeVisible();
    // The ticket's weights: all of what was loaded is tipped (where the load was weighed, the nets must agree).
    const netsKg = first.loads.map((load) => load.loadedNetKg ?? load.allocatedKg);
    for (const [index, netKg] of netsKg.entries()) {
      await page
        .getByLabel('Gross (t)')
        .nth(index)
        .fill(String((netKg + 16_000) / 1000));
      await page.getByLabel('Tare (t)').nth(index).fill('16');
      await expect(page.getByLabel('Net (t)').nth(index)).toHaveValue(String(netKg / 1000));
    }
    if (first.requireGrainSample) {
      await page
        .locator('input[name="sample"]')
        .setInputFiles({ name: 'sample.png', mimeType: 'image/png', buffer: TICKET_PNG });
    }
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit proof of delivery' }).click();
    await expect(page.getByText('Waiting to send', { exact: true })).toBeVisible();

    await swipe(page, 'Finish job');
    // Finishing loads the next job, still out of signal.
    await expect(page.getByRole('heading', { level: 2, name: second.reference })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start job' })).toBeVisible();

    // Back in signal: sent in order, nothing refused.
    await context.setOffline(false);
    await expect(page.getByText('Your changes made offline have been sent')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Waiting to send/)).toHaveCount(0);
    await expect(page.getByText('Not accepted')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: second.reference })).toBeVisible();
    await expectAccessible(page);

    // The organiser's job page, in a browser of its own: completed, with the weight the driver tipped.
    const { page: organiser, errors: organiserErrors, close } = await organiserJobPage(browser, first);
    await expect(organiser.getByText('Completed', { exact: true }).first()).toBeVisible();
    for (const netKg of netsKg) {
      await expect(organiser.getByText(`Tipped ${formatKgAsTonnes(netKg)}`).first()).toBeVisible();
    }
    await expect(organiser.getByText('Received by Sam Reed')).toBeVisible();
    await expect(organiser.getByText(`Arrived`, { exact: false }).first()).toBeVisible();
    await expectAccessible(organiser);
    await close();

    expect(organiserErrors).toEqual([]);
    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);
  },
);

/**
 * Live tracking (issue 23, §1): the organiser has the job page open when the driver starts; without a reload the page
 * turns to live tracking, shows when the vehicle was last seen once the phone's first position lands, and marks the
 * first stop reached when the driver arrives there.
 */
test(
  'the organiser watches a job being driven, live, as the driver starts and arrives',
  { tag: '@phone-only' },
  async ({ page, context, browser, consoleErrors }, info) => {
    const { first } = await twoJobsToDrive(page.request, `live-${info.project.name}-${Date.now().toString(36)}`);
    const pickup = first.stops[0];
    if (!pickup) throw new Error('The job has no stops');

    const { page: organiser, errors: organiserErrors, close } = await organiserJobPage(browser, first);
    await expect(organiser.getByRole('heading', { name: 'Live tracking' })).toHaveCount(0);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(HILLSIDE);
    await page.goto('/inventory/auth/login');
    await signIn(page, 'driver@demo.farm');
    await expect(page.getByRole('heading', { level: 2, name: first.reference })).toBeVisible();
    await press(page, 'Start job');
    await expect(page.getByText('Sharing your location while this job is on')).toBeVisible();

    await expect(organiser.getByRole('heading', { name: 'Live tracking' })).toBeVisible({ timeout: 15_000 });
    await expect(organiser.getByText(/^Last seen \d\d:\d\d$/)).toBeVisible({ timeout: 15_000 });
    await expect(organiser.getByRole('region', { name: 'Map of the job’s stops and route' })).toBeVisible();

    await press(page, `Arrive at ${pickup.name}`);
    await expect(organiser.getByText(/^Arrived \d/).first()).toBeVisible({ timeout: 15_000 });
    await expectAccessible(organiser);
    await close();

    expect(organiserErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  },
);
