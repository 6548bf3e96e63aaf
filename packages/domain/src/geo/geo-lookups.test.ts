import { describe, expect, it } from 'vitest';
import { SUPPORTED_COUNTRY_ISOS } from '../reference/countries';
import { countryFromAcceptLanguage } from './geo-lookups';

describe('country from Accept-Language', () => {
  it('takes the first supported region in order of preference', () => {
    expect(countryFromAcceptLanguage('en-US,en;q=0.9', SUPPORTED_COUNTRY_ISOS)).toBe('US');
    expect(countryFromAcceptLanguage('fr-FR;q=0.9, en-IE;q=0.95', SUPPORTED_COUNTRY_ISOS)).toBe('IE');
    expect(countryFromAcceptLanguage('af-ZA', SUPPORTED_COUNTRY_ISOS)).toBe('ZA');
    expect(countryFromAcceptLanguage('zh-Hant-GB', SUPPORTED_COUNTRY_ISOS)).toBe('GB');
  });

  it('answers null for no header, no region, an unsupported one or one refused with q=0', () => {
    expect(countryFromAcceptLanguage(undefined, SUPPORTED_COUNTRY_ISOS)).toBeNull();
    expect(countryFromAcceptLanguage('en', SUPPORTED_COUNTRY_ISOS)).toBeNull();
    expect(countryFromAcceptLanguage('de-DE,fr-FR', SUPPORTED_COUNTRY_ISOS)).toBeNull();
    expect(countryFromAcceptLanguage('en-US;q=0', SUPPORTED_COUNTRY_ISOS)).toBeNull();
  });
});
