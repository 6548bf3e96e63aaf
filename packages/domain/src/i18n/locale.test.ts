import { describe, expect, it } from 'vitest';
import { localeForCountry } from './locale';

describe('localeForCountry', () => {
  it('reads en-GB in Great Britain', () => {
    expect(localeForCountry('GB')).toBe('en-GB');
    expect(localeForCountry('gb')).toBe('en-GB');
  });

  it('falls back to en-GB for any other or unknown country', () => {
    expect(localeForCountry('US')).toBe('en-GB');
    expect(localeForCountry('ZA')).toBe('en-GB');
    expect(localeForCountry(null)).toBe('en-GB');
    expect(localeForCountry('')).toBe('en-GB');
  });
});
