import {
  logisticsSearchPath,
  MODAL_ACTION_PARAM,
  searchParamsFromQuery,
  searchQueryString,
  type SearchParams,
} from '@harvest/domain';

/** The address flag of the one reload after a search answered 404 (spec §8), never part of the search. */
const RETRY_PARAM = 'retry';

/** The loads search (GET /api/search/logistics/loads) a page's address asks for: its filters, sort and page. */
export function loadsSearchParams(search: string): SearchParams {
  const address = new URLSearchParams(search);
  for (const name of [RETRY_PARAM, MODAL_ACTION_PARAM]) address.delete(name);
  return searchParamsFromQuery(address.toString());
}

export const loadsSearchQuery = (params: SearchParams): string => searchQueryString(params);

/** The page's address for a search. */
export const loadsPageSearch = (params: SearchParams): string => {
  const query = searchQueryString(params);
  return query ? `?${query}` : '';
};

/** What the export asks for: the same search as the list, to which ExportCsvButton adds `format=csv`. */
export const loadsExport = (params: SearchParams) => ({
  path: logisticsSearchPath('loads'),
  query: loadsSearchQuery(params),
});
