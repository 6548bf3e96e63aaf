import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { joinFromInvitation } from './onboarding';
import { signIn } from './sign-in-helpers';

test(
  'the haulier owner invites a colleague, who joins from the email and signs in',
  { tag: '@phone' },
  async ({ page }, info) => {
    const email = `yard-${info.project.name}@fenland.haulage`;
    await page.goto('/inventory/auth/login');
    await signIn(page, 'carrier@demo.farm');
    await expect(page).toHaveURL(/\/inventory\/manage\/account$/);
    // The phone menu closes when the page changes under it: let the landing page settle first.
    await expect(page.getByRole('main').getByText('Fenland Haulage Ltd').first()).toBeVisible();
    await openFromNavigation(page, 'Team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Invite a team member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First name').fill('Sam');
    await dialog.getByLabel('Last name').fill('Yard');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('main').getByText(email).first()).toBeVisible();

    await page.goto('/inventory/auth/logout');
    await expect(page).toHaveURL(/\/inventory\/auth\/login/);
    await joinFromInvitation(
      page,
      email,
      'Dave Turner has invited you to join Fenland Haulage Ltd on Harvest',
      'Fenland Haulage Ltd',
    );
    await expect(page).toHaveURL(/\/inventory\/manage\/account$/);
    await expect(page.getByRole('main').getByText('Sam Yard').first()).toBeVisible();
  },
);
