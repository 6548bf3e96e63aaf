import { latitudeSchema, longitudeSchema, normaliseWhat3words, type What3wordsResult } from '@harvest/domain';
import { z } from 'zod';
import {
  KeyedProviderClient,
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
export class What3wordsClient extends KeyedProviderClient<'what3words'> implements What3wordsProvider {
  constructor(options: ProviderClientOptions) {
    super('what3words', options, WHAT3WORDS_URL, 'key');
  }

  async convert(words: string): Promise<What3wordsResult | null> {
    const query = { words: normaliseWhat3words(words) };
    const { status, body } = await this.get('/v3/convert-to-coordinates', query, [400, 404]);
    if (status === 400 || status === 404) {
      const error = errorReply.safeParse(body);
      if (error.success && NOT_FOUND_CODES.has(error.data.error.code)) return null;
      throw new ProviderFailure(
        this.source,
        `what3words refused the call (${error.data?.error.code ?? status})`,
        status,
      );
    }
    const data = this.read(convertReply, body);
    return {
      words: data.words,
      coordinates: { lat: data.coordinates.lat, lon: data.coordinates.lng },
      ...(data.nearestPlace ? { nearestPlace: data.nearestPlace } : {}),
      ...(data.country && /^[A-Z]{2}$/.test(data.country) ? { countryISO: data.country } : {}),
      source: this.source,
    };
  }
}
