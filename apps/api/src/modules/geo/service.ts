import {
  countryFromAcceptLanguage,
  DEFAULT_COUNTRY_ISO,
  messages,
  SUPPORTED_COUNTRY_ISOS,
  type Coordinates,
  type Country,
  type DetectedCountry,
  type GeoSource,
  type PlaceSuggestion,
  type Region,
  type ResolvedAddress,
  type ReverseGeocode,
  type What3wordsResult,
} from '@harvest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../platform/auth/principal';
import { AppError, notFound } from '../../platform/http/errors';
import type { AccountsDirectory } from '../accounts';
import type { ReferenceService } from '../reference';
import { OfflinePlaces, type PlaceNames } from './providers/offline-places';
import {
  ProviderFailure,
  type AddressProvider,
  type ReverseGeocoder,
  type What3wordsProvider,
} from './providers/place-providers';
import { POSTCODE_AREAS } from './data/postcode-areas';

/** What geo needs of the reference module: the countries and their regions. */
export type CountryDirectory = Pick<ReferenceService, 'countries' | 'country' | 'regions'>;
/** What geo needs of accounts: the acting organisation's country. */
export type OrganisationLookup = Pick<AccountsDirectory, 'findOrganisationById'>;

/** The real providers configured (each one present only with its key). */
export interface GeoProviders {
  address?: AddressProvider;
  what3words?: What3wordsProvider;
  reverse?: ReverseGeocoder;
}

/** 503: neither the provider nor the offline default could answer; the user enters the address by hand. */
export const lookupFailed = () => new AppError(503, messages.geo.lookupFailed);

/** Country and region names for the offline places, from the reference module. */
export function placeNamesFrom(reference: CountryDirectory): PlaceNames {
  return {
    countryName: (iso2) => reference.country(iso2)?.name,
    regionName: (iso2, adminCode) =>
      reference.regions(iso2).find((region) => region.iso === `${iso2}-${adminCode}`)?.name,
  };
}

/**
 * Places (spec platform §5, §7 "System and geo"): countries and regions for forms, place and address search
 * for the address picker, what3words and reverse geocoding for a farm's position. Each external look-up asks
 * its real provider when one is configured, and the offline default when there is none or it fails.
 */
/** Each postcode area's post town, by its code. */
const POST_TOWNS = new Map(POSTCODE_AREAS.map((each) => [each.area, each.postTown]));

export class GeoService {
  readonly offline: OfflinePlaces;

  constructor(
    private readonly reference: CountryDirectory,
    private readonly organisations: OrganisationLookup,
    private readonly providers: GeoProviders,
    private readonly log: FastifyBaseLogger,
    offline?: OfflinePlaces,
  ) {
    this.offline = offline ?? new OfflinePlaces(placeNamesFrom(reference));
  }

  /** The post town a postcode area is named after ('York' for YO), or null for a code that is no UK area. */
  postTownOf(areaCode: string): string | null {
    return POST_TOWNS.get(areaCode.toUpperCase()) ?? null;
  }

  /**
   * The country the app starts in: the acting organisation's for a signed-in caller; else the region of
   * Accept-Language when it is a supported country; else GB (spec §9).
   */
  async country(principal: Principal | null, acceptLanguage: string | undefined): Promise<DetectedCountry> {
    const organisation = principal?.organisationId
      ? await this.organisations.findOrganisationById(principal.organisationId)
      : null;
    const candidates = [
      organisation?.countryIso,
      countryFromAcceptLanguage(acceptLanguage, SUPPORTED_COUNTRY_ISOS),
      DEFAULT_COUNTRY_ISO,
    ];
    for (const iso of candidates) {
      const country = iso ? this.reference.country(iso) : undefined;
      if (country) return { countryISO: country.iso2, name: country.name };
    }
    return { countryISO: DEFAULT_COUNTRY_ISO, name: DEFAULT_COUNTRY_ISO };
  }

  countries(): Country[] {
    return this.reference.countries();
  }

  /** An unknown country is 404; a known one may have no regions listed (an empty list). */
  regions(countryISO: string): Region[] {
    if (!this.reference.country(countryISO)) throw notFound();
    return this.reference.regions(countryISO);
  }

  /** Places (and a UK postcode's area) by name, from the open data. */
  searchPlaces(query: string, countryISO: string | undefined): Promise<PlaceSuggestion[]> {
    return this.#offlineOr503('place search', () => this.offline.search(query, countryISO));
  }

  async place(id: string): Promise<PlaceSuggestion> {
    const suggestion = await this.#offlineOr503('place', async () => this.offline.suggestion(id));
    if (!suggestion) throw notFound(messages.geo.placeNotFound);
    return suggestion;
  }

  /** Addresses for the picker: the address provider where it covers the country, else places and postcodes. */
  async searchAddresses(query: string, countryISO: string | undefined): Promise<PlaceSuggestion[]> {
    const provider = this.providers.address;
    if (provider?.covers(countryISO)) {
      const found = await this.#tryProvider(() => provider.search(query, countryISO));
      if (found.ok) return found.value;
    }
    return this.#offlineOr503('address search', () => this.offline.search(query, countryISO));
  }

  /** One address by the id and source of its suggestion. Another provider's id cannot be read offline. */
  async address(id: string, source: GeoSource): Promise<ResolvedAddress> {
    let resolved: ResolvedAddress | null;
    if (source === 'offline') {
      resolved = await this.#offlineOr503('address', () => this.offline.resolve(id));
    } else {
      const provider = this.providers.address;
      if (!provider || provider.source !== source) throw notFound(messages.geo.placeNotFound);
      const found = await this.#tryProvider(() => provider.resolve(id));
      if (!found.ok) throw lookupFailed();
      resolved = found.value;
    }
    if (!resolved) throw notFound(messages.geo.placeNotFound);
    return resolved;
  }

  /** The square of three words; offline (no key, or the provider down) the words alone, without coordinates. */
  async what3words(words: string): Promise<What3wordsResult> {
    const provider = this.providers.what3words;
    if (provider) {
      const found = await this.#tryProvider(() => provider.convert(words));
      if (found.ok) {
        if (!found.value) throw notFound(messages.geo.what3wordsNotFound);
        return found.value;
      }
    }
    return this.offline.convert(words);
  }

  /** The nearest place to a point. */
  async reverse(coordinates: Coordinates): Promise<ReverseGeocode> {
    const provider = this.providers.reverse;
    if (provider) {
      const found = await this.#tryProvider(() => provider.reverse(coordinates));
      if (found.ok && found.value) return found.value;
    }
    const nearest = await this.#offlineOr503('reverse geocode', () => this.offline.reverse(coordinates));
    return nearest ?? { coordinates, source: 'offline' };
  }

  /** Runs a provider call; a failure is logged and reported, so the caller can fall back. */
  async #tryProvider<T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      this.log.warn(
        { source: error.source, status: error.status, reason: error.message },
        'place provider failed; answering from the offline default',
      );
      return { ok: false };
    }
  }

  async #offlineOr503<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.log.error({ err: error, lookup: what }, 'offline place data failed');
      throw lookupFailed();
    }
  }
}
