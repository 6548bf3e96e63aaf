import { businessUnitSchema, businessUnitSummarySchema, messages } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../../test/auth-helpers';
import {
  apiCall,
  demoOrganisationIds,
  expectNothingWritten,
  signInDemo,
  type Headers,
  type Method,
} from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

const UNIT_TABLES = ['business_units', 'profile_business_units'] as const;

describe('business units (accounts-api.md)', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;
  let buyer2: Headers;
  let driver: Headers;
  let admin: Headers;
  /** A Hillside member limited to Brook End Farm, who may manage units. */
  let brookEndOnly: Headers;
  let hillside: string;
  let anglia: string;
  let unitIds: Record<string, string>;
  /** Links on each unit, as a module not built yet (contracts) will report them through the port. */
  const contracts = new Map<string, number>();

  const call = (method: Method, path: string, headers: Headers, payload?: object) =>
    apiCall(t, method, path, headers, payload);

  const storedUnit = async (id: string) =>
    (await rows<Record<string, unknown>>(t, sql`select * from business_units where id = ${id}`))[0];

  const unitNames = async (headers: Headers, organisationId = hillside) =>
    (
      (await call('GET', `/customers/business/${organisationId}`, headers)).json().data.businessUnits as {
        name: string;
      }[]
    )
      .map((unit) => unit.name)
      .sort();

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, buyer, buyer2, driver, admin } = await signInDemo(t, 'farmer', 'buyer', 'buyer2', 'driver', 'admin'));
    ({ hillside, anglia } = await demoOrganisationIds(t));
    const units = await rows<{ id: string; name: string }>(
      t,
      sql`select id, name from business_units where organisation_id = ${hillside}`,
    );
    unitIds = Object.fromEntries(units.map((unit) => [unit.name, unit.id]));

    const { users } = t.app.platform.services;
    const { profile } = await users.addMember(t.app.platform.database.db, hillside, {
      email: 'brook@hillsidefarm.demo',
      givenName: 'Nell',
      familyName: 'Brook',
      access: { 'account.business-units': 'write' },
    });
    await rows(
      t,
      sql`insert into profile_business_units (profile_id, business_unit_id) values (${profile.id}, ${unitIds['Brook End Farm']}) returning profile_id`,
    );
    brookEndOnly = await t.authHeaders('brook@hillsidefarm.demo');

    // app.ts registers crops, listings and trade requests; contracts stand in for a module not built yet.
    t.app.platform.services.accounts.registerBusinessUnitUsage('contracts', {
      linksToBusinessUnit: async (unit) => contracts.get(unit.id) ?? 0,
    });
  }, 60_000);

  afterAll(() => t.close());

  describe('GET /customers/business/{organisationId}', () => {
    it('answers the organisation and all its units to a member with no unit assigned', async () => {
      const reply = await call('GET', `/customers/business/${hillside}`, farmer);
      expect(reply.statusCode).toBe(200);
      const data = reply.json().data;
      expect(data.organisation).toEqual({
        id: hillside,
        name: 'Hillside Farm Partnership',
        countryISO: 'GB',
        vetted: true,
      });
      const units = data.businessUnits.map((unit: unknown) => businessUnitSchema.parse(unit));
      expect(units.map((unit: { name: string; type: string }) => [unit.name, unit.type])).toEqual([
        ['Brook End Farm', 'farm'],
        ['Hillside Farm', 'farm'],
        ['Hillside Grain Store', 'store'],
      ]);
      expect(units[1]).toMatchObject({
        organisationId: hillside,
        address: { line1: 'Hillside Farm, Ely Road', postcode: 'CB6 1PT' },
        farmDetails: { holdingNumber: '12/345/6789' },
      });
    });

    it("leaves out the units outside the caller's scope", async () => {
      expect(await unitNames(brookEndOnly)).toEqual(['Brook End Farm']);
    });

    it("answers 404 for another organisation's id, 403 without account.business-units read", async () => {
      expect((await call('GET', `/customers/business/${hillside}`, buyer)).statusCode).toBe(404);
      expect((await call('GET', `/customers/business/${anglia}`, buyer2)).statusCode).toBe(403);
      expect((await call('GET', `/customers/business/${hillside}`, driver)).statusCode).toBe(403);
    });

    it('answers a system administrator for any organisation, unlimited', async () => {
      expect(await unitNames(admin, anglia)).toEqual(['Bury St Edmunds Office']);
      expect(await unitNames(admin)).toHaveLength(3);
    });
  });

  describe('GET /customers/business-units/{id} and /summary', () => {
    it('answers a unit in scope', async () => {
      const id = unitIds['Brook End Farm']!;
      for (const headers of [farmer, brookEndOnly, admin]) {
        const reply = await call('GET', `/customers/business-units/${id}`, headers);
        expect(reply.statusCode).toBe(200);
        expect(businessUnitSchema.parse(reply.json().data)).toMatchObject({ id, name: 'Brook End Farm', type: 'farm' });
      }
    });

    it('answers 404 for a unit outside the scope, of another organisation, or unknown', async () => {
      const store = unitIds['Hillside Grain Store']!;
      expect((await call('GET', `/customers/business-units/${store}`, brookEndOnly)).statusCode).toBe(404);
      expect((await call('GET', `/customers/business-units/${store}/summary`, brookEndOnly)).statusCode).toBe(404);
      expect((await call('GET', `/customers/business-units/${store}`, buyer)).statusCode).toBe(404);
      expect((await call('GET', `/customers/business-units/${store}/summary`, buyer)).statusCode).toBe(404);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await call('GET', `/customers/business-units/${unknown}`, farmer)).statusCode).toBe(404);
    });

    it('refuses a member without account.business-units read (403)', async () => {
      const [anglian] = await rows<{ id: string }>(
        t,
        sql`select id from business_units where organisation_id = ${anglia}`,
      );
      expect((await call('GET', `/customers/business-units/${anglian!.id}`, buyer2)).statusCode).toBe(403);
      expect((await call('GET', `/customers/business-units/${anglian!.id}/summary`, buyer2)).statusCode).toBe(403);
    });

    it('summarises the members limited to the unit and the links other modules report', async () => {
      const brookEnd = unitIds['Brook End Farm']!;
      contracts.set(brookEnd, 2);
      const reply = await call('GET', `/customers/business-units/${brookEnd}/summary`, farmer);
      expect(reply.statusCode).toBe(200);
      expect(businessUnitSummarySchema.parse(reply.json().data)).toEqual({
        id: brookEnd,
        name: 'Brook End Farm',
        type: 'farm',
        members: 1,
        links: { crops: 0, listings: 0, tradeRequests: 0, contracts: 2 },
        deletable: false,
      });
      const store = unitIds['Hillside Grain Store']!;
      const free = (await call('GET', `/customers/business-units/${store}/summary`, admin)).json().data;
      expect(free).toMatchObject({
        members: 0,
        links: { crops: 0, listings: 0, tradeRequests: 0, contracts: 0 },
        deletable: true,
      });
      contracts.delete(brookEnd);
    });
  });

  describe('POST /customers/business-units', () => {
    it('adds a unit to the acting organisation (201)', async () => {
      const reply = await call('POST', '/customers/business-units', farmer, {
        name: 'Fen Drove Farm',
        type: 'farm',
        taxId: '123 456 789',
        phone: { callingCode: '+44', number: '01353 111222' },
        address: { line1: 'Fen Drove', postcode: 'CB6 3AA' },
        farmDetails: { holdingNumber: '12/999/0001', assuranceScheme: 'red-tractor', membershipNumber: '01/234/5678' },
      });
      expect(reply.statusCode).toBe(201);
      const unit = businessUnitSchema.parse(reply.json().data);
      expect(unit).toMatchObject({
        organisationId: hillside,
        name: 'Fen Drove Farm',
        type: 'farm',
        companyNumber: null,
      });
      expect(await unitNames(farmer)).toContain('Fen Drove Farm');
      unitIds['Fen Drove Farm'] = unit.id;
    });

    it('gives a member limited to some units the unit they add, so they can see it', async () => {
      const reply = await call('POST', '/customers/business-units', brookEndOnly, {
        name: 'Brook Store',
        type: 'store',
      });
      expect(reply.statusCode).toBe(201);
      expect(await unitNames(brookEndOnly)).toEqual(['Brook End Farm', 'Brook Store']);
    });

    const invalid: [string, object, string, string][] = [
      [
        'an address not picked from the list',
        { address: { line1: 'x' } },
        'address.line1',
        messages.validation.addressFromList,
      ],
      ['a GB tax id without 9 digits', { taxId: '1234' }, 'taxId', 'Tax number must be 9 digits'],
      [
        'a phone that does not fit the GB mask',
        { phone: { callingCode: '+44', number: '123' } },
        'phone',
        messages.validation.contactNumber,
      ],
      ['a company number', { companyNumber: 'XX1' }, 'companyNumber', messages.validation.companyNumber],
      [
        'a Red Tractor number',
        { farmDetails: { assuranceScheme: 'red-tractor', membershipNumber: '123' } },
        'farmDetails.membershipNumber',
        messages.inventory.redTractorMembership,
      ],
      ['no name', { name: '' }, 'name', messages.validation.required],
    ];
    for (const [what, payload, field, message] of invalid) {
      it(`refuses ${what} (400 '${message}') and writes nothing`, async () => {
        await expectNothingWritten(t, UNIT_TABLES, async () => {
          const reply = await call('POST', '/customers/business-units', farmer, {
            name: 'Bad Farm',
            type: 'farm',
            ...payload,
          });
          expect(reply.statusCode).toBe(400);
          expect(reply.json().validation).toContainEqual({ field, message });
        });
      });
    }

    it('refuses a member without account.business-units write (403)', async () => {
      await expectNothingWritten(t, UNIT_TABLES, async () => {
        for (const headers of [buyer2, driver]) {
          expect(
            (await call('POST', '/customers/business-units', headers, { name: 'Nope', type: 'store' })).statusCode,
          ).toBe(403);
        }
      });
    });
  });

  describe('PATCH /customers/business-units/{id}', () => {
    it('edits anything but the type', async () => {
      const id = unitIds['Hillside Grain Store']!;
      const reply = await call('PATCH', `/customers/business-units/${id}`, farmer, {
        name: 'Hillside Grain Store North',
        email: 'store@hillsidefarm.demo',
        address: null,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toMatchObject({
        name: 'Hillside Grain Store North',
        type: 'store',
        email: 'store@hillsidefarm.demo',
        address: null,
      });
    });

    it("refuses a type (400 'businessUnitTypeFixed' on type) and writes nothing", async () => {
      const id = unitIds['Hillside Farm']!;
      const before = await storedUnit(id);
      const reply = await call('PATCH', `/customers/business-units/${id}`, farmer, { type: 'store', name: 'Renamed' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual([{ field: 'type', message: messages.accounts.businessUnitTypeFixed }]);
      // Even the same type: it is not for the body to say.
      const same = await call('PATCH', `/customers/business-units/${id}`, farmer, { type: 'farm' });
      expect(same.json().validation).toEqual([{ field: 'type', message: messages.accounts.businessUnitTypeFixed }]);
      expect(await storedUnit(id)).toEqual(before);
    });

    it("refuses bad input by the country's rules (400) and writes nothing", async () => {
      const id = unitIds['Hillside Farm']!;
      const before = await storedUnit(id);
      const reply = await call('PATCH', `/customers/business-units/${id}`, farmer, {
        name: 'Renamed',
        taxId: '12',
        phone: { callingCode: '+44', number: '1' },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual([
        { field: 'taxId', message: 'Tax number must be 9 digits' },
        { field: 'phone', message: messages.validation.contactNumber },
      ]);
      expect(await storedUnit(id)).toEqual(before);
    });

    it('answers 404 outside the scope or for another organisation, 403 without write', async () => {
      const id = unitIds['Hillside Farm']!;
      const before = await storedUnit(id);
      expect((await call('PATCH', `/customers/business-units/${id}`, brookEndOnly, { name: 'X' })).statusCode).toBe(
        404,
      );
      expect((await call('PATCH', `/customers/business-units/${id}`, buyer, { name: 'X' })).statusCode).toBe(404);
      expect((await call('PATCH', `/customers/business-units/${id}`, driver, { name: 'X' })).statusCode).toBe(403);
      expect(await storedUnit(id)).toEqual(before);
    });

    it("lets a system administrator edit any organisation's unit", async () => {
      const [anglian] = await rows<{ id: string }>(
        t,
        sql`select id from business_units where organisation_id = ${anglia}`,
      );
      const reply = await call('PATCH', `/customers/business-units/${anglian!.id}`, admin, {
        email: 'bury@anglia.demo',
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.email).toBe('bury@anglia.demo');
    });
  });

  describe('DELETE /customers/business-units/{id}', () => {
    it("refuses a unit another module links to (409 'businessUnitInUse') and keeps it", async () => {
      const id = unitIds['Fen Drove Farm']!;
      contracts.set(id, 1);
      const reply = await call('DELETE', `/customers/business-units/${id}`, farmer);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(messages.accounts.businessUnitInUse);
      expect((await storedUnit(id))?.deleted_at).toBeNull();
      contracts.delete(id);
    });

    it('answers 404 outside the scope or for another organisation, 403 without write', async () => {
      const id = unitIds['Fen Drove Farm']!;
      expect((await call('DELETE', `/customers/business-units/${id}`, brookEndOnly)).statusCode).toBe(404);
      expect((await call('DELETE', `/customers/business-units/${id}`, buyer)).statusCode).toBe(404);
      expect((await call('DELETE', `/customers/business-units/${id}`, driver)).statusCode).toBe(403);
      expect((await storedUnit(id))?.deleted_at).toBeNull();
    });

    it('deletes a unit nothing links to: it vanishes from every list but stays as history', async () => {
      const id = unitIds['Fen Drove Farm']!;
      const reply = await call('DELETE', `/customers/business-units/${id}`, farmer);
      expect(reply.statusCode).toBe(200);
      expect((await storedUnit(id))?.deleted_at).not.toBeNull();
      expect(await unitNames(farmer)).not.toContain('Fen Drove Farm');
      expect((await call('GET', `/customers/business-units/${id}`, farmer)).statusCode).toBe(404);
      expect((await call('PATCH', `/customers/business-units/${id}`, farmer, { name: 'Back' })).statusCode).toBe(404);
      expect((await call('DELETE', `/customers/business-units/${id}`, farmer)).statusCode).toBe(404);
      const me = (await call('GET', '/customers/users/me', farmer)).json().data;
      expect(me.businessUnits.map((unit: { name: string }) => unit.name)).not.toContain('Fen Drove Farm');
    });

    it('keeps the only unit a member may reach: deleting it would leave them limited to nothing', async () => {
      const store = (await call('GET', `/customers/business/${hillside}`, brookEndOnly))
        .json()
        .data.businessUnits.find((unit: { name: string }) => unit.name === 'Brook Store') as { id: string };
      // Brook Store goes: the member still has Brook End Farm, and the team page shows only that.
      expect((await call('DELETE', `/customers/business-units/${store.id}`, brookEndOnly)).statusCode).toBe(200);
      const me = (await call('GET', '/customers/users/me', brookEndOnly)).json().data;
      const brookEnd = unitIds['Brook End Farm']!;
      const team = (await call('GET', '/customers/users', farmer)).json().data as {
        userId: string;
        businessUnitIds: string[];
      }[];
      expect(team.find((member) => member.userId === me.userId)?.businessUnitIds).toEqual([brookEnd]);

      const summary = (await call('GET', `/customers/business-units/${brookEnd}/summary`, farmer)).json().data;
      expect(summary.deletable).toBe(false);
      const refused = await call('DELETE', `/customers/business-units/${brookEnd}`, farmer);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.accounts.businessUnitOnlyAccess);
      expect(await unitNames(brookEndOnly)).toEqual(['Brook End Farm']);
    });
  });
});
