import type { Coordinates, ReverseGeocode } from '@harvest/domain';
import { z } from 'zod';
import { KeyedProviderClient, type ProviderClientOptions, type ReverseGeocoder } from './place-providers';

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
export class OpenCageGeocoder extends KeyedProviderClient<'opencage'> implements ReverseGeocoder {
  constructor(options: ProviderClientOptions) {
    super('opencage', options, OPENCAGE_URL, 'key');
  }

  async reverse(coordinates: Coordinates): Promise<ReverseGeocode | null> {
    // Their form is q=LAT+LON: a space, which the query string writes as '+'.
    const query = { q: `${coordinates.lat} ${coordinates.lon}`, no_annotations: '1', limit: '1' };
    const { body } = await this.get('/geocode/v1/json', query);
    const components = this.read(geocodeReply, body).results[0]?.components;
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
