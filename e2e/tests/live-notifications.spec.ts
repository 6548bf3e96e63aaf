import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './sign-in-helpers';

async function accessTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()).data.tokens as { access: string }).access;
}

async function userIdOf(request: APIRequestContext, token: string): Promise<string> {
  const me = await request.get('/api/customers/users/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()).data as { userId: string }).userId;
}

test('a notification created on the server appears on an open page within 2 s, without a reload', async ({
  page,
  request,
  consoleErrors,
}, info) => {
  const farmerToken = await accessTokenOf(request, 'farmer@demo.farm');
  const farmerId = await userIdOf(request, farmerToken);
  const adminToken = await accessTokenOf(request, 'admin@demo.farm');

  await page.goto('/inventory/auth/login');
  await signIn(page, 'farmer@demo.farm');
  await expect(page).not.toHaveURL(/\/inventory\/auth\/login/);
  // The page holds its live connection once it has signed in; nothing reloads from here on.
  const connected = page.waitForResponse((response) => response.url().includes('/api/sys/v1/events'));
  await page.goto('/inventory/manage/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await connected;
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  const title = `Collection booked (${info.project.name})`;
  const sent = await request.post('/api/admin/notifications', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      userId: farmerId,
      title,
      message: 'Your wheat collection is booked for Tuesday.',
      type: 'information',
      callToAction: {
        actions: [{ label: 'View team', isPrimary: true, redirect: { path: '/inventory/manage/team' } }],
      },
    },
  });
  expect(sent.status()).toBe(201);

  await expect(page.getByRole('alert').filter({ hasText: title })).toBeVisible({ timeout: 2_000 });
  expect(loads).toEqual([]);

  // The same notification is in the account list; choosing it follows its primary action.
  await page.getByRole('button', { name: /Notifications/ }).click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const item = list.getByRole('button', { name: title });
  await expect(item).toBeVisible();
  await expectAccessible(page);
  await item.click();
  await expect(page).toHaveURL(/\/inventory\/manage\/team/);
  // Choosing it marked it read.
  await expect(async () => {
    const list = await request.get('/api/sys/v1/notifications', {
      headers: { authorization: `Bearer ${farmerToken}` },
    });
    const items = (await list.json()).data as { title: string; read: boolean }[];
    expect(items.find((notification) => notification.title === title)?.read).toBe(true);
  }).toPass({ timeout: 5_000 });
  expect(consoleErrors).toEqual([]);
});
