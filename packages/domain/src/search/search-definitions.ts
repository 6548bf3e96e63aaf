import type { ValidationIssue } from '../platform/envelope';
import { UUID_PATTERN } from '../platform/constants';
import { messages } from '../i18n/messages';
import {
  distinctTerms,
  FILTER_KEYS,
  type FilterKey,
  type FilterTerm,
  type SearchParams,
  type SearchQuery,
} from './search-params';

/** What a facet's values are: one of a list, an id, a year, or free text (a crop id, a variety). */
type FacetValueKind =
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'uuid' }
  | { kind: 'year'; min: number; max: number }
  | { kind: 'month' }
  | { kind: 'text' };

export type FacetDefinition = {
  key: FilterKey;
  /** The facet's label where this list means more by the key than its usual label says ('Haulage' for type). */
  label?: string;
  /** Choosing a term replaces the facet's other term instead of adding to it. */
  singleSelect: boolean;
} & FacetValueKind;

/** A facet of each kind: free text, an id, a year in a range, or one or any of a list of values. */
export const facet = {
  text: (key: FilterKey): FacetDefinition => ({ key, kind: 'text', singleSelect: false }),
  uuid: (key: FilterKey): FacetDefinition => ({ key, kind: 'uuid', singleSelect: false }),
  year: (key: FilterKey, min: number, max: number): FacetDefinition => ({
    key,
    kind: 'year',
    min,
    max,
    singleSelect: false,
  }),
  /** A calendar month, 2026-09. */
  month: (key: FilterKey): FacetDefinition => ({ key, kind: 'month', singleSelect: false }),
  /** Several of the values at once. */
  anyOf: (key: FilterKey, values: readonly string[]): FacetDefinition => ({
    key,
    kind: 'enum',
    values,
    singleSelect: false,
  }),
  /** One of the values: choosing another replaces it. */
  oneOf: (key: FilterKey, values: readonly string[]): FacetDefinition => ({
    key,
    kind: 'enum',
    values,
    singleSelect: true,
  }),
};

/** One searchable list: its facets (in the order they are shown), what it sorts by, and its default order. */
export interface SearchAliasDefinition {
  alias: string;
  facets: readonly FacetDefinition[];
  sortable: readonly string[];
  defaultSort: { sortBy: string; sortDesc: boolean };
  /** The list measures distance from one of the caller's sites (`near`); these sorts need one. */
  distance?: { sorts: readonly string[] };
}

const KNOWN_KEYS: readonly string[] = FILTER_KEYS;

function valueFits(facet: FacetDefinition, value: string): boolean {
  switch (facet.kind) {
    case 'enum':
      return facet.values.includes(value);
    case 'uuid':
      return UUID_PATTERN.test(value);
    case 'year': {
      const year = Number(value);
      return /^\d{4}$/.test(value) && year >= facet.min && year <= facet.max;
    }
    case 'month':
      return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
    case 'text':
      return true;
  }
}

/**
 * Checks a parsed query against one list: every filter key must be one of its facets and every value one the
 * facet can hold (an unknown key or a malformed term is a 400, never an empty result that looks like no
 * stock); sortBy must be one it sorts by. Answers the search as the server will run it, or the issues.
 */
export function checkSearchQuery(
  definition: SearchAliasDefinition,
  query: SearchQuery,
): { params: SearchParams; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  query.f.forEach((term, index) => {
    const facet = definition.facets.find((each) => each.key === term.key);
    if (!facet) {
      const message = KNOWN_KEYS.includes(term.key) ? messages.search.filterNotHere : messages.search.filterUnknown;
      issues.push({ field: `f.${index}`, message: message.replace('{{key}}', term.key) });
    } else if (!valueFits(facet, term.value)) {
      issues.push({ field: `f.${index}`, message: messages.search.filterValueInvalid.replace('{{key}}', term.key) });
    }
  });
  if (query.sortBy !== undefined && !definition.sortable.includes(query.sortBy)) {
    issues.push({ field: 'sortBy', message: messages.search.sortUnknown });
  }
  if (query.near !== undefined && !definition.distance) {
    issues.push({ field: 'near', message: messages.search.nearNotHere });
  } else if (query.near === undefined && query.sortBy && definition.distance?.sorts.includes(query.sortBy)) {
    issues.push({ field: 'near', message: messages.search.nearRequired });
  }
  let filters = distinctTerms(query.f);
  // A single-select facet given two terms keeps the last, as if the second had been chosen after the first.
  for (const facet of definition.facets.filter((each) => each.singleSelect)) {
    const last = filters.filter((term) => term.key === facet.key).at(-1);
    if (last) filters = filters.filter((term) => term.key !== facet.key || term === last);
  }
  return {
    params: {
      offset: query.offset,
      limit: query.limit,
      sortBy: query.sortBy,
      sortDesc: query.sortDesc,
      format: query.format,
      ...(query.near === undefined ? {} : { near: query.near }),
      filters,
    },
    issues,
  };
}

/** The active terms grouped by facet key: what the queries filter on. */
export function filtersByKey(filters: readonly FilterTerm[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const term of filters) byKey.set(term.key, [...(byKey.get(term.key) ?? []), term.value]);
  return byKey;
}

/** The order a search runs in: the one asked for, else the list's default. */
export function effectiveSort(definition: SearchAliasDefinition, params: SearchParams) {
  return {
    sortBy: params.sortBy ?? definition.defaultSort.sortBy,
    sortDesc: params.sortDesc ?? (params.sortBy === undefined ? definition.defaultSort.sortDesc : false),
  };
}
