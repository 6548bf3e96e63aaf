import type {
  Coordinates,
  GeoSource,
  PlaceSuggestion,
  ResolvedAddress,
  ReverseGeocode,
  What3wordsResult,
} from '@harvest/domain';
import type { z } from 'zod';

/**
 * The external look-ups behind GET /api/geo/*, each with a real client (enabled by its key in config) and an
 * offline default built on open data. A real client throws ProviderFailure when the provider cannot answer;
 * the service logs it and asks the offline default instead.
 */
export interface AddressProvider {
  readonly source: GeoSource;
  /** Whether it can search addresses in the country (undefined: the caller named none). */
  covers(countryISO: string | undefined): boolean;
  search(query: string, countryISO: string | undefined): Promise<PlaceSuggestion[]>;
  /** One address by the id a suggestion of this provider carried; null when it names nothing. */
  resolve(id: string): Promise<ResolvedAddress | null>;
}

export interface What3wordsProvider {
  readonly source: GeoSource;
  /** The square of three words (normalised); null when the words name no square. */
  convert(words: string): Promise<What3wordsResult | null>;
}

export interface ReverseGeocoder {
  readonly source: GeoSource;
  /** The nearest place to a point; null when there is none to name (open sea). */
  reverse(coordinates: Coordinates): Promise<ReverseGeocode | null>;
}

/** A provider could not answer (network, timeout, 5xx, a reply not shaped as documented, a refused key). */
export class ProviderFailure extends Error {
  constructor(
    readonly source: GeoSource,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}

/** How long a provider may take before the offline default answers instead. */
export const PROVIDER_TIMEOUT_MS = 5000;

export interface ProviderClientOptions {
  apiKey: string;
  /** The provider's base URL; tests point it at a stand-in server they start. */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * GET a JSON reply. `accept` lists the statuses whose body the caller reads (2xx always); any other status,
 * a network error, a timeout or a body that is not JSON throws ProviderFailure. The key is never logged:
 * the message names the path only.
 */
export async function getJson(
  source: GeoSource,
  url: URL,
  timeoutMs: number,
  accept: readonly number[] = [],
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'error';
    throw new ProviderFailure(source, `${source} ${url.pathname} failed: ${reason}`);
  }
  if (!response.ok && !accept.includes(response.status)) {
    await response.body?.cancel();
    throw new ProviderFailure(source, `${source} ${url.pathname} answered ${response.status}`, response.status);
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    throw new ProviderFailure(source, `${source} ${url.pathname} answered a body that is not JSON`, response.status);
  }
}

/**
 * A provider reached with its key in the query string: its base URL (a stand-in server's in tests) and time limit
 * are set once, and a reply that does not fit its schema is the provider's failure.
 */
export abstract class KeyedProviderClient<S extends GeoSource> {
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  protected constructor(
    readonly source: S,
    private readonly options: ProviderClientOptions,
    defaultUrl: string,
    /** The query parameter the provider reads its key from. */
    private readonly keyParam: string,
  ) {
    this.#baseUrl = options.baseUrl ?? defaultUrl;
    this.#timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  /** GET `path` with `params` and the key; `accept` as getJson's. */
  protected get(path: string, params: Record<string, string>, accept: readonly number[] = []) {
    const url = new URL(path, this.#baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set(this.keyParam, this.options.apiKey);
    return getJson(this.source, url, this.#timeoutMs, accept);
  }

  protected read<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ProviderFailure(this.source, `${this.source} answered a reply we cannot read`);
    return parsed.data;
  }
}
