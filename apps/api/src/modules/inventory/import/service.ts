import {
  readStockImport,
  STOCK_IMPORT_COLUMNS,
  type StockImportRequest,
  type StockImportResult,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { unitNameIn, type InventoryContexts } from '../context-service';
import { importRefused, importTooLarge } from '../errors';
import type { StockService } from '../stock/service';
import { listStorages } from '../storage/queries';

/** What the import needs of the stock sub-domain: the one way records are opened. */
export type ImportStock = Pick<StockService, 'openRecords'>;

/**
 * Stock records imported from a CSV file (issue 7): the columns of the stock export, names in place of ids, checked
 * row by row (a dry run writes nothing), then written all in one transaction or not at all.
 */
export class StockImportService {
  constructor(
    private readonly db: Db,
    private readonly contexts: InventoryContexts,
    private readonly stock: ImportStock,
  ) {}

  /**
   * POST /api/inventory/records/import. The file is read against the caller's own stores and fields (another
   * organisation's, or one at a unit they cannot reach, is simply not found: that row's issue, nothing more), then
   * the good rows are checked against their stores in one transaction, in the file's order, so a store filled by
   * earlier rows refuses a later one exactly as separate additions would. Only when every row is good, and it is
   * not a dry run, are they written, all in that same transaction: nothing is written until every row is good.
   */
  async importRecords(principal: Principal, request: StockImportRequest): Promise<StockImportResult> {
    const context = await this.contexts.of(principal);
    const storages = await listStorages(this.db, context.scope);
    const reading = readStockImport(request.csv, {
      crops: this.contexts.crops.commodityGroups(),
      storages: storages.map((storage) => ({
        id: storage.id,
        name: storage.name,
        businessUnitName: unitNameIn(context, storage.businessUnitId),
      })),
    });
    if (!reading.ok) {
      if (reading.refusal.kind === 'tooLarge') throw importTooLarge(reading.refusal.message);
      throw badRequest([{ field: 'csv', message: reading.refusal.message }], reading.refusal.message);
    }

    const issues = [...reading.issues];
    const imported = await this.db.transaction(async (tx) => {
      const { conflicts, write } = await this.stock.openRecords(
        tx,
        context,
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
}
