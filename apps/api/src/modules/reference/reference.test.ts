import {
  coreConfigSchema,
  countrySchema,
  initialiseSchema,
  specificationSchema,
  WEIGHT_FACTORS_FROM_KG,
  type CommodityGroup,
  type Specification,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoOrganisationIds, signInDemo, type Headers } from '../../../test/api-calls';
import { rows } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('reference data (platform §3, §7 "System and geo")', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;
  let admin: Headers;
  let hillside: string;
  let anglia: string;

  const get = (path: string, headers: Headers) => apiCall(t, 'GET', path, headers);

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, buyer, admin } = await signInDemo(t, 'farmer', 'buyer', 'admin'));
    ({ hillside, anglia } = await demoOrganisationIds(t));
  }, 60_000);

  afterAll(() => t.close());

  describe('GET /system/commodities', () => {
    it('answers the UK arable catalogue, every item traded by the tonne (conversion 0.001 from kg)', async () => {
      const reply = await get('/system/commodities', farmer);
      expect(reply.statusCode).toBe(200);
      const groups = reply.json().data as CommodityGroup[];
      expect(groups.map((group) => group.id)).toEqual([
        'wheat',
        'barley',
        'oilseed-rape',
        'oats',
        'beans',
        'peas',
        'maize',
        'rye',
        'triticale',
        'linseed',
      ]);
      for (const item of groups.flatMap((group) => group.items)) {
        expect(item.weight).toEqual({ name: 'tonne', conversion: WEIGHT_FACTORS_FROM_KG.tonne });
      }
      const wheat = groups.find((group) => group.id === 'wheat')!;
      expect(wheat.items.map((item) => item.commodityGrade).filter(Boolean)).toEqual([
        'nabim-group-1',
        'nabim-group-2',
        'nabim-group-3',
        'nabim-group-4-hard',
        'nabim-group-4-soft',
      ]);
      expect(wheat.varieties.map((variety) => variety.name)).toEqual(expect.arrayContaining(['Skyfall', 'KWS Zyatt']));
    });

    it('needs a signed-in user', async () => {
      expect((await get('/system/commodities', {})).statusCode).toBe(401);
    });
  });

  describe('GET /system/commodities/{id}/specifications', () => {
    it('lists a crop’s specifications, narrowed by commodity type and grade', async () => {
      const all = (await get('/system/commodities/wheat/specifications', farmer)).json().data as Specification[];
      expect(all.length).toBe(6);
      const milling = await get('/system/commodities/wheat/specifications?commodityType=milling', farmer);
      expect((milling.json().data as Specification[]).map((spec) => spec.commodityGrade)).toEqual([
        'nabim-group-1',
        'nabim-group-2',
      ]);
      const group1 = await get(
        '/system/commodities/wheat/specifications?commodityType=milling&commodityGrade=nabim-group-1',
        farmer,
      );
      const [spec] = group1.json().data as Specification[];
      expect(specificationSchema.parse(spec).measures).toEqual({
        moisture: { min: null, max: 15 },
        protein: { min: 13, max: null },
        specificWeight: { min: 76, max: null },
        hagberg: { min: 250, max: null },
        admixture: { min: null, max: 2 },
        ergot: { min: null, max: 0.001 },
      });
    });

    it('answers 404 for a crop that is not in the catalogue', async () => {
      expect((await get('/system/commodities/quinoa/specifications', farmer)).statusCode).toBe(404);
    });

    it('answers 400 for a filter it does not know', async () => {
      expect((await get('/system/commodities/wheat/specifications?colour=red', farmer)).statusCode).toBe(400);
    });
  });

  describe('GET /inventory/commodities/specifications/{id}', () => {
    it('answers one specification, and 404 for an unknown one', async () => {
      const reply = await get('/inventory/commodities/specifications/barley-malting-spring', farmer);
      expect(reply.statusCode).toBe(200);
      const spec = specificationSchema.parse(reply.json().data);
      expect(spec.measures.moisture).toEqual({ min: null, max: 14.5 });
      expect(spec.measures.screenings).toEqual({ min: null, max: 2.5 });
      expect((await get('/inventory/commodities/specifications/wheat-milling-group-9', farmer)).statusCode).toBe(404);
    });
  });

  describe('GET /system/config/{countryISO}', () => {
    it('answers the country’s core config with a strong ETag and Cache-Control no-cache', async () => {
      const reply = await get('/system/config/gb', farmer);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      const config = coreConfigSchema.parse(reply.json().data);
      expect(config.countryISO).toBe('GB');
      expect(config.commodities.weighbridgeWeight).toEqual({ name: 'kg', conversion: 1 });
      expect(config.conversions.weight).toEqual({ kg: 1, tonne: 0.001, bushel: 0.05, lb: 2.205 });
      expect(config.regions.GB!.map((region) => region.iso)).toEqual(['GB-ENG', 'GB-NIR', 'GB-SCT', 'GB-WLS']);
      expect(config.livestock.map((species) => species.id)).toEqual([
        'cattle',
        'sheep',
        'pigs',
        'poultry',
        'goats',
        'deer',
      ]);
      expect(config.trading.settlementDeductionReasons.map((reason) => reason.id)).toContain('moisture-drying');
      expect(config.trading.settlementBonusReasons.map((reason) => reason.id)).toContain('oil-bonus');
    });

    it('answers 304 with no body to a client that holds the current tag, and the same tag each time', async () => {
      const first = await get('/system/config/GB', farmer);
      const etag = String(first.headers.etag);
      expect((await get('/system/config/GB', buyer)).headers.etag).toBe(etag);
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/system/config/GB',
        headers: { ...farmer, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/system/config/GB',
        headers: { ...farmer, 'if-none-match': `"stale", W/${etag}` },
      });
      expect(listed.statusCode).toBe(304);
    });

    it('answers the full config to a client holding a stale tag, and each country its own tag', async () => {
      const stale = await t.app.inject({
        method: 'GET',
        url: '/api/system/config/GB',
        headers: { ...farmer, 'if-none-match': '"stale"' },
      });
      expect(stale.statusCode).toBe(200);
      const ireland = await get('/system/config/IE', farmer);
      expect(ireland.statusCode).toBe(200);
      expect(ireland.headers.etag).not.toBe(stale.headers.etag);
    });

    it('answers 404 for a country it does not know and 400 for what is not a country code', async () => {
      expect((await get('/system/config/QQ', farmer)).statusCode).toBe(404);
      expect((await get('/system/config/GBR', farmer)).statusCode).toBe(400);
    });
  });

  describe('GET /system/initialise/{organisationId}', () => {
    it('answers the organisation’s country, currency and the version of its core config', async () => {
      const reply = await get(`/system/initialise/${hillside}`, farmer);
      expect(reply.statusCode).toBe(200);
      const etag = (await get('/system/config/GB', farmer)).headers.etag;
      expect(initialiseSchema.parse(reply.json().data)).toEqual({
        organisationId: hillside,
        countryISO: 'GB',
        currency: 'GBP',
        configVersion: etag,
      });
    });

    it('follows the organisation’s country: an Irish business trades in euros', async () => {
      await rows(t, sql`update organisations set country_iso = 'IE' where id = ${anglia} returning id`);
      const reply = await get(`/system/initialise/${anglia}`, buyer);
      expect(reply.json().data).toMatchObject({ countryISO: 'IE', currency: 'EUR' });
      await rows(t, sql`update organisations set country_iso = 'GB' where id = ${anglia} returning id`);
    });

    it('answers 404 for another organisation, but a system administrator may read any', async () => {
      expect((await get(`/system/initialise/${anglia}`, farmer)).statusCode).toBe(404);
      expect((await get(`/system/initialise/${anglia}`, admin)).statusCode).toBe(200);
      expect((await get('/system/initialise/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    });
  });

  it('is in the OpenAPI document, the 304 of the core config included', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/system/commodities',
        '/api/system/commodities/{id}/specifications',
        '/api/inventory/commodities/specifications/{id}',
        '/api/system/initialise/{id}',
        '/api/system/config/{countryISO}',
      ]),
    );
    expect(doc.paths['/api/system/config/{countryISO}'].get.responses['304']).toBeDefined();
  });

  describe('the service, for the modules that build on it', () => {
    it('knows countries in any case, with regions for the supported ones only', () => {
      const reference = t.app.platform.services.reference;
      expect(reference.country('gb')?.currency).toBe('GBP');
      expect(reference.regions('FR')).toEqual([]);
      expect(reference.country('FR')).toMatchObject({ iso: 'FRA', currency: 'EUR', callingCode: '+33' });
      for (const country of reference.countries()) countrySchema.parse(country);
    });
  });
});
