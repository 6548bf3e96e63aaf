import {
  latitudeSchema,
  longitudeSchema,
  messages,
  unitLocationSchema,
  what3wordsSchema,
  type Coordinates,
  type FieldIssue,
  type UnitLocation,
} from '@harvest/domain';
import type { z } from 'zod';

/** A farm's or store's location as a form holds it: what was typed. */
export interface LocationFields {
  lat: string;
  lon: string;
  what3words: string;
}

export const LOCATION_KEYS = ['lat', 'lon', 'what3words'] as const;

export function locationFields(location: UnitLocation | null | undefined): LocationFields {
  return {
    lat: location ? String(location.lat) : '',
    lon: location ? String(location.lon) : '',
    what3words: location?.what3words ?? '',
  };
}

const COORDINATES: Record<'lat' | 'lon', { schema: z.ZodType<number>; message: string }> = {
  lat: { schema: latitudeSchema, message: messages.validation.latitude },
  lon: { schema: longitudeSchema, message: messages.validation.longitude },
};

/** One typed coordinate by the domain's rule (platform §5): its number, or the rule's message. */
export function readCoordinate(field: 'lat' | 'lon', text: string): { value: number } | { issue: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { issue: messages.validation.required };
  const number = Number(trimmed);
  // Not a number at all: the range message says what is wanted.
  if (!Number.isFinite(number)) return { issue: COORDINATES[field].message };
  const parsed = COORDINATES[field].schema.safeParse(number);
  return parsed.success
    ? { value: parsed.data }
    : { issue: parsed.error.issues[0]?.message ?? COORDINATES[field].message };
}

/** The point the fields describe when both coordinates are valid, for a map to show. */
export function coordinatesOf(fields: Pick<LocationFields, 'lat' | 'lon'>): Coordinates | null {
  const lat = readCoordinate('lat', fields.lat);
  const lon = readCoordinate('lon', fields.lon);
  return 'value' in lat && 'value' in lon ? { lat: lat.value, lon: lon.value } : null;
}

/**
 * The location the fields describe: nothing typed is no location (null); otherwise both
 * coordinates are needed, each in range with up to 12 decimals, and what3words, when given,
 * is three words. Issues name the field (lat, lon, what3words) in the domain's words.
 */
export function readLocation(fields: LocationFields): { location: UnitLocation | null; issues: FieldIssue[] } {
  if (LOCATION_KEYS.every((key) => fields[key].trim() === '')) return { location: null, issues: [] };
  const issues: FieldIssue[] = [];
  const values: Partial<Record<'lat' | 'lon', number>> = {};
  for (const field of ['lat', 'lon'] as const) {
    const read = readCoordinate(field, fields[field]);
    if ('issue' in read) issues.push({ field, message: read.issue });
    else values[field] = read.value;
  }
  const words = fields.what3words.trim();
  if (words) {
    const parsed = what3wordsSchema.safeParse(words);
    if (!parsed.success) issues.push({ field: 'what3words', message: messages.validation.what3words });
  }
  if (issues.length > 0) return { location: null, issues };
  const location = unitLocationSchema.parse({ ...values, what3words: words || undefined });
  return { location, issues: [] };
}
