import {
  FULL_ACCESS,
  messages,
  moduleUnlockSchema,
  organisationDetailsSchema,
  organisationRefSchema,
  organisationSummarySchema,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCount, lastEmail, rows } from '../../../../test/auth-helpers';
import { apiCall, demoOrganisationIds, signInDemo, type Headers, type Method } from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

describe('organisations (accounts-api.md)', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;
  let buyer2: Headers;
  let carrier: Headers;
  let driver: Headers;
  let admin: Headers;
  let unvetted: Headers;
  let hillside: string;
  let anglia: string;
  let fenland: string;
  let marsh: string;

  const call = (method: Method, path: string, headers: Headers, payload?: object) =>
    apiCall(t, method, path, headers, payload);

  /** The stored organisation, for checking that a refused call wrote nothing. */
  const stored = async (id: string) =>
    (await rows<Record<string, unknown>>(t, sql`select * from organisations where id = ${id}`))[0];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, buyer, buyer2, carrier, driver, admin, unvetted } = await signInDemo(
      t,
      'farmer',
      'buyer',
      'buyer2',
      'carrier',
      'driver',
      'admin',
      'unvetted',
    ));
    ({ hillside, anglia, fenland, marsh } = await demoOrganisationIds(t));
  }, 60_000);

  afterAll(() => t.close());

  describe('GET /customers/organisations/{id}', () => {
    it("answers the owner their business's settings, with its owner", async () => {
      const reply = await call('GET', `/customers/organisations/${hillside}`, farmer);
      expect(reply.statusCode).toBe(200);
      const details = organisationDetailsSchema.parse(reply.json().data);
      expect(details).toMatchObject({
        id: hillside,
        name: 'Hillside Farm Partnership',
        countryISO: 'GB',
        vetted: true,
        modules: [{ id: 'inventory:core' }, { id: 'trading:core' }, { id: 'trading:insights:grain' }],
        companyNumber: 'OC412873',
        bankDetails: { accountNumber: '41207733', sortCode: '20-45-77' },
        advancePay: false,
        owner: { name: 'Tom Harrington', email: 'farmer@demo.farm' },
      });
    });

    it('refuses a member without account.business read (403)', async () => {
      expect((await call('GET', `/customers/organisations/${anglia}`, buyer2)).statusCode).toBe(403);
      expect((await call('GET', `/customers/organisations/${fenland}`, driver)).statusCode).toBe(403);
    });

    it("answers 404 for another organisation's id, and for one that does not exist", async () => {
      const reply = await call('GET', `/customers/organisations/${hillside}`, buyer);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(messages.errors.notFound);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await call('GET', `/customers/organisations/${unknown}`, admin)).statusCode).toBe(404);
    });

    it('answers a system administrator for any organisation', async () => {
      const reply = await call('GET', `/customers/organisations/${marsh}`, admin);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toMatchObject({ name: 'Marsh Lane Farm', vetted: false });
    });
  });

  describe('PATCH /customers/organisations/{id}', () => {
    it('saves the sections sent, leaves the others, and clears one sent as null', async () => {
      const reply = await call('PATCH', `/customers/organisations/${hillside}`, farmer, {
        email: 'accounts@hillsidefarm.demo',
        companyNumber: 'sc 123456',
        phone: { callingCode: '+44', number: '01353720999' },
        branding: { primaryColour: '#1F6F43' },
        invoiceSettings: null,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().message).toBe(messages.accounts.settingsSaved);
      const details = organisationDetailsSchema.parse(reply.json().data);
      expect(details).toMatchObject({
        email: 'accounts@hillsidefarm.demo',
        companyNumber: 'SC123456',
        phone: { callingCode: '+44', number: '01353720999' },
        branding: { primaryColour: '#1F6F43' },
        invoiceSettings: null,
        bankDetails: { accountNumber: '41207733' },
        name: 'Hillside Farm Partnership',
      });
      expect((await call('GET', `/customers/organisations/${hillside}`, farmer)).json().data).toEqual(details);
    });

    const invalid: [string, object, string, string][] = [
      ['company number', { companyNumber: 'AB12345' }, 'companyNumber', messages.validation.companyNumber],
      [
        'sort code',
        { bankDetails: { accountHolderName: 'Hillside', accountNumber: '12345678', sortCode: '123456' } },
        'bankDetails.sortCode',
        messages.validation.sortCode,
      ],
      [
        'GB account number digits',
        { bankDetails: { accountHolderName: 'Hillside', accountNumber: '1234567', sortCode: '12-34-56' } },
        'bankDetails.accountNumber',
        'Account number must be 8 digits',
      ],
      [
        'GB tax number digits',
        { invoiceSettings: { taxNumber: '12345678' } },
        'invoiceSettings.taxNumber',
        'Tax number must be 9 digits',
      ],
      [
        'phone that does not fit the GB mask',
        { phone: { callingCode: '+44', number: '12345' } },
        'phone',
        messages.validation.contactNumber,
      ],
      [
        'address not picked from the list',
        { address: { line1: 'x', postcode: 'CB6 1PT' } },
        'address.line1',
        messages.validation.addressFromList,
      ],
    ];
    for (const [what, payload, field, message] of invalid) {
      it(`refuses a ${what} (400 '${message}') and writes nothing`, async () => {
        const before = await stored(hillside);
        const reply = await call('PATCH', `/customers/organisations/${hillside}`, farmer, {
          email: 'changed@hillsidefarm.demo',
          ...payload,
        });
        expect(reply.statusCode).toBe(400);
        expect(reply.json().validation).toContainEqual({ field, message });
        expect(await stored(hillside)).toEqual(before);
      });
    }

    it('refuses a name another business of the country has (409) and writes nothing', async () => {
      const before = await stored(hillside);
      const reply = await call('PATCH', `/customers/organisations/${hillside}`, farmer, {
        name: 'anglia grain merchants ltd',
        email: 'changed@hillsidefarm.demo',
      });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().validation).toEqual([{ field: 'name', message: messages.accounts.organisationTaken }]);
      expect(await stored(hillside)).toEqual(before);
    });

    it("refuses members who may not edit the business (403 'cannotEditBusiness')", async () => {
      for (const [headers, id] of [
        [buyer2, anglia],
        [driver, fenland],
      ] as const) {
        const reply = await call('PATCH', `/customers/organisations/${id}`, headers, { email: 'x@y.farm' });
        expect(reply.statusCode).toBe(403);
        expect(reply.json().message).toBe(messages.accounts.cannotEditBusiness);
      }
    });

    it("answers 404 for another organisation's id", async () => {
      const before = await stored(hillside);
      expect(
        (await call('PATCH', `/customers/organisations/${hillside}`, buyer, { email: 'x@y.farm' })).statusCode,
      ).toBe(404);
      expect(await stored(hillside)).toEqual(before);
    });

    it('lets only a system administrator send vetted or modules (403 for an owner)', async () => {
      const before = await stored(marsh);
      for (const payload of [{ vetted: true }, { modules: ['inventory:core', 'inventory:storage'] }]) {
        const reply = await call('PATCH', `/customers/organisations/${marsh}`, unvetted, payload);
        expect(reply.statusCode).toBe(403);
      }
      expect(await stored(marsh)).toEqual(before);
    });

    it('lets a system administrator vet any organisation, recording when', async () => {
      t.clock.advance(60_000);
      admin = await t.authHeaders('admin@demo.farm');
      const before = t.clock.now().getTime();
      const reply = await call('PATCH', `/customers/organisations/${marsh}`, admin, {
        vetted: true,
        email: 'ruth@marshlane.demo',
      });
      const after = t.clock.now().getTime();
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toMatchObject({ vetted: true, email: 'ruth@marshlane.demo' });
      const [row] = await rows<{ vetted_at: Date }>(t, sql`select vetted_at from organisations where id = ${marsh}`);
      expect(new Date(row!.vetted_at).getTime()).toBeGreaterThanOrEqual(before);
      expect(new Date(row!.vetted_at).getTime()).toBeLessThanOrEqual(after);
      // Vetted, the farm now trades: its owner acts with trading permissions.
      unvetted = await t.authHeaders('unvetted@demo.farm');
      const me = (await call('GET', '/customers/users/me', unvetted)).json().data;
      expect(me.access['trading.listings']).toBe(FULL_ACCESS['trading.listings']);
      // Undo, for the tests below that want it unvetted.
      await call('PATCH', `/customers/organisations/${marsh}`, admin, { vetted: false });
      unvetted = await t.authHeaders('unvetted@demo.farm');
    });
  });

  describe('PATCH /customers/organisations/{id}/advance-pay', () => {
    it('turns Advance Pay on and off for a vetted organisation with trading:core', async () => {
      const on = await call('PATCH', `/customers/organisations/${hillside}/advance-pay`, farmer, { enabled: true });
      expect(on.statusCode).toBe(200);
      expect(organisationDetailsSchema.parse(on.json().data).advancePay).toBe(true);
      const off = await call('PATCH', `/customers/organisations/${hillside}/advance-pay`, farmer, { enabled: false });
      expect(off.json().data.advancePay).toBe(false);
    });

    it('refuses an organisation without trading:core, or not vetted (403), and bad input (400)', async () => {
      expect(
        (await call('PATCH', `/customers/organisations/${anglia}/advance-pay`, buyer, { enabled: true })).statusCode,
      ).toBe(403);
      expect(
        (await call('PATCH', `/customers/organisations/${marsh}/advance-pay`, unvetted, { enabled: true })).statusCode,
      ).toBe(403);
      expect(
        (await call('PATCH', `/customers/organisations/${hillside}/advance-pay`, farmer, { enabled: 'yes' }))
          .statusCode,
      ).toBe(400);
      const [row] = await rows<{ advance_pay: boolean }>(
        t,
        sql`select advance_pay from organisations where id in (${anglia}, ${marsh}) and advance_pay`,
      );
      expect(row).toBeUndefined();
    });

    it("refuses a member without account.business write (403) and another organisation's id (404)", async () => {
      expect(
        (await call('PATCH', `/customers/organisations/${anglia}/advance-pay`, buyer2, { enabled: true })).statusCode,
      ).toBe(403);
      expect(
        (await call('PATCH', `/customers/organisations/${hillside}/advance-pay`, buyer, { enabled: true })).statusCode,
      ).toBe(404);
    });

    it('lets a system administrator set it for any organisation that trades', async () => {
      const reply = await call('PATCH', `/customers/organisations/${hillside}/advance-pay`, admin, { enabled: false });
      expect(reply.statusCode).toBe(200);
    });
  });

  describe('GET /customers/organisations/byid', () => {
    it('answers name, country and vetting of the organisations asked for, to anyone signed in', async () => {
      const reply = await call('GET', `/customers/organisations/byid?ids=${fenland},${hillside}, ${hillside}`, driver);
      expect(reply.statusCode).toBe(200);
      const refs = reply.json().data.map((row: unknown) => organisationRefSchema.parse(row));
      expect(refs).toEqual([
        { id: fenland, name: 'Fenland Haulage Ltd', countryISO: 'GB', vetted: true },
        { id: hillside, name: 'Hillside Farm Partnership', countryISO: 'GB', vetted: true },
      ]);
      expect(Object.keys(reply.json().data[0]).sort()).toEqual(['countryISO', 'id', 'name', 'vetted']);
    });

    it('leaves unknown ids out, and refuses ids that are not ids (400)', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await call('GET', `/customers/organisations/byid?ids=${unknown}`, farmer)).json().data).toEqual([]);
      expect((await call('GET', '/customers/organisations/byid?ids=nope', farmer)).statusCode).toBe(400);
      expect((await call('GET', '/customers/organisations/byid', farmer)).statusCode).toBe(400);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/customers/organisations/byid?ids=${hillside}` })).statusCode,
      ).toBe(401);
    });
  });

  describe('GET /customers/organisations/carrier', () => {
    it('lists organisations with a member in the carrier group, filtered by name, a page at a time', async () => {
      const reply = await call('GET', '/customers/organisations/carrier', farmer);
      expect(reply.statusCode).toBe(200);
      // The demo's two hauliers, by name.
      expect(reply.json().data).toEqual([
        { id: fenland, name: 'Fenland Haulage Ltd', countryISO: 'GB', vetted: true },
        { id: expect.any(String), name: 'Ouse Valley Transport Ltd', countryISO: 'GB', vetted: true },
      ]);
      expect(reply.json().pagination).toMatchObject({ totalDocuments: 2, limit: 25 });
      expect((await call('GET', '/customers/organisations/carrier?query=FENLAND', buyer2)).json().data).toHaveLength(1);
      expect((await call('GET', '/customers/organisations/carrier?query=hillside', carrier)).json().data).toEqual([]);
      expect((await call('GET', '/customers/organisations/carrier?limit=0', farmer)).statusCode).toBe(400);
    });
  });

  describe('module unlock requests', () => {
    const unlockUrl = (id: string) => `/customers/organisations/${id}/modules/unlock`;

    it("refuses a module that cannot be requested (400 'moduleNotUnlockable') and writes nothing", async () => {
      for (const id of ['inventory:core', 'no-such-module']) {
        const reply = await call('POST', unlockUrl(hillside), farmer, { id });
        expect(reply.statusCode).toBe(400);
        expect(reply.json().message).toBe(messages.accounts.moduleNotUnlockable);
        expect(reply.json().validation).toEqual([{ field: 'id', message: messages.accounts.moduleNotUnlockable }]);
      }
      expect((await call('POST', unlockUrl(hillside), farmer, {})).statusCode).toBe(400);
      expect(await rows(t, sql`select id from module_unlock_requests`)).toEqual([]);
    });

    it('refuses a member without account.business write (403) and another organisation (404)', async () => {
      const refused = await call('POST', unlockUrl(anglia), buyer2, { id: 'inventory:storage' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.errors.noPermission);
      expect((await call('POST', unlockUrl(hillside), buyer, { id: 'inventory:storage' })).statusCode).toBe(404);
      expect((await call('GET', unlockUrl(anglia), buyer2)).statusCode).toBe(403);
      expect((await call('GET', unlockUrl(hillside), buyer)).statusCode).toBe(404);
      expect(await rows(t, sql`select id from module_unlock_requests`)).toEqual([]);
    });

    it('records a request, emails every system administrator, and answers the same request when asked again', async () => {
      const first = await call('POST', unlockUrl(hillside), farmer, { id: 'inventory:storage' });
      expect(first.statusCode).toBe(201);
      expect(first.json().message).toBe(messages.accounts.upgradeRequested);
      const unlock = moduleUnlockSchema.parse(first.json().data);
      expect(unlock).toMatchObject({
        organisationId: hillside,
        organisationName: 'Hillside Farm Partnership',
        moduleId: 'inventory:storage',
        status: 'requested',
        requestedBy: 'Tom Harrington',
        decidedAt: null,
      });
      expect(await emailCount(t, 'admin@demo.farm', 'module-unlock-request')).toBe(1);
      const email = await lastEmail(t, 'admin@demo.farm', 'module-unlock-request');
      expect(email).toContain('Hillside Farm Partnership');
      expect(email).toContain('inventory:storage');
      expect(email).toContain('/inventory/internal/business-accounts');
      expect(await emailCount(t, 'farmer@demo.farm', 'module-unlock-request')).toBe(0);

      const again = await call('POST', unlockUrl(hillside), farmer, { id: 'inventory:storage' });
      expect(again.statusCode).toBe(201);
      expect(again.json().data).toEqual(first.json().data);
      expect(await emailCount(t, 'admin@demo.farm', 'module-unlock-request')).toBe(1);

      const listed = await call('GET', unlockUrl(hillside), farmer);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toEqual([first.json().data]);
    });

    it('lists open requests, oldest first, to system administrators only, and on the business accounts list', async () => {
      t.clock.advance(1000);
      const marshRequest = await call('POST', unlockUrl(marsh), unvetted, { id: 'inventory:storage' });
      expect(marshRequest.statusCode).toBe(201);
      const reply = await call('GET', '/customers/organisations/module-requests', admin);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.map((row: { organisationName: string; moduleId: string }) => row.moduleId)).toEqual([
        'inventory:storage',
        'inventory:storage',
      ]);
      expect((await call('GET', '/customers/organisations/module-requests', farmer)).statusCode).toBe(403);

      const list = (await call('GET', '/customers/organisations', admin))
        .json()
        .data.map((row: unknown) => organisationSummarySchema.parse(row));
      const pending = Object.fromEntries(
        list.map((row: { name: string; pendingModules?: string[] }) => [row.name, row.pendingModules]),
      );
      expect(pending).toMatchObject({
        'Hillside Farm Partnership': ['inventory:storage'],
        'Marsh Lane Farm': ['inventory:storage'],
        'Anglia Grain Merchants Ltd': [],
      });
    });

    it('a system administrator granting the module answers the request; asking for it then is 409', async () => {
      t.clock.advance(1000);
      admin = await t.authHeaders('admin@demo.farm');
      const before = t.clock.now().getTime();
      const reply = await call('PATCH', `/customers/organisations/${hillside}`, admin, {
        modules: ['inventory:core', 'trading:core', 'trading:insights:grain', 'inventory:storage'],
      });
      const after = t.clock.now().getTime();
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.modules).toEqual([
        { id: 'inventory:core' },
        { id: 'trading:core' },
        { id: 'trading:insights:grain' },
        { id: 'inventory:storage' },
      ]);
      const [request] = (await call('GET', unlockUrl(hillside), admin)).json().data as {
        status: string;
        decidedAt: string;
      }[];
      expect(request?.status).toBe('granted');
      expect(new Date(request!.decidedAt).getTime()).toBeGreaterThanOrEqual(before);
      expect(new Date(request!.decidedAt).getTime()).toBeLessThanOrEqual(after);
      const [decided] = await rows<{ decided_by_user_id: string; email: string }>(
        t,
        sql`select r.decided_by_user_id, u.email from module_unlock_requests r join users u on u.id = r.decided_by_user_id
            where r.organisation_id = ${hillside}`,
      );
      expect(decided?.email).toBe('admin@demo.farm');
      // Marsh Lane's request is untouched, and still open.
      const open = (await call('GET', '/customers/organisations/module-requests', admin)).json().data;
      expect(open.map((row: { organisationId: string }) => row.organisationId)).toEqual([marsh]);

      const again = await call('POST', unlockUrl(hillside), farmer, { id: 'inventory:storage' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.accounts.moduleAlreadyActive);
    });
  });
});
