import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4410';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const shots = process.argv.slice(2);
for (const [name, vw] of [['desk',{width:1280,height:900}],['phone',{width:390,height:844}]]) {
  const ctx = await browser.newContext({ viewport: vw, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await page.goto(base + '/inventory/auth/login');
  await page.getByLabel('Email').fill(`farmer@demo.farm`);
  await page.getByLabel('Password', { exact: true }).fill(process.env.PW);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((u) => !u.pathname.includes('/auth/'));
  await page.goto(base + '/logistics/jobs');
  await page.getByRole('link', { name: 'J-001000' }).first().click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/job-${name}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
