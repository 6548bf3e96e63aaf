import type { Page } from '@playwright/test';

/** Follows a link in the main navigation, opening the phone menu first where there is one. */
export async function openFromNavigation(page: Page, name: string) {
  // isVisible does not wait, so wait for the shell to render before asking whether the menu button is shown.
  await page.getByRole('link', { name: 'Harvest home' }).waitFor();
  const burger = page.getByRole('button', { name: 'Open navigation' });
  if (await burger.isVisible()) await burger.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}
