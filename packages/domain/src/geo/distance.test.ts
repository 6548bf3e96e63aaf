import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM } from './distance';

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
});
const HALF_CIRCUMFERENCE_KM = Math.PI * EARTH_RADIUS_KM;

describe('haversine distance', () => {
  it('is about 35 km from Thirsk to York and 0 from a place to itself', () => {
    const thirsk = { lat: 54.233, lon: -1.3441 };
    const york = { lat: 53.9576, lon: -1.0827 };
    expect(distanceKm(thirsk, york)).toBeCloseTo(35.5, 0);
    expect(distanceKm(thirsk, thirsk)).toBe(0);
  });

  it('is symmetric, zero to itself and never more than half the earth’s circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
        expect(distanceKm(a, a)).toBeCloseTo(0, 6);
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(HALF_CIRCUMFERENCE_KM + 1e-6);
      }),
    );
  });

  it('puts the poles half the circumference apart', () => {
    expect(distanceKm({ lat: 90, lon: 0 }, { lat: -90, lon: 0 })).toBeCloseTo(HALF_CIRCUMFERENCE_KM, 6);
  });
});
