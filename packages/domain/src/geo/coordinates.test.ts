import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  COORDINATE_DECIMALS_MAX,
  coordinatesSchema,
  decimalPlaces,
  latitudeSchema,
  longitudeSchema,
} from './coordinates';

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('coordinates (spec platform §5)', () => {
  it('takes latitude within +/-90 and longitude within +/-180, the bounds included', () => {
    expect(coordinatesSchema.safeParse({ lat: 90, lon: -180 }).success).toBe(true);
    expect(coordinatesSchema.safeParse({ lat: -90, lon: 180 }).success).toBe(true);
    expect(issueOf(latitudeSchema.safeParse(90.000001))).toBe(messages.validation.latitude);
    expect(issueOf(longitudeSchema.safeParse(-180.5))).toBe(messages.validation.longitude);
  });

  it(`takes up to ${COORDINATE_DECIMALS_MAX} decimals and refuses a 13th`, () => {
    expect(latitudeSchema.safeParse(52.123456789012).success).toBe(true);
    expect(issueOf(latitudeSchema.safeParse(52.1234567890123))).toBe(messages.validation.coordinateDecimals);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(-0.5)).toBe(1);
  });

  it('accepts every coordinate in range rounded to 12 decimals, and none out of range', () => {
    const round = (value: number) => Math.round(value * 1e12) / 1e12;
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lon) => coordinatesSchema.safeParse({ lat: round(lat), lon: round(lon) }).success,
      ),
    );
    fc.assert(
      fc.property(fc.double({ min: 90, max: 1e6, noNaN: true, minExcluded: true }), (lat) => {
        expect(latitudeSchema.safeParse(lat).success).toBe(false);
        expect(latitudeSchema.safeParse(-lat).success).toBe(false);
      }),
    );
  });
});
