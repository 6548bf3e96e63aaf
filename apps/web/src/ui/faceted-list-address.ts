import { MODAL_ACTION_PARAM, searchParamsFromQuery, searchQueryString, type SearchParams } from '@harvest/domain';

/** The address flag of the one reload after a search answered 404 (spec §8), never part of the search. */
export const SEARCH_RETRY_PARAM = 'retry';

/**
 * A faceted list whose address is its search (`f=status:open&offset=25`) and nothing else (the loads and jobs lists):
 * the search the address asks for (the retry flag and the open modals left out), the page's address for a search,
 * and what the export asks for (the same search, to which ExportCsvButton adds `format=csv`).
 */
export function plainListAddress(path: string) {
  const params = (search: string): SearchParams => {
    const address = new URLSearchParams(search);
    for (const name of [SEARCH_RETRY_PARAM, MODAL_ACTION_PARAM]) address.delete(name);
    return searchParamsFromQuery(address.toString());
  };
  const query = (next: SearchParams): string => searchQueryString(next);
  const pageSearch = (next: SearchParams): string => {
    const written = query(next);
    return written ? `?${written}` : '';
  };
  const exportOf = (next: SearchParams) => ({ path, query: query(next) });
  return { params, query, pageSearch, exportOf };
}
