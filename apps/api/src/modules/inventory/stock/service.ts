import { randomUUID } from 'node:crypto';
import {
  balanceIssue,
  movementConflicts,
  stockRecordPatchSchema,
  type AdjustmentCreate,
  type InventoryOverview,
  type LedgerLine,
  type MovementConflict,
  type OwnerStatus,
  type StockRecord,
  type StockRecordCreate,
  type StockRecordPatch,
  UNSOLD_LOT,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { wholeOrganisation } from '../../../platform/db/tenant-scope';
import { badRequest, conflictOn, notFound } from '../../../platform/http/errors';
import type { InventoryContext, InventoryContexts } from '../context-service';
import { invalid, invalidField, movementRefused } from '../errors';
import { appendLedger, ledgerLine, ledgerOfRecord } from '../ledger/queries';
import { ledgerLineView } from '../ledger/views';
import { findStorage, listStorages, lockStorage, type StorageRow } from '../storage/queries';
import type { Destination, StorageService } from '../storage/service';
import {
  countRecordsAtUnit,
  countRecordsOfContract,
  findRecord,
  holdingsOfRecords,
  insertRecords,
  listRecords,
  lockRecords,
  newRecordRow,
  stockByCrop,
  updateRecord,
  type RecordRow,
} from './queries';
import type { LotSalesService } from './lot-sales-service';
import type { StorageContractLinks } from './storage-contracts-service';
import { recordView } from './views';

/** What stock needs of the storage sub-domain: what a store holds and takes. */
export type StockStorages = Pick<StorageService, 'destinationOf'>;

/** Records checked before they are opened: each one's conflicts in its store, and the writer of those that fit. */
export interface RecordOpenings {
  conflicts: MovementConflict[][];
  write(): Promise<StockRecord[]>;
}

/**
 * Stock records (spec platform §3, §5): lots of grain or livestock in a storage location, each with its append-only
 * ledger. A record's quantity changes only through ledger lines: its intake, adjustments (a loss, a stock-take),
 * its deletion (a write-off) and movements. Each change runs in one transaction that locks the record first.
 */
export class StockService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly contexts: InventoryContexts,
    private readonly storages: StockStorages,
    private readonly sales: LotSalesService,
    private readonly contracts: StorageContractLinks,
  ) {}

  /** §5 a unit linked to crops cannot be deleted: its stock records (accounts' BusinessUnitLinks port). */
  linksToBusinessUnit(unit: { id: string }, exec: Executor): Promise<number> {
    return countRecordsAtUnit(exec, unit.id);
  }

  /** Trading's contract delete rule: a storage contract that live stock records link to is kept. */
  async holdsContract(exec: Executor, contractId: string): Promise<boolean> {
    return (await countRecordsOfContract(exec, contractId)) > 0;
  }

  /**
   * Trading's deliveries: who owns the grain of the organisation's lots among `ids` and the storage contract it is
   * held under, read in the delivery's transaction (its movement has locked the lots).
   */
  async lotHoldings(
    exec: Executor,
    organisationId: string,
    ids: readonly string[],
  ): Promise<
    { id: string; ownerStatus: OwnerStatus; storageContractId: string | null; storageContractRef: string | null }[]
  > {
    return holdingsOfRecords(exec, organisationId, ids);
  }

  /** The inventory home's figures: stock by crop at the caller's units. */
  async overview(principal: Principal): Promise<InventoryOverview> {
    const context = await this.contexts.of(principal);
    const byCrop = await stockByCrop(this.db, context.scope);
    return { stockByCrop: byCrop, totalKg: byCrop.reduce((sum, crop) => sum + crop.quantityKg, 0) };
  }

  async records(principal: Principal): Promise<StockRecord[]> {
    const context = await this.contexts.of(principal);
    const [rows, storages] = await Promise.all([
      listRecords(this.db, context.scope),
      listStorages(this.db, wholeOrganisation(context.scope)),
    ]);
    const byId = new Map(storages.map((storage) => [storage.id, storage]));
    const sales = await this.sales.of(this.db, context.scope.organisationId, rows);
    const numbers = await this.contracts.numbers(this.db, context.scope.organisationId, rows);
    return rows.flatMap((row) => {
      const storage = byId.get(row.storageId);
      const sale = sales.get(row.id);
      const number = row.storageContractId ? (numbers.get(row.storageContractId) ?? null) : null;
      return storage && sale ? [recordView(row, storage, sale, number)] : [];
    });
  }

  async record(principal: Principal, id: string): Promise<StockRecord> {
    const context = await this.contexts.of(principal);
    const row = await findRecord(this.db, context.scope, id);
    if (!row) throw notFound();
    return this.withStorage(this.db, context, row);
  }

  /**
   * Trading's listing from stock: the caller's own lot (at their farms and stores), or null when it is not theirs
   * (another organisation's, outside their units, deleted).
   */
  async ownLot(principal: Principal, id: string): Promise<StockRecord | null> {
    const context = await this.contexts.of(principal);
    const row = await findRecord(this.db, context.scope, id);
    return row ? this.withStorage(this.db, context, row) : null;
  }

  private async withStorage(exec: Executor, context: InventoryContext, row: RecordRow): Promise<StockRecord> {
    const storage = await findStorage(exec, wholeOrganisation(context.scope), row.storageId);
    if (!storage) throw notFound();
    const organisationId = context.scope.organisationId;
    const numbers = await this.contracts.numbers(exec, organisationId, [row]);
    const number = row.storageContractId ? (numbers.get(row.storageContractId) ?? null) : null;
    return recordView(row, storage, await this.sales.one(exec, organisationId, row), number);
  }

  async createRecord(principal: Principal, input: StockRecordCreate): Promise<StockRecord> {
    const context = await this.contexts.of(principal);
    const issues = this.contexts.cropIssues(input.commodityId, 'commodityId');
    if (issues.length > 0) throw badRequest(issues);
    return this.db.transaction(async (tx) => {
      await this.contracts.check(tx, context.scope.organisationId, input.storageContractId);
      const { conflicts, write } = await this.openRecords(tx, context, [input]);
      if (conflicts[0] && conflicts[0].length > 0) throw movementRefused(conflicts[0]);
      const [record] = await write();
      if (!record) throw notFound();
      if (!record.storageContractId) return record;
      // The new lot's view names its storage contract's number.
      const row = await findRecord(tx, context.scope, record.id);
      return row ? this.withStorage(tx, context, row) : record;
    });
  }

  /**
   * Records to be opened with their opening quantity, checked in order against the stores they go into (over
   * capacity, a different crop), each as its store would stand with the earlier ones that fit: as if added one by
   * one. The stores are locked first, sub-stores then stores, each in id order (a move locks a sub-store before its
   * store), so additions and moves into them queue. Answers each input's conflicts (none when it fits) and `write`,
   * which writes those that fit with their ledger lines, each an intake line (issue 20: every tonne that arrived is
   * explained in the ledger; an intake movement adds its date, moisture and tickets). Shared by createRecord and the
   * CSV import, which checks thousands at once without writing any on a dry run.
   */
  async openRecords(
    tx: Executor,
    context: InventoryContext,
    inputs: readonly StockRecordCreate[],
  ): Promise<RecordOpenings> {
    const named = new Map<string, StorageRow>();
    for (const id of new Set(inputs.map((input) => input.storageId))) {
      const row = await findStorage(tx, context.scope, id);
      if (!row) throw invalidField('storageId');
      named.set(id, row);
    }
    const subStores = [...named.values()].filter((row) => row.parentId).map((row) => row.id);
    const stores = [...new Set([...named.values()].map((row) => row.parentId ?? row.id))];
    const locked = new Map<string, StorageRow>();
    for (const id of [...subStores.sort(), ...stores.sort()]) {
      // A parent store is locked whatever the caller's units: its capacity is shared with the sub-store.
      const row = await lockStorage(tx, named.has(id) ? context.scope : wholeOrganisation(context.scope), id);
      if (!row && named.has(id)) throw invalidField('storageId');
      if (row) locked.set(id, row);
    }
    const destinations = new Map<string, Destination>();
    for (const [id, row] of locked) destinations.set(id, await this.storages.destinationOf(tx, row));

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
          destination.cropName ??= this.contexts.cropName(input.commodityId);
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
          if (!storage) throw invalidField('storageId');
          return { ...newRecordRow(storage, input, at), id };
        }),
      );
      // Matched by the ids given them: RETURNING does not promise the order of VALUES.
      const byId = new Map(rows.map((row) => [row.id, row]));
      const opened = planned.flatMap(({ id, input }) => {
        const row = byId.get(id);
        return row ? [{ row, input }] : [];
      });
      const by = { userId: context.principal.userId, at };
      await appendLedger(
        tx,
        opened.map(({ row, input }) => ledgerLine(row, input.quantityKg, 'intake', by)),
      );
      return opened.flatMap(({ row, input }) => {
        const storage = locked.get(row.storageId);
        // A lot just opened has no listing yet, so nothing of it is sold.
        return storage ? [recordView({ ...row, quantityKg: input.quantityKg }, storage, UNSOLD_LOT)] : [];
      });
    };
    return { conflicts, write };
  }

  async updateRecord(principal: Principal, id: string, patch: StockRecordPatch): Promise<StockRecord> {
    const context = await this.contexts.of(principal);
    const row = await findRecord(this.db, context.scope, id);
    if (!row) throw notFound();
    // The storage contract rule applies to the record as it will be, not only to what the patch names.
    const merged = stockRecordPatchSchema.safeParse({
      ownerStatus: patch.ownerStatus ?? row.ownerStatus,
      storageContractRef: patch.storageContractRef === undefined ? row.storageContractRef : patch.storageContractRef,
      storageContractId: patch.storageContractId === undefined ? row.storageContractId : patch.storageContractId,
    });
    if (!merged.success) {
      throw badRequest(merged.error.issues.map((issue) => invalid(issue.path.join('.'), issue.message)));
    }
    return this.db.transaction(async (tx) => {
      await this.contracts.check(tx, context.scope.organisationId, patch.storageContractId);
      const updated = await updateRecord(tx, row.id, { ...patch, updatedAt: this.clock.now() });
      return this.withStorage(tx, context, updated);
    });
  }

  /** Deleting a record writes off what it holds in one ledger line, so the ledger still adds up. */
  async deleteRecord(principal: Principal, id: string): Promise<void> {
    const context = await this.contexts.of(principal);
    await this.db.transaction(async (tx) => {
      const [row] = await lockRecords(tx, context.scope, [id]);
      if (!row) throw notFound();
      const at = this.clock.now();
      if (row.quantityKg !== 0) {
        const by = { userId: context.principal.userId, at };
        await appendLedger(tx, [ledgerLine(row, -row.quantityKg, 'adjustment', by, { reason: 'deleted' })]);
      }
      await updateRecord(tx, row.id, { deletedAt: at });
    });
  }

  /** A loss or a stock-take correction: one ledger line, refused if it would leave less than nothing. */
  async adjust(principal: Principal, id: string, input: AdjustmentCreate): Promise<StockRecord> {
    const context = await this.contexts.of(principal);
    return this.db.transaction(async (tx) => {
      const [row] = await lockRecords(tx, context.scope, [id]);
      if (!row) throw notFound();
      const issue = balanceIssue(row.quantityKg, input.deltaKg);
      if (issue) throw conflictOn('deltaKg', issue);
      const by = { userId: context.principal.userId, at: this.clock.now() };
      await appendLedger(tx, [
        ledgerLine(row, input.deltaKg, 'adjustment', by, { reason: input.reason, note: input.note ?? null }),
      ]);
      return this.withStorage(tx, context, { ...row, quantityKg: row.quantityKg + input.deltaKg });
    });
  }

  async ledger(principal: Principal, id: string): Promise<LedgerLine[]> {
    const context = await this.contexts.of(principal);
    const row = await findRecord(this.db, context.scope, id);
    if (!row) throw notFound();
    return (await ledgerOfRecord(this.db, row.id)).map(ledgerLineView);
  }
}
