import { randomUUID } from 'node:crypto';
import {
  balanceIssue,
  bulkGroupIssue,
  bulkStorageIssue,
  duplicateMovementIssue,
  isInventorySearchAlias,
  messages,
  movementConflicts,
  stockRecordPatchSchema,
  type AdjustmentCreate,
  type InventoryOverview,
  type InventorySearchDoc,
  type SearchQuery,
  type SearchReply,
  type Movement,
  type MovementConflict,
  type MovementCreate,
  type StockRecord,
  type StockRecordCreate,
  type StockRecordPatch,
  type StockImportRequest,
  type StockImportResult,
  type Storage,
  type StorageCreate,
  type StoragePatch,
  type ValidationIssue,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import type { Principal } from '../../platform/auth/principal';
import type { ChangeFeed } from '../../platform/cache/change-feed';
import { KeptResults } from '../../platform/cache/kept-results';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors';
import type { AccountsDirectory, UnitScope } from '../accounts';
import type { FilesService } from '../files';
import type { ReferenceService } from '../reference';
import {
  appendLedger,
  countRecordsAtUnit,
  cropsIn,
  findMovement,
  findRecord,
  findStorage,
  findSubStores,
  hasFutureMovement,
  holdingsByStorage,
  insertMovement,
  insertRecord,
  insertRecords,
  insertStorage,
  ledgerOfRecord,
  listMovements,
  listRecords,
  listStorages,
  lockMovement,
  lockRecords,
  lockStorage,
  updateMovement,
  updateRecord,
  updateStorage,
  type LedgerRow,
  type MovementRow,
  type RecordRow,
  type Scope,
  stockByCrop as stockByCropQuery,
  type StorageRow,
} from './queries';
import type { inventoryLedger, MovementSourceLine } from './tables';
import { inventoryChangeKey, KEPT_SEARCHES } from './inventory-changes';
import { InventorySearch } from './search-service';
import { importStockRecords } from './stock-import-service';
import { movementView, recordView, storageView } from './views';

/** What inventory needs of accounts: the caller's units. */
export type UnitDirectory = Pick<AccountsDirectory, 'unitScope'>;
/** What inventory needs of reference: the crops it may hold, and their items' types and grades for searches. */
export type CropCatalogue = Pick<ReferenceService, 'commodityGroup' | 'commodityGroups'>;
/** What inventory needs of files: whether a file the caller names is one they may use. */
export type MovementFiles = Pick<FilesService, 'describe'>;

interface Context {
  principal: Principal;
  scope: Scope;
  units: UnitScope['units'];
  /** The farm's calendar date now (movements are dated by day). */
  today: string;
  countryISO: string;
}

/** A movement refused for its conflicts: 409 with each conflict's message under the field it concerns. */
export const movementRefused = (conflicts: MovementConflict[]) =>
  new AppError(
    409,
    conflicts[0]?.message ?? messages.errors.conflict,
    'MOVEMENT_CONFLICT',
    conflicts.map((each) => ({
      field: each.kind === 'inventoryShortfall' ? 'quantityKg' : 'destinationStorageId',
      message: each.message,
    })),
  );

const invalid = (field: string, message: string = messages.validation.invalid): ValidationIssue => ({ field, message });

/**
 * What a movement belongs to beyond itself (a harvest plan's load): `guard` runs first in the movement's own
 * transaction, so it can lock and check the plan before the movement's rows; `harvestId` is stored with it, and
 * on delete names the plan the movement must belong to.
 */
export interface MovementLink {
  harvestId?: string;
  guard?: (tx: Executor, scope: Scope) => Promise<void>;
}

type LedgerLine = typeof inventoryLedger.$inferInsert;
/** A ledger line as the API answers it. */
export type LedgerLineView = Omit<LedgerRow, 'organisationId' | 'createdAt'> & { createdAt: string };

const STORE_ONLY = ['capacityKg'] as const;
const FIELD_ONLY = [
  'areaHa',
  'fieldType',
  'plantingDate',
  'plantingMonth',
  'plantedAmountKg',
  'expectedYieldTonnesPerHectare',
] as const;

/**
 * Farm inventory (spec platform §3-§5, trading-logistics §4-§5): storage locations, stock records with their
 * append-only ledger, adjustments and movements. Every quantity change runs in one transaction that locks the
 * records it takes from (in id order) and the store it fills, so concurrent moves queue and can never take
 * more than a record holds or fill a store past its capacity.
 */
export class InventoryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly directory: UnitDirectory,
    private readonly catalogue: CropCatalogue,
    private readonly changes: ChangeFeed,
    private readonly files: MovementFiles,
  ) {
    this.searches = new InventorySearch(db, catalogue);
    this.keptSearches = new KeptResults(changes, KEPT_SEARCHES);
  }

  private readonly searches: InventorySearch;
  private readonly keptSearches: KeptResults<SearchReply<InventorySearchDoc>>;

  /** §5 a unit linked to crops cannot be deleted: its stock records (accounts' BusinessUnitLinks port, app.ts). */
  linksToBusinessUnit(unit: { id: string }, exec: Executor): Promise<number> {
    return countRecordsAtUnit(exec, unit.id);
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
    const { known, params } = this.checkSearch(alias, query);
    const context = await this.context(principal);
    // A search is kept until the organisation's inventory changes: the same question asked again (the list
    // reopened, another member's screen) is answered without reading it again. The key holds everything the
    // answer depends on: the scope with its units' names, today's date (movement states) and the question.
    const key = JSON.stringify([known, context.scope, context.units, context.today, params]);
    return this.keptSearches.answer(key, [inventoryChangeKey(context.scope.organisationId)], () =>
      this.searches.run(context, known, params),
    );
  }

  /**
   * GET /api/search/inventory/{alias}?format=csv: the same search, checked and scoped the same way, as a CSV
   * file of every matching doc (offset and limit do not apply).
   */
  async searchCsv(principal: Principal, alias: string, query: SearchQuery): Promise<{ name: string; text: string }> {
    const { known, params } = this.checkSearch(alias, query);
    return this.searches.export(await this.context(principal), known, params);
  }

  private checkSearch(alias: string, query: SearchQuery) {
    if (!isInventorySearchAlias(alias)) throw notFound();
    const { params, issues } = this.searches.check(alias, query);
    if (issues.length > 0) throw badRequest(issues);
    return { known: alias, params };
  }

  private async context(principal: Principal): Promise<Context> {
    const units = await this.directory.unitScope(principal);
    return {
      principal,
      scope: { organisationId: units.organisationId, unitIds: units.unitIds },
      units: units.units,
      today: calendarDateIn(this.clock.now(), units.countryISO),
      countryISO: units.countryISO,
    };
  }

  private unitName(context: Context, id: string): string {
    return context.units.find((unit) => unit.id === id)?.name ?? '';
  }

  /** A weighbridge ticket or sample must be a file the caller may see: anything else is that field's 400. */
  private async checkFile(principal: Principal, fileId: string | null | undefined, field: string): Promise<void> {
    if (!fileId) return;
    try {
      await this.files.describe(principal, fileId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw badRequest([invalid(field)]);
      throw error;
    }
  }

  private cropName(commodityId: string): string {
    return this.catalogue.commodityGroup(commodityId)?.name ?? commodityId;
  }

  private checkCrop(commodityId: string | null | undefined, field: string): ValidationIssue[] {
    return commodityId && !this.catalogue.commodityGroup(commodityId) ? [invalid(field)] : [];
  }

  // Storage locations

  private async storageViews(exec: Executor, context: Context, rows: StorageRow[]): Promise<Storage[]> {
    const all = await listStorages(exec, context.scope);
    const childrenOf = new Map<string, string[]>();
    for (const row of all) {
      if (row.parentId) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row.id]);
    }
    const ids = rows.flatMap((row) => [row.id, ...(childrenOf.get(row.id) ?? [])]);
    const holdings = await holdingsByStorage(exec, ids);
    return rows.map((row) => {
      const children = childrenOf.get(row.id) ?? [];
      const holding = [row.id, ...children].reduce((sum, id) => sum + (holdings.get(id) ?? 0), 0);
      return storageView(row, this.unitName(context, row.businessUnitId), holding, children);
    });
  }

  async storages(principal: Principal): Promise<Storage[]> {
    const context = await this.context(principal);
    return this.storageViews(this.db, context, await listStorages(this.db, context.scope));
  }

  async storage(principal: Principal, id: string): Promise<Storage> {
    const context = await this.context(principal);
    const row = await findStorage(this.db, context.scope, id);
    if (!row) throw notFound();
    const [view] = await this.storageViews(this.db, context, [row]);
    if (!view) throw notFound();
    return view;
  }

  async createStorage(principal: Principal, input: StorageCreate): Promise<Storage> {
    const context = await this.context(principal);
    const unit = context.units.find((each) => each.id === input.businessUnitId);
    if (!unit) throw badRequest([invalid('businessUnitId', messages.validation.businessUnitRequired)]);
    const issues = this.checkCrop(input.commodityId, 'commodityId');
    if (unit.type === 'region') issues.push(invalid('businessUnitId', messages.inventory.businessUnitNotStorage));
    let parent: StorageRow | null = null;
    if (input.type === 'store' && input.parentId) {
      parent = await findStorage(this.db, context.scope, input.parentId);
      if (!parent || parent.type !== 'store' || parent.businessUnitId !== unit.id) issues.push(invalid('parentId'));
      else if (parent.parentId) issues.push(invalid('parentId', messages.inventory.subStoreDepth));
    }
    if (issues.length > 0) throw badRequest(issues);
    const row = await insertStorage(this.db, {
      organisationId: context.scope.organisationId,
      businessUnitId: unit.id,
      type: input.type,
      parentId: parent?.id ?? null,
      name: input.name,
      commodityId: input.commodityId ?? null,
      capacityKg: input.type === 'store' ? (input.capacityKg ?? null) : null,
      ...(input.type === 'field'
        ? {
            areaHa: input.areaHa,
            fieldType: input.fieldType,
            plantingDate: input.plantingDate ?? null,
            plantingMonth: input.plantingMonth ?? null,
            plantedAmountKg: input.plantedAmountKg ?? null,
            expectedYieldTonnesPerHectare: input.expectedYieldTonnesPerHectare ?? null,
          }
        : {}),
      createdAt: this.clock.now(),
    });
    return storageView(row, unit.name, 0, []);
  }

  async updateStorage(principal: Principal, id: string, patch: StoragePatch): Promise<Storage> {
    const context = await this.context(principal);
    const row = await findStorage(this.db, context.scope, id);
    if (!row) throw notFound();
    const foreign = row.type === 'store' ? FIELD_ONLY : STORE_ONLY;
    const issues = [
      ...this.checkCrop(patch.commodityId, 'commodityId'),
      ...foreign.filter((key) => patch[key] !== undefined).map((key) => invalid(key, messages.validation.unknownField)),
    ];
    if (issues.length > 0) throw badRequest(issues);
    // An empty change changes nothing (and an UPDATE needs something to set): the storage as it is.
    const changes = Object.values(patch).some((value) => value !== undefined);
    const updated = changes ? await updateStorage(this.db, row.id, patch) : row;
    const [view] = await this.storageViews(this.db, context, [updated]);
    if (!view) throw notFound();
    return view;
  }

  /**
   * Spec §5: a storage location with a future movement cannot be deleted, nor a sub-store holding inventory;
   * and nothing is deleted from under inventory still in it. Its empty sub-stores go with it.
   */
  async deleteStorage(principal: Principal, id: string): Promise<void> {
    const context = await this.context(principal);
    await this.db.transaction(async (tx) => {
      const row = await lockStorage(tx, context.scope, id);
      if (!row) throw notFound();
      const subStores = await findSubStores(tx, row.id);
      const family = [row.id, ...subStores.map((each) => each.id)];
      if (await hasFutureMovement(tx, family, context.today)) {
        throw conflict(messages.inventory.storageHasFutureMovement, 'STORAGE_HAS_FUTURE_MOVEMENT');
      }
      const holdings = await holdingsByStorage(tx, family);
      if ((holdings.get(row.id) ?? 0) > 0) {
        throw conflict(
          row.parentId ? messages.inventory.subStoreHoldsInventory : messages.inventory.storageHoldsInventory,
          'STORAGE_HOLDS_INVENTORY',
        );
      }
      if (subStores.some((each) => (holdings.get(each.id) ?? 0) > 0)) {
        throw conflict(messages.inventory.subStoreHoldsInventory, 'SUB_STORE_HOLDS_INVENTORY');
      }
      const at = this.clock.now();
      for (const storageId of family) await updateStorage(tx, storageId, { deletedAt: at });
    });
  }

  // Stock records

  /** The inventory home's figures: stock by crop at the caller's units. */
  async overview(principal: Principal): Promise<InventoryOverview> {
    const context = await this.context(principal);
    const stockByCrop = await stockByCropQuery(this.db, context.scope);
    return { stockByCrop, totalKg: stockByCrop.reduce((sum, crop) => sum + crop.quantityKg, 0) };
  }

  async records(principal: Principal): Promise<StockRecord[]> {
    const context = await this.context(principal);
    const [rows, storages] = await Promise.all([
      listRecords(this.db, context.scope),
      listStorages(this.db, { organisationId: context.scope.organisationId, unitIds: null }),
    ]);
    const byId = new Map(storages.map((storage) => [storage.id, storage]));
    return rows.flatMap((row) => {
      const storage = byId.get(row.storageId);
      return storage ? [recordView(row, storage)] : [];
    });
  }

  async record(principal: Principal, id: string): Promise<StockRecord> {
    const context = await this.context(principal);
    const row = await findRecord(this.db, context.scope, id);
    if (!row) throw notFound();
    return this.recordWithStorage(this.db, context, row);
  }

  private async recordWithStorage(exec: Executor, context: Context, row: RecordRow): Promise<StockRecord> {
    const storage = await findStorage(
      exec,
      { organisationId: context.scope.organisationId, unitIds: null },
      row.storageId,
    );
    if (!storage) throw notFound();
    return recordView(row, storage);
  }

  /** What a storage location and its family hold, and the crops in it, for the conflict checks. */
  private async destinationOf(exec: Executor, storage: StorageRow) {
    const family = [storage.id, ...(await findSubStores(exec, storage.id)).map((each) => each.id)];
    const holdings = await holdingsByStorage(exec, family);
    const crops = await cropsIn(exec, family);
    const commodityIds = [...new Set([...crops, ...(storage.commodityId ? [storage.commodityId] : [])])];
    return {
      capacityKg: storage.type === 'store' ? storage.capacityKg : null,
      holdingKg: family.reduce((sum, id) => sum + (holdings.get(id) ?? 0), 0),
      commodityIds,
      cropName: commodityIds[0] ? this.cropName(commodityIds[0]) : undefined,
    };
  }

  /**
   * Locks the destination (and the store a sub-store belongs to, which shares its capacity) and answers the
   * conflicts of bringing `quantityKg` of the crop into it.
   */
  private async destinationConflicts(
    tx: Executor,
    context: Context,
    storageId: string,
    commodityId: string,
    quantityKg: number,
    availableKg: number | null,
  ): Promise<{ storage: StorageRow; conflicts: MovementConflict[] }> {
    const storage = await lockStorage(tx, context.scope, storageId);
    if (!storage) throw badRequest([invalid('destinationStorageId')]);
    const checks = [{ quantityKg, commodityId, availableKg, destination: await this.destinationOf(tx, storage) }];
    if (storage.parentId) {
      const parent = await lockStorage(
        tx,
        { organisationId: context.scope.organisationId, unitIds: null },
        storage.parentId,
      );
      if (parent)
        checks.push({ quantityKg, commodityId, availableKg: null, destination: await this.destinationOf(tx, parent) });
    }
    const conflicts = checks.flatMap((check) => movementConflicts(check));
    const unique = conflicts.filter(
      (each, index) => conflicts.findIndex((other) => other.kind === each.kind) === index,
    );
    return { storage, conflicts: unique };
  }

  async createRecord(principal: Principal, input: StockRecordCreate): Promise<StockRecord> {
    const context = await this.context(principal);
    const issues = this.checkCrop(input.commodityId, 'commodityId');
    if (issues.length > 0) throw badRequest(issues);
    return this.db.transaction(async (tx) => {
      const { conflicts, write } = await this.checkOpenings(tx, context, [input]);
      if (conflicts[0] && conflicts[0].length > 0) throw movementRefused(conflicts[0]);
      const [record] = await write();
      if (!record) throw notFound();
      return record;
    });
  }

  /**
   * Records to be opened with their opening quantity, checked in order against the stores they go into (over
   * capacity, a different crop), each as its store would stand with the earlier ones that fit: as if added one by
   * one. The stores are locked first, sub-stores then stores, each in id order (a move locks a sub-store before its
   * store), so additions and moves into them queue. Answers each input's conflicts (none when it fits) and `write`,
   * which writes those that fit with their opening ledger lines. Shared by createRecord and the CSV import
   * (stock-import-service.ts), which checks thousands at once without writing any on a dry run.
   */
  private async checkOpenings(
    tx: Executor,
    context: Context,
    inputs: readonly StockRecordCreate[],
  ): Promise<{ conflicts: MovementConflict[][]; write: () => Promise<StockRecord[]> }> {
    const named = new Map<string, StorageRow>();
    for (const id of new Set(inputs.map((input) => input.storageId))) {
      const row = await findStorage(tx, context.scope, id);
      if (!row) throw badRequest([invalid('storageId')]);
      named.set(id, row);
    }
    const subStores = [...named.values()].filter((row) => row.parentId).map((row) => row.id);
    const stores = [...new Set([...named.values()].map((row) => row.parentId ?? row.id))];
    const locked = new Map<string, StorageRow>();
    for (const id of [...subStores.sort(), ...stores.sort()]) {
      // A parent store is locked whatever the caller's units: its capacity is shared with the sub-store.
      const scope = named.has(id) ? context.scope : { organisationId: context.scope.organisationId, unitIds: null };
      const row = await lockStorage(tx, scope, id);
      if (!row && named.has(id)) throw badRequest([invalid('storageId')]);
      if (row) locked.set(id, row);
    }
    const destinations = new Map<string, Awaited<ReturnType<InventoryService['destinationOf']>>>();
    for (const [id, row] of locked) destinations.set(id, await this.destinationOf(tx, row));

    const conflicts = inputs.map((input) => {
      const storage = locked.get(input.storageId);
      const family = [input.storageId, storage?.parentId].flatMap((id) => {
        const destination = id ? destinations.get(id) : undefined;
        return destination ? [destination] : [];
      });
      const found = family.flatMap((destination) =>
        movementConflicts({
          quantityKg: input.quantityKg,
          commodityId: input.commodityId,
          availableKg: null,
          destination,
        }),
      );
      const unique = found.filter((each, index) => found.findIndex((other) => other.kind === each.kind) === index);
      if (unique.length === 0) {
        for (const destination of family) {
          destination.holdingKg += input.quantityKg;
          if (!destination.commodityIds.includes(input.commodityId)) destination.commodityIds.push(input.commodityId);
          destination.cropName ??= this.cropName(input.commodityId);
        }
      }
      return unique;
    });

    const write = async (): Promise<StockRecord[]> => {
      const at = this.clock.now();
      const fitting = inputs.filter((_, index) => conflicts[index]?.length === 0);
      const planned = fitting.map((input) => ({ id: randomUUID(), input }));
      const rows = await insertRecords(
        tx,
        planned.map(({ id, input }) => {
          const storage = locked.get(input.storageId);
          if (!storage) throw badRequest([invalid('storageId')]);
          return {
            id,
            organisationId: context.scope.organisationId,
            storageId: storage.id,
            businessUnitId: storage.businessUnitId,
            inventoryType: input.inventoryType,
            species: input.species ?? null,
            commodityId: input.commodityId,
            commodityItemId: input.commodityItemId ?? null,
            variety: input.variety ?? null,
            harvestYear: input.harvestYear,
            ownerStatus: input.ownerStatus,
            thirdPartyOwner: input.thirdPartyOwner ?? null,
            storageContractRef: input.storageContractRef ?? null,
            attributes: input.attributes ?? {},
            expectedYieldKg: input.expectedYieldKg ?? null,
            saleStatus: input.saleStatus,
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
      // Matched by the ids given them: RETURNING does not promise the order of VALUES.
      const byId = new Map(rows.map((row) => [row.id, row]));
      const opened = planned.flatMap(({ id, input }) => {
        const row = byId.get(id);
        return row ? [{ row, input }] : [];
      });
      await appendLedger(
        tx,
        opened.map(({ row, input }) => this.line(context, row, input.quantityKg, 'opening', at)),
      );
      return opened.flatMap(({ row, input }) => {
        const storage = locked.get(row.storageId);
        return storage ? [recordView({ ...row, quantityKg: input.quantityKg }, storage)] : [];
      });
    };
    return { conflicts, write };
  }

  /**
   * POST /api/inventory/records/import: stock records from a CSV file, checked row by row (a dry run writes
   * nothing), then written all in one transaction or not at all (stock-import-service.ts).
   */
  async importRecords(principal: Principal, request: StockImportRequest): Promise<StockImportResult> {
    const context = await this.context(principal);
    return importStockRecords(
      {
        db: this.db,
        crops: this.catalogue.commodityGroups(),
        scope: context.scope,
        units: context.units,
        checkOpenings: (tx, inputs) => this.checkOpenings(tx, context, inputs),
      },
      request,
    );
  }

  private line(
    context: Context,
    record: Pick<RecordRow, 'id' | 'storageId' | 'organisationId'>,
    deltaKg: number,
    kind: LedgerLine['kind'],
    at: Date,
    extra: Partial<LedgerLine> = {},
  ): LedgerLine {
    return {
      organisationId: record.organisationId,
      recordId: record.id,
      storageId: record.storageId,
      deltaKg,
      kind,
      createdBy: context.principal.userId,
      createdAt: at,
      ...extra,
    };
  }

  async updateRecord(principal: Principal, id: string, patch: StockRecordPatch): Promise<StockRecord> {
    const context = await this.context(principal);
    const row = await findRecord(this.db, context.scope, id);
    if (!row) throw notFound();
    // The storage contract rule applies to the record as it will be, not only to what the patch names.
    const merged = stockRecordPatchSchema.safeParse({
      ownerStatus: patch.ownerStatus ?? row.ownerStatus,
      storageContractRef: patch.storageContractRef === undefined ? row.storageContractRef : patch.storageContractRef,
    });
    if (!merged.success) {
      throw badRequest(merged.error.issues.map((issue) => invalid(issue.path.join('.'), issue.message)));
    }
    const updated = await updateRecord(this.db, row.id, { ...patch, updatedAt: this.clock.now() });
    return this.recordWithStorage(this.db, context, updated);
  }

  /** Deleting a record writes off what it holds in one ledger line, so the ledger still adds up. */
  async deleteRecord(principal: Principal, id: string): Promise<void> {
    const context = await this.context(principal);
    await this.db.transaction(async (tx) => {
      const [row] = await lockRecords(tx, context.scope, [id]);
      if (!row) throw notFound();
      const at = this.clock.now();
      if (row.quantityKg !== 0) {
        await appendLedger(tx, [this.line(context, row, -row.quantityKg, 'adjustment', at, { reason: 'deleted' })]);
      }
      await updateRecord(tx, row.id, { deletedAt: at });
    });
  }

  /** A loss or a stock-take correction: one ledger line, refused if it would leave less than nothing. */
  async adjust(principal: Principal, id: string, input: AdjustmentCreate): Promise<StockRecord> {
    const context = await this.context(principal);
    return this.db.transaction(async (tx) => {
      const [row] = await lockRecords(tx, context.scope, [id]);
      if (!row) throw notFound();
      const issue = balanceIssue(row.quantityKg, input.deltaKg);
      if (issue) throw new AppError(409, issue, 'QUANTITY_NEGATIVE', [invalid('deltaKg', issue)]);
      const at = this.clock.now();
      await appendLedger(tx, [
        this.line(context, row, input.deltaKg, 'adjustment', at, { reason: input.reason, note: input.note ?? null }),
      ]);
      return this.recordWithStorage(tx, context, { ...row, quantityKg: row.quantityKg + input.deltaKg });
    });
  }

  async ledger(principal: Principal, id: string): Promise<LedgerLineView[]> {
    const context = await this.context(principal);
    const row = await findRecord(this.db, context.scope, id);
    if (!row) throw notFound();
    return (await ledgerOfRecord(this.db, row.id)).map((line) => ({
      id: line.id,
      recordId: line.recordId,
      storageId: line.storageId,
      deltaKg: line.deltaKg,
      kind: line.kind,
      reason: line.reason,
      note: line.note,
      movementId: line.movementId,
      createdBy: line.createdBy,
      createdAt: line.createdAt.toISOString(),
    }));
  }

  // Movements

  async movements(principal: Principal): Promise<Movement[]> {
    const context = await this.context(principal);
    return (await listMovements(this.db, context.scope)).map((row) => movementView(row, context.today));
  }

  async movement(principal: Principal, id: string): Promise<Movement> {
    const context = await this.context(principal);
    const row = await findMovement(this.db, context.scope, id);
    if (!row) throw notFound();
    return movementView(row, context.today);
  }

  /** The form's live check: the conflicts the movement would meet now, without writing or keeping a lock. */
  async movementConflicts(principal: Principal, input: MovementCreate): Promise<MovementConflict[]> {
    const context = await this.context(principal);
    let found: MovementConflict[] = [];
    await this.db
      .transaction(async (tx) => {
        found = (await this.prepare(tx, context, input)).conflicts;
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    return found;
  }

  /**
   * Reads and locks what a movement touches and answers its conflicts: the source records (their crop must
   * agree, stores and fields are not mixed, none may give more than it holds) and the destination.
   */
  private async prepare(tx: Executor, context: Context, input: MovementCreate) {
    const sources = input.type === 'intake' ? [] : input.sources;
    const records = await lockRecords(
      tx,
      context.scope,
      sources.map((source) => source.recordId),
    );
    const byId = new Map(records.map((record) => [record.id, record]));
    const missing = sources.findIndex((source) => !byId.has(source.recordId));
    if (missing >= 0) throw badRequest([invalid(`sources.${missing}.recordId`)]);
    const issues: ValidationIssue[] = [];
    const commodityId = input.type === 'intake' ? input.record.commodityId : (records[0]?.commodityId ?? '');
    issues.push(...this.checkCrop(commodityId, input.type === 'intake' ? 'record.commodityId' : 'sources'));
    const groupIssue = bulkGroupIssue(records.map((record) => record.commodityId));
    if (groupIssue) issues.push(invalid('sources', groupIssue));
    const sourceStorages = await Promise.all(
      [...new Set(records.map((record) => record.storageId))].map((id) =>
        findStorage(tx, { organisationId: context.scope.organisationId, unitIds: null }, id),
      ),
    );
    const storageIssue = bulkStorageIssue(sourceStorages.flatMap((storage) => (storage ? [storage.type] : [])));
    if (storageIssue) issues.push(invalid('sources', storageIssue));
    let intakeField: StorageRow | null = null;
    if (input.type === 'intake' && input.record.sourceStorageId) {
      intakeField = await findStorage(tx, context.scope, input.record.sourceStorageId);
      if (!intakeField) issues.push(invalid('record.sourceStorageId'));
    }
    if (input.type !== 'outbound' && sources.length > 0) {
      if (records.some((record) => record.storageId === input.destinationStorageId)) {
        issues.push(invalid('destinationStorageId', messages.inventory.sameSourceAndDestination));
      }
    }
    if (issues.length > 0) throw badRequest(issues);

    // What the selected sources can give: each at most what its record holds, so one that is asked for more
    // than it has makes the total fall short (the spec's 'Moving too much here').
    const availableKg =
      input.type === 'intake'
        ? null
        : sources.reduce(
            (sum, source) => sum + Math.min(source.quantityKg, byId.get(source.recordId)?.quantityKg ?? 0),
            0,
          );
    let destination: StorageRow | null = null;
    let conflicts: MovementConflict[];
    if (input.type === 'outbound') {
      conflicts = movementConflicts({ quantityKg: input.quantityKg, commodityId, availableKg });
    } else {
      const checked = await this.destinationConflicts(
        tx,
        context,
        input.destinationStorageId,
        commodityId,
        input.quantityKg,
        availableKg,
      );
      destination = checked.storage;
      conflicts = checked.conflicts;
    }
    return { records: byId, commodityId, destination, intakeField, conflicts };
  }

  async createMovement(principal: Principal, input: MovementCreate, link: MovementLink = {}): Promise<Movement> {
    const context = await this.context(principal);
    await this.checkFile(principal, input.weighbridgeFileId, 'weighbridgeFileId');
    await this.checkFile(principal, input.sampleFileId, 'sampleFileId');
    return this.db.transaction(async (tx) => {
      await link.guard?.(tx, context.scope);
      const prepared = await this.prepare(tx, context, input);
      // A planned movement changes nothing yet; it is checked again, under lock, when it is completed.
      if (input.status === 'complete' && prepared.conflicts.length > 0) throw movementRefused(prepared.conflicts);
      const at = this.clock.now();
      const sources: MovementSourceLine[] =
        input.type === 'intake'
          ? []
          : input.sources.map((source) => ({
              recordId: source.recordId,
              storageId: prepared.records.get(source.recordId)?.storageId ?? '',
              quantityKg: source.quantityKg,
            }));
      const unitIds = new Set<string>();
      for (const record of prepared.records.values()) unitIds.add(record.businessUnitId);
      if (prepared.destination) unitIds.add(prepared.destination.businessUnitId);
      if (prepared.intakeField) unitIds.add(prepared.intakeField.businessUnitId);
      const intakeRecord = input.type === 'intake' ? input.record : null;
      const row = await insertMovement(tx, {
        organisationId: context.scope.organisationId,
        type: input.type,
        status: 'planned',
        commodityId: prepared.commodityId,
        quantityKg: input.quantityKg,
        sources,
        intakeRecord: intakeRecord ? { ...intakeRecord } : null,
        sourceStorageId: prepared.intakeField?.id ?? sources[0]?.storageId ?? null,
        destinationStorageId: prepared.destination?.id ?? null,
        destinationName: input.type === 'outbound' ? (input.destinationName ?? null) : null,
        businessUnitIds: [...unitIds],
        reference: input.reference ?? null,
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        period: input.period ?? null,
        weighbridgeFileId: input.weighbridgeFileId ?? null,
        sampleFileId: input.sampleFileId ?? null,
        harvestId: link.harvestId ?? null,
        createdBy: context.principal.userId,
        createdAt: at,
      });
      if (input.status === 'planned') return movementView(row, context.today);
      return movementView(await this.apply(tx, context, row, input, prepared, at), context.today);
    });
  }

  /** Writes a movement into the ledger: out of each source record, into a new record at the destination. */
  private async apply(
    tx: Executor,
    context: Context,
    row: MovementRow,
    input: MovementCreate,
    prepared: Awaited<ReturnType<InventoryService['prepare']>>,
    at: Date,
  ): Promise<MovementRow> {
    const lines: LedgerLine[] = [];
    for (const source of row.sources) {
      const record = prepared.records.get(source.recordId);
      if (!record) continue;
      lines.push(
        this.line(context, record, -source.quantityKg, row.type === 'outbound' ? 'outbound' : 'move-out', at, {
          movementId: row.id,
        }),
      );
    }
    let destinationRecordId: string | null = null;
    if (prepared.destination) {
      const template = input.type === 'intake' ? input.record : prepared.records.get(row.sources[0]?.recordId ?? '');
      if (!template) throw notFound();
      const created = await insertRecord(tx, {
        organisationId: row.organisationId,
        storageId: prepared.destination.id,
        businessUnitId: prepared.destination.businessUnitId,
        inventoryType: template.inventoryType,
        species: template.species ?? null,
        commodityId: row.commodityId,
        commodityItemId: template.commodityItemId ?? null,
        variety: template.variety ?? null,
        harvestYear: template.harvestYear,
        ownerStatus: template.ownerStatus,
        thirdPartyOwner: template.thirdPartyOwner ?? null,
        storageContractRef: template.storageContractRef ?? null,
        attributes: template.attributes ?? {},
        expectedYieldKg: template.expectedYieldKg ?? null,
        saleStatus: template.saleStatus,
        createdAt: at,
        updatedAt: at,
      });
      destinationRecordId = created.id;
      lines.push(
        this.line(context, created, row.quantityKg, row.type === 'intake' ? 'intake' : 'move-in', at, {
          movementId: row.id,
        }),
      );
    }
    await appendLedger(tx, lines);
    return updateMovement(tx, row.id, { status: 'complete', completedAt: at, destinationRecordId });
  }

  /** Completes a planned movement, checking it again under lock as it stands now. */
  async completeMovement(principal: Principal, id: string): Promise<Movement> {
    const context = await this.context(principal);
    return this.db.transaction(async (tx) => {
      const row = await lockMovement(tx, context.scope, id);
      if (!row) throw notFound();
      if (row.status === 'complete') throw conflict(messages.inventory.movementComplete, 'MOVEMENT_COMPLETE');
      const input = this.asInput(row);
      const prepared = await this.prepare(tx, context, input);
      if (prepared.conflicts.length > 0) throw movementRefused(prepared.conflicts);
      return movementView(await this.apply(tx, context, row, input, prepared, this.clock.now()), context.today);
    });
  }

  /** The stored movement as the body that would create it, so completing runs the same checks. */
  private asInput(row: MovementRow): MovementCreate {
    const common = {
      status: 'complete' as const,
      quantityKg: row.quantityKg,
      startDate: row.startDate,
      endDate: row.endDate,
    };
    const sources = row.sources.map(({ recordId, quantityKg }) => ({ recordId, quantityKg }));
    if (row.type === 'intake') {
      return {
        ...common,
        type: 'intake',
        destinationStorageId: row.destinationStorageId ?? '',
        record: row.intakeRecord as Extract<MovementCreate, { type: 'intake' }>['record'],
      };
    }
    if (row.type === 'internal') {
      return { ...common, type: 'internal', sources, destinationStorageId: row.destinationStorageId ?? '' };
    }
    return { ...common, type: 'outbound', sources, destinationName: row.destinationName };
  }

  /**
   * A planned movement may be deleted; a complete one is in the ledger and stays. A harvest's load is the
   * exception (trading-logistics §5, "deleting a load removes it from harvest, including samples"): a complete
   * load is reversed by a ledger line taking it back out of the record it made, refused if some of it has left
   * since (no record goes below nothing). Answers the sample file the load let go of, for the caller to delete.
   */
  async deleteMovement(
    principal: Principal,
    id: string,
    link: MovementLink = {},
  ): Promise<{ sampleFileId: string | null }> {
    const context = await this.context(principal);
    return this.db.transaction(async (tx) => {
      await link.guard?.(tx, context.scope);
      const row = await lockMovement(tx, context.scope, id);
      if (!row || (link.harvestId !== undefined && row.harvestId !== link.harvestId)) throw notFound();
      const at = this.clock.now();
      if (row.status === 'complete') {
        if (link.harvestId === undefined || row.type !== 'intake' || !row.destinationRecordId) {
          throw conflict(messages.inventory.movementComplete, 'MOVEMENT_COMPLETE');
        }
        const [made] = await lockRecords(tx, { organisationId: context.scope.organisationId, unitIds: null }, [
          row.destinationRecordId,
        ]);
        if (!made || balanceIssue(made.quantityKg, -row.quantityKg)) {
          throw conflict(messages.inventory.harvestLoadMovedOn, 'LOAD_MOVED_ON');
        }
        await appendLedger(tx, [
          this.line(context, made, -row.quantityKg, 'adjustment', at, { reason: 'load-deleted', movementId: row.id }),
        ]);
        if (made.quantityKg === row.quantityKg) await updateRecord(tx, made.id, { deletedAt: at });
      }
      await updateMovement(tx, row.id, { deletedAt: at, sampleFileId: null });
      return { sampleFileId: row.sampleFileId };
    });
  }

  /**
   * Spec §5: copies of a movement as planned movements, no more than the inventory in its sources can bear:
   * 'There is only enough inventory to duplicate this movement {count} times'.
   */
  async duplicateMovement(
    principal: Principal,
    id: string,
    request: { copies: number; startDate?: string | undefined },
  ): Promise<Movement[]> {
    const context = await this.context(principal);
    return this.db.transaction(async (tx) => {
      const row = await findMovement(tx, context.scope, id);
      if (!row) throw notFound();
      if (row.type !== 'intake') {
        const records = await lockRecords(
          tx,
          context.scope,
          row.sources.map((source) => source.recordId),
        );
        const available = records.reduce((sum, record) => sum + record.quantityKg, 0);
        const issue = duplicateMovementIssue(available, row.quantityKg, request.copies);
        if (issue) throw new AppError(409, issue, 'DUPLICATE_TOO_MANY', [invalid('copies', issue)]);
      }
      const at = this.clock.now();
      const copies: Movement[] = [];
      for (let copy = 0; copy < request.copies; copy += 1) {
        const { id: _id, createdAt: _created, completedAt: _completed, destinationRecordId: _record, ...rest } = row;
        const inserted = await insertMovement(tx, {
          ...rest,
          status: 'planned',
          startDate: request.startDate ?? row.startDate,
          endDate: request.startDate ? null : row.endDate,
          createdBy: context.principal.userId,
          createdAt: at,
        });
        copies.push(movementView(inserted, context.today));
      }
      return copies;
    });
  }
}

/** Thrown to roll back the read-only check's transaction, which must not keep its locks. */
class RolledBack extends Error {}
