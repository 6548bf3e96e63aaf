import { GEO_LOOKUPS_PER_USER, messages } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoOrganisationIds, signInDemo, type Headers } from '../../../test/api-calls';
import { rows } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

/** The offline defaults answer every look-up here: the test app has no provider keys. */
describe('places (platform §5, §7 "System and geo") with no provider keys', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;

  const get = (path: string, headers: Headers = farmer) => apiCall(t, 'GET', path, headers);
  const firstIssue = async (path: string) => {
    const reply = await get(path);
    expect(reply.statusCode, reply.body).toBe(400);
    return reply.json().validation[0]?.message as string;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, buyer } = await signInDemo(t, 'farmer', 'buyer'));
    const { anglia } = await demoOrganisationIds(t);
    await rows(t, sql`update organisations set country_iso = 'IE' where id = ${anglia}`);
  }, 60_000);

  afterAll(() => t.close());

  it('documents every geo call in the OpenAPI document', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode, reply.body).toBe(200);
    const paths = Object.keys(reply.json().paths as object).filter((path) => path.startsWith('/api/geo/'));
    expect(paths.sort()).toEqual(
      ['address', 'coordinates', 'countries', 'regions', 'search', 'v1/country', 'what3words'].map(
        (path) => `/api/geo/${path}`,
      ),
    );
  });

  describe('GET /geo/v1/country', () => {
    it('is GB for a stranger, or the supported country of their Accept-Language', async () => {
      expect((await get('/geo/v1/country', {})).json().data).toEqual({ countryISO: 'GB', name: 'United Kingdom' });
      const american = await get('/geo/v1/country', { 'accept-language': 'en-US,en;q=0.9' });
      expect(american.json().data).toEqual({ countryISO: 'US', name: 'United States' });
      const german = await get('/geo/v1/country', { 'accept-language': 'de-DE' });
      expect(german.json().data.countryISO).toBe('GB');
    });

    it("is the acting organisation's country for a signed-in user, whatever their language", async () => {
      const reply = await get('/geo/v1/country', { ...buyer, 'accept-language': 'en-US' });
      expect(reply.json().data).toEqual({ countryISO: 'IE', name: 'Ireland' });
      expect((await get('/geo/v1/country', farmer)).json().data.countryISO).toBe('GB');
    });
  });

  describe('countries and regions (public: signup needs them)', () => {
    it('lists every country, the supported ones first', async () => {
      const reply = await get('/geo/countries', {});
      expect(reply.statusCode).toBe(200);
      const countries = reply.json().data as { iso2: string }[];
      expect(
        countries
          .slice(0, 4)
          .map((country) => country.iso2)
          .sort(),
      ).toEqual(['GB', 'IE', 'US', 'ZA']);
      expect(countries.length).toBeGreaterThan(200);
    });

    it("lists a country's regions; an unknown country is 404 and a malformed one 400", async () => {
      const nations = (await get('/geo/regions?countryISO=gb', {})).json().data as { name: string }[];
      expect(nations.map((region) => region.name)).toEqual(['England', 'Northern Ireland', 'Scotland', 'Wales']);
      expect((await get('/geo/regions?countryISO=XX', {})).statusCode).toBe(404);
      expect((await get('/geo/regions?countryISO=GBR', {})).statusCode).toBe(400);
    });
  });

  describe('GET /geo/search', () => {
    it("finds Thirsk, GB by name, and the place again by the suggestion's id", async () => {
      const reply = await get('/geo/search?query=Thirsk&countryISO=GB');
      expect(reply.statusCode, reply.body).toBe(200);
      const [thirsk] = reply.json().data;
      expect(thirsk).toMatchObject({ label: 'Thirsk', kind: 'place', countryISO: 'GB', source: 'offline' });
      const again = await get(`/geo/search?id=${encodeURIComponent(thirsk.id)}`);
      expect(again.json().data).toEqual(thirsk);
      const unknown = await get('/geo/search?id=place:1');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(messages.geo.placeNotFound);
    });

    it('needs a signed-in user and a query of at least two characters', async () => {
      expect((await get('/geo/search?query=Thirsk', {})).statusCode).toBe(401);
      expect((await get('/geo/search?query=T')).statusCode).toBe(400);
    });
  });

  describe('GET /geo/address', () => {
    it("suggests a UK postcode's area and resolves it to the post town's coordinates, with no first line", async () => {
      const list = await get('/geo/address?query=YO7%203AB&countryISO=GB');
      const [postcode] = list.json().data;
      expect(postcode).toMatchObject({ id: 'postcode:YO7 3AB', kind: 'postcode', source: 'offline' });
      const resolved = await get(`/geo/address?id=${encodeURIComponent(postcode.id)}&source=offline`);
      expect(resolved.statusCode, resolved.body).toBe(200);
      const { data } = resolved.json();
      expect(data).toMatchObject({
        source: 'offline',
        countryISO: 'GB',
        address: { postcode: 'YO7 3AB', city: 'York', region: 'England' },
      });
      expect(data.address.line1).toBeUndefined();
      // Offline, a postcode is placed at its area's post town: York, 35 km from Thirsk in the same area.
      expect(data.coordinates.lat).toBeCloseTo(53.96, 1);
      expect(data.coordinates.lon).toBeCloseTo(-1.08, 1);
    });

    it("cannot resolve a provider's id when that provider is not configured", async () => {
      const reply = await get('/geo/address?id=23747771&source=ideal-postcodes');
      expect(reply.statusCode).toBe(404);
    });
  });

  describe('GET /geo/what3words', () => {
    it('answers the words offline, without coordinates', async () => {
      const reply = await get('/geo/what3words?query=///Index.Home.Raft');
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toEqual({ words: 'index.home.raft', source: 'offline' });
    });

    it('needs exactly three words', async () => {
      expect(await firstIssue('/geo/what3words?query=index.home')).toBe(messages.validation.what3words);
      expect(await firstIssue('/geo/what3words?query=index.home.raft.extra')).toBe(messages.validation.what3words);
    });
  });

  describe('GET /geo/coordinates', () => {
    it('names Thirsk as the nearest town to 54.2330,-1.3441', async () => {
      const reply = await get('/geo/coordinates?lat=54.2330&lon=-1.3441');
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toMatchObject({
        coordinates: { lat: 54.233, lon: -1.3441 },
        place: 'Thirsk',
        region: 'England',
        countryISO: 'GB',
        source: 'offline',
      });
    });

    it('refuses a latitude past 90, a longitude past 180 and a 13th decimal', async () => {
      expect(await firstIssue('/geo/coordinates?lat=91&lon=0')).toBe(messages.validation.latitude);
      expect(await firstIssue('/geo/coordinates?lat=0&lon=-180.5')).toBe(messages.validation.longitude);
      expect(await firstIssue('/geo/coordinates?lat=52.1234567890123&lon=0')).toBe(
        messages.validation.coordinateDecimals,
      );
      expect((await get('/geo/coordinates?lat=52.123456789012&lon=-1.5')).statusCode).toBe(200);
    });
  });

  it(`allows ${GEO_LOOKUPS_PER_USER} look-ups a minute per user, then 429 until the minute has passed`, async () => {
    const { buyer2 } = await signInDemo(t, 'buyer2');
    for (let call = 0; call < GEO_LOOKUPS_PER_USER; call += 1) {
      expect((await get('/geo/what3words?query=index.home.raft', buyer2)).statusCode).toBe(200);
    }
    const refused = await get('/geo/what3words?query=index.home.raft', buyer2);
    expect(refused.statusCode).toBe(429);
    expect((await get('/geo/what3words?query=index.home.raft', farmer)).statusCode).toBe(200);
    t.clock.advance(60 * 1000);
    expect((await get('/geo/what3words?query=index.home.raft', buyer2)).statusCode).toBe(200);
  });
});
