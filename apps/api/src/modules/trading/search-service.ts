import {
  buildActiveFilters,
  buildFacets,
  checkSearchQuery,
  clearFilters,
  effectiveSort,
  echoParams,
  enumTermName,
  filtersByKey,
  hasModule,
  hasPermission,
  isTradingSearchAlias,
  searchUrl,
  TRADING_SEARCH_ALIASES,
  tradingSearchPath,
  type FilterKey,
  type SearchQuery,
  type SearchReply,
  type TradingSearchAlias,
  type TradingSearchDoc,
} from '@harvest/domain';
import type { Principal } from '../../platform/auth/principal';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { BidsService } from './bids-service';
import type { CropNames, ListingsService } from './listings-service';
import {
  buyerBidsSource,
  marketSource,
  sellerListingsSource,
  tradingFacetCounts,
  tradingPageIds,
  type TradingSource,
} from './search-queries';
import { sellerScopeOf, type TradingDirectory } from './trading-directory';

/** Who may run each search: the seller's listings need trading.listings, the market and offers trading.bids. */
const MAY_SEARCH: Record<TradingSearchAlias, (principal: Principal) => boolean> = {
  listings: (p) => hasModule(p.modules, 'trading:core') && hasPermission(p.access, 'trading.listings'),
  market: (p) => hasModule(p.modules, 'trading:buyers') && hasPermission(p.access, 'trading.bids'),
  bids: (p) => hasModule(p.modules, 'trading:buyers') && hasPermission(p.access, 'trading.bids'),
};

/** The trading searches (trading §7 "Searches", DESIGN §2): docs, totals and facets with their urls. */
export class TradingSearchService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly directory: TradingDirectory,
    private readonly crops: CropNames,
    private readonly listings: Pick<ListingsService, 'sellerViewsOf' | 'marketViewsOf' | 'unvettedSellerIds'>,
    private readonly bids: Pick<BidsService, 'buyerViewsOf'>,
  ) {}

  async search(principal: Principal, alias: string, query: SearchQuery): Promise<SearchReply<TradingSearchDoc>> {
    if (!isTradingSearchAlias(alias)) throw notFound();
    if (!MAY_SEARCH[alias](principal)) throw forbidden();
    const definition = TRADING_SEARCH_ALIASES[alias];
    const { params, issues } = checkSearchQuery(definition, query);
    if (issues.length > 0) throw badRequest(issues);
    const now = this.clock.now();
    const active = filtersByKey(params.filters);
    let source: TradingSource;
    let unitNames = new Map<string, string>();
    if (alias === 'listings') {
      const { scope, units } = await sellerScopeOf(this.directory, principal);
      unitNames = new Map(units.units.map((unit) => [unit.id, unit.name]));
      source = sellerListingsSource(scope, now);
    } else if (alias === 'market') {
      source = marketSource(now, [...(await this.listings.unvettedSellerIds()), principal.organisationId ?? '']);
    } else {
      source = buyerBidsSource(principal.organisationId ?? '', now);
    }
    const sort = effectiveSort(definition, params);
    const [{ total, counts }, ids] = await Promise.all([
      tradingFacetCounts(this.db, source, active),
      tradingPageIds(this.db, source, active, { offset: params.offset, limit: params.limit, ...sort }),
    ]);
    const docs: TradingSearchDoc[] =
      alias === 'listings'
        ? await this.listings.sellerViewsOf(principal, ids)
        : alias === 'market'
          ? await this.listings.marketViewsOf(principal, ids)
          : await this.bids.buyerViewsOf(principal, ids);
    const nameOf = (key: FilterKey, id: string) => {
      if (key === 'commodity') return this.crops.commodityGroup(id)?.name ?? id;
      if (key === 'sellerBusinessUnitId') return unitNames.get(id) ?? id;
      return enumTermName(id);
    };
    const path = tradingSearchPath(alias);
    return {
      path,
      params: echoParams(params),
      docs,
      totalDocs: total,
      aggregations: { count: total },
      totalYield: 0,
      custom: {},
      facets: buildFacets(path, definition, params, counts, nameOf),
      activeFilters: buildActiveFilters(path, definition, params, nameOf),
      clearUrl: searchUrl(path, clearFilters(params)),
    };
  }
}
