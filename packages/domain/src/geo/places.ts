import { z } from '../zod';
import { addressSchema } from '../accounts/address';
import { coordinatesSchema, latitudeSchema, longitudeSchema } from './coordinates';
import { what3wordsSchema } from './what3words';

/** Where a suggestion came from: the offline dataset, or the named provider when its key is configured. */
const GEO_SOURCES = ['offline', 'ideal-postcodes', 'what3words', 'opencage'] as const;
export type GeoSource = (typeof GEO_SOURCES)[number];

const PLACE_KINDS = ['address', 'postcode', 'place'] as const;

/** GEO_QUERY_MIN: a search shorter than this is not sent (two letters already name a postcode area). */
export const GEO_QUERY_MIN = 2;
const GEO_QUERY_MAX = 100;
export const GEO_SUGGESTIONS_MAX = 10;

const query = z.string().trim().min(GEO_QUERY_MIN).max(GEO_QUERY_MAX);
const countryIso = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toUpperCase());

/** One entry of a search or address list: the user picks one, then it is looked up by id. */
export const placeSuggestionSchema = z.object({
  id: z.string(),
  kind: z.enum(PLACE_KINDS),
  label: z.string(),
  description: z.string().optional(),
  source: z.enum(GEO_SOURCES),
  countryISO: z.string().optional(),
  coordinates: coordinatesSchema.optional(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

/** GET /api/geo/search: query with countryISO, or id of one place. */
export const geoSearchQuerySchema = z.union([
  z.strictObject({ query, countryISO: countryIso.optional() }),
  z.strictObject({ id: z.string().min(1).max(200) }),
]);

/** GET /api/geo/address: query lists addresses; id (with the source that gave it) resolves one. */
export const geoAddressQuerySchema = z.union([
  z.strictObject({ query, countryISO: countryIso.optional() }),
  z.strictObject({ id: z.string().min(1).max(200), source: z.enum(GEO_SOURCES) }),
]);

/** A resolved address: line1 may be empty when only the place or postcode area is known (the user adds it). */
export const resolvedAddressSchema = z.object({
  id: z.string(),
  source: z.enum(GEO_SOURCES),
  address: addressSchema.partial(),
  countryISO: z.string(),
  coordinates: coordinatesSchema.optional(),
});
export type ResolvedAddress = z.infer<typeof resolvedAddressSchema>;

export const geoWhat3wordsQuerySchema = z.strictObject({ query: what3wordsSchema });
/** With no what3words key the words are checked for form only: there is no open dataset to place them. */
export const what3wordsResultSchema = z.object({
  words: z.string(),
  coordinates: coordinatesSchema.optional(),
  nearestPlace: z.string().optional(),
  countryISO: z.string().optional(),
  source: z.enum(GEO_SOURCES),
});
export type What3wordsResult = z.infer<typeof what3wordsResultSchema>;

/** GET /api/geo/coordinates: the nearest place to a point (reverse geocoding). */
export const geoCoordinatesQuerySchema = z.strictObject({
  lat: z.coerce.number().pipe(latitudeSchema),
  lon: z.coerce.number().pipe(longitudeSchema),
});
export const reverseGeocodeSchema = z.object({
  coordinates: coordinatesSchema,
  place: z.string().optional(),
  region: z.string().optional(),
  postcode: z.string().optional(),
  countryISO: z.string().optional(),
  distanceKm: z.number().optional(),
  source: z.enum(GEO_SOURCES),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;

/** A farm's (or store's) position: coordinates and, optionally, its what3words address. */
export const unitLocationSchema = z.object({
  lat: latitudeSchema,
  lon: longitudeSchema,
  what3words: what3wordsSchema.optional(),
});
export type UnitLocation = z.infer<typeof unitLocationSchema>;
