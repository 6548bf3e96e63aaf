import {
  GEO_SUGGESTIONS_MAX,
  latitudeSchema,
  longitudeSchema,
  type PlaceSuggestion,
  type ResolvedAddress,
} from '@harvest/domain';
import { z } from 'zod';
import { KeyedProviderClient, type AddressProvider, type ProviderClientOptions } from './place-providers';

export const IDEAL_POSTCODES_URL = 'https://api.ideal-postcodes.co.uk';

/** Their documented replies, as far as we read them. */
const autocompleteReply = z.object({
  result: z.object({
    hits: z.array(z.object({ suggestion: z.string(), udprn: z.coerce.string().optional(), id: z.string().optional() })),
  }),
});
const text = z.string().optional().catch(undefined);
const udprnReply = z.object({
  result: z.object({
    udprn: z.coerce.string(),
    building_number: text,
    building_name: text,
    sub_building_name: text,
    line_1: text,
    line_2: text,
    line_3: text,
    post_town: text,
    county: text,
    postcode: text,
    latitude: z.number().optional().catch(undefined),
    longitude: z.number().optional().catch(undefined),
  }),
});

/** Royal Mail writes post towns in capitals ('THIRSK'); an address reads better as 'Thirsk'. */
function titleCase(value: string | undefined): string | undefined {
  return value
    ?.toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/(?<=[\s-])(Upon|On|In|Under|Le)(?=[\s-])/g, (word) => word.toLowerCase());
}

const present = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

/**
 * UK addresses from Ideal Postcodes (Royal Mail PAF): autocomplete as the user types, then one address by
 * its UDPRN. https://docs.ideal-postcodes.co.uk — api_key goes in the query string as they document.
 */
export class IdealPostcodesProvider extends KeyedProviderClient<'ideal-postcodes'> implements AddressProvider {
  constructor(options: ProviderClientOptions) {
    super('ideal-postcodes', options, IDEAL_POSTCODES_URL, 'api_key');
  }

  /** Royal Mail's file covers the United Kingdom only. */
  covers(countryISO: string | undefined): boolean {
    return countryISO === undefined || countryISO === 'GB';
  }

  async search(query: string): Promise<PlaceSuggestion[]> {
    const { body } = await this.get('/v1/autocomplete/addresses', { query, limit: String(GEO_SUGGESTIONS_MAX) });
    const reply = this.read(autocompleteReply, body);
    return reply.result.hits.flatMap((hit) => {
      const id = hit.udprn ?? hit.id;
      return id ? [{ id, kind: 'address' as const, label: hit.suggestion, source: this.source, countryISO: 'GB' }] : [];
    });
  }

  async resolve(id: string): Promise<ResolvedAddress | null> {
    if (!/^\d{1,12}$/.test(id)) return null;
    // 404 is their answer for a UDPRN that does not exist.
    const { status, body } = await this.get(`/v1/udprn/${id}`, {}, [404]);
    if (status === 404) return null;
    const { result } = this.read(udprnReply, body);
    const lat = latitudeSchema.safeParse(result.latitude);
    const lon = longitudeSchema.safeParse(result.longitude);
    const line1 = present(result.line_1) ?? '';
    const address = Object.fromEntries(
      Object.entries({
        buildingNumber: present(result.building_number),
        buildingName: present([result.sub_building_name, result.building_name].filter(present).join(', ')),
        line1,
        line2: present([result.line_2, result.line_3].filter(present).join(', ')),
        city: titleCase(present(result.post_town)),
        region: present(result.county),
        postcode: present(result.postcode),
      }).filter(([, value]) => value !== undefined),
    );
    return {
      id: result.udprn,
      source: this.source,
      address,
      countryISO: 'GB',
      ...(lat.success && lon.success ? { coordinates: { lat: lat.data, lon: lon.data } } : {}),
    };
  }
}
