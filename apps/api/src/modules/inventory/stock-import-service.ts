import {
  formatMessage,
  messages,
  readStockImport,
  STOCK_IMPORT_COLUMNS,
  type CommodityGroup,
  type MovementConflict,
  type StockImportIssue,
  type StockImportRequest,
  type StockImportResult,
  type StockRecord,
  type StockRecordCreate,
} from '@harvest/domain';
import type { Db, Executor } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/http/errors';
import type { UnitScope } from '../accounts';
import { listStorages, type Scope } from './queries';

/** What the import needs of the inventory service: its scope, and the one way records are opened. */
export interface StockImportDeps {
  db: Db;
  crops: readonly CommodityGroup[];
  scope: Scope;
  units: UnitScope['units'];
  /** InventoryService.checkOpenings: each record's conflicts in its store, in order, and the writer of those that fit. */
  checkOpenings(
    tx: Executor,
    inputs: readonly StockRecordCreate[],
  ): Promise<{ conflicts: MovementConflict[][]; write: () => Promise<StockRecord[]> }>;
}

/** The 413 of a file over the import's limits. */
const tooLarge = (message: string) => new AppError(413, message, 'IMPORT_TOO_LARGE');

/**
 * The import's 422: nothing written, each bad row in the envelope's validation list under its column, the
 * message saying the row ("Row 3: There is no crop called Quinoa").
 */
export const importRefused = (issues: StockImportIssue[]) =>
  new AppError(
    422,
    messages.inventory.importNothingWritten,
    'IMPORT_ROWS_INVALID',
    issues.map((issue) => ({
      field: issue.field,
      message: formatMessage(messages.inventory.importRowInvalid, { row: issue.row, message: issue.message }),
    })),
  );

/**
 * POST /api/inventory/records/import. The file is read against the caller's own stores and fields (another
 * organisation's, or one at a unit they cannot reach, is simply not found: that row's issue, nothing more), then
 * the good rows are checked against their stores in one transaction, in the file's order, so a store filled by
 * earlier rows refuses a later one exactly as separate additions would. Only when every row is good, and it is not
 * a dry run, are they written, all in that same transaction: nothing is written until every row is good.
 */
export async function importStockRecords(
  deps: StockImportDeps,
  request: StockImportRequest,
): Promise<StockImportResult> {
  const storages = await listStorages(deps.db, deps.scope);
  const unitName = new Map(deps.units.map((unit) => [unit.id, unit.name]));
  const reading = readStockImport(request.csv, {
    crops: deps.crops,
    storages: storages.map((storage) => ({
      id: storage.id,
      name: storage.name,
      businessUnitName: unitName.get(storage.businessUnitId) ?? '',
    })),
  });
  if (!reading.ok) {
    if (reading.refusal.kind === 'tooLarge') throw tooLarge(reading.refusal.message);
    throw badRequest([{ field: 'csv', message: reading.refusal.message }], reading.refusal.message);
  }

  const issues = [...reading.issues];
  const imported = await deps.db.transaction(async (tx) => {
    const { conflicts, write } = await deps.checkOpenings(
      tx,
      reading.records.map((record) => record.input),
    );
    for (const [index, { row }] of reading.records.entries()) {
      for (const conflict of conflicts[index] ?? []) {
        const field = conflict.kind === 'cropClash' ? STOCK_IMPORT_COLUMNS.crop : reading.quantityColumn;
        issues.push({ row, field, message: conflict.message });
      }
    }
    if (request.dryRun || issues.length > 0) return 0;
    return (await write()).length;
  });

  issues.sort((a, b) => a.row - b.row);
  if (!request.dryRun && issues.length > 0) throw importRefused(issues);
  return {
    dryRun: request.dryRun,
    rows: reading.rows,
    valid: reading.rows - new Set(issues.map((issue) => issue.row)).size,
    imported,
    issues,
  };
}
