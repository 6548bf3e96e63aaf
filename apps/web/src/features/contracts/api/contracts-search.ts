import {
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  MODAL_ACTION_PARAM,
  searchParamsFromQuery,
  searchQueryString,
  tradingSearchPath,
  type ContractType,
  type SearchParams,
} from '@harvest/domain';

/** The address flag of the one reload after a search answered 404 (spec §8), never part of the search. */
const RETRY_PARAM = 'retry';

/** The tab the address names (`?type=premium`); sales when it names none or another word. */
export const contractTypeOf = (search: string): ContractType =>
  CONTRACT_TYPES.find((each) => each === new URLSearchParams(search).get('type')) ?? 'sales';

/**
 * The contracts search (GET /api/search/trading/contracts) a list page's address asks for: its filters, sort and
 * page (`f=status:open&offset=25`), with the type fixed by the tab as the first term, so the facets count within the
 * tab. An older address's `status=` (links made before the facets) reads as the status filter.
 */
export function contractsSearchParams(search: string): SearchParams {
  const address = new URLSearchParams(search);
  const type = contractTypeOf(search);
  const legacyStatus = CONTRACT_STATUSES.find((each) => each === address.get('status'));
  for (const name of ['type', 'status', RETRY_PARAM, MODAL_ACTION_PARAM]) address.delete(name);
  const params = searchParamsFromQuery(address.toString());
  const filters = params.filters.filter((term) => term.key !== 'type');
  if (legacyStatus && !filters.some((term) => term.key === 'status'))
    filters.push({ key: 'status', value: legacyStatus });
  return { ...params, filters: [{ key: 'type', value: type }, ...filters] };
}

/** The search's query string for these params. */
export const contractsSearchQuery = (params: SearchParams): string => searchQueryString(params);

/**
 * The page's address for a search: the tab as `type=`, the other terms as the search writes them (the type term
 * is the tab's, so it is not repeated).
 */
export function contractsPageSearch(params: SearchParams): string {
  const type = params.filters.find((term) => term.key === 'type')?.value ?? 'sales';
  const rest = searchQueryString({ ...params, filters: params.filters.filter((term) => term.key !== 'type') });
  return `?type=${encodeURIComponent(type)}${rest ? `&${rest}` : ''}`;
}

/**
 * What the export asks for: the same search as the list (the tab's type and every filter and sort), to which
 * ExportCsvButton adds `format=csv` and drops the paging, so the file is every contract the list matches.
 */
export function contractsExport(params: SearchParams) {
  return { path: tradingSearchPath('contracts'), query: contractsSearchQuery(params) };
}
