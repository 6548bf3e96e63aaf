import { z } from '../zod';
import { messages } from '../i18n/messages';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../platform/constants';

/*
 * Searches (DESIGN §2, spec platform §3-§4, §9): `GET /api/search/{area}/{alias}` with offset, limit, sortBy,
 * sortDesc, format and repeated `f=key:value` filter terms. Every facet term and active filter carries the url
 * that toggles it, so the web app never builds a search address itself.
 */

/** Spec platform §3 "Filter (facet) keys": every key a search may filter on. */
export const FILTER_KEYS = [
  'type',
  'commodity',
  'storageId',
  'commodityType',
  'commodityGrade',
  'commodityTags',
  'commodityVariety',
  'storageSourceId',
  'storageDestinationId',
  'saleStatus',
  'ownerStatus',
  'organisationId',
  'ownerOrganisationId',
  'inventoryType',
  'storageOrganisationId',
  'harvestYear',
  'storageType',
  'businessUnitIds',
  'status',
  'sellerOrganisationId',
  'organiserId',
  'carrierId',
  'regionISO',
  'tagm',
  'tagl',
  'userId',
  'sellerId',
  'sellerBusinessUnitId',
  // Beyond the spec's list, for the market (issue 20): the postcode area, the movement months and the assurances.
  'region',
  'movementMonth',
  'assurance',
  // For contracts (issue 21): the other party, fixed or unfixed, and delivered or not.
  'counterpartyId',
  'fixed',
  // Whether every delivery of the contract is settled (contractSettled).
  'settled',
  'delivered',
  // For a carrier's fleet (issue 22): a vehicle's MOT status and fuel.
  'motStatus',
  'fuelType',
  // For loads (issue 22): the job they are on.
  'jobId',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * `json` answers a page of the search; `csv` downloads every matching doc (up to CSV_EXPORT_ROWS_MAX) in the
 * search's order as a file, so an export always holds exactly what the list shows under its filters.
 */
export const SEARCH_FORMATS = ['json', 'csv'] as const;
/** At most this many filter terms in one search, and this long a term's value. */
const SEARCH_TERMS_MAX = 50;
const FILTER_VALUE_MAX = 200;
/** A facet lists at most this many terms (the most frequent), plus any that are selected. */
export const FACET_TERMS_MAX = 100;

/** One filter term: `commodity:wheat`. The key is everything before the first colon; the value may hold colons. */
export interface FilterTerm {
  key: string;
  value: string;
}

const TERM_PATTERN = /^([A-Za-z][A-Za-z0-9]*):(.+)$/s;

/** Reads `key:value`; null when it is not written that way or the value is empty or too long. */
export function parseFilterTerm(raw: string): FilterTerm | null {
  const match = TERM_PATTERN.exec(raw.trim());
  const key = match?.[1];
  const value = match?.[2]?.trim();
  if (!key || !value || value.length > FILTER_VALUE_MAX) return null;
  return { key, value };
}

const formatFilterTerm = (term: FilterTerm): string => `${term.key}:${term.value}`;

const termSchema = z.string().transform((raw, context) => {
  const term = parseFilterTerm(raw);
  if (!term) {
    context.addIssue({ code: 'custom', message: messages.search.filterMalformed });
    return z.NEVER;
  }
  return term;
});

/** The query string of a search. `f` may come once (a string) or repeated (an array). */
export const searchQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  sortBy: z.string().trim().min(1).max(60).optional(),
  sortDesc: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  format: z.enum(SEARCH_FORMATS).default('json'),
  /** The caller's business unit that distances are measured from (a list that measures distance). */
  near: z.uuid().optional(),
  f: z
    .preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z.array(termSchema).max(SEARCH_TERMS_MAX),
    )
    .optional()
    .default([]),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A search as the server understood it; the same shape builds every url of the reply. */
