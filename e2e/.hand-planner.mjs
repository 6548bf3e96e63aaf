import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4405';
const out = '/tmp/h22-planner';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const errors = [];
async function session(width, height, name, isMobile = false) {
  const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch: isMobile });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${name}: ${m.text()}`); });
  await page.goto(`${base}/inventory/auth/login`);
  await page.waitForLoadState('load');
  await page.getByLabel('Email').fill('carrier@demo.farm');
  await page.getByLabel('Password', { exact: true }).fill('Harvest2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForTimeout(2500);
  await page.goto(`${base}/logistics/planner`);
  await page.waitForLoadState('load');
  await page.getByRole('heading', { name: 'Load planner' }).waitFor();
  await page.waitForTimeout(1500);
  return { context, page };
}
const step = process.argv[2] ?? 'all';
// Desktop
{
  const { context, page } = await session(1280, 900, 'desktop');
  await page.screenshot({ path: `${out}/desktop-1-planner.png`, fullPage: true });
  // Pick flow on the first load with something left.
  await page.getByRole('button', { name: /^Allocate load LD-/ }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/desktop-2-pick.png` });
  await page.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: 'Mick Holloway' }).click();
  await page.getByLabel(/Weight/).fill('5');
  await page.screenshot({ path: `${out}/desktop-3-pick-filled.png` });
  await page.getByRole('button', { name: 'Allocate', exact: true }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/desktop-4-allocated.png`, fullPage: true });
  // Too much: more than is left.
  await page.getByRole('button', { name: /^Allocate load LD-/ }).first().click();
  await page.waitForTimeout(500);
  await page.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option').nth(1).click();
  await page.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: 'Mick Holloway' }).click();
  await page.getByLabel(/Weight/).fill('500');
  await page.getByRole('button', { name: 'Allocate', exact: true }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/desktop-5-too-much.png` });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  // Drag a load onto a vehicle.
  const load = page.getByRole('article', { name: /^LD-/ }).nth(1);
  const vehicle = page.getByRole('article', { name: /ABC$/ }).first();
  await load.dragTo(vehicle);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/desktop-6-dropped.png` });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await page.getByRole('button', { name: 'Next day' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/desktop-7-next-day.png`, fullPage: true });
  await context.close();
}
// Phone
{
  const { context, page } = await session(390, 844, 'phone', true);
  await page.screenshot({ path: `${out}/phone-1-planner.png`, fullPage: true });
  await page.getByRole('button', { name: /^Allocate load LD-/ }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/phone-2-pick.png` });
  await context.close();
}
console.log('console errors:', errors);
await browser.close();
