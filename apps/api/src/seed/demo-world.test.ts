import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../platform/db/database';
import { verifyPassword } from '../modules/auth/password-hash';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEMO_PASSWORD } from './demo-world';

describe('the demo world', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  it('has every demo account of the README', async () => {
    const emails = ['farmer', 'buyer', 'buyer2', 'carrier', 'driver', 'admin'].map((n) => `${n}@demo.farm`);
    for (const email of emails) {
      expect(await t.app.platform.services.accounts.findUserByEmail(email)).not.toBeNull();
    }
    const admin = await t.app.platform.services.accounts.findUserByEmail('admin@demo.farm');
    expect(admin?.roles).toContain('sys-admin');
  });

  it('gives the farm and the merchant the modules the README names', async () => {
    const farm = await t.app.platform.services.accounts.findOrganisationByName('Hillside Farm Partnership');
    expect(farm?.modules).toEqual(['inventory:core', 'trading:core']);
    const merchant = await t.app.platform.services.accounts.findOrganisationByName('Anglia Grain Merchants Ltd');
    expect(merchant?.modules).toEqual(['trading:buyers']);
  });

  it('gives members who are not owners their own access maps', async () => {
    const access = await queryRows<{ email: string; access: Record<string, string> }>(
      t.app.platform.database.db,
      sql`select u.email, p.access from profiles p join users u on u.id = p.user_id where not 'owner' = any(p.groups) order by u.email`,
    );
    expect(access).toEqual([
      {
        email: 'buyer2@demo.farm',
        access: { 'trading.bids': 'write', 'trading.listings': 'read', 'trading.market.read': 'read' },
      },
      { email: 'driver@demo.farm', access: { 'logistics.carrier': 'read' } },
    ]);
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    const rows = await queryRows<{ password_hash: string }>(
      t.app.platform.database.db,
      sql`select password_hash from credentials`,
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(row.password_hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('is idempotent: a second run adds nothing', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.app.platform.database.db, sql`select count(*)::int as n from users`))[0]?.n;
    const before = await count();
    await t.seedDemo();
    expect(await count()).toBe(before);
  });

  it('sends each demo user a welcome email through the outbox', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=farmer@demo.farm' });
    expect(reply.json().data).toEqual([
      expect.objectContaining({ template: 'welcome', subject: 'Welcome to Harvest' }),
    ]);
  });
});
