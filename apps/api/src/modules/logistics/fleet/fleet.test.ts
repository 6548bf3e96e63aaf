import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages, type Driver, type Vehicle, type VehicleLookup } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { createUser, emailCount, rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { expectData, notificationTitles } from '../../../../test/trading-world';
import { DvlaVehicleEnquiry, VehicleEnquiryFailure } from './vehicle-enquiry-providers';

const DAY = 86_400_000;
const MICK = 'MORGA657054SM9IJ'.replace('MORGA657054SM', 'HOLLO703128MJ'); // Holloway, 12 March 1978

const vehicle = (registration: string, extra: Record<string, unknown> = {}) => ({
  registration,
  type: 'artic-cab',
  payloadKg: 29_000,
  ...extra,
});

/** A stand-in for the DVLA's Vehicle Enquiry Service on a real socket: one known plate, 404 for the rest. */
async function fakeRegister(): Promise<{ server: Server; url: string; seen: { key: string; body: string }[] }> {
  const seen: { key: string; body: string }[] = [];
  const read = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    return body;
  };
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      seen.push({ key: String(request.headers['x-api-key']), body });
      const plate = (JSON.parse(body) as { registrationNumber: string }).registrationNumber;
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/vehicle-enquiry/v1/vehicles') {
        response.statusCode = 405;
        response.end('{}');
      } else if (plate === 'AA19AAA') {
        response.end(
          JSON.stringify({
            registrationNumber: 'AA19AAA',
            co2Emissions: 300,
            engineCapacity: 12_800,
            fuelType: 'DIESEL',
            motStatus: 'Valid',
            motExpiryDate: '2027-03-30',
            make: 'SCANIA',
            colour: 'WHITE',
            yearOfManufacture: 2019,
            dateOfLastV5CIssued: '2019-05-20',
            taxStatus: 'Taxed',
          }),
        );
      } else if (plate === 'ER19ERR') {
        response.statusCode = 500;
        response.end('{}');
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ errors: [{ status: '404', title: 'Vehicle Not Found' }] }));
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('a carrier’s fleet (trading-logistics §3 Vehicle, Trailer, Driver, carrier terms)', () => {
  let t: TestApp;
  let register: Awaited<ReturnType<typeof fakeRegister>>;
  let h: Record<'carrier' | 'driver' | 'buyer2', Headers>;
  let rival: Headers;

  beforeAll(async () => {
    register = await fakeRegister();
    t = await buildTestApp({ vehicleEnquiryKey: 'test-key', vehicleEnquiryUrl: register.url, devMailboxEnabled: true });
    await t.seedDemo();
    h = await signInDemo(t, 'carrier', 'driver', 'buyer2');
    const { organisations, users } = t.app.platform.services;
    await t.app.platform.database.db.transaction(async (tx) => {
      const organisation = await organisations.create(tx, { name: 'Rival Haulage Ltd', vetted: true, modules: [] });
      await users.addMember(tx, organisation.id, {
        email: 'owner@rival-haulage.test',
        givenName: 'Rita',
        familyName: 'Rival',
        groups: ['owner', 'carrier'],
        access: { 'logistics.carrier': 'write' },
        acceptedTerms: true,
      });
    });
    rival = await t.authHeaders('owner@rival-haulage.test');
  }, 60_000);

  afterAll(async () => {
    await t.close();
    await new Promise((done) => register.server.close(done));
  });

  describe('vehicles', () => {
    let first: Vehicle;

    it('adds a vehicle with its registration in the register’s form, and marks has-created-vehicles', async () => {
      first = await expectData<Vehicle>(
        await apiCall(
          t,
          'POST',
          '/logistics/vehicles',
          h.carrier,
          vehicle('fh21 kgl', { make: 'Scania', lengthMm: 16_500 }),
        ),
        201,
      );
      expect(first).toMatchObject({
        registration: 'FH21KGL',
        make: 'Scania',
        payloadKg: 29_000,
        decks: 1,
        lengthMm: 16_500,
      });
      const profile = await rows<{ id: string }>(
        t,
        sql`select p.id from profiles p join users u on u.id = p.user_id where u.email = 'carrier@demo.farm'`,
      );
      const kv = await apiCall(t, 'GET', `/auth/v1/profile/${profile[0]!.id}/kv`, h.carrier);
      expect(JSON.parse(kv.body).data.kv).toContainEqual({ key: 'has-created-vehicles', value: 'true' });
    });

    it('refuses the same registration twice (409), however it is spaced', async () => {
      const again = await apiCall(t, 'POST', '/logistics/vehicles', h.carrier, vehicle('FH21 KGL'));
      expect(again.statusCode).toBe(409);
      expect(JSON.parse(again.body).message).toBe(messages.logistics.registrationTaken);
    });

    it('lets another carrier have the same registration in its own fleet, and hides each from the other (404)', async () => {
      await expectData(await apiCall(t, 'POST', '/logistics/vehicles', rival, vehicle('FH21KGL')), 201);
      expect((await apiCall(t, 'GET', `/logistics/vehicles/${first.id}`, rival)).statusCode).toBe(404);
      expect((await apiCall(t, 'PATCH', `/logistics/vehicles/${first.id}`, rival, { make: 'x' })).statusCode).toBe(404);
      expect((await apiCall(t, 'DELETE', `/logistics/vehicles/${first.id}`, rival)).statusCode).toBe(404);
      const list = JSON.parse((await apiCall(t, 'GET', '/logistics/vehicles', rival)).body).data as Vehicle[];
      expect(list.map((v) => v.id)).not.toContain(first.id);
    });

    it('lets a driver read the fleet but not change it, and a buyer’s bidder neither', async () => {
      expect((await apiCall(t, 'GET', '/logistics/vehicles', h.driver)).statusCode).toBe(200);
      expect((await apiCall(t, 'POST', '/logistics/vehicles', h.driver, vehicle('AB12CDE'))).statusCode).toBe(403);
      expect((await apiCall(t, 'GET', '/logistics/vehicles', h.buyer2)).statusCode).toBe(403);
    });

    it('refuses bad input with the validation list and writes nothing', async () => {
      for (const body of [
        vehicle('NOT A PLATE'),
        vehicle('AB12CDE', { payloadKg: 50_000 }),
        vehicle('AB12CDE', { type: 'tractor' }),
        vehicle('AB12CDE', { widthMm: 2.5 }),
        vehicle('AB12CDE', { make: 'x'.repeat(200) }),
      ]) {
        const reply = await apiCall(t, 'POST', '/logistics/vehicles', h.carrier, body);
        expect(reply.statusCode, JSON.stringify(body)).toBe(400);
        expect(JSON.parse(reply.body).validation.length).toBeGreaterThan(0);
      }
      const count = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from logistics_vehicles where registration = 'AB12CDE'`,
      );
      expect(count[0]!.n).toBe(0);
    });

    it('takes an insurance document only when it is the carrier’s own vehicle file', async () => {
      const insertFile = async (organisation: string, type: string) => {
        const [row] = await rows<{ id: string }>(
          t,
          sql`insert into files (organisation_id, bucket, type, name, content_type, size_bytes, storage_key, created_at)
              select o.id, 'files', ${type}, 'insurance.pdf', 'application/pdf', 10, gen_random_uuid()::text, now()
              from organisations o where o.name = ${organisation} returning id`,
        );
        return row!.id;
      };
      const own = await insertFile('Fenland Haulage Ltd', 'vehicle');
      const misc = await insertFile('Fenland Haulage Ltd', 'avatar');
      const theirs = await insertFile('Rival Haulage Ltd', 'vehicle');
      const patch = (fileId: string) =>
        apiCall(t, 'PATCH', `/logistics/vehicles/${first.id}`, h.carrier, {
          insuranceFileId: fileId,
          insuranceExpiryDate: '2027-06-30',
        });
      for (const bad of [misc, theirs]) {
        const reply = await patch(bad);
        expect(reply.statusCode).toBe(400);
        expect(JSON.parse(reply.body).validation[0].message).toBe(messages.logistics.insuranceFileInvalid);
      }
      const updated = await expectData<Vehicle>(await patch(own), 200);
      expect(updated.insuranceFile).toEqual({ id: own, fileName: 'insurance.pdf' });
    });

    it('deletes softly: gone from the fleet, its registration free again', async () => {
      const doomed = await expectData<Vehicle>(
        await apiCall(t, 'POST', '/logistics/vehicles', h.carrier, vehicle('DM70OOD')),
        201,
      );
      expect((await apiCall(t, 'DELETE', `/logistics/vehicles/${doomed.id}`, h.carrier)).statusCode).toBe(200);
      expect((await apiCall(t, 'GET', `/logistics/vehicles/${doomed.id}`, h.carrier)).statusCode).toBe(404);
      await expectData(await apiCall(t, 'POST', '/logistics/vehicles', h.carrier, vehicle('DM70 OOD')), 201);
    });
  });

  describe('registration lookup (§8 vehicle lookup)', () => {
    it('fills the form from the DVLA’s reply, asked with the key', async () => {
      const found = await expectData<VehicleLookup>(
        await apiCall(t, 'GET', '/logistics/vehicles/lookup?registration=aa19%20aaa', h.carrier),
        200,
      );
      expect(found).toMatchObject({
        registration: 'AA19AAA',
        make: 'SCANIA',
        fuelType: 'diesel',
        engineCapacityCc: 12_800,
        co2GramsPerKm: 300,
        motStatus: 'valid',
        motExpiryDate: '2027-03-30',
        v5cLastIssuedDate: '2019-05-20',
      });
      expect(register.seen.at(-1)).toEqual({
        key: 'test-key',
        body: JSON.stringify({ registrationNumber: 'AA19AAA' }),
      });
    });

    it('says to enter details manually when the register finds nothing or cannot answer', async () => {
      for (const plate of ['ER19NFD', 'ER19ERR']) {
        const reply = await apiCall(t, 'GET', `/logistics/vehicles/lookup?registration=${plate}`, h.carrier);
        expect(reply.statusCode).toBe(404);
        expect(JSON.parse(reply.body).message).toBe(messages.logistics.vehicleLookupNotFound);
      }
    });

    it('is the DVLA client against a real socket: 404 is nothing found, 5xx and a dead port a failure', async () => {
      const client = new DvlaVehicleEnquiry({ apiKey: 'k', baseUrl: register.url });
      expect(await client.find('ER19NFD')).toBeNull();
      await expect(client.find('ER19ERR')).rejects.toBeInstanceOf(VehicleEnquiryFailure);
      const dead = new DvlaVehicleEnquiry({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
      await expect(dead.find('AA19AAA')).rejects.toBeInstanceOf(VehicleEnquiryFailure);
    });

    it('without a key finds nothing, so the form is filled by hand', async () => {
      const offline = await buildTestApp();
      try {
        await offline.seedDemo();
        const headers = await offline.authHeaders('carrier@demo.farm');
        const reply = await offline.app.inject({
          method: 'GET',
          url: '/api/logistics/vehicles/lookup?registration=AA19AAA',
          headers,
        });
        expect(reply.statusCode).toBe(404);
        expect(JSON.parse(reply.body).message).toBe(messages.logistics.vehicleLookupNotFound);
      } finally {
        await offline.close();
      }
    }, 60_000);
  });

  describe('trailers', () => {
    it('adds, changes and removes a trailer, its reference unique in the fleet', async () => {
      const trailer = await expectData<{ id: string }>(
        await apiCall(t, 'POST', '/logistics/trailers', h.carrier, { reference: 'T-01', type: 'swan-neck', decks: 2 }),
        201,
      );
      expect(
        (await apiCall(t, 'POST', '/logistics/trailers', h.carrier, { reference: 'T-01', type: 'other' })).statusCode,
      ).toBe(409);
      expect(
        (await apiCall(t, 'POST', '/logistics/trailers', h.carrier, { reference: 'T-02', type: 'lowloader' }))
          .statusCode,
      ).toBe(400);
      const changed = await expectData<{ decks: number }>(
        await apiCall(t, 'PATCH', `/logistics/trailers/${trailer.id}`, h.carrier, { decks: 1 }),
        200,
      );
      expect(changed.decks).toBe(1);
      expect((await apiCall(t, 'GET', `/logistics/trailers/${trailer.id}`, rival)).statusCode).toBe(404);
      expect((await apiCall(t, 'DELETE', `/logistics/trailers/${trailer.id}`, h.carrier)).statusCode).toBe(200);
      expect((await apiCall(t, 'GET', `/logistics/trailers/${trailer.id}`, h.carrier)).statusCode).toBe(404);
    });
  });

  describe('drivers (§3 Driver: a valid number, not already registered to the organisation)', () => {
    let mickProfile = '';
    let second = '';

    beforeAll(async () => {
      const [row] = await rows<{ id: string }>(
        t,
        sql`select p.id from profiles p join users u on u.id = p.user_id where u.email = 'driver@demo.farm'`,
      );
      mickProfile = row!.id;
      second = (
        await createUser(t, {
          email: 'second.driver@fenland.test',
          organisation: 'Fenland Haulage Ltd',
          groups: ['driver'],
          access: { 'logistics.carrier': 'read' },
        })
      ).profileId;
    });

    it('offers the team members in the driver group', async () => {
      const candidates = await expectData<{ profileId: string; registered: boolean }[]>(
        await apiCall(t, 'GET', '/logistics/drivers/candidates', h.carrier),
        200,
      );
      expect(candidates.map((c) => c.profileId).sort()).toEqual([mickProfile, second].sort());
    });

    it('refuses an invalid driver number with the §8 message', async () => {
      const reply = await apiCall(t, 'POST', '/logistics/drivers', h.carrier, {
        profileId: mickProfile,
        driverNumber: 'HOLLO713128MJ9AB',
      });
      expect(reply.statusCode).toBe(400);
      expect(JSON.parse(reply.body).validation[0]).toEqual({
        field: 'driverNumber',
        message: messages.logistics.driverNumberInvalid,
      });
    });

    it('refuses someone outside the driver group or another organisation’s person', async () => {
      const [owner] = await rows<{ id: string }>(
        t,
        sql`select p.id from profiles p join users u on u.id = p.user_id where u.email = 'carrier@demo.farm'`,
      );
      const reply = await apiCall(t, 'POST', '/logistics/drivers', h.carrier, {
        profileId: owner!.id,
        driverNumber: MICK,
      });
      expect(reply.statusCode).toBe(400);
      expect(JSON.parse(reply.body).validation[0].message).toBe(messages.logistics.driverNotInTeam);
      expect(
        (await apiCall(t, 'POST', '/logistics/drivers', rival, { profileId: mickProfile, driverNumber: MICK }))
          .statusCode,
      ).toBe(400);
    });

    it('registers two drivers at once with one number: one is registered, the other hears driverNumberTaken', async () => {
      const [a, b] = await Promise.all([
        apiCall(t, 'POST', '/logistics/drivers', h.carrier, {
          profileId: mickProfile,
          driverNumber: MICK.toLowerCase(),
        }),
        apiCall(t, 'POST', '/logistics/drivers', h.carrier, { profileId: second, driverNumber: MICK }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(JSON.parse(loser.body).message).toBe(messages.logistics.driverNumberTaken);
      const drivers = await expectData<Driver[]>(await apiCall(t, 'GET', '/logistics/drivers', h.carrier), 200);
      expect(drivers).toHaveLength(1);
      expect(drivers[0]).toMatchObject({ driverNumber: MICK });
      expect(drivers[0]!.name).not.toBe('');
    });

    it('lets another carrier register the same number for its own driver (registered to the organisation, not the country)', async () => {
      const rivalDriver = await createUser(t, {
        email: 'driver@rival-haulage.test',
        organisation: 'Rival Haulage Ltd',
        groups: ['driver'],
      });
      await expectData(
        await apiCall(t, 'POST', '/logistics/drivers', rival, { profileId: rivalDriver.profileId, driverNumber: MICK }),
        201,
      );
    });

    it('changes a driver number, refusing one taken; a removed driver’s number is free again', async () => {
      const drivers = await expectData<Driver[]>(await apiCall(t, 'GET', '/logistics/drivers', h.carrier), 200);
      const mick = drivers[0]!;
      const other = await expectData<Driver>(
        await apiCall(t, 'POST', '/logistics/drivers', h.carrier, {
          profileId: mick.profileId === second ? mickProfile : second,
          driverNumber: 'TURNE802153DA9XY',
        }),
        201,
      );
      const taken = await apiCall(t, 'PATCH', `/logistics/drivers/${other.id}`, h.carrier, { driverNumber: MICK });
      expect(taken.statusCode).toBe(409);
      expect(JSON.parse(taken.body).message).toBe(messages.logistics.driverNumberTaken);
      expect((await apiCall(t, 'GET', `/logistics/drivers/${other.id}`, rival)).statusCode).toBe(404);
      expect((await apiCall(t, 'DELETE', `/logistics/drivers/${other.id}`, h.carrier)).statusCode).toBe(200);
      await expectData(
        await apiCall(t, 'PATCH', `/logistics/drivers/${mick.id}`, h.carrier, { driverNumber: 'TURNE802153DA9XY' }),
        200,
      );
    });
  });

  describe('carrier terms (§3: one version per carrier, replaced, never two)', () => {
    it('is null before any, then version 1, then replaced as version 2 in the one row', async () => {
      expect(await expectData(await apiCall(t, 'GET', '/logistics/terms', h.carrier), 200)).toBeNull();
      const v1 = await expectData<{ version: number }>(
        await apiCall(t, 'PUT', '/logistics/terms', h.carrier, { content: 'Loads are carried at owner’s risk.' }),
        200,
      );
      expect(v1.version).toBe(1);
      await Promise.all([
        apiCall(t, 'PUT', '/logistics/terms', h.carrier, { content: 'Version A' }),
        apiCall(t, 'PUT', '/logistics/terms', h.carrier, { content: 'Version B' }),
      ]);
      const now = await expectData<{ version: number; content: string }>(
        await apiCall(t, 'GET', '/logistics/terms', h.carrier),
        200,
      );
      expect(now.version).toBe(3);
      const [count] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from logistics_carrier_terms t join organisations o on o.id = t.organisation_id where o.name = 'Fenland Haulage Ltd'`,
      );
      expect(count!.n).toBe(1);
      expect((await apiCall(t, 'PUT', '/logistics/terms', h.driver, { content: 'x' })).statusCode).toBe(403);
      expect((await apiCall(t, 'PUT', '/logistics/terms', h.carrier, { content: '' })).statusCode).toBe(400);
      expect(await expectData(await apiCall(t, 'GET', '/logistics/terms', rival), 200)).toBeNull();
    });
  });

  describe('MOT and insurance expiry warnings (on the test clock)', () => {
    it('warns the owners and carrier group 30 and 7 days ahead, once per vehicle per threshold', async () => {
      const { fleetExpiry } = t.app.platform.services;
      const day = (offset: number) => new Date(t.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);
      const expiring = await expectData<Vehicle>(
        await apiCall(
          t,
          'POST',
          '/logistics/vehicles',
          h.carrier,
          vehicle('EX21PRY', { motExpiryDate: day(40), insuranceExpiryDate: day(90) }),
        ),
        201,
      );
      const before = await emailCount(t, 'carrier@demo.farm', 'logistics-fleet-expiry');
      const motTitles = async () =>
        (await notificationTitles(t, 'carrier@demo.farm')).filter((title) => title === 'MOT due on EX21PRY');

      expect(await fleetExpiry.sendDue()).toBe(0); // 40 days: nothing yet
      t.clock.advance(11 * DAY); // 29 days left
      expect(await fleetExpiry.sendDue()).toBeGreaterThanOrEqual(1);
      expect(await fleetExpiry.sendDue()).toBe(0); // run twice: sent once
      expect(await motTitles()).toHaveLength(1);
      const [notice] = await rows<{ message: string }>(
        t,
        sql`select message from account_notifications where title = 'MOT due on EX21PRY' limit 1`,
      );
      expect(notice!.message).toMatch(/^The MOT of EX21PRY expires on \d{1,2} [A-Z][a-z]+ \d{4}$/);
      t.clock.advance(22 * DAY); // 7 days left
      await fleetExpiry.sendDue();
      expect(await motTitles()).toHaveLength(2);
      expect(await emailCount(t, 'carrier@demo.farm', 'logistics-fleet-expiry')).toBe(before + 2);
      // The driver holds logistics.carrier at read but is in neither group: not told.
      expect(
        (await notificationTitles(t, 'driver@demo.farm')).filter((title) => title.includes('EX21PRY')),
      ).toHaveLength(0);

      // A renewed MOT is a new date: warned again when it comes near.
      h.carrier = await t.authHeaders('carrier@demo.farm');
      await expectData(
        await apiCall(t, 'PATCH', `/logistics/vehicles/${expiring.id}`, h.carrier, { motExpiryDate: day(20) }),
        200,
      );
      await fleetExpiry.sendDue();
      expect(await motTitles()).toHaveLength(3);
    });
  });

  describe('searches /api/search/logistics/{vehicles,drivers}', () => {
    // The expiry warnings moved the clock past the sessions' life.
    beforeAll(async () => {
      h = await signInDemo(t, 'carrier', 'driver', 'buyer2');
      rival = await t.authHeaders('owner@rival-haulage.test');
    });

    it('facets the fleet by type, MOT status and fuel, the carrier’s own only', async () => {
      await expectData(
        await apiCall(
          t,
          'POST',
          '/logistics/vehicles',
          h.carrier,
          vehicle('SR19RGD', { type: 'rigid-8-wheel', fuelType: 'diesel', motStatus: 'valid' }),
        ),
        201,
      );
      const reply = await apiCall(t, 'GET', '/search/logistics/vehicles?f=type:rigid-8-wheel', h.carrier);
      const found = await expectData<{
        docs: Vehicle[];
        totalDocs: number;
        facets: Record<string, { id: string; name: string; count: number }[]>;
      }>(reply, 200);
      expect(found.docs.map((doc) => doc.registration)).toEqual(['SR19RGD']);
      expect(found.facets.type?.find((term) => term.id === 'artic-cab')).toMatchObject({ name: 'Artic cab' });
      expect(Object.keys(found.facets)).toEqual(['type', 'motStatus', 'fuelType']);
      const rivals = await expectData<{ docs: Vehicle[] }>(
        await apiCall(t, 'GET', '/search/logistics/vehicles', rival),
        200,
      );
      expect(rivals.docs.every((doc) => doc.registration !== 'SR19RGD')).toBe(true);
      expect((await apiCall(t, 'GET', '/search/logistics/vehicles?f=fuelType:coal', h.carrier)).statusCode).toBe(400);
      expect((await apiCall(t, 'GET', '/search/logistics/lorries', h.carrier)).statusCode).toBe(404);
      expect((await apiCall(t, 'GET', '/search/logistics/vehicles', h.buyer2)).statusCode).toBe(403);
    });

    it('exports vehicles and drivers as CSV with the same filters', async () => {
      const csv = await apiCall(t, 'GET', '/search/logistics/vehicles?format=csv&f=type:rigid-8-wheel', h.carrier);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toMatch(/^Registration,Type,Make/);
      expect(lines.slice(1)).toEqual([expect.stringMatching(/^SR19RGD,8-wheel rigid,/)]);
      const drivers = await apiCall(t, 'GET', '/search/logistics/drivers?format=csv', h.carrier);
      expect(drivers.body.split('\r\n')[0]).toBe('Name,Email,Driver number');
      // Whichever of the two drivers won the race above is the one registered: the export holds the fleet's drivers.
      const registered = await expectData<Driver[]>(await apiCall(t, 'GET', '/logistics/drivers', h.carrier), 200);
      expect(registered.length).toBeGreaterThan(0);
      for (const driver of registered) expect(drivers.body).toContain(`${driver.email},${driver.driverNumber}`);
      const page = await expectData<{ docs: Driver[] }>(
        await apiCall(t, 'GET', '/search/logistics/drivers', h.driver),
        200,
      );
      expect(page.docs.length).toBeGreaterThan(0);
    });
  });
});
