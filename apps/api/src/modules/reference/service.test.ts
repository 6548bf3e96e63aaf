import {
  commodityGroupSchema,
  countrySchema,
  MAP_ZOOM_BY_COUNTRY,
  SUPPORTED_COUNTRY_ISOS,
  specificationSchema,
} from '@harvest/domain';
import { describe, expect, it } from 'vitest';
import { COMMODITY_GROUPS } from './data/commodities';
import { SPECIFICATIONS } from './data/specifications';
import { ReferenceService } from './service';

const service = new ReferenceService({ findOrganisationById: async () => null });

describe('the reference catalogue', () => {
  it('holds valid groups and one specification for every item, with the item’s id', () => {
    for (const group of COMMODITY_GROUPS) commodityGroupSchema.parse(group);
    for (const spec of SPECIFICATIONS) specificationSchema.parse(spec);
    const itemIds = COMMODITY_GROUPS.flatMap((group) => group.items.map((item) => item.id));
    expect(new Set(itemIds).size).toBe(itemIds.length);
    expect(SPECIFICATIONS.map((spec) => spec.id).sort()).toEqual([...itemIds].sort());
  });

  it('gives malting barley its nitrogen window as protein (N × 6.25): spring 1.50–1.75 %, winter 1.55–1.85 %', () => {
    expect(service.specification('barley-malting-spring').measures.protein).toEqual({ min: 9.38, max: 10.94 });
    expect(service.specification('barley-malting-winter').measures.protein).toEqual({ min: 9.69, max: 11.56 });
  });

  it('sets oilseed rape at 9 % moisture, 2 % admixture and a 40 % oil basis', () => {
    expect(service.specification('oilseed-rape-crushing').measures).toEqual({
      moisture: { min: null, max: 9 },
      admixture: { min: null, max: 2 },
      oilContent: { min: 40, max: null },
    });
  });

  it('gives feed wheat 15 % moisture, 72 kg/hl and 2 % admixture', () => {
    expect(service.specification('wheat-feed').measures).toMatchObject({
      moisture: { min: null, max: 15 },
      specificWeight: { min: 72, max: null },
      admixture: { min: null, max: 2 },
    });
  });
});

describe('countries (platform §3, §9)', () => {
  it('puts GB, IE, US and ZA first, supported, with their currencies and the spec’s map zoom', () => {
    const supported = service.countries().filter((country) => country.supported);
    expect(supported.map((country) => country.iso2)).toEqual([...SUPPORTED_COUNTRY_ISOS]);
    expect(supported.map((country) => country.currency)).toEqual(['GBP', 'EUR', 'USD', 'ZAR']);
    expect(supported.map((country) => country.iso)).toEqual(['GBR', 'IRL', 'USA', 'ZAF']);
    for (const country of supported) expect(country.mapZoom).toBe(MAP_ZOOM_BY_COUNTRY[country.iso2]);
  });

  it('gives GB the spec’s default units (tonnes, hectares, miles, Celsius) and the US customary ones', () => {
    expect(service.country('GB')?.units).toEqual({
      weight: 'tonne',
      area: 'hectare',
      distance: 'mile',
      temperature: 'celsius',
    });
    expect(service.country('US')?.units).toEqual({
      weight: 'lb',
      area: 'acre',
      distance: 'mile',
      temperature: 'fahrenheit',
    });
    expect(service.country('IE')?.units.distance).toBe('kilometre');
  });

  it('lists the four nations, 26 Irish counties, 50 states and DC, and nine South African provinces', () => {
    expect(service.regions('GB').map((region) => region.iso)).toEqual(['GB-ENG', 'GB-NIR', 'GB-SCT', 'GB-WLS']);
    expect(service.regions('IE')).toHaveLength(26);
    expect(service.regions('US')).toHaveLength(51);
    expect(service.regions('ZA')).toHaveLength(9);
    for (const iso2 of SUPPORTED_COUNTRY_ISOS) {
      for (const region of service.regions(iso2)) expect(region.iso.startsWith(`${iso2}-`)).toBe(true);
    }
  });

  it('lists the rest of the world, unsupported and without regions, each code once', () => {
    const all = service.countries();
    expect(all.length).toBeGreaterThan(240);
    expect(new Set(all.map((country) => country.iso2)).size).toBe(all.length);
    for (const country of all) countrySchema.parse(country);
    expect(service.country('NZ')).toMatchObject({ iso: 'NZL', currency: 'NZD', supported: false, regions: [] });
  });
});

describe('core config cache', () => {
  it('builds each country’s config once: the same object and tag on every call', () => {
    const first = service.coreConfig('GB');
    expect(service.coreConfig('gb')).toBe(first);
    expect(service.coreConfig('US').etag).not.toBe(first.etag);
  });
});
