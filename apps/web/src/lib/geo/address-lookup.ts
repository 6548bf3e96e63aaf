import {
  GEO_QUERY_MIN,
  isWhat3words,
  normaliseWhat3words,
  placeSuggestionSchema,
  resolvedAddressSchema,
  what3wordsResultSchema,
  type GeoSource,
  type PlaceSuggestion,
  type ResolvedAddress,
  type What3wordsResult,
} from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { isApiError } from '../api/api-error';
import { apiRequest } from '../api/api-request';
import { log } from '../logging/log';

/** A lookup is sent once the person pauses typing for this long, not on every key. */
export const GEO_LOOKUP_DEBOUNCE_MS = 300;

const suggestionsSchema = placeSuggestionSchema.array();

/** GET /api/geo/address?query&countryISO: addresses (or postcodes and places) matching what was typed. */
export async function searchAddresses(
  query: string,
  countryISO: string | undefined,
  signal?: AbortSignal,
): Promise<PlaceSuggestion[]> {
  const { data } = await apiRequest('GET', '/geo/address', {
    query: { query, countryISO },
    schema: suggestionsSchema,
    signal,
  });
  return data;
}

/** GET /api/geo/address?id&source: one picked suggestion as an address, with its coordinates when known. */
export async function resolveAddress(id: string, source: GeoSource, signal?: AbortSignal): Promise<ResolvedAddress> {
  const { data } = await apiRequest('GET', '/geo/address', {
    query: { id, source },
    schema: resolvedAddressSchema,
    signal,
  });
  return data;
}

/** GET /api/geo/what3words?query: the three words and, with the provider's key, where they are. */
export async function lookupWhat3words(words: string, signal?: AbortSignal): Promise<What3wordsResult> {
  const { data } = await apiRequest('GET', '/geo/what3words', {
    query: { query: words },
    schema: what3wordsResultSchema,
    signal,
  });
  return data;
}

/**
 * Spec platform §8: address look-up failures are logged (the person is then offered the
 * fields to type the address by hand).
 */
export function logLookupFailure(what: string, error: unknown, detail: Record<string, unknown> = {}): void {
  log.error(
    `Geo look-up failed: ${what}`,
    {
      ...detail,
      status: isApiError(error) ? error.status : null,
      message: error instanceof Error ? error.message : String(error),
    },
    ['api'],
  );
}

/** Runs a look-up; a failure (not our own cancelling) is logged, then rethrown for the screen to handle. */
export async function logged<T>(
  what: string,
  detail: Record<string, unknown>,
  signal: AbortSignal | undefined,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!signal?.aborted) logLookupFailure(what, error, detail);
    throw error;
  }
}

/**
 * Address suggestions for what the person typed, asked for only once they pause
 * (GEO_LOOKUP_DEBOUNCE_MS) and only from GEO_QUERY_MIN characters. The previous list stays
 * while the next one loads, so the list does not flicker between keys.
 */
export function useAddressSuggestions(text: string, countryISO: string | undefined, enabled = true) {
  const [debounced] = useDebouncedValue(text.trim(), GEO_LOOKUP_DEBOUNCE_MS);
  const active = enabled && debounced.length >= GEO_QUERY_MIN;
  const query = useQuery({
    queryKey: ['geo', 'address', countryISO ?? '', debounced] as const,
    queryFn: ({ signal }) =>
      logged('address search', { countryISO }, signal, () => searchAddresses(debounced, countryISO, signal)),
    enabled: active,
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return { ...query, active, debounced };
}

/** The what3words result for a typed value, once it pauses and has the form of three words. */
export function useWhat3wordsLookup(text: string) {
  const [debounced] = useDebouncedValue(text.trim(), GEO_LOOKUP_DEBOUNCE_MS);
  const words = isWhat3words(debounced) ? normaliseWhat3words(debounced) : '';
  const query = useQuery({
    queryKey: ['geo', 'what3words', words] as const,
    queryFn: ({ signal }) => logged('what3words', {}, signal, () => lookupWhat3words(words, signal)),
    enabled: words !== '',
    staleTime: 60 * 60_000,
    retry: false,
  });
  return { ...query, words };
}
