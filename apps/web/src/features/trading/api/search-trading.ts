import {
  LISTING_TABS,
  PAGE_SIZE_DEFAULT,
  searchQueryString,
  tradingSearchPath,
  type FilterTerm,
  type ListingTab,
} from '@harvest/domain';

/**
 * What an export button asks for: GET /api/search/trading/{alias} and its filters (ExportCsvButton adds
 * `format=csv` and drops the paging).
 */
export interface TradingExport {
  path: string;
  query: string;
}

const queryOf = (filters: FilterTerm[]) =>
  searchQueryString({ offset: 0, limit: PAGE_SIZE_DEFAULT, format: 'json', filters });

/**
 * The seller's listings under a tab, as the listings search filters them: the tab's states (a pending listing is
 * one its seller, not vetted, could not export anyway, and the search has no such term).
 */
export function listingsExport(tab: ListingTab): TradingExport {
  const states = LISTING_TABS[tab].filter((state) => state !== 'pending');
  return {
    path: tradingSearchPath('listings'),
    query: queryOf(states.map((value) => ({ key: 'status', value }))),
  };
}

/** Every offer of the buyer's business: the open ones on the page and those in the bid archive. */
export function bidsExport(): TradingExport {
  return { path: tradingSearchPath('bids'), query: '' };
}
