import { createHash } from 'node:crypto';
import {
  currencyForCountry,
  type CommodityGroup,
  type CoreConfig,
  type Country,
  type Initialise,
  type Region,
  type Specification,
} from '@harvest/domain';
import { isSysAdmin, type Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/errors';
import type { AccountsDirectory } from '../accounts';
import { COMMODITY_GROUPS, WEIGHBRIDGE_WEIGHT } from './data/commodities';
import { CONVERSIONS } from './data/conversions';
import { COUNTRIES } from './data/countries';
import { LIVESTOCK_SPECIES } from './data/livestock';
import { SETTLEMENT_BONUS_REASONS, SETTLEMENT_DEDUCTION_REASONS } from './data/settlement-reasons';
import { SPECIFICATIONS } from './data/specifications';

/** The one thing the reference module needs of accounts: an organisation's country. */
export type OrganisationLookup = Pick<AccountsDirectory, 'findOrganisationById'>;

export interface SpecificationFilter {
  commodityType?: string | undefined;
  commodityGrade?: string | undefined;
}

export interface VersionedCoreConfig {
  config: CoreConfig;
  /** A strong ETag (quoted) of the config's JSON: the same bytes give the same tag. */
  etag: string;
}

/**
 * Reference data (spec platform §3): the commodity catalogue, specifications, countries and regions, and the
 * core config the app fetches per country. All of it is written in code (data/), so it is read without I/O and
 * each country's core config is built once and kept.
 */
export class ReferenceService {
  readonly #countriesByIso = new Map(COUNTRIES.map((country) => [country.iso2, country]));
  readonly #coreConfigs = new Map<string, VersionedCoreConfig>();

  constructor(private readonly organisations: OrganisationLookup) {}

  /** Every country, the supported ones (GB, IE, US, ZA) first, then the rest of the world by name. */
  countries(): Country[] {
    return COUNTRIES;
  }

  /** A country by its ISO 3166-1 alpha-2 code, in any case. */
  country(iso2: string): Country | undefined {
    return this.#countriesByIso.get(iso2.trim().toUpperCase());
  }

  /** The country's regions (nations, states, provinces); none for an unknown or unsupported country. */
  regions(iso2: string): Region[] {
    return this.country(iso2)?.regions ?? [];
  }

  commodityGroups(): CommodityGroup[] {
    return COMMODITY_GROUPS;
  }

  commodityGroup(commodityId: string): CommodityGroup | undefined {
    return COMMODITY_GROUPS.find((group) => group.id === commodityId);
  }

  /** The crop's specifications, narrowed by type and grade when given. An unknown crop is 404. */
  specifications(commodityId: string, filter: SpecificationFilter = {}): Specification[] {
    if (!this.commodityGroup(commodityId)) throw notFound();
    return SPECIFICATIONS.filter(
      (spec) =>
        spec.commodityId === commodityId &&
        (filter.commodityType === undefined || spec.commodityType === filter.commodityType) &&
        (filter.commodityGrade === undefined || spec.commodityGrade === filter.commodityGrade),
    );
  }

  findSpecification(id: string): Specification | undefined {
    return SPECIFICATIONS.find((spec) => spec.id === id);
  }

  /** One specification; an unknown id is 404. */
  specification(id: string): Specification {
    const spec = this.findSpecification(id);
    if (!spec) throw notFound();
    return spec;
  }

  /** Core config's settlement deduction and bonus reasons (the same in every country today). */
  settlementReasons(): CoreConfig['trading'] {
    return {
      settlementDeductionReasons: SETTLEMENT_DEDUCTION_REASONS,
      settlementBonusReasons: SETTLEMENT_BONUS_REASONS,
    };
  }

  /** The country's core config and its ETag, built once per country. An unknown country is 404. */
  coreConfig(iso2: string): VersionedCoreConfig {
    const country = this.country(iso2);
    if (!country) throw notFound();
    const cached = this.#coreConfigs.get(country.iso2);
    if (cached) return cached;
    const config: CoreConfig = {
      countryISO: country.iso2,
      commodities: { groups: COMMODITY_GROUPS, weighbridgeWeight: WEIGHBRIDGE_WEIGHT },
      livestock: LIVESTOCK_SPECIES,
      countries: COUNTRIES.map(({ regions: _regions, ...rest }) => rest),
      regions: Object.fromEntries(
        COUNTRIES.filter((each) => each.regions.length > 0).map((each) => [each.iso2, each.regions]),
      ),
      conversions: CONVERSIONS,
      trading: {
        settlementDeductionReasons: SETTLEMENT_DEDUCTION_REASONS,
        settlementBonusReasons: SETTLEMENT_BONUS_REASONS,
      },
    };
    const etag = `"${createHash('sha256').update(JSON.stringify(config)).digest('base64url')}"`;
    const versioned = { config, etag };
    this.#coreConfigs.set(country.iso2, versioned);
    return versioned;
  }

  /**
   * What the app needs to start for an organisation: its country, currency and the version of that country's
   * core config. Another organisation is 404 unless the caller is a system administrator.
   */
  async initialise(principal: Principal, organisationId: string): Promise<Initialise> {
    if (!isSysAdmin(principal) && organisationId !== principal.organisationId) throw notFound();
    const organisation = await this.organisations.findOrganisationById(organisationId);
    if (!organisation) throw notFound();
    const country = this.country(organisation.countryIso);
    const countryISO = country?.iso2 ?? organisation.countryIso;
    return {
      organisationId: organisation.id,
      countryISO,
      currency: currencyForCountry(countryISO),
      configVersion: country ? this.coreConfig(country.iso2).etag : '',
    };
  }
}
