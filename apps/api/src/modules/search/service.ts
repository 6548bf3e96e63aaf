import type {
  InventorySearchDoc,
  LogisticsSearchDoc,
  SearchQuery,
  SearchReply,
  TradingSearchDoc,
} from '@harvest/domain';
import type { Principal } from '../../platform/auth/principal';
import type { InventorySearchService } from '../inventory';
import type { LogisticsSearchService } from '../logistics';
import type { TradingSearchService } from '../trading';

/** What the search module needs of inventory: its searches, which it answers with its own tables. */
export type InventorySearcher = Pick<InventorySearchService, 'search' | 'searchCsv'>;
/** What it needs of trading: the listings, market and offers searches, and their exports. */
export type TradingSearcher = Pick<TradingSearchService, 'search' | 'searchCsv'>;
/** What it needs of logistics: its jobs, loads, vehicles and drivers searches and their exports. */
export type LogisticsSearcher = Pick<LogisticsSearchService, 'search' | 'searchCsv'>;

/**
 * Searches (DESIGN §2): one address per area, `/api/search/{area}/{alias}`, answered by the module that owns
 * the data through its service. This module holds no SQL: it dispatches, so trading and logistics add an area
 * here with their own provider and guards.
 */
export class SearchService {
  constructor(
    private readonly providers: {
      inventory: InventorySearcher;
      trading: TradingSearcher;
      logistics: LogisticsSearcher;
    },
  ) {}

  logistics(principal: Principal, alias: string, query: SearchQuery): Promise<SearchReply<LogisticsSearchDoc>> {
    return this.providers.logistics.search(principal, alias, query);
  }

  /** The same logistics search as a CSV file: its name and text. */
  logisticsCsv(principal: Principal, alias: string, query: SearchQuery): Promise<{ name: string; text: string }> {
    return this.providers.logistics.searchCsv(principal, alias, query);
  }

  trading(principal: Principal, alias: string, query: SearchQuery): Promise<SearchReply<TradingSearchDoc>> {
    return this.providers.trading.search(principal, alias, query);
  }

  /** The same trading search as a CSV file: its name and text. */
  tradingCsv(principal: Principal, alias: string, query: SearchQuery): Promise<{ name: string; text: string }> {
    return this.providers.trading.searchCsv(principal, alias, query);
  }

  inventory(principal: Principal, alias: string, query: SearchQuery): Promise<SearchReply<InventorySearchDoc>> {
    return this.providers.inventory.search(principal, alias, query);
  }

  /** The same search as a CSV file: its name and text. */
  inventoryCsv(principal: Principal, alias: string, query: SearchQuery): Promise<{ name: string; text: string }> {
    return this.providers.inventory.searchCsv(principal, alias, query);
  }
}
