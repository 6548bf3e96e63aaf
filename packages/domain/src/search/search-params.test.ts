import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { INVENTORY_SEARCH_ALIASES } from './inventory-search';
import { checkSearchQuery, effectiveSort } from './search-definitions';
import {
  clearFilters,
  FILTER_KEYS,
  parseFilterTerm,
  searchParamsFromQuery,
  searchQuerySchema,
  searchQueryString,
  searchUrl,
  toggleFilterTerm,
  type SearchParams,
} from './search-params';
import { buildActiveFilters, buildFacets, readableId } from './search-reply';

const PATH = '/search/inventory/records';
const base: SearchParams = { offset: 0, limit: 25, format: 'json', filters: [] };
const records = INVENTORY_SEARCH_ALIASES.records;

/** A query string as a server would read it back: repeated keys become an array. */
function readBack(query: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const pair of query ? query.split('&') : []) {
    const [name, value] = pair.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const existing = parsed[name];
    parsed[name] = existing === undefined ? decoded : [...[existing].flat(), decoded];
  }
  return parsed;
}

describe('search query (DESIGN §2, platform §9)', () => {
  it('pages 25 at a time by default, at most 100, from offset 0, as json; csv exports', () => {
    expect(searchQuerySchema.parse({})).toEqual({ offset: 0, limit: 25, format: 'json', f: [] });
    expect(searchQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(searchQuerySchema.parse({ format: 'csv' }).format).toBe('csv');
    expect(searchQuerySchema.safeParse({ format: 'xlsx' }).success).toBe(false);
    expect(searchQuerySchema.parse({ sortDesc: 'true' }).sortDesc).toBe(true);
    expect(searchQuerySchema.parse({ sortDesc: 'false' }).sortDesc).toBe(false);
  });

  it('reads f once or repeated as key:value terms; the value may hold colons', () => {
    expect(searchQuerySchema.parse({ f: 'commodity:wheat' }).f).toEqual([{ key: 'commodity', value: 'wheat' }]);
    expect(searchQuerySchema.parse({ f: ['harvestYear:2026', 'commodityVariety:A:B'] }).f).toEqual([
      { key: 'harvestYear', value: '2026' },
      { key: 'commodityVariety', value: 'A:B' },
    ]);
    expect(parseFilterTerm('  commodity : wheat ')).toBeNull();
    expect(parseFilterTerm('commodity: wheat ')).toEqual({ key: 'commodity', value: 'wheat' });
  });

  it('refuses a term not written key:value (messages.search.filterMalformed)', () => {
    for (const raw of ['wheat', ':wheat', 'commodity:', 'commodity:   ', '1key:x', `commodity:${'x'.repeat(201)}`]) {
      expect(parseFilterTerm(raw), raw).toBeNull();
      const result = searchQuerySchema.safeParse({ f: raw });
      expect(result.success, raw).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.search.filterMalformed);
    }
  });

  it('knows every facet key of the spec', () => {
    // The spec's 28, the market's region, months and assurance (issue 20), a contract's counterparty, price and
    // settlement and delivered (21), a vehicle's MOT status and fuel, and a load's job (22).
    expect(FILTER_KEYS).toHaveLength(38);
    expect(FILTER_KEYS).toEqual(expect.arrayContaining(['commodityVariety', 'ownerStatus', 'businessUnitIds']));
  });
});

