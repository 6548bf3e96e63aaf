import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Harvest2026!';

/** Fills the sign-in form the page is on and submits it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens the newest email with this subject sent to `to` in the development mailbox and
 * returns its plain-text body, the way a person would read it.
 */
export async function readLatestEmail(page: Page, to: string, subject: string): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  await page.getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await page.getByRole('tab', { name: 'Plain text' }).click();
  const text = await page.getByRole('tabpanel').innerText();
  expect(text).not.toBe('');
  return text;
}

/** The first address in a text that starts with this path on the site under test. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(text);
  if (!match) throw new Error(`No link to ${path} in:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
