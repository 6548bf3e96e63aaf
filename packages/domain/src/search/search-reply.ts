import { z } from '../zod';
import { messages } from '../i18n/messages';
import type { FilterKey, SearchParams } from './search-params';
import {
  clearFilters,
  FACET_TERMS_MAX,
  isTermSelected,
  searchUrl,
  SEARCH_FORMATS,
  toggleFilterTerm,
} from './search-params';
import type { FacetDefinition, SearchAliasDefinition } from './search-definitions';

const facetTermSchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
  /** The same search with this term toggled: added, removed if selected, or replacing a single-select term. */
  url: z.string(),
});
export type FacetTerm = z.infer<typeof facetTermSchema>;

const activeFilterSchema = z.object({
  name: z.string(),
  /** The search without this filter's terms. */
  clearUrl: z.string(),
  terms: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
});
type ActiveFilter = z.infer<typeof activeFilterSchema>;

const searchParamsSchema = z.object({
  offset: z.number().int(),
  limit: z.number().int(),
  sortBy: z.string().optional(),
  sortDesc: z.boolean().optional(),
  format: z.enum(SEARCH_FORMATS),
  near: z.string().optional(),
  /** The active terms, `key:value`. */
  f: z.array(z.string()),
});

/**
 * Spec platform §3 "Search state" and §7: what a search answers. `facets` and `activeFilters` are keyed by
 * filter key; each facet's counts are taken with every other active filter applied.
 */
export function searchReplySchema<T extends z.ZodType>(doc: T) {
  return z.object({
    /** The search's address below the API base, without its query. */
    path: z.string(),
    params: searchParamsSchema,
    docs: z.array(doc),
    totalDocs: z.number().int(),
    aggregations: z.record(z.string(), z.number()),
    totalYield: z.number(),
    custom: z.record(z.string(), z.string()),
    facets: z.record(z.string(), z.array(facetTermSchema)),
    activeFilters: z.record(z.string(), activeFilterSchema),
    /** The search with no filters. */
    clearUrl: z.string(),
  });
}

export interface SearchReply<Doc> {
  path: string;
  params: z.infer<typeof searchParamsSchema>;
  docs: Doc[];
  totalDocs: number;
  aggregations: Record<string, number>;
  totalYield: number;
  custom: Record<string, string>;
  facets: Record<string, FacetTerm[]>;
  activeFilters: Record<string, ActiveFilter>;
  clearUrl: string;
}

/** A facet's label in the interface: the spec's key in words. */
export const facetLabel = (key: FilterKey): string =>
  messages.search.facets[key as keyof typeof messages.search.facets] ?? key;

/** A list's facet's label: its own when it has one, else its key's. */
export const facetDefinitionLabel = (facet: FacetDefinition): string => facet.label ?? facetLabel(facet.key);

/** An id in words when there is nothing better: `part-sold` -> `Part sold`. */
export function readableId(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of one of a list's values (an inventory type, a movement status...). */
export const enumTermName = (value: string): string =>
  messages.search.terms[value as keyof typeof messages.search.terms] ?? readableId(value);

function orderTerms(facet: FacetDefinition, terms: FacetTerm[]): FacetTerm[] {
  if (facet.kind === 'enum') {
    return terms.sort((a, b) => facet.values.indexOf(a.id) - facet.values.indexOf(b.id));
  }
  if (facet.kind === 'year') return terms.sort((a, b) => Number(b.id) - Number(a.id));
  if (facet.kind === 'month') return terms.sort((a, b) => a.id.localeCompare(b.id));
  return terms.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * Every facet of the list with its terms: those with a count, and the selected ones even at 0 (so they can be
 * cleared). `counts` holds each facet's counts, taken with the other facets' filters applied; `nameOf` names a
 * term (a crop, a storage, a business unit).
 */
export function buildFacets(
  path: string,
  definition: SearchAliasDefinition,
  params: SearchParams,
  counts: ReadonlyMap<string, ReadonlyMap<string, number>>,
  nameOf: (key: FilterKey, id: string) => string,
): Record<string, FacetTerm[]> {
  const facets: Record<string, FacetTerm[]> = {};
  for (const facet of definition.facets) {
    const found = counts.get(facet.key) ?? new Map<string, number>();
    const selectedIds = params.filters.filter((term) => term.key === facet.key).map((term) => term.value);
    const ids = [
      ...new Set([...[...found.entries()].filter(([, count]) => count > 0).map(([id]) => id), ...selectedIds]),
    ];
    const terms = ids.map((id) => {
      const term = { key: facet.key, value: id };
      return {
        id,
        name: nameOf(facet.key, id),
        count: found.get(id) ?? 0,
        selected: isTermSelected(params, term),
        url: searchUrl(path, toggleFilterTerm(params, term, facet.singleSelect)),
      };
    });
    // The most frequent terms first when there are too many; a selected one always stays.
    const byCount = [...terms].sort((a, b) => b.count - a.count);
    const kept = new Set([...byCount.slice(0, FACET_TERMS_MAX), ...terms.filter((term) => term.selected)]);
    facets[facet.key] = orderTerms(
      facet,
      terms.filter((term) => kept.has(term)),
    );
  }
  return facets;
}

/** The active filters keyed by filter key, each with its label, clear url and terms (whose url removes them). */
export function buildActiveFilters(
  path: string,
  definition: SearchAliasDefinition,
  params: SearchParams,
  nameOf: (key: FilterKey, id: string) => string,
): Record<string, ActiveFilter> {
  const active: Record<string, ActiveFilter> = {};
  for (const facet of definition.facets) {
    const terms = params.filters.filter((term) => term.key === facet.key);
    if (terms.length === 0) continue;
    active[facet.key] = {
      name: facetDefinitionLabel(facet),
      clearUrl: searchUrl(path, clearFilters(params, facet.key)),
      terms: terms.map((term) => ({
        id: term.value,
        name: nameOf(facet.key, term.value),
        url: searchUrl(path, toggleFilterTerm(params, term, facet.singleSelect)),
      })),
    };
  }
  return active;
}

/** The reply's params as the client reads them. */
export function echoParams(params: SearchParams): SearchReply<never>['params'] {
  return {
    offset: params.offset,
    limit: params.limit,
    ...(params.sortBy === undefined ? {} : { sortBy: params.sortBy }),
    ...(params.sortDesc === undefined ? {} : { sortDesc: params.sortDesc }),
    format: params.format,
    ...(params.near === undefined ? {} : { near: params.near }),
    f: params.filters.map((term) => `${term.key}:${term.value}`),
  };
}
