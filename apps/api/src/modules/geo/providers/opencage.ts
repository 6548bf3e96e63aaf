import type { Coordinates, ReverseGeocode } from '@harvest/domain';
import { z } from 'zod';
import {
  getJson,
  PROVIDER_TIMEOUT_MS,
  ProviderFailure,
  type ProviderClientOptions,
  type ReverseGeocoder,
} from './place-providers';

export const OPENCAGE_URL = 'https://api.opencagedata.com';

const text = z.string().optional().catch(undefined);
const geocodeReply = z.object({
  results: z.array(
    z.object({
      components: z.object({
        city: text,
        town: text,
        village: text,
        hamlet: text,
        county: text,
        state: text,
        postcode: text,
        country_code: text,
      }),
    }),
  ),
});

/** OpenCage reverse geocoding: geocode/v1/json?q=lat+lon. https://opencagedata.com/api */
export class OpenCageGeocoder implements ReverseGeocoder {
  readonly source = 'opencage' as const;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(private readonly options: ProviderClientOptions) {
    this.#baseUrl = options.baseUrl ?? OPENCAGE_URL;
    this.#timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  async reverse(coordinates: Coordinates): Promise<ReverseGeocode | null> {
    const url = new URL('/geocode/v1/json', this.#baseUrl);
    // Their form is q=LAT+LON: a space, which the query string writes as '+'.
    url.searchParams.set('q', `${coordinates.lat} ${coordinates.lon}`);
    url.searchParams.set('key', this.options.apiKey);
    url.searchParams.set('no_annotations', '1');
    url.searchParams.set('limit', '1');
    const { body } = await getJson(this.source, url, this.#timeoutMs);
    const reply = geocodeReply.safeParse(body);
    if (!reply.success) throw new ProviderFailure(this.source, 'opencage answered a reply we cannot read');
    const components = reply.data.results[0]?.components;
    if (!components) return null;
    const place = components.city ?? components.town ?? components.village ?? components.hamlet;
    const region = components.state ?? components.county;
    return {
      coordinates,
      ...(place ? { place } : {}),
      ...(region ? { region } : {}),
      ...(components.postcode ? { postcode: components.postcode } : {}),
      ...(components.country_code ? { countryISO: components.country_code.toUpperCase() } : {}),
      source: this.source,
    };
  }
}
