import { latitudeSchema, longitudeSchema, normaliseWhat3words, type What3wordsResult } from '@harvest/domain';
import { z } from 'zod';
import {
  getJson,
  PROVIDER_TIMEOUT_MS,
  ProviderFailure,
  type ProviderClientOptions,
  type What3wordsProvider,
} from './place-providers';

export const WHAT3WORDS_URL = 'https://api.what3words.com';

const convertReply = z.object({
  words: z.string(),
  country: z.string().optional(),
  nearestPlace: z.string().optional(),
  coordinates: z.object({ lat: latitudeSchema, lng: longitudeSchema }),
});
const errorReply = z.object({ error: z.object({ code: z.string(), message: z.string().optional() }) });
/** Their error codes for words that name no square: the user's to correct, not a failure of the service. */
const NOT_FOUND_CODES = new Set(['BadWords', 'BadInput']);

/** what3words API v3: convert-to-coordinates. https://developer.what3words.com/public-api/docs */
export class What3wordsClient implements What3wordsProvider {
  readonly source = 'what3words' as const;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(private readonly options: ProviderClientOptions) {
    this.#baseUrl = options.baseUrl ?? WHAT3WORDS_URL;
    this.#timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  async convert(words: string): Promise<What3wordsResult | null> {
    const url = new URL('/v3/convert-to-coordinates', this.#baseUrl);
    url.searchParams.set('words', normaliseWhat3words(words));
    url.searchParams.set('key', this.options.apiKey);
    const { status, body } = await getJson(this.source, url, this.#timeoutMs, [400, 404]);
    if (status === 400 || status === 404) {
      const error = errorReply.safeParse(body);
      if (error.success && NOT_FOUND_CODES.has(error.data.error.code)) return null;
      throw new ProviderFailure(
        this.source,
        `what3words refused the call (${error.data?.error.code ?? status})`,
        status,
      );
    }
    const reply = convertReply.safeParse(body);
    if (!reply.success) throw new ProviderFailure(this.source, 'what3words answered a reply we cannot read');
    const { data } = reply;
    return {
      words: data.words,
      coordinates: { lat: data.coordinates.lat, lon: data.coordinates.lng },
      ...(data.nearestPlace ? { nearestPlace: data.nearestPlace } : {}),
      ...(data.country && /^[A-Z]{2}$/.test(data.country) ? { countryISO: data.country } : {}),
      source: this.source,
    };
  }
}
