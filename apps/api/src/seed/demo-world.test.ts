import { organisationPatchIssues, organisationPatchSchema } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../platform/db/database';
import { verifyPassword } from '../platform/auth/password-hash';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEMO_PASSWORD } from './demo-world';

describe('the demo world', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ devMailboxEnabled: true });
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  it('has every demo account of the README', async () => {
    const emails = ['farmer', 'buyer', 'buyer2', 'carrier', 'carrier2', 'driver', 'unvetted', 'admin'].map(
      (n) => `${n}@demo.farm`,
    );
    for (const email of emails) {
      expect(await t.app.platform.services.accounts.findUserByEmail(email)).not.toBeNull();
    }
    const admin = await t.app.platform.services.accounts.findUserByEmail('admin@demo.farm');
    expect(admin?.roles).toContain('sys-admin');
  });

  it('gives the farm and the merchant the modules the README names', async () => {
    const farm = await t.app.platform.services.accounts.findOrganisationByName('Hillside Farm Partnership');
    expect(farm?.modules).toEqual(['inventory:core', 'trading:core', 'trading:insights:grain']);
    const merchant = await t.app.platform.services.accounts.findOrganisationByName('Anglia Grain Merchants Ltd');
    expect(merchant?.modules).toEqual(['trading:buyers']);
  });

  it('has one organisation with trading modules that is not vetted yet', async () => {
    const marsh = await t.app.platform.services.accounts.findOrganisationByName('Marsh Lane Farm');
    expect(marsh).toMatchObject({ vetted: false, vettedAt: null, modules: ['inventory:core', 'trading:core'] });
    const profiles = await t.app.platform.services.accounts.profilesOfUser(
      (await t.app.platform.services.accounts.findUserByEmail('unvetted@demo.farm'))!.id,
    );
    expect(profiles.map((p) => [p.name, p.groups, p.businessUnits.map((u) => [u.name, u.type])])).toEqual([
      ['Ruth Hale', ['owner'], [['Marsh Lane Farm', 'farm']]],
    ]);
  });

  it("gives the farm business details that pass the settings' own rules", async () => {
    const farm = await t.app.platform.services.accounts.findOrganisationByName('Hillside Farm Partnership');
    const patch = organisationPatchSchema.parse({
      companyNumber: farm?.companyNumber,
      phone: farm?.phone,
      address: farm?.address,
      bankDetails: farm?.bankDetails,
      invoiceSettings: farm?.invoiceSettings,
    });
    expect(organisationPatchIssues('GB', patch)).toEqual([]);
    expect(patch.bankDetails?.sortCode).toMatch(/^\d{2}-\d{2}-\d{2}$/);
    const units = await queryRows<{ name: string; address: unknown; holding: string | null }>(
      t.app.platform.database.db,
      sql`select name, address, farm_details->>'holdingNumber' as holding from business_units where organisation_id = ${farm?.id} order by name`,
    );
    for (const unit of units) expect(unit.address).not.toBeNull();
    expect(units.filter((unit) => unit.holding).map((unit) => unit.name)).toEqual(['Brook End Farm', 'Hillside Farm']);
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
    expect(rows).toHaveLength(8);
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
