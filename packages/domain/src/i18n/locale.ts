export const DEFAULT_LOCALE = 'en-GB';
export type Locale = typeof DEFAULT_LOCALE;

/** Spec §4: GB maps to en-GB; any other country falls back to en-GB until it has a catalogue of its own. */
const LOCALE_BY_COUNTRY: Readonly<Record<string, Locale>> = { GB: 'en-GB' };

export function localeForCountry(countryIso: string | null | undefined): Locale {
  if (!countryIso) return DEFAULT_LOCALE;
  return LOCALE_BY_COUNTRY[countryIso.trim().toUpperCase()] ?? DEFAULT_LOCALE;
}
