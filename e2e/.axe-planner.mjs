import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://127.0.0.1:4405';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [width, height, isMobile] of [[1280, 900, false], [390, 844, true]]) {
  const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch: isMobile });
  const page = await context.newPage();
  await page.goto(`${base}/inventory/auth/login`);
  await page.getByLabel('Email').fill('carrier@demo.farm');
  await page.getByLabel('Password', { exact: true }).fill('Harvest2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForTimeout(2500);
  await page.goto(`${base}/logistics/planner`);
  await page.getByRole('heading', { name: 'Load planner' }).waitFor();
  await page.waitForTimeout(1500);
  const report = async (what) => {
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''));
    console.log(width, what, 'serious/critical:', bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`));
    console.log(width, what, 'others:', result.violations.filter((v) => !bad.includes(v)).map((v) => v.id));
  };
  await report('page');
  await page.getByRole('button', { name: /^Allocate load LD-/ }).first().click();
  await page.waitForTimeout(800);
  await report('pick dialog');
  await context.close();
}
await browser.close();
