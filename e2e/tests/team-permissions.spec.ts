import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation, showNavigation } from './navigate';
import { choosePreferences, joinFromInvitation } from './onboarding';
import { DEMO_PASSWORD, linkIn, readLatestEmail, signIn } from './sign-in-helpers';

/** A second person at another computer: their own cookies and storage, the same site. */
async function secondPerson(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** The owner invites someone from the team page; `limited` sets their access before sending. */
async function invite(page: Page, email: string, name: [string, string], limited: (dialog: Page) => Promise<void>) {
  await page.getByRole('button', { name: 'Invite a team member' }).click();
  await limited(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill(name[0]);
  await dialog.getByLabel('Last name').fill(name[1]);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('main').getByText(email).first()).toBeVisible();
}

test('the farm owner invites a colleague with limited access, who joins with only that; once removed they are out', async ({
  page,
  browser,
}, info) => {
  const email = `hand-${info.project.name}@hillside.farm`;
  await page.goto('/inventory/auth/login');
  await signIn(page, 'farmer@demo.farm');
  await expect(page).toHaveURL(/\/trading\/market-insights/);
  await openFromNavigation(page, 'Team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

  await invite(page, email, ['Ellis', 'Hand'], async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Write: Inventory movements' }).check();
    await dialog.getByRole('combobox', { name: 'Business units' }).click();
    await page.getByRole('option', { name: 'Brook End Farm' }).click();
    await dialog.getByRole('heading', { name: 'Invite a team member' }).click();
  });

  const colleague = await secondPerson(browser, info);
  await joinFromInvitation(
    colleague,
    email,
    'Tom Harrington has invited you to join Hillside Farm Partnership on Harvest',
    'Hillside Farm Partnership',
  );
  // Only inventory movements, at Brook End Farm: no team, no business setup, no trading.
  await colleague.goto('/inventory/manage/account');
  await expect(colleague.getByRole('main').getByText('Ellis Hand').first()).toBeVisible();
  await expect(colleague.getByRole('main').getByText('Brook End Farm').first()).toBeVisible();
  await expect(colleague.getByRole('main').getByText('Hillside Grain Store')).toHaveCount(0);
  const navigation = await showNavigation(colleague);
  await expect(navigation.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Business setup' })).toHaveCount(0);

  // The owner sees their permissions: the presets a farm that sells is offered, each saying what it grants.
  await page.reload();
  await page.getByRole('button', { name: 'Edit the permissions of Ellis Hand' }).click();
  const permissions = page.getByRole('dialog', { name: 'Permissions of Ellis Hand' });
  await expect(permissions.getByRole('radio', { name: 'Write: Inventory movements' })).toBeChecked();
  await expect(permissions.getByRole('checkbox', { name: 'Inventory', exact: true })).toBeChecked();
  await expect(permissions.getByText('Inventory movements: see and change', { exact: true })).toBeVisible();
  await expect(permissions.getByRole('checkbox', { name: 'Seller', exact: true })).not.toBeChecked();
  await expect(permissions.getByRole('checkbox', { name: 'Bidding' })).toHaveCount(0);
  await expect(permissions.getByRole('checkbox', { name: 'Assign loads to drivers' })).toHaveCount(0);
  await permissions.getByRole('button', { name: 'Cancel' }).click();
  await expect(permissions).toHaveCount(0);

  // And removes them.
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: email });
  await row.getByRole('button', { name: 'Remove Ellis Hand' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this team member?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByText('Team member removed')).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toHaveCount(0);

  // Their next request fails: the session is gone and they are back at sign-in.
  await colleague.goto('/inventory/manage/account');
  await expect(colleague).toHaveURL(/\/inventory\/auth\/login/);
  await colleague.context().close();
});

test('a new farm is not vetted: it sees the support prompt instead of trading, and its owner hands over ownership', async ({
  page,
  browser,
}, info) => {
  const ownerEmail = `owner-${info.project.name}@willow.farm`;
  const colleagueEmail = `partner-${info.project.name}@willow.farm`;
  const business = `Willow Farm (${info.project.name})`;

  await page.goto('/inventory/auth/login/create-account');
  await page.getByLabel('Business name').fill(business);
  await page.getByRole('radio', { name: /Farm/ }).check();
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Willow');
  await page.getByRole('textbox', { name: 'Email' }).fill(ownerEmail);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(
    linkIn(await readLatestEmail(page, ownerEmail, 'Confirm your email address for Harvest'), '/inventory/auth/login'),
  );

  // The account-creation flow: what they came for and marketing choices, then the inventory it may use while
  // trading waits for vetting (the notice says so there), and trading itself says it is not available yet.
  await choosePreferences(page, 'Sell grain');
  await expect(page).toHaveURL(/\/inventory\/overview/);
  await expect(page.getByRole('region', { name: 'Your business is waiting to be vetted' })).toBeVisible();
  await page.goto('/trading/market-insights');
  await expect(page.getByRole('heading', { name: 'Trading is not available yet' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/has not been fully vetted/)).toBeVisible();
  await expectAccessible(page);

  await openFromNavigation(page, 'Team');
  await invite(page, colleagueEmail, ['Rhys', 'Willow'], async () => undefined);
  const colleague = await secondPerson(browser, info);
  await joinFromInvitation(
    colleague,
    colleagueEmail,
    `Nia Willow has invited you to join ${business} on Harvest`,
    business,
  );
  await colleague.context().close();

  await page.reload();
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: colleagueEmail });
  await row.getByRole('button', { name: 'Make Rhys Willow the owner' }).click();
  const confirm = page.getByRole('dialog', { name: 'Transfer ownership?' });
  await expect(confirm.getByText('You will no longer be the owner.', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Transfer ownership' }).click();
  await expect(page.getByText('Ownership transferred')).toBeVisible();
  // The former owner can no longer change anyone's permissions.
  await expect(page.getByRole('button', { name: /^Make .* the owner$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit the permissions of/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View the permissions of Rhys Willow' })).toBeVisible();
});
