import {
  actsAs,
  bidCsvColumns,
  contractCsvColumns,
  hasPermission,
  isTrader,
  type ContractView,
  csvFileName,
  csvOf,
  effectiveSort,
  enumTermName,
  filtersByKey,
  formatMovementMonth,
  messages,
  isTradingSearchAlias,
  marketListingCsvColumns,
  sellerListingCsvColumns,
  TRADING_SEARCH_ALIASES,
  tradingSearchPath,
  weightUnitFor,
  type BidView,
  type Coordinates,
  type FilterKey,
  type MarketListing,
  type SearchParams,
  type SearchQuery,
  type SearchReply,
  type SellerListing,
  type TradingCsvNames,
  type TradingSearchAlias,
  type TradingSearchDoc,
  type WeightUnit,
  postcodeAreaLabel,
} from '@harvest/domain';
import { calendarDateIn, calendarTimeIn } from '@harvest/domain/calendar';
import type { Principal } from '../../../platform/auth/principal';
import { AppError, badRequest, forbidden, notFound } from '../../../platform/http/errors';
import {
  checkedParams,
  exportQuery,
  pageIds,
  runSearch,
  searchReply,
  type PageQuery,
} from '../../../platform/search/faceted-search';
import type { BidsService } from '../bids/service';
import type { ContractsService } from '../contracts/service';
import { organisationsById, sellerScopeOf } from '../directory-service';
import type { ListingsService } from '../listings/service';
import type { PersonUnits } from '../ports';
import { TradingService, type TradingParts } from '../trading-service';
import { buyerBidsSource, contractsSource, marketSource, sellerListingsSource, type TradingSource } from './queries';

/** Who may run each search: the seller's listings need trading.listings, the market and offers trading.bids. */
const MAY_SEARCH: Record<TradingSearchAlias, (principal: Principal) => boolean> = {
  listings: (p) => actsAs(p, 'seller'),
  market: (p) => actsAs(p, 'buyer'),
  bids: (p) => actsAs(p, 'buyer'),
  contracts: (p) => isTrader(p) && hasPermission(p.access, 'trading.contracts'),
};

/** A search checked and scoped: where its docs come from, its filters, sort and the names of its facets' ids. */
interface Prepared {
  alias: TradingSearchAlias;
  params: SearchParams;
  active: ReadonlyMap<string, string[]>;
  source: TradingSource;
  sort: { sortBy: string; sortDesc: boolean };
  unitNames: Map<string, string>;
  /** Where the market's distances are measured from: the caller's site chosen with `near`. */
  from: Coordinates | null;
}

/** A page of docs, told apart by the list they come from. */
type Found =
  | { alias: 'listings'; docs: SellerListing[] }
  | { alias: 'market'; docs: MarketListing[] }
  | { alias: 'bids'; docs: BidView[] }
  | { alias: 'contracts'; docs: ContractView[] };

/** The trading searches (trading §7 "Searches", DESIGN §2): docs, totals and facets with their urls, or a CSV file. */
export class TradingSearchService extends TradingService {
  constructor(
    parts: TradingParts,
    private readonly listings: Pick<ListingsService, 'sellerViewsOf' | 'marketViewsOf' | 'unvettedSellerIds'>,
    private readonly bids: Pick<BidsService, 'buyerViewsOf'>,
    private readonly people: PersonUnits,
    private readonly contracts: Pick<ContractsService, 'viewsOf'>,
  ) {
    super(parts);
  }

  /** The checks and the scope every search and export shares, so an export never holds what the list would not. */
  private async prepare(principal: Principal, alias: string, query: SearchQuery): Promise<Prepared> {
    if (!isTradingSearchAlias(alias)) throw notFound();
    if (!MAY_SEARCH[alias](principal)) throw forbidden();
    const definition = TRADING_SEARCH_ALIASES[alias];
    const params = checkedParams(definition, query);
    const now = this.clock.now();
    let source: TradingSource;
    let unitNames = new Map<string, string>();
    let from: Coordinates | null = null;
    if (alias === 'listings') {
      const { scope, units } = await sellerScopeOf(this.directory, principal);
      unitNames = new Map(units.units.map((unit) => [unit.id, unit.name]));
      source = sellerListingsSource(scope, now);
    } else if (alias === 'market') {
      from = params.near ? await this.siteOf(principal, params.near) : null;
      source = marketSource(now, [...(await this.listings.unvettedSellerIds()), principal.organisationId ?? ''], from);
    } else if (alias === 'contracts') {
      source = contractsSource((await sellerScopeOf(this.directory, principal)).scope);
    } else {
      source = buyerBidsSource(principal.organisationId ?? '', now);
    }
    const active = filtersByKey(params.filters);
    return { alias, params, active, source, sort: effectiveSort(definition, params), unitNames, from };
  }