export interface SearchParams {
  offset: number;
  limit: number;
  sortBy?: string | undefined;
  sortDesc?: boolean | undefined;
  format: (typeof SEARCH_FORMATS)[number];
  near?: string | undefined;
  filters: FilterTerm[];
}

/**
 * The query string of a search in one canonical order (filters as given, then sort, limit, offset), leaving
 * out what is at its default, so the same search always has the same address.
 */
export function searchQueryString(params: SearchParams): string {
  const pairs: [string, string][] = params.filters.map((term) => ['f', formatFilterTerm(term)]);
  if (params.near !== undefined) pairs.push(['near', params.near]);
  if (params.sortBy !== undefined) pairs.push(['sortBy', params.sortBy]);
  if (params.sortDesc !== undefined) pairs.push(['sortDesc', String(params.sortDesc)]);
  if (params.limit !== PAGE_SIZE_DEFAULT) pairs.push(['limit', String(params.limit)]);
  if (params.offset !== 0) pairs.push(['offset', String(params.offset)]);
  if (params.format !== 'json') pairs.push(['format', params.format]);
  return pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

export function searchUrl(path: string, params: SearchParams): string {
  const query = searchQueryString(params);
  return query ? `${path}?${query}` : path;
}

const sameTerm = (a: FilterTerm, b: FilterTerm) => a.key === b.key && a.value === b.value;

export const isTermSelected = (params: SearchParams, term: FilterTerm): boolean =>
  params.filters.some((each) => sameTerm(each, term));

/**
 * Spec §4: toggling a filter adds or removes a term by id; a single-select filter replaces its term. Either way
 * the search goes back to its first page, since the old offset belongs to another result.
 */
export function toggleFilterTerm(params: SearchParams, term: FilterTerm, singleSelect: boolean): SearchParams {
  const selected = isTermSelected(params, term);
  const kept = params.filters.filter((each) =>
    selected ? !sameTerm(each, term) : !(singleSelect && each.key === term.key),
  );
  return { ...params, offset: 0, filters: selected ? kept : [...kept, term] };
}

/** The search without one filter's terms (an active filter's clear url), or without any (`key` undefined). */
export function clearFilters(params: SearchParams, key?: string): SearchParams {
  return {
    ...params,
    offset: 0,
    filters: key === undefined ? [] : params.filters.filter((each) => each.key !== key),
  };
}

/** Repeated terms count once; the first keeps its place. */
export function distinctTerms(terms: readonly FilterTerm[]): FilterTerm[] {
  const kept: FilterTerm[] = [];
  for (const term of terms) if (!kept.some((each) => sameTerm(each, term))) kept.push(term);
  return kept;
}

/**
 * A search as a page's address holds it (`?f=commodity:wheat&limit=50`). Toggling from this rather than from the
 * urls of the last reply keeps quick successive choices: a reply still on its way cannot undo the one before.
 * What does not read as a search reads as the default one.
 */
export function searchParamsFromQuery(query: string): SearchParams {
  // The domain runs without the DOM's URLSearchParams: form encoding read by hand ('+' is a space).
  const pairs = query
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const decode = (text: string) => {
        try {
          return decodeURIComponent(text.replace(/\+/g, ' '));
        } catch {
          return text;
        }
      };
      return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    });
  const optional = (name: string) => pairs.find(([key]) => key === name)?.[1];
  const parsed = searchQuerySchema.safeParse({
    offset: optional('offset'),
    limit: optional('limit'),
    sortBy: optional('sortBy'),
    sortDesc: optional('sortDesc'),
    format: optional('format'),
    near: optional('near'),
    f: pairs.filter(([key]) => key === 'f').map(([, value]) => value),
  });
  const read = parsed.success ? parsed.data : searchQuerySchema.parse({});
  return {
    offset: read.offset,
    limit: read.limit,
    sortBy: read.sortBy,
    sortDesc: read.sortDesc,
    format: read.format,
    ...(read.near === undefined ? {} : { near: read.near }),
    filters: distinctTerms(read.f),
  };
}
