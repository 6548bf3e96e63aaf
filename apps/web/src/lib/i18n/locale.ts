export const DEFAULT_LOCALE = 'en-GB';
export type Locale = typeof DEFAULT_LOCALE;

/** Countries with a catalogue of their own; every other country reads en-GB (spec: locale rule). */
const LOCALE_BY_COUNTRY: Readonly<Record<string, Locale>> = { GB: 'en-GB' };

export function localeForCountry(countryIso: string | null | undefined): Locale {
  if (!countryIso) return DEFAULT_LOCALE;
  return LOCALE_BY_COUNTRY[countryIso.trim().toUpperCase()] ?? DEFAULT_LOCALE;
}