  /** The map position of one of the caller's own sites; any other id, or a site without one, is a bad `near`. */
  private async siteOf(principal: Principal, unitId: string): Promise<Coordinates> {
    const unit = await this.directory.unit(principal, unitId).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    });
    if (!unit?.location) throw badRequest([{ field: 'near', message: messages.search.nearUnknown }]);
    return { lat: unit.location.lat, lon: unit.location.lon };
  }

  /** The docs of a page of the search: its rows' ids, then trading's views of them. */
  private async docsOf(principal: Principal, prepared: Prepared, query: PageQuery): Promise<Found> {
    const { alias } = prepared;
    const ids = await pageIds(this.db, prepared.source, prepared.source.id, query);
    if (alias === 'listings') return { alias, docs: await this.listings.sellerViewsOf(principal, ids) };
    if (alias === 'market') return { alias, docs: await this.listings.marketViewsOf(principal, ids, prepared.from) };
    if (alias === 'contracts') return { alias, docs: await this.contracts.viewsOf(principal, ids) };
    return { alias, docs: await this.bids.buyerViewsOf(principal, ids) };
  }

  async search(principal: Principal, alias: string, query: SearchQuery): Promise<SearchReply<TradingSearchDoc>> {
    const prepared = await this.prepare(principal, alias, query);
    const { params, active, source, sort, unitNames } = prepared;
    const definition = TRADING_SEARCH_ALIASES[prepared.alias];
    const page = { offset: params.offset, limit: params.limit, sort };
    const { docs: found, totals } = await runSearch(this.db, definition, source, active, page, (pageQuery) =>
      this.docsOf(principal, prepared, pageQuery),
    );
    const { counts } = totals;
    // A farm deleted since keeps its name in the facet, as its listings do.
    const farmIds = [
      ...(counts.get('sellerBusinessUnitId')?.keys() ?? []),
      ...(active.get('sellerBusinessUnitId') ?? []),
    ];
    const unnamed = farmIds.filter((id) => !unitNames.has(id));
    if (unnamed.length > 0 && principal.organisationId) {
      for (const [id, name] of await this.directory.unitNames(principal.organisationId, unnamed))
        unitNames.set(id, name);
    }
    // The businesses on the other side of the caller's contracts.
    const counterparties = await organisationsById(this.directory, [
      ...(counts.get('counterpartyId')?.keys() ?? []),
      ...(active.get('counterpartyId') ?? []),
    ]);
    const nameOf = (key: FilterKey, id: string) => {
      if (key === 'commodity') return this.cropName(id);
      if (key === 'commodityGrade') return this.gradeName(id);
      if (key === 'movementMonth') return formatMovementMonth(id);
      // A postcode area by its post town, the code in brackets ('Cambridge (CB)').
      if (key === 'region') return postcodeAreaLabel(id, this.areas.postTownOf(id));
      if (key === 'sellerBusinessUnitId') return unitNames.get(id) ?? id;
      if (key === 'counterpartyId') return counterparties.get(id)?.name ?? id;
      if (key === 'harvestYear') return id;
      return enumTermName(id);
    };
    const path = tradingSearchPath(prepared.alias);
    return searchReply<TradingSearchDoc>({
      path,
      definition,
      params,
      docs: found.docs,
      totalDocs: totals.totalDocs,
      counts,
      nameOf,
    });
  }

  /**
   * GET /api/search/trading/{alias}?format=csv: every doc the same filters, scope and sort find, from the first, up
   * to CSV_EXPORT_ROWS_MAX (offset and limit do not apply); quantities in the person's weight unit, times on the
   * clocks of the caller's business.
   */
  async searchCsv(principal: Principal, alias: string, query: SearchQuery): Promise<{ name: string; text: string }> {
    const prepared = await this.prepare(principal, alias, query);
    const [found, scope, units] = await Promise.all([
      this.docsOf(principal, prepared, exportQuery(prepared.source, prepared.active, prepared.sort)),
      this.directory.unitScope(principal),
      this.people.unitSystemsOf(principal.userId),
    ]);
    const unit = weightUnitFor(units.weight);
    const names: TradingCsvNames = {
      crop: (id) => this.cropName(id),
      time: (timestamp) => calendarTimeIn(new Date(timestamp), scope.countryISO),
    };
    return {
      name: csvFileName(prepared.alias, calendarDateIn(this.clock.now(), scope.countryISO)),
      text: csvOfFound(found, unit, names),
    };
  }
}

/** The found docs as their list's CSV. */
function csvOfFound(found: Found, unit: WeightUnit, names: TradingCsvNames): string {
  switch (found.alias) {
    case 'listings':
      return csvOf(sellerListingCsvColumns(unit), found.docs, names);
    case 'market':
      return csvOf(marketListingCsvColumns(unit), found.docs, names);
    case 'bids':
      return csvOf(bidCsvColumns(unit), found.docs, names);
    case 'contracts':
      return csvOf(contractCsvColumns(unit), found.docs, names);
  }
}
