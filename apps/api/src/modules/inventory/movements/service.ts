import {
  actualDateIssue,
  balanceIssue,
  bulkGroupIssue,
  bulkStorageIssue,
  duplicateMovementIssue,
  messages,
  movementConflicts,
  type Movement,
  type MovementConflict,
  type MovementComplete,
  type MovementCreate,
  type MovementReverse,
  sourcesForActual,
  type ValidationIssue,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { wholeOrganisation, type Scope } from '../../../platform/db/tenant-scope';
import { AppError, badRequest, conflict, conflictOn, notFound } from '../../../platform/http/errors';
import type { FilesService } from '../../files';
import type { InventoryContext, InventoryContexts } from '../context-service';
import { invalid, invalidField, movementRefused } from '../errors';
import { appendLedger, ledgerLine, ledgerOfMovement, type LedgerInsert } from '../ledger/queries';
import { insertRecord, lockRecords, newRecordRow, updateRecord, type RecordRow } from '../stock/queries';
import { findStorage, lockStorage, type StorageRow } from '../storage/queries';
import type { StorageService } from '../storage/service';
import { findMovement, insertMovement, listMovements, lockMovement, updateMovement, type MovementRow } from './queries';
import type { MovementSourceLine } from './tables';
import { movementView } from './views';

/** What movements need of files: whether a file the caller names is one they may use. */
export type MovementFiles = Pick<FilesService, 'describe'>;
/** What movements need of the storage sub-domain: what a destination holds and takes. */
export type MovementStorages = Pick<StorageService, 'destinationOf'>;

/**
 * What a movement belongs to beyond itself (a harvest plan's load): `guard` runs first in the movement's own
 * transaction, so it can lock and check the plan before the movement's rows; `harvestId` is stored with it, and
 * on delete names the plan the movement must belong to.
 */
export interface MovementLink {
  harvestId?: string;
  guard?: (tx: Executor, scope: Scope) => Promise<void>;
  /**
   * Runs last in the movement's transaction with the movement as written (created, or completed), so what it
   * belongs to (a contract's delivery) records it in the same transaction.
   */
  linked?: (tx: Executor, movement: Movement) => Promise<void>;
  /** On create: a planned movement of the caller's this one replaces (deleted in the same transaction). */
  replaces?: string;
  /**
   * The contract delivery the movement is (trading's): stored with it on create; completing, deleting or replacing
   * one that has a delivery must name it, so the delivery and its movement never part.
   */
  deliveryId?: string;
}

/** A delivery's movement is changed only through its delivery: any other change of it is refused. */
function checkDelivery(row: MovementRow, link: Pick<MovementLink, 'deliveryId'>): void {
  if ((row.contractDeliveryId ?? undefined) !== link.deliveryId) throw conflict(messages.inventory.movementOfDelivery);
}

/** What a movement touches, read and locked, with the conflicts it meets now. */
interface Prepared {
  records: Map<string, RecordRow>;
  commodityId: string;
  destination: StorageRow | null;
  intakeField: StorageRow | null;
  conflicts: MovementConflict[];
}

/**
 * Movements (spec platform §3-§5, trading-logistics §4-§5): intake into a store, internal between storage locations,
 * outbound off the farm. A planned movement changes nothing; completing it writes the ledger, in one transaction
 * that locks the records it takes from (in id order) and the store it fills, so concurrent moves queue and can
 * never take more than a record holds or fill a store past its capacity.
 */
export class MovementService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly contexts: InventoryContexts,
    private readonly storages: MovementStorages,
    private readonly files: MovementFiles,
  ) {}

  /** A weighbridge ticket or sample must be a file the caller may see: anything else is that field's 400. */
  private async checkFile(principal: Principal, fileId: string | null | undefined, field: string): Promise<void> {
    if (!fileId) return;
    try {
      await this.files.describe(principal, fileId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw invalidField(field);
      throw error;
    }
  }

  async movements(principal: Principal): Promise<Movement[]> {
    const context = await this.contexts.of(principal);
    return (await listMovements(this.db, context.scope)).map((row) => movementView(row, context.today));
  }

  async movement(principal: Principal, id: string): Promise<Movement> {
    const context = await this.contexts.of(principal);
    const row = await findMovement(this.db, context.scope, id);
    if (!row) throw notFound();
    return movementView(row, context.today);
  }

  /** The form's live check: the conflicts the movement would meet now, without writing or keeping a lock. */
  async movementConflicts(principal: Principal, input: MovementCreate): Promise<MovementConflict[]> {
    const context = await this.contexts.of(principal);
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
  private async prepare(tx: Executor, context: InventoryContext, input: MovementCreate): Promise<Prepared> {
    const sources = input.type === 'intake' ? [] : input.sources;
    const records = await lockRecords(
      tx,
      context.scope,
      sources.map((source) => source.recordId),
    );
    const byId = new Map(records.map((record) => [record.id, record]));
    const missing = sources.findIndex((source) => !byId.has(source.recordId));
    if (missing >= 0) throw invalidField(`sources.${missing}.recordId`);
    const issues: ValidationIssue[] = [];
    const commodityId = input.type === 'intake' ? input.record.commodityId : (records[0]?.commodityId ?? '');
    issues.push(...this.contexts.cropIssues(commodityId, input.type === 'intake' ? 'record.commodityId' : 'sources'));
    const groupIssue = bulkGroupIssue(records.map((record) => record.commodityId));
    if (groupIssue) issues.push(invalid('sources', groupIssue));
    const sourceStorages = await Promise.all(
      [...new Set(records.map((record) => record.storageId))].map((id) =>
        findStorage(tx, wholeOrganisation(context.scope), id),
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
    if (input.type === 'outbound') {
      const conflicts = movementConflicts({ quantityKg: input.quantityKg, commodityId, availableKg });
      return { records: byId, commodityId, destination: null, intakeField, conflicts };
    }
    const checked = await this.destinationConflicts(tx, context, input.destinationStorageId, {
      commodityId,
      quantityKg: input.quantityKg,
      availableKg,
    });
    return { records: byId, commodityId, destination: checked.storage, intakeField, conflicts: checked.conflicts };
  }

  /**
   * Locks the destination (and the store a sub-store belongs to, which shares its capacity) and answers the
   * conflicts of bringing `quantityKg` of the crop into it.
   */
  private async destinationConflicts(
    tx: Executor,
    context: InventoryContext,
    storageId: string,
    movement: { commodityId: string; quantityKg: number; availableKg: number | null },
  ): Promise<{ storage: StorageRow; conflicts: MovementConflict[] }> {
    const storage = await lockStorage(tx, context.scope, storageId);
    if (!storage) throw invalidField('destinationStorageId');
    const checks = [{ ...movement, destination: await this.storages.destinationOf(tx, storage) }];
    if (storage.parentId) {
      const parent = await lockStorage(tx, wholeOrganisation(context.scope), storage.parentId);
      if (parent)
        checks.push({ ...movement, availableKg: null, destination: await this.storages.destinationOf(tx, parent) });
    }
    const conflicts = checks.flatMap((check) => movementConflicts(check));
    const unique = conflicts.filter(
      (each, index) => conflicts.findIndex((other) => other.kind === each.kind) === index,
    );
    return { storage, conflicts: unique };
  }

  async createMovement(principal: Principal, input: MovementCreate, link: MovementLink = {}): Promise<Movement> {
    const context = await this.contexts.of(principal);
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
      if (link.replaces) await this.dropPlanned(tx, context.scope, link.replaces, link, at);
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
        sampleReference: input.sampleReference ?? null,
        moisturePercent: input.moisturePercent ?? null,
        harvestId: link.harvestId ?? null,
        contractDeliveryId: link.deliveryId ?? null,
        createdBy: context.principal.userId,
        createdAt: at,
      });
      const written =
        input.status === 'planned'
          ? movementView(row, context.today)
          : movementView(await this.apply(tx, context, row, input, prepared, at), context.today);
      await link.linked?.(tx, written);
      return written;
    });
  }

  /** A planned movement another replaces: gone in the replacing one's transaction (a complete one stays). */
  private async dropPlanned(tx: Executor, scope: Scope, id: string, link: MovementLink, at: Date): Promise<void> {
    const row = await lockMovement(tx, scope, id);
    if (!row) throw notFound();
    checkDelivery(row, link);
    if (row.status !== 'planned') throw conflict(messages.inventory.movementComplete);
    await updateMovement(tx, row.id, { deletedAt: at });
  }

  /** Writes a movement into the ledger: out of each source record, into a new record at the destination. */
  private async apply(
    tx: Executor,
    context: InventoryContext,
    row: MovementRow,
    input: MovementCreate,
    prepared: Prepared,
    at: Date,
  ): Promise<MovementRow> {
    const by = { userId: context.principal.userId, at };
    const lines: LedgerInsert[] = [];
    for (const source of row.sources) {
      const record = prepared.records.get(source.recordId);
      if (!record) continue;
      const kind = row.type === 'outbound' ? 'outbound' : 'move-out';
      lines.push(ledgerLine(record, -source.quantityKg, kind, by, { movementId: row.id }));
    }
    let destinationRecordId: string | null = null;
    if (prepared.destination) {
      const template = input.type === 'intake' ? input.record : prepared.records.get(row.sources[0]?.recordId ?? '');
      if (!template) throw notFound();
      // An intake's lot carries the moisture measured as it came in, unless its description names another.
      const moisture = input.type === 'intake' && row.moisturePercent !== null ? { moisture: row.moisturePercent } : {};
      const lot = { ...template, commodityId: row.commodityId, attributes: { ...moisture, ...template.attributes } };
      const created = await insertRecord(tx, newRecordRow(prepared.destination, lot, at));
      destinationRecordId = created.id;
      const kind = row.type === 'intake' ? 'intake' : 'move-in';
      lines.push(ledgerLine(created, row.quantityKg, kind, by, { movementId: row.id }));
    }
    await appendLedger(tx, lines);
    return updateMovement(tx, row.id, { status: 'complete', completedAt: at, destinationRecordId });
  }

  /**
   * Completes a planned movement with the day it actually moved and the weight actually moved (each the planned
   * one unless given), checking it again under lock as it stands now against the actual weight. The movement then
   * reads as it happened; the planned figures are kept beside them when they differ.
   */
  async completeMovement(
    principal: Principal,
    id: string,
    actual: MovementComplete = {},
    link: Pick<MovementLink, 'guard' | 'linked' | 'deliveryId'> = {},
  ): Promise<Movement> {
    const context = await this.contexts.of(principal);
    return this.db.transaction(async (tx) => {
      await link.guard?.(tx, context.scope);
      const planned = await lockMovement(tx, context.scope, id);
      if (!planned) throw notFound();
      checkDelivery(planned, link);
      if (planned.status === 'reversed') throw conflict(messages.inventory.movementReversed);
      if (planned.status === 'complete') throw conflict(messages.inventory.movementComplete);
      const actualDate = actual.actualDate ?? planned.startDate;
      const dateIssue = actualDateIssue(actualDate, context.today);
      if (dateIssue) throw invalidField('actualDate', dateIssue);
      const quantityKg = actual.actualQuantityKg ?? planned.quantityKg;
      const changed = actualDate !== planned.startDate || quantityKg !== planned.quantityKg;
      const row = changed
        ? await updateMovement(tx, planned.id, {
            startDate: actualDate,
            endDate: actualDate === planned.startDate ? planned.endDate : null,
            quantityKg,
            sources: sourcesForActual(planned.sources, quantityKg),
            plannedDate: planned.startDate,
            plannedQuantityKg: planned.quantityKg,
          })
        : planned;
      const input = asInput(row);
      const prepared = await this.prepare(tx, context, input);
      if (prepared.conflicts.length > 0) throw movementRefused(prepared.conflicts);
      const completed = movementView(
        await this.apply(tx, context, row, input, prepared, this.clock.now()),
        context.today,
      );
      await link.linked?.(tx, completed);
      return completed;
    });
  }

  /**
   * Reverses a complete movement by a correcting entry in the ledger: for each of its lines, one of the opposite
   * sign (kind reversal, the reason as its note), so history is never edited and the stock returns to where it
   * was. The movement is locked first, so of two reversals one waits and then finds it reversed. Refused, like a
   * move, when it would take more from a lot than the lot now holds (some has left since) or fill a store past its
   * capacity. The lot the movement made is closed once it holds nothing.
   */
  async reverseMovement(principal: Principal, id: string, request: MovementReverse): Promise<Movement> {
    const context = await this.contexts.of(principal);
    return this.db.transaction(async (tx) => {
      const row = await lockMovement(tx, context.scope, id);
      if (!row) throw notFound();
      checkDelivery(row, {});
      if (row.status === 'reversed') throw conflict(messages.inventory.movementReversed);
      if (row.status !== 'complete') throw conflict(messages.inventory.movementNotComplete);
      const lines = (await ledgerOfMovement(tx, row.id)).filter((line) => line.kind !== 'reversal');
      const ids = [...new Set(lines.map((line) => line.recordId))];
      // In the caller's scope, as a move needs: a member reverses only what they could have moved.
      const records = new Map((await lockRecords(tx, context.scope, ids)).map((record) => [record.id, record]));
      if (records.size < ids.length) throw conflict(messages.inventory.movementRecordGone);
      // What returns to each storage location the movement took from, and what leaves each lot it filled.
      const returning = new Map<string, number>();
      const conflicts: MovementConflict[] = [];
      for (const line of lines) {
        const record = records.get(line.recordId);
        if (!record) continue;
        if (line.deltaKg < 0) {
          returning.set(record.storageId, (returning.get(record.storageId) ?? 0) - line.deltaKg);
        } else {
          conflicts.push(
            ...movementConflicts({
              quantityKg: line.deltaKg,
              commodityId: row.commodityId,
              availableKg: record.quantityKg,
            }),
          );
        }
      }
      for (const storageId of [...returning.keys()].sort()) {
        const checked = await this.destinationConflicts(tx, context, storageId, {
          commodityId: row.commodityId,
          quantityKg: returning.get(storageId) ?? 0,
          availableKg: null,
        });
        conflicts.push(...checked.conflicts.filter((each) => each.kind === 'overCapacity'));
      }
      const unique = conflicts.filter(
        (each, index) => conflicts.findIndex((other) => other.kind === each.kind) === index,
      );
      if (unique.length > 0) throw movementRefused(unique);
      const at = this.clock.now();
      const by = { userId: context.principal.userId, at };
      await appendLedger(
        tx,
        lines.flatMap((line) => {
          const record = records.get(line.recordId);
          return record
            ? [ledgerLine(record, -line.deltaKg, 'reversal', by, { movementId: row.id, note: request.reason })]
            : [];
        }),
      );
      const made = row.destinationRecordId ? records.get(row.destinationRecordId) : undefined;
      const madeLeft = made
        ? made.quantityKg -
          lines.filter((line) => line.recordId === made.id).reduce((sum, line) => sum + line.deltaKg, 0)
        : null;
      if (made && madeLeft === 0) await updateRecord(tx, made.id, { deletedAt: at });
      const reversed = await updateMovement(tx, row.id, {
        status: 'reversed',
        reversedAt: at,
        reversedBy: context.principal.userId,
        reversalReason: request.reason,
      });
      return movementView(reversed, context.today);
    });
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
    const context = await this.contexts.of(principal);
    return this.db.transaction(async (tx) => {
      await link.guard?.(tx, context.scope);
      const row = await lockMovement(tx, context.scope, id);
      if (!row || (link.harvestId !== undefined && row.harvestId !== link.harvestId)) throw notFound();
      checkDelivery(row, link);
      const at = this.clock.now();
      // A reversed movement stays in the history; a reversed harvest load may still leave its harvest (its grain
      // was already taken back by the reversal, so nothing more is written).
      if (row.status === 'reversed' && link.harvestId === undefined) {
        throw conflict(messages.inventory.movementReversed);
      }
      if (row.status === 'complete') {
        if (link.harvestId === undefined || row.type !== 'intake' || !row.destinationRecordId) {
          throw conflict(messages.inventory.movementComplete);
        }
        const [made] = await lockRecords(tx, wholeOrganisation(context.scope), [row.destinationRecordId]);
        if (!made || balanceIssue(made.quantityKg, -row.quantityKg)) {
          throw conflict(messages.inventory.harvestLoadMovedOn);
        }
        const by = { userId: context.principal.userId, at };
        await appendLedger(tx, [
          ledgerLine(made, -row.quantityKg, 'adjustment', by, { reason: 'load-deleted', movementId: row.id }),
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
    const context = await this.contexts.of(principal);
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
        if (issue) throw conflictOn('copies', issue);
      }
      const at = this.clock.now();
      const copies: Movement[] = [];
      for (let copy = 0; copy < request.copies; copy += 1) {
        const { id: _id, createdAt: _created, completedAt: _completed, destinationRecordId: _record, ...rest } = row;
        const inserted = await insertMovement(tx, {
          ...rest,
          status: 'planned',
          // A copy is the farm's own movement, not the contract's delivery.
          contractDeliveryId: null,
          plannedDate: null,
          plannedQuantityKg: null,
          reversedAt: null,
          reversedBy: null,
          reversalReason: null,
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

/** The stored movement as the body that would create it, so completing runs the same checks. */
function asInput(row: MovementRow): MovementCreate {
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

/** Thrown to roll back the read-only check's transaction, which must not keep its locks. */
class RolledBack extends Error {}
