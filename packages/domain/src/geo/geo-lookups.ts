import { z } from '../zod';

/** GET /api/geo/v1/country: the country the app starts in for this caller. */
export const detectedCountrySchema = z.object({ countryISO: z.string(), name: z.string() });
export type DetectedCountry = z.infer<typeof detectedCountrySchema>;

/** Spec platform §9: the default country is GB. */
export const DEFAULT_COUNTRY_ISO = 'GB';

/**
 * Budgets of the geo calls. Countries and regions are public (signup needs them), so they are counted per
 * address; the look-ups may reach a paid provider, so they are counted per signed-in user: an address picker
 * asks once per pause in typing, far below this.
 */
export const GEO_PUBLIC_CALLS_PER_ADDRESS = 120;
export const GEO_LOOKUPS_PER_USER = 60;
export const GEO_RATE_WINDOW_MS = 60 * 1000;

/**
 * The first country, by the header's order of preference, that an Accept-Language region names among
 * the given ones ('en-US,en;q=0.9' -> US); null when none does.
 */
export function countryFromAcceptLanguage(header: string | undefined, among: readonly string[]): string | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const region = tag.split('-').find((subtag, position) => position > 0 && /^[A-Za-z]{2}$/.test(subtag));
    if (region && among.includes(region.toUpperCase())) return region.toUpperCase();
  }
  return null;
}
