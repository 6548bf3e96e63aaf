import type { CarrierTerms, Driver, Vehicle } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../test/api-calls';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedDemoFleet } from './demo-fleet';

describe('the demo fleet (npm start)', () => {
  let t: TestApp;
  let carrier: Headers;
  let driver: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await seedDemoFleet(t.app.platform, t.app.log);
    await seedDemoFleet(t.app.platform, t.app.log); // a second start adds nothing
    ({ carrier, driver } = await signInDemo(t, 'carrier', 'driver'));
  }, 60_000);

  afterAll(() => t.close());

  it('gives Fenland Haulage six vehicles of every type, three trailers, two drivers and its terms', async () => {
    const vehicles = (await apiCall(t, 'GET', '/logistics/vehicles', carrier)).json().data as Vehicle[];
    expect(vehicles).toHaveLength(6);
    expect(new Set(vehicles.map((v) => v.type))).toEqual(
      new Set(['artic-cab', 'rigid-4-wheel', 'rigid-6-wheel', 'rigid-8-wheel']),
    );
    expect(vehicles.every((v) => v.payloadKg > 0)).toBe(true);
    expect((await apiCall(t, 'GET', '/logistics/trailers', carrier)).json().data).toHaveLength(3);
    const drivers = (await apiCall(t, 'GET', '/logistics/drivers', driver)).json().data as Driver[];
    expect(drivers.map((d) => [d.name, d.driverNumber])).toEqual([
      ['Mick Holloway', 'HOLLO703128MJ9IJ'],
      ['Lee Barker', 'BARKE806214LJ9CK'],
    ]);
    const terms = (await apiCall(t, 'GET', '/logistics/terms', carrier)).json().data as CarrierTerms;
    expect(terms.version).toBe(1);
    expect(terms.content).toContain('Fenland Haulage Ltd');
  });

  it('gives Ouse Valley Transport, the second carrier, two vehicles and terms of its own', async () => {
    const second = await t.authHeaders('carrier2@demo.farm');
    const vehicles = (await apiCall(t, 'GET', '/logistics/vehicles', second)).json().data as Vehicle[];
    expect(vehicles.map((v) => v.registration).sort()).toEqual(['OV19TPR', 'OV22BLK']);
    const terms = (await apiCall(t, 'GET', '/logistics/terms', second)).json().data as CarrierTerms;
    expect(terms).toMatchObject({ version: 1, content: expect.stringContaining('Ouse Valley Transport Ltd') });
    // Both are hauliers a farm may ask for quotes.
    const carriers = (await apiCall(t, 'GET', '/customers/organisations/carrier', carrier)).json().data as {
      name: string;
    }[];
    expect(carriers.map((each) => each.name)).toEqual(
      expect.arrayContaining(['Fenland Haulage Ltd', 'Ouse Valley Transport Ltd']),
    );
  });
});
