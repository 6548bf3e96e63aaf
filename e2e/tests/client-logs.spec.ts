import { expect, expectAccessible, test } from './fixtures';
import { openFromNavigation } from './navigate';
import { DEMO_PASSWORD, signIn } from './sign-in-helpers';

test("what the farm's app reports reaches the administrator's client logs", async ({ page, request }, info) => {
  const message = `Weighbridge ticket failed to load (${info.project.name})`;
  // The farm's app reports an error the way its logger does: a batch with the bearer of the signed-in farmer.
  const login = await request.post('/api/auth/login', {
    data: { username: 'farmer@demo.farm', password: DEMO_PASSWORD },
  });
  const { access } = (await login.json()).data.tokens as { access: string };
  const sent = await request.post('/api/log/v1/logs', {
    headers: { authorization: `Bearer ${access}` },
    data: [
      {
        timestamp: new Date().toISOString(),
        level: 'error',
        message,
        service: 'web',
        meta: { platform: 'web' },
        region: 'GB',
        app: { version: '0.1.0' },
      },
    ],
  });
  expect(sent.status()).toBe(202);

  await page.goto('/inventory/auth/login');
  await signIn(page, 'admin@demo.farm');
  await expect(page).toHaveURL(/\/inventory\/internal\/business-accounts/);
  await openFromNavigation(page, 'Client logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Client logs' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Message contains' }).fill(info.project.name);
  const logged = page.getByRole('main').getByRole('article', { name: message });
  await expect(logged).toBeVisible();
  // Who, by name: the farmer and the farm, not their ids.
  await expect(logged.getByText(/Tom Harrington of Hillside Farm Partnership/)).toBeVisible();
  await expectAccessible(page);
});
