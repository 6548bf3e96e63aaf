import {
  csvFileName,
  csvOf,
  effectiveSort,
  enumTermName,
  filtersByKey,
  harvestPlanCsvColumns,
  INVENTORY_SEARCH_ALIASES,
  inventorySearchPath,
  isInventorySearchAlias,
  movementCsvColumns,
  readableId,
  recordCsvColumns,
  storageCsvColumns,
  type FilterKey,
  type HarvestPlan,
  type InventoryCsvNames,
  type InventorySearchAlias,
  type InventorySearchDoc,
  type Movement,
  type SearchParams,
  type SearchQuery,
  type SearchReply,
  type StockRecord,
  type Storage,
  type UnitKind,
  type UnitSystem,
  weightUnitFor,
  type WeightUnit,
  YIELD_UNIT_BY_SYSTEM,
  type YieldUnit,
  isStockRecordDoc,
  UNSOLD_LOT,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import type { Principal } from '../../../platform/auth/principal';
import type { ChangeFeed } from '../../../platform/cache/change-feed';
import { KeptResults } from '../../../platform/cache/kept-results';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import {
  checkedParams,
  exportQuery,
  runSearch,
  searchReply,
  type FacetedSource,
  type PageQuery,
  type SearchPage,
} from '../../../platform/search/faceted-search';
import { inventoryChangeKey, unitNameIn, type InventoryContext, type InventoryContexts } from '../context-service';
import { harvestPlanView } from '../harvest/views';
import { movementView } from '../movements/views';
import type { LotSalesService } from '../stock/lot-sales-service';
import type { StorageContractLinks } from '../stock/storage-contracts-service';
import { recordView } from '../stock/views';
import { storageView } from '../storage/views';
import {
  harvestPlanSource,
  movementSource,
  recordSource,
  searchHarvestPlanDocs,
  searchMovementDocs,
  searchRecordDocs,
  searchStorageDocs,
  storageNames,
  storageSource,
} from './queries';

/** The reader's units, from accounts' settings (an export writes quantities in them). */
export interface InventoryPeople {
  unitSystemsOf(userId: string): Promise<Record<UnitKind, UnitSystem>>;
}

/** How many searches an instance keeps answered (about 20 to 40 KB each). */
const KEPT_SEARCHES = 1_000;

/** A page of docs, tagged with their kind so an export picks the columns that fit them. */
type FoundDocs =
  | { kind: 'records'; docs: StockRecord[] }
  | { kind: 'storages'; docs: Storage[] }
  | { kind: 'movements'; docs: Movement[] }
  | { kind: 'harvestPlans'; docs: HarvestPlan[] };

const STORAGE_KEYS: readonly FilterKey[] = ['storageId', 'storageSourceId', 'storageDestinationId'];

/** The movement a movement alias is limited to, beyond the caller's scope. */
const MOVEMENT_ALIASES = {
  movements: {},
  'movements-intake': { type: 'intake' },
  'movements-internal': { type: 'internal' },
  'movements-outbound': { type: 'outbound' },
  'movements-incomplete': { incomplete: true },
} as const;

/**
 * The inventory searches (DESIGN §2, spec platform §3-§4): a page of docs, the totals and every facet's counts,
 * under the caller's organisation and business units, with the url of every term and active filter; or every
 * matching doc as a CSV file. The search module's `/api/search/inventory/{alias}` dispatches here.
 */
export class InventorySearchService {
  readonly #itemTypes = new Map<string, { commodityType: string; commodityGrade: string | undefined }>();
  readonly #itemNames = new Map<string, string>();
  readonly #kept: KeptResults<SearchReply<InventorySearchDoc>>;

  constructor(
    private readonly db: Db,
    private readonly contexts: InventoryContexts,
    private readonly changes: ChangeFeed,
    private readonly people: InventoryPeople,
    private readonly sales: LotSalesService,
    private readonly storageContracts: StorageContractLinks,
  ) {
    for (const group of contexts.crops.commodityGroups()) {
      for (const item of group.items) {
        this.#itemTypes.set(item.id, { commodityType: item.commodityType, commodityGrade: item.commodityGrade });
        this.#itemNames.set(item.id, item.name);
      }
    }
    this.#kept = new KeptResults(changes, KEPT_SEARCHES);
  }

  /** Marks the organisation's inventory changed on this instance (the database tells the others). */
  changed(organisationId: string): void {
    this.changes.touch(inventoryChangeKey(organisationId));
  }

  /**
   * GET /api/search/inventory/{alias}: an unknown alias is 404 (the client reloads once on it), an unknown
   * filter or sort 400; the search sees only the caller's organisation and business units.
   */
  async search(principal: Principal, alias: string, query: SearchQuery): Promise<SearchReply<InventorySearchDoc>> {
    const { known, params } = this.check(alias, query);
    const context = await this.contexts.of(principal);
    // A search is kept until the organisation's inventory changes: the same question asked again (the list
    // reopened, another member's screen) is answered without reading it again. The key holds everything the
    // answer depends on: the scope with its units' names, today's date (movement states) and the question.
    const key = JSON.stringify([known, context.scope, context.units, context.today, params]);
    const reply = await this.#kept.answer(key, [inventoryChangeKey(context.scope.organisationId)], () =>
      this.run(context, known, params),
    );
    return known === 'records' ? this.withSales(context, reply) : reply;
  }

  /**
   * The page's lots with how much of each is sold now, and the numbers of the storage contracts they link to: read
   * after the kept answer, because a trade or a contract's new number changes them without touching inventory (so
   * without ending the kept search). The kept reply itself is left as it is.
   */
  private async withSales(
    context: InventoryContext,
    reply: SearchReply<InventorySearchDoc>,
  ): Promise<SearchReply<InventorySearchDoc>> {
    const lots = reply.docs.filter(isStockRecordDoc);
    const sales = await this.sales.of(this.db, context.scope.organisationId, lots);
    const numbers = await this.storageContracts.numbers(this.db, context.scope.organisationId, lots);
    const withTrading = (doc: StockRecord): StockRecord => ({
      ...doc,
      sale: sales.get(doc.id) ?? doc.sale,
      storageContractNumber: doc.storageContractId ? (numbers.get(doc.storageContractId) ?? null) : null,
    });
    return { ...reply, docs: reply.docs.map((doc) => (isStockRecordDoc(doc) ? withTrading(doc) : doc)) };
  }

  /**
   * GET /api/search/inventory/{alias}?format=csv: the same search, checked and scoped the same way, as a CSV
   * file of every matching doc (offset and limit do not apply).
   */
  async searchCsv(principal: Principal, alias: string, query: SearchQuery): Promise<{ name: string; text: string }> {
    const { known, params } = this.check(alias, query);
    // Weights in the reader's own units (issue 20), as the lists show them: a store's capacity in its own.
    const systems = await this.people.unitSystemsOf(principal.userId);
    const units = {
      weight: weightUnitFor(systems.weight),
      capacity: weightUnitFor(systems.capacity, 'capacity'),
      yield: YIELD_UNIT_BY_SYSTEM[systems.yield],
    };
    return this.export(await this.contexts.of(principal), known, params, units);
  }

  /** A query checked against the alias: the search to run, or 404 for an unknown alias and 400 for bad terms. */
  private check(alias: string, query: SearchQuery): { known: InventorySearchAlias; params: SearchParams } {
    if (!isInventorySearchAlias(alias)) throw notFound();
    return { known: alias, params: checkedParams(INVENTORY_SEARCH_ALIASES[alias], query) };
  }

  /** The catalogue's items of a commodity type or grade: what a record's commodityItemId must be. */
  private itemsWith(field: 'commodityType' | 'commodityGrade', values: string[]): string[] {
    return [...this.#itemTypes.entries()]
      .filter(([, item]) => item[field] !== undefined && values.includes(item[field]))
      .map(([id]) => id);
  }

  /** Item counts folded into counts of their type or grade. */
  private foldItems(field: 'commodityType' | 'commodityGrade', byItem: ReadonlyMap<string, number> | undefined) {
    const folded = new Map<string, number>();
    for (const [itemId, count] of byItem ?? []) {
      const value = this.#itemTypes.get(itemId)?.[field];
      if (value !== undefined) folded.set(value, (folded.get(value) ?? 0) + count);
    }
    return folded;
  }

  /** The active filters by key, a commodity type or grade turned into the catalogue items that have it. */
  private activeFilters(params: SearchParams): Map<string, string[]> {
    const active = filtersByKey(params.filters);
    for (const field of ['commodityType', 'commodityGrade'] as const) {
      const values = active.get(field);
      if (values) active.set(field, this.itemsWith(field, values));
    }
    return active;
  }

  /** The alias's rows under the caller's scope, and how the docs of a page of them are read. */
  private docs(
    context: InventoryContext,
    alias: InventorySearchAlias,
  ): { source: FacetedSource; docsOf: (query: PageQuery) => Promise<FoundDocs> } {
    if (alias === 'records') {
      const docsOf = async (query: PageQuery) => ({
        kind: 'records' as const,
        docs: (await searchRecordDocs(this.db, query)).map((row) =>
          // How much is sold is read fresh on every answer (withSales), so the kept docs say unsold.
          recordView(row, { name: row.storageName, type: row.storageType }, UNSOLD_LOT),
        ),
      });
      return { source: recordSource(context.scope), docsOf };
    }
    if (alias === 'stores' || alias === 'fields') {
      const docsOf = async (query: PageQuery) => ({
        kind: 'storages' as const,
        docs: (await searchStorageDocs(this.db, query)).map((row) =>
          storageView(row, unitNameIn(context, row.businessUnitId), row.holdingKg, row.subStoreIds),
        ),
      });
      return { source: storageSource(context.scope, alias === 'stores' ? 'store' : 'field'), docsOf };
    }
    if (alias === 'harvest-plans') {
      const docsOf = async (query: PageQuery) => ({
        kind: 'harvestPlans' as const,
        docs: (await searchHarvestPlanDocs(this.db, query)).map((row) =>
          harvestPlanView(row, unitNameIn(context, row.businessUnitId)),
        ),
      });
      return { source: harvestPlanSource(context.scope), docsOf };
    }
    const docsOf = async (query: PageQuery) => ({
      kind: 'movements' as const,
      docs: (await searchMovementDocs(this.db, query)).map((row) => movementView(row, context.today)),
    });
    return { source: movementSource(context.scope, context.today, MOVEMENT_ALIASES[alias]), docsOf };
  }

  private async run(
    context: InventoryContext,
    alias: InventorySearchAlias,
    params: SearchParams,
  ): Promise<SearchReply<InventorySearchDoc>> {
    const definition = INVENTORY_SEARCH_ALIASES[alias];
    const path = inventorySearchPath(alias);
    const active = this.activeFilters(params);
    const page: SearchPage = { offset: params.offset, limit: params.limit, sort: effectiveSort(definition, params) };
    const { source, docsOf } = this.docs(context, alias);
    const { docs: found, totals } = await runSearch(this.db, definition, source, active, page, docsOf);
    const counts = new Map(totals.counts);
    if (counts.has('commodityType'))
      counts.set('commodityType', this.foldItems('commodityType', counts.get('commodityType')));
    if (counts.has('commodityGrade')) {
      counts.set('commodityGrade', this.foldItems('commodityGrade', counts.get('commodityGrade')));
    }
    // A movement may touch a unit the caller cannot see: that unit is not a term of theirs.
    const units = counts.get('businessUnitIds');
    if (units) {
      for (const id of units.keys()) if (!context.units.some((unit) => unit.id === id)) units.delete(id);
    }

    const storageIds = new Set<string>();
    for (const key of STORAGE_KEYS) {
      for (const id of counts.get(key)?.keys() ?? []) storageIds.add(id);
      for (const id of active.get(key) ?? []) storageIds.add(id);
    }
    const storages = await storageNames(this.db, context.scope.organisationId, [...storageIds]);
    const nameOf = (key: FilterKey, id: string): string => {
      if (STORAGE_KEYS.includes(key)) return storages.get(id) ?? id;
      if (key === 'businessUnitIds') return unitNameIn(context, id) || id;
      if (key === 'commodity') return this.contexts.cropName(id);
      if (key === 'commodityType' || key === 'commodityGrade') return readableId(id);
      if (key === 'commodityVariety' || key === 'harvestYear') return id;
      return enumTermName(id);
    };

    const { sums } = totals;
    return searchReply<InventorySearchDoc>({
      path,
      definition,
      params,
      docs: found.docs,
      totalDocs: totals.totalDocs,
      sums,
      // A harvest's yield is what its complete loads brought in.
      totalYield: alias === 'records' ? (sums.quantityKg ?? 0) : alias === 'harvest-plans' ? (sums.actualKg ?? 0) : 0,
      custom: alias.startsWith('movements') ? { today: context.today } : {},
      counts,
      nameOf,
    });
  }

  /**
   * The search as a CSV file (`format=csv`): every doc the same filters, scope and sort find, from the first,
   * up to CSV_EXPORT_ROWS_MAX, ignoring offset and limit; names in place of ids. No facets are counted.
   */
  private async export(
    context: InventoryContext,
    alias: InventorySearchAlias,
    params: SearchParams,
    units: { weight: WeightUnit; capacity: WeightUnit; yield: YieldUnit },
  ): Promise<{ name: string; text: string }> {
    const sort = effectiveSort(INVENTORY_SEARCH_ALIASES[alias], params);
    const { source, docsOf } = this.docs(context, alias);
    const found = await docsOf(exportQuery(source, this.activeFilters(params), sort));
    const storageIds = new Set<string>();
    if (found.kind === 'movements') {
      for (const doc of found.docs) {
        for (const id of [doc.sourceStorageId, doc.destinationStorageId]) if (id) storageIds.add(id);
      }
    }
    const storages = await storageNames(this.db, context.scope.organisationId, [...storageIds]);
    const names: InventoryCsvNames = {
      crop: (id) => this.contexts.cropName(id),
      item: (id) => this.#itemNames.get(id) ?? readableId(id),
      unit: (id) => unitNameIn(context, id),
      storage: (id) => storages.get(id) ?? '',
      day: (timestamp) => calendarDateIn(new Date(timestamp), context.countryISO),
    };
    const text =
      found.kind === 'records'
        ? csvOf(recordCsvColumns(units.weight), found.docs, names)
        : found.kind === 'storages'
          ? csvOf(storageCsvColumns(units), found.docs, names)
          : found.kind === 'harvestPlans'
            ? csvOf(harvestPlanCsvColumns(units), found.docs, names)
            : csvOf(movementCsvColumns(units.weight), found.docs, names);
    return { name: csvFileName(alias, context.today), text };
  }
}
