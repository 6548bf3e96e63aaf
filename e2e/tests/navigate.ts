import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Shows the main navigation, opening the phone menu where there is one. A page still settling (a
 * redirect, a profile reload) can close the menu just after it opens, so opening is retried until
 * the navigation's first link is on screen.
 */
export async function showNavigation(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'Harvest home' }).waitFor();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await expect(async () => {
    if (await burger.isVisible()) await burger.click();
    await expect(navigation.getByRole('link').first()).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return navigation;
}

/** Follows a link in the main navigation. */
export async function openFromNavigation(page: Page, name: string) {
  await (await showNavigation(page)).getByRole('link', { name }).click();
}
