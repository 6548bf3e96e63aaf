import { coordinatesSchema, decimalPlaces, MAP_ZOOM_LOCATION } from '@harvest/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialView, MAP_PICK_DECIMALS, openStreetMapUrl, pickedPoint } from './map-view';

describe('map view', () => {
  it('opens at the country zoom of platform §9 (GB 4, ZA 4, US 3, IE 4), close in on a set point', () => {
    expect(['GB', 'ZA', 'US', 'IE'].map((iso) => initialView(iso).zoom)).toEqual([4, 4, 3, 4]);
    expect(initialView('gb').zoom).toBe(4);
    expect(initialView('GB', { lat: 52.4, lon: 0.26 })).toEqual({ center: { lat: 52.4, lon: 0.26 }, zoom: 14 });
    expect(MAP_ZOOM_LOCATION).toBe(14);
    // Elsewhere: the whole world at the default zoom.
    expect(initialView('FR')).toEqual({ center: { lat: 20, lon: 0 }, zoom: 3 });
  });

  it('keeps any clicked or dragged point within the coordinate rules (+/-90, +/-180, 12 decimals)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (lat, lng) => {
          const point = pickedPoint(lat, lng);
          expect(coordinatesSchema.safeParse(point).success).toBe(true);
          expect(decimalPlaces(point.lat)).toBeLessThanOrEqual(MAP_PICK_DECIMALS);
          expect(decimalPlaces(point.lon)).toBeLessThanOrEqual(MAP_PICK_DECIMALS);
        },
      ),
    );
  });

  it('wraps a point picked on a repeated world back to the same place', () => {
    fc.assert(
      fc.property(fc.double({ min: -179, max: 179, noNaN: true }), fc.integer({ min: -3, max: 3 }), (lng, turns) => {
        expect(pickedPoint(0, lng + turns * 360).lon).toBeCloseTo(pickedPoint(0, lng).lon, MAP_PICK_DECIMALS - 1);
      }),
    );
    expect(pickedPoint(52.123456789, 0.000000049)).toEqual({ lat: 52.123457, lon: 0 });
    expect(Object.is(pickedPoint(-0.0000001, -0.0000001).lon, -0)).toBe(false);
  });

  it('links a point to openstreetmap.org', () => {
    expect(openStreetMapUrl({ lat: -33.9, lon: 18.42 })).toBe(
      'https://www.openstreetmap.org/?mlat=-33.9&mlon=18.42#map=14/-33.9/18.42',
    );
  });
});
