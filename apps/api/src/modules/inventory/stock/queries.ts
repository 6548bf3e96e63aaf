import type { StockRecordCreate } from '@harvest/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { returnedRow } from '../../../platform/db/database';
import { inScope, rowById, type Scope } from '../../../platform/db/tenant-scope';
import { inventoryRecords } from './tables';

export type RecordRow = typeof inventoryRecords.$inferSelect;
type RecordInsert = typeof inventoryRecords.$inferInsert;

/** What describes a lot, whether typed as a new record, carried by a planned intake or copied from a source. */
export type RecordDescription = Omit<StockRecordCreate, 'storageId' | 'quantityKg'>;

/**
 * A new record's row: the lot as described, in the storage location (and so at its business unit), holding nothing
 * until its first ledger line.
 */
export function newRecordRow(
  storage: { id: string; organisationId: string; businessUnitId: string },
  lot: RecordDescription,
  at: Date,
): RecordInsert {
  return {
    organisationId: storage.organisationId,
    storageId: storage.id,
    businessUnitId: storage.businessUnitId,
    inventoryType: lot.inventoryType,
    species: lot.species ?? null,
    commodityId: lot.commodityId,
    commodityItemId: lot.commodityItemId ?? null,
    variety: lot.variety ?? null,
    harvestYear: lot.harvestYear,
    ownerStatus: lot.ownerStatus,
    thirdPartyOwner: lot.thirdPartyOwner ?? null,
    storageContractRef: lot.storageContractRef ?? null,
    storageContractId: lot.storageContractId ?? null,
    attributes: lot.attributes ?? {},
    expectedYieldKg: lot.expectedYieldKg ?? null,
    saleStatus: lot.saleStatus,
    createdAt: at,
    updatedAt: at,
  };
}

const recordInScope = (scope: Scope) => inScope(scope, inventoryRecords);

/** How many live records a business unit holds: the "crops" that keep it from being deleted. */
export async function countRecordsAtUnit(exec: Executor, businessUnitId: string): Promise<number> {
  const [row] = await exec
    .select({ count: sql<string>`count(*)` })
    .from(inventoryRecords)
    .where(and(eq(inventoryRecords.businessUnitId, businessUnitId), isNull(inventoryRecords.deletedAt)));
  return Number(row?.count ?? 0);
}

/** How many live records link to a storage contract. */
export async function countRecordsOfContract(exec: Executor, contractId: string): Promise<number> {
  const [row] = await exec
    .select({ count: sql<string>`count(*)` })
    .from(inventoryRecords)
    .where(and(eq(inventoryRecords.storageContractId, contractId), isNull(inventoryRecords.deletedAt)));
  return Number(row?.count ?? 0);
}

export async function insertRecord(exec: Executor, values: typeof inventoryRecords.$inferInsert) {
  return returnedRow(await exec.insert(inventoryRecords).values(values).returning());
}

/** Many records in a few statements (an import): a thousand a statement, well inside PostgreSQL's 65,535 parameters. */
export async function insertRecords(
  exec: Executor,
  values: (typeof inventoryRecords.$inferInsert)[],
): Promise<RecordRow[]> {
  const inserted: RecordRow[] = [];
  for (let start = 0; start < values.length; start += 1000) {
    const chunk = values.slice(start, start + 1000);
    inserted.push(...(await exec.insert(inventoryRecords).values(chunk).returning()));
  }
  return inserted;
}

export const findRecord = (exec: Executor, scope: Scope, id: string) =>
  rowById(exec, inventoryRecords, id, recordInScope(scope));

/**
 * The records locked for this transaction, in id order so two transactions taking the same records cannot
 * deadlock. A concurrent move out of the same record waits here and then sees what this one left.
 */
export async function lockRecords(exec: Executor, scope: Scope, ids: string[]): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  return exec
    .select()
    .from(inventoryRecords)
    .where(and(inArray(inventoryRecords.id, ids), recordInScope(scope)))
    .orderBy(asc(inventoryRecords.id))
    .for('update');
}

/** Who owns the grain of the organisation's records among `ids`, and under which storage contract it is held. */
export function holdingsOfRecords(exec: Executor, organisationId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const r = inventoryRecords;
  return exec
    .select({
      id: r.id,
      ownerStatus: r.ownerStatus,
      storageContractId: r.storageContractId,
      storageContractRef: r.storageContractRef,
    })
    .from(r)
    .where(and(inArray(r.id, [...ids]), eq(r.organisationId, organisationId)));
}

export async function listRecords(exec: Executor, scope: Scope): Promise<RecordRow[]> {
  return exec
    .select()
    .from(inventoryRecords)
    .where(recordInScope(scope))
    .orderBy(desc(inventoryRecords.createdAt), asc(inventoryRecords.id));
}

/** The stock in scope by crop, largest first: records holding nothing are left out. */
export async function stockByCrop(
  exec: Executor,
  scope: Scope,
): Promise<{ commodityId: string; quantityKg: number; records: number }[]> {
  const rows = await exec
    .select({
      commodityId: inventoryRecords.commodityId,
      quantityKg: sql<string>`sum(${inventoryRecords.quantityKg})`,
      records: sql<string>`count(*)`,
    })
    .from(inventoryRecords)
    .where(and(recordInScope(scope), sql`${inventoryRecords.quantityKg} > 0`))
    .groupBy(inventoryRecords.commodityId)
    .orderBy(desc(sql`sum(${inventoryRecords.quantityKg})`), asc(inventoryRecords.commodityId));
  return rows.map((row) => ({
    commodityId: row.commodityId,
    quantityKg: Number(row.quantityKg),
    records: Number(row.records),
  }));
}

export async function updateRecord(exec: Executor, id: string, values: Partial<RecordRow>): Promise<RecordRow> {
  return returnedRow(await exec.update(inventoryRecords).set(values).where(eq(inventoryRecords.id, id)).returning());
}
