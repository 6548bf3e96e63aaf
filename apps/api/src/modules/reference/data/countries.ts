import {
  currencyForCountry,
  mapZoomFor,
  SUPPORTED_COUNTRY_ISOS,
  TEMPERATURE_UNIT_BY_SYSTEM,
  type Country,
  type Region,
} from '@harvest/domain';
import { countries as worldCountries } from 'countries-list';
import alpha3ByAlpha2 from 'countries-list/minimal/countries.2to3.min.json' with { type: 'json' };

type Units = Country['units'];

/** GB reads the spec's default units; Ireland and South Africa are metric; the US uses its customary units. */
const METRIC: Units = { weight: 'tonne', area: 'hectare', distance: 'kilometre', temperature: 'celsius' };
const UNITS: Readonly<Record<string, Units>> = {
  GB: { weight: 'tonne', area: 'hectare', distance: 'mile', temperature: TEMPERATURE_UNIT_BY_SYSTEM.metric },
  US: { weight: 'lb', area: 'acre', distance: 'mile', temperature: TEMPERATURE_UNIT_BY_SYSTEM.imperial },
};

/** ISO 3166-2 subdivisions, written as `CODE Name` pairs; the id is the ISO code. */
function regions(iso2: string, pairs: string): Region[] {
  return pairs
    .trim()
    .split('\n')
    .map((line) => {
      const [code, ...name] = line.trim().split(' ');
      const iso = `${iso2}-${code}`;
      return { id: iso, name: name.join(' '), iso };
    });
}

const REGIONS: Readonly<Record<(typeof SUPPORTED_COUNTRY_ISOS)[number], Region[]>> = {
  GB: regions(
    'GB',
    `ENG England
    NIR Northern Ireland
    SCT Scotland
    WLS Wales`,
  ),
  IE: regions(
    'IE',
    `CW Carlow
    CN Cavan
    CE Clare
    CO Cork
    DL Donegal
    D Dublin
    G Galway
    KY Kerry
    KE Kildare
    KK Kilkenny
    LS Laois
    LM Leitrim
    LK Limerick
    LD Longford
    LH Louth
    MO Mayo
    MH Meath
    MN Monaghan
    OY Offaly
    RN Roscommon
    SO Sligo
    TA Tipperary
    WD Waterford
    WH Westmeath
    WX Wexford
    WW Wicklow`,
  ),
  US: regions(
    'US',
    `AL Alabama
    AK Alaska
    AZ Arizona
    AR Arkansas
    CA California
    CO Colorado
    CT Connecticut
    DE Delaware
    DC District of Columbia
    FL Florida
    GA Georgia
    HI Hawaii
    ID Idaho
    IL Illinois
    IN Indiana
    IA Iowa
    KS Kansas
    KY Kentucky
    LA Louisiana
    ME Maine
    MD Maryland
    MA Massachusetts
    MI Michigan
    MN Minnesota
    MS Mississippi
    MO Missouri
    MT Montana
    NE Nebraska
    NV Nevada
    NH New Hampshire
    NJ New Jersey
    NM New Mexico
    NY New York
    NC North Carolina
    ND North Dakota
    OH Ohio
    OK Oklahoma
    OR Oregon
    PA Pennsylvania
    RI Rhode Island
    SC South Carolina
    SD South Dakota
    TN Tennessee
    TX Texas
    UT Utah
    VT Vermont
    VA Virginia
    WA Washington
    WV West Virginia
    WI Wisconsin
    WY Wyoming`,
  ),
  ZA: regions(
    'ZA',
    `EC Eastern Cape
    FS Free State
    GP Gauteng
    KZN KwaZulu-Natal
    LP Limpopo
    MP Mpumalanga
    NW North West
    NC Northern Cape
    WC Western Cape`,
  ),
};

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_COUNTRY_ISOS);
const alpha3 = alpha3ByAlpha2 as Record<string, string>;

function country(iso2: string): Country | undefined {
  const listed = worldCountries[iso2 as keyof typeof worldCountries];
  const iso = alpha3[iso2];
  // Kosovo's XK is user-assigned, not ISO 3166-1, and has no alpha-3 code.
  if (!listed || !iso || listed.userAssigned) return undefined;
  const supported = SUPPORTED.has(iso2);
  const phone = listed.phone[0];
  return {
    id: iso2,
    name: listed.name,
    iso,
    iso2,
    currency: supported ? currencyForCountry(iso2) : (listed.currency[0] ?? ''),
    callingCode: phone === undefined ? '' : `+${phone}`,
    units: UNITS[iso2] ?? METRIC,
    mapZoom: mapZoomFor(iso2),
    supported,
    regions: supported ? REGIONS[iso2 as keyof typeof REGIONS] : [],
  };
}

/**
 * Every country: GB, IE, US and ZA (the countries the product trades in) first, then the rest of the world by
 * name from `countries-list` (annexare/Countries, MIT), unsupported and without regions.
 */
const listed = (codes: readonly string[]) => codes.map(country).filter((each) => each !== undefined);

export const COUNTRIES: Country[] = [
  ...listed(SUPPORTED_COUNTRY_ISOS),
  ...listed(Object.keys(worldCountries).filter((iso2) => !SUPPORTED.has(iso2))).sort((a, b) =>
    a.name.localeCompare(b.name, 'en-GB'),
  ),
];
