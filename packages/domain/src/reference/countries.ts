import { z } from '../zod';

export const regionSchema = z.object({ id: z.string(), name: z.string(), iso: z.string() });
export type Region = z.infer<typeof regionSchema>;

/** Spec platform §3, Country: id, name, iso/iso2, currency, callingCode, units, regions. */
export const countrySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-3. */
  iso: z.string(),
  /** ISO 3166-1 alpha-2: the countryISO used everywhere else. */
  iso2: z.string(),
  currency: z.string(),
  callingCode: z.string(),
  units: z.object({ weight: z.string(), area: z.string(), distance: z.string(), temperature: z.string() }),
  /** Spec §9 map zoom by country (GB 4, ZA 4, US 3, IE 4); a default elsewhere. */
  mapZoom: z.number().int(),
  /** True for the countries the product trades in (GB, IE, US, ZA). */
  supported: z.boolean(),
  regions: z.array(regionSchema),
});
export type Country = z.infer<typeof countrySchema>;

/** The countries the product is built for; the rest of the world is listed for addresses and calling codes. */
export const SUPPORTED_COUNTRY_ISOS = ['GB', 'IE', 'US', 'ZA'] as const;

export const countryIsoParamSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toUpperCase());
