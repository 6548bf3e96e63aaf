import { describe, expect, it } from 'vitest';
import { normaliseUkPostcode, postcodeDistrict, postcodePrefix } from './postcode';

const isUkPostcode = (value: string) => normaliseUkPostcode(value) !== null;
const postcodeArea = (value: string) => postcodePrefix(value)?.area ?? null;

describe('UK postcodes', () => {
  it('recognises every shape of outward code and refuses the rest', () => {
    for (const value of ['YO7 3AB', 'yo73ab', 'B15 2TT', 'SW1A 1AA', 'W1A 0AX', 'EC1A 1BB', 'M1 1AE', 'GIR 0AA']) {
      expect(isUkPostcode(value), value).toBe(true);
    }
    for (const value of ['YO7', 'YO7 3A', '1YO 3AB', 'YO7 3AB X', 'Thirsk', '', 'YO7 AAB']) {
      expect(isUkPostcode(value), value).toBe(false);
    }
  });

  it("normalises 'yo73ab' to 'YO7 3AB', and answers null for what is not a postcode", () => {
    expect(normaliseUkPostcode('yo73ab')).toBe('YO7 3AB');
    expect(normaliseUkPostcode('  sw1a   1aa ')).toBe('SW1A 1AA');
    expect(normaliseUkPostcode('gir0aa')).toBe('GIR 0AA');
    expect(normaliseUkPostcode('YO7')).toBeNull();
  });

  it("reads the area ('YO') and district ('YO7') of a postcode or outward code", () => {
    expect(postcodeArea('YO7 3AB')).toBe('YO');
    expect(postcodeDistrict('YO7 3AB')).toBe('YO7');
    expect(postcodeArea('b15')).toBe('B');
    expect(postcodeDistrict('SW1A')).toBe('SW1A');
    expect(postcodeArea('Thirsk')).toBeNull();
  });

  it('matches a search typed part of the way', () => {
    expect(postcodePrefix('yo')).toEqual({ area: 'YO' });
    expect(postcodePrefix('YO7')).toEqual({ area: 'YO', district: 'YO7' });
    expect(postcodePrefix('yo7 3')).toEqual({ area: 'YO', district: 'YO7' });
    expect(postcodePrefix('YO7 3A')).toEqual({ area: 'YO', district: 'YO7' });
    expect(postcodePrefix('yo73ab')).toEqual({ area: 'YO', district: 'YO7', postcode: 'YO7 3AB' });
    for (const value of ['Thirsk', 'York', 'YO7 3AB 1', 'YO7 ABC', '7YO'])
      expect(postcodePrefix(value), value).toBeNull();
  });
});
