import { LATITUDE_MAX, LONGITUDE_MAX, messages } from '@harvest/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coordinatesOf, locationFields, readLocation } from './location-fields';

const latitude = fc.double({ min: -LATITUDE_MAX, max: LATITUDE_MAX, noNaN: true });
const longitude = fc.double({ min: -LONGITUDE_MAX, max: LONGITUDE_MAX, noNaN: true });
/** Coordinates as people type them: up to 12 decimals (platform §5). */
// (-0 is typed as 0.)
const typed = (arbitrary: fc.Arbitrary<number>) => arbitrary.map((value) => Number(value.toFixed(12)) + 0);

describe('readLocation (platform §5: latitude ±90, longitude ±180, up to 12 decimals; what3words is 3 words)', () => {
  it('nothing typed is no location', () => {
    expect(readLocation({ lat: ' ', lon: '', what3words: '' })).toEqual({ location: null, issues: [] });
  });

  it('property: any point in range with up to 12 decimals reads back as itself, and shows on the map', () => {
    fc.assert(
      fc.property(typed(latitude), typed(longitude), (lat, lon) => {
        const fields = locationFields({ lat, lon });
        expect(readLocation(fields)).toEqual({ location: { lat, lon }, issues: [] });
        expect(coordinatesOf(fields)).toEqual({ lat, lon });
      }),
    );
  });

  it('property: a latitude past ±90 or a longitude past ±180 is refused in the domain’s words', () => {
    const beyond = (max: number) =>
      fc
        .double({ min: max, max: 1e6, noNaN: true, minExcluded: true })
        .chain((value) => fc.constantFrom(value, -value));
    fc.assert(
      fc.property(beyond(LATITUDE_MAX), beyond(LONGITUDE_MAX), (lat, lon) => {
        const { location, issues } = readLocation({ lat: String(lat), lon: String(lon), what3words: '' });
        expect(location).toBeNull();
        expect(issues).toEqual([
          { field: 'lat', message: messages.validation.latitude },
          { field: 'lon', message: messages.validation.longitude },
        ]);
      }),
    );
  });

  it('refuses 13 decimals, words that are no number, one coordinate alone and two words', () => {
    expect(readLocation({ lat: '52.1234567890123', lon: 'east', what3words: 'filled.count' }).issues).toEqual([
      { field: 'lat', message: messages.validation.coordinateDecimals },
      { field: 'lon', message: messages.validation.longitude },
      { field: 'what3words', message: messages.validation.what3words },
    ]);
    expect(readLocation({ lat: '52.4', lon: '', what3words: '' }).issues).toEqual([
      { field: 'lon', message: messages.validation.required },
    ]);
  });

  it('keeps what3words without its /// and in lower case', () => {
    expect(readLocation({ lat: '52.4', lon: '0.26', what3words: '///Filled.Count.Soap' }).location).toEqual({
      lat: 52.4,
      lon: 0.26,
      what3words: 'filled.count.soap',
    });
  });
});