describe('search urls and toggling (platform §4 "Search")', () => {
  it('writes filters in order, then sort, limit and offset, leaving out defaults', () => {
    expect(searchUrl(PATH, base)).toBe(PATH);
    expect(
      searchUrl(PATH, {
        ...base,
        offset: 50,
        limit: 50,
        sortBy: 'quantityKg',
        sortDesc: true,
        filters: [
          { key: 'commodity', value: 'wheat' },
          { key: 'commodityVariety', value: 'KWS Zyatt & co' },
        ],
      }),
    ).toBe(
      `${PATH}?f=commodity%3Awheat&f=commodityVariety%3AKWS%20Zyatt%20%26%20co&sortBy=quantityKg&sortDesc=true&limit=50&offset=50`,
    );
  });

  it('adds a term, removes it when selected, and goes back to the first page either way', () => {
    const wheat = { key: 'commodity', value: 'wheat' };
    const added = toggleFilterTerm({ ...base, offset: 75 }, wheat, false);
    expect(added).toEqual({ ...base, filters: [wheat] });
    const barley = toggleFilterTerm(added, { key: 'commodity', value: 'barley' }, false);
    expect(barley.filters.map((term) => term.value)).toEqual(['wheat', 'barley']);
    expect(toggleFilterTerm(barley, wheat, false).filters).toEqual([{ key: 'commodity', value: 'barley' }]);
  });

  it('replaces the term of a single-select facet when another is chosen', () => {
    const owned = toggleFilterTerm(base, { key: 'ownerStatus', value: 'OWNED' }, true);
    const withCrop = toggleFilterTerm(owned, { key: 'commodity', value: 'wheat' }, false);
    expect(toggleFilterTerm(withCrop, { key: 'ownerStatus', value: 'STORED' }, true).filters).toEqual([
      { key: 'commodity', value: 'wheat' },
      { key: 'ownerStatus', value: 'STORED' },
    ]);
    expect(toggleFilterTerm(withCrop, { key: 'ownerStatus', value: 'OWNED' }, true).filters).toEqual([
      { key: 'commodity', value: 'wheat' },
    ]);
  });

  it('clears one filter or all of them, keeping the sort', () => {
    const params: SearchParams = {
      ...base,
      sortBy: 'harvestYear',
      filters: [
        { key: 'commodity', value: 'wheat' },
        { key: 'harvestYear', value: '2026' },
      ],
    };
    expect(searchUrl(PATH, clearFilters(params, 'commodity'))).toBe(`${PATH}?f=harvestYear%3A2026&sortBy=harvestYear`);
    expect(searchUrl(PATH, clearFilters(params))).toBe(`${PATH}?sortBy=harvestYear`);
  });

  const termArbitrary = fc.record({
    key: fc.constantFrom('commodity', 'commodityVariety', 'harvestYear'),
    value: fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() === value && value.length > 0),
  });

  it('toggling a term twice gives the search back (at its first page)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(termArbitrary, { selector: (t) => `${t.key}:${t.value}`, maxLength: 5 }),
        termArbitrary,
        (filters, term) => {
          const params = { ...base, filters };
          const twice = toggleFilterTerm(toggleFilterTerm(params, term, false), term, false);
          const alreadyThere = filters.some((each) => each.key === term.key && each.value === term.value);
          if (!alreadyThere) expect(twice).toEqual(params);
          else
            expect(new Set(twice.filters.map((each) => `${each.key}:${each.value}`))).toEqual(
              new Set(filters.map((each) => `${each.key}:${each.value}`)),
            );
        },
      ),
    );
  });

  it('reads back every url it writes as the same search', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(termArbitrary, { selector: (t) => `${t.key}:${t.value}`, maxLength: 5 }),
        fc.nat({ max: 500 }),
        fc.integer({ min: 1, max: 100 }),
        fc.option(fc.boolean(), { nil: undefined }),
        (filters, offset, limit, sortDesc) => {
          const params: SearchParams = { offset, limit, format: 'json', sortDesc, filters };
          const query = searchQuerySchema.parse(readBack(searchQueryString(params)));
          expect(query.f).toEqual(filters);
          expect({ offset: query.offset, limit: query.limit, sortDesc: query.sortDesc }).toEqual({
            offset,
            limit,
            sortDesc,
          });
        },
      ),
    );
  });
});

describe('checking a query against an alias', () => {
  const check = (query: object) => checkSearchQuery(records, searchQuerySchema.parse(query));

  it('accepts the facet keys of the alias with values they can hold', () => {
    const { params, issues } = check({ f: ['commodity:wheat', 'harvestYear:2026', 'ownerStatus:STORED'] });
    expect(issues).toEqual([]);
    expect(params.filters).toHaveLength(3);
  });

  it('names the term of an unknown key, a key of another list, and a value the facet cannot hold', () => {
    expect(check({ f: ['commodity:wheat', 'colour:red'] }).issues).toEqual([
      { field: 'f.1', message: 'There is no filter called colour' },
    ]);
    expect(check({ f: 'storageSourceId:00000000-0000-4000-8000-000000000000' }).issues).toEqual([
      { field: 'f.0', message: 'This list cannot be filtered by storageSourceId' },
    ]);
    for (const term of ['harvestYear:26', 'harvestYear:1999', 'storageId:shed', 'type:machinery', 'saleStatus:gone']) {
      expect(check({ f: term }).issues, term).toHaveLength(1);
    }
    expect(check({ sortBy: 'colour' }).issues).toEqual([{ field: 'sortBy', message: messages.search.sortUnknown }]);
  });

  it('counts a repeated term once and keeps the last term of a single-select facet', () => {
    expect(check({ f: ['commodity:wheat', 'commodity:wheat'] }).params.filters).toHaveLength(1);
    expect(check({ f: ['ownerStatus:OWNED', 'commodity:wheat', 'ownerStatus:STORED'] }).params.filters).toEqual([
      { key: 'commodity', value: 'wheat' },
      { key: 'ownerStatus', value: 'STORED' },
    ]);
  });

  it('sorts by the alias default unless asked (records: newest first; stores: by name)', () => {
    expect(effectiveSort(records, base)).toEqual({ sortBy: 'createdAt', sortDesc: true });
    expect(effectiveSort(records, { ...base, sortBy: 'quantityKg' })).toEqual({
      sortBy: 'quantityKg',
      sortDesc: false,
    });
    expect(effectiveSort(INVENTORY_SEARCH_ALIASES.stores, base)).toEqual({ sortBy: 'name', sortDesc: false });
  });
});

