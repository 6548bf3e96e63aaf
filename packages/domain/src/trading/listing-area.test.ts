import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_AREA_CELL_DEGREES, listingAreaCode, listingAreaPoint } from './listing-area';

const point = fc.record({
  lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
  lon: fc.double({ min: -179.9, max: 179.9, noNaN: true }),
});

/** Issue 20: a listing is placed at its farm's area, never the farm. */
describe('a listing’s area', () => {
  it('is the centre of the farm’s grid cell: within half a cell of the farm, and the same for every farm in it', () => {
    fc.assert(
      fc.property(point, (farm) => {
        const area = listingAreaPoint(farm);
        // Half a cell, plus the 0.001° the centre is rounded to.
        expect(Math.abs(area.lat - farm.lat)).toBeLessThanOrEqual(LISTING_AREA_CELL_DEGREES.lat / 2 + 0.001);
        expect(Math.abs(area.lon - farm.lon)).toBeLessThanOrEqual(LISTING_AREA_CELL_DEGREES.lon / 2 + 0.001);
        expect(listingAreaPoint(area)).toEqual(area);
      }),
    );
  });

  it('puts two farms of one cell at one point', () => {
    expect(listingAreaPoint({ lat: 52.4566, lon: 0.3068 })).toEqual({ lat: 52.45, lon: 0.375 });
    expect(listingAreaPoint({ lat: 52.4012, lon: 0.4401 })).toEqual({ lat: 52.45, lon: 0.375 });
  });

  it('reads the postcode area of the collection postcode', () => {
    expect(listingAreaCode('CB6 1PT')).toBe('CB');
    expect(listingAreaCode('b1 1aa')).toBe('B');
    expect(listingAreaCode(null)).toBeNull();
    expect(listingAreaCode('not a postcode')).toBeNull();
  });
});
