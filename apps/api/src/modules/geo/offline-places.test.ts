import { describe, expect, it } from 'vitest';
import { POSTCODE_AREAS } from './data/postcode-areas';
import { foldName, OfflinePlaces } from './providers/offline-places';
import { ReferenceService } from '../reference/service';
import { placeNamesFrom } from './service';

const reference = new ReferenceService({ findOrganisationById: async () => null });
const places = new OfflinePlaces(placeNamesFrom(reference));
const THIRSK = { lat: 54.233, lon: -1.3441 };

describe('offline places (GeoNames cities and UK postcode areas)', () => {
  it('loads the cities once, quickly', () => {
    const { cities, milliseconds } = places.load();
    expect(cities).toBeGreaterThan(100_000);
    // Measured at about 0.5 s on one core; the bound leaves room for a busy machine.
    expect(milliseconds).toBeLessThan(5000);
  });

  it('finds a town by the start of its name, accents folded, most populous first, within a country', async () => {
    const [thirsk] = await places.search('Thirsk', 'GB');
    expect(thirsk).toMatchObject({ kind: 'place', label: 'Thirsk', countryISO: 'GB', source: 'offline' });
    expect(thirsk?.description).toBe('England, United Kingdom');
    expect((await places.search('paris', undefined))[0]).toMatchObject({ label: 'Paris', countryISO: 'FR' });
    expect((await places.search('new york', undefined))[0]?.label).toBe('New York City');
    expect((await places.search('york', 'GB'))[0]?.label).toBe('York');
    expect(foldName('Bûdingen-Nord')).toBe('budingen nord');
    expect((await places.search('zurich', 'CH'))[0]?.label).toBe('Zürich');
  });

  it('places every one of the 121 postcode areas at its post town', async () => {
    expect(POSTCODE_AREAS).toHaveLength(121);
    for (const { area, postTown } of POSTCODE_AREAS) {
      const resolved = await places.resolve(`postcode:${area}`);
      expect(resolved?.address.city, area).toBe(postTown);
      expect(resolved?.coordinates, area).toBeDefined();
    }
    expect((await places.resolve('postcode:BT'))?.address.region).toBe('Northern Ireland');
    expect((await places.resolve('postcode:ZE'))?.address.region).toBe('Scotland');
  });

  it("suggests a UK postcode's area first and resolves it to the post town", async () => {
    const [first] = await places.search('yo73ab', 'GB');
    expect(first).toMatchObject({ id: 'postcode:YO7 3AB', kind: 'postcode', label: 'YO7 3AB' });
    expect(await places.resolve('postcode:YO7 3AB')).toMatchObject({
      address: { postcode: 'YO7 3AB', city: 'York', region: 'England' },
      countryISO: 'GB',
    });
    expect(await places.search('TH', 'GB')).not.toContainEqual(expect.objectContaining({ kind: 'postcode' }));
  });

  it('names the nearest town to a point, with its distance', async () => {
    expect(await places.reverse(THIRSK)).toMatchObject({ place: 'Thirsk', countryISO: 'GB', region: 'England' });
    expect((await places.reverse(THIRSK))?.distanceKm).toBeLessThan(1);
    // Across the date line: Fiji's towns straddle 180 degrees.
    expect((await places.reverse({ lat: -16.8, lon: 179.99 }))?.countryISO).toBe('FJ');
  });

  it('answers what3words without coordinates', async () => {
    expect(await places.convert('///Index.Home.Raft')).toEqual({ words: 'index.home.raft', source: 'offline' });
  });
});