describe('facets and active filters', () => {
  const params: SearchParams = { ...base, filters: [{ key: 'commodity', value: 'oats' }] };
  const counts = new Map([
    [
      'commodity',
      new Map([
        ['wheat', 4],
        ['barley', 9],
      ]),
    ],
    [
      'harvestYear',
      new Map([
        ['2025', 1],
        ['2026', 3],
      ]),
    ],
    [
      'ownerStatus',
      new Map([
        ['STORED', 1],
        ['OWNED', 2],
      ]),
    ],
  ]);
  const nameOf = (key: string, id: string) => (key === 'commodity' ? readableId(id) : id);
  const facets = buildFacets(PATH, records, params, counts, nameOf);

  it('lists every facet of the alias; a selected term stays at 0 so it can be cleared', () => {
    expect(Object.keys(facets)).toEqual(records.facets.map((facet) => facet.key));
    expect(facets.commodity!.map((term) => [term.id, term.count, term.selected])).toEqual([
      ['barley', 9, false],
      ['wheat', 4, false],
      ['oats', 0, true],
    ]);
    expect(facets.commodityVariety).toEqual([]);
  });

  it('orders years newest first and a list’s values in their own order', () => {
    expect(facets.harvestYear!.map((term) => term.id)).toEqual(['2026', '2025']);
    expect(facets.ownerStatus!.map((term) => term.id)).toEqual(['OWNED', 'STORED']);
  });

  it('gives each term the url that toggles it, and each active filter its clear url', () => {
    expect(facets.commodity!.find((term) => term.id === 'oats')!.url).toBe(PATH);
    expect(facets.commodity!.find((term) => term.id === 'wheat')!.url).toBe(
      `${PATH}?f=commodity%3Aoats&f=commodity%3Awheat`,
    );
    expect(buildActiveFilters(PATH, records, params, nameOf)).toEqual({
      commodity: { name: 'Crop', clearUrl: PATH, terms: [{ id: 'oats', name: 'Oats', url: PATH }] },
    });
  });

  it('shows at most 100 terms of a facet (the most frequent), and always the selected ones', () => {
    const many = new Map([['commodityVariety', new Map(Array.from({ length: 150 }, (_, i) => [`v${i}`, i + 1]))]]);
    const selected = { ...base, filters: [{ key: 'commodityVariety', value: 'v0' }] };
    const terms = buildFacets(PATH, records, selected, many, (_key, id) => id).commodityVariety!;
    expect(terms).toHaveLength(101);
    expect(terms[0]!.id).toBe('v149');
    expect(terms.some((term) => term.id === 'v0' && term.selected)).toBe(true);
  });
});

describe('searchParamsFromQuery (a page address as a search)', () => {
  it('reads filters, sort and paging, and toggles from them in order however quickly terms are chosen', () => {
    const params = searchParamsFromQuery('f=commodity%3Awheat&sortBy=harvestYear&sortDesc=true&limit=50&offset=50');
    expect(params).toEqual({
      offset: 50,
      limit: 50,
      sortBy: 'harvestYear',
      sortDesc: true,
      format: 'json',
      filters: [{ key: 'commodity', value: 'wheat' }],
    });
    const next = toggleFilterTerm(params, { key: 'harvestYear', value: '2026' }, false);
    expect(searchQueryString(next)).toBe(
      'f=commodity%3Awheat&f=harvestYear%3A2026&sortBy=harvestYear&sortDesc=true&limit=50',
    );
  });

  it('reads an address that is no search as the default search', () => {
    expect(searchParamsFromQuery('limit=9999&f=nonsense')).toMatchObject({ offset: 0, limit: 25, filters: [] });
  });
});
