import {
  readPriceImport,
  type PriceImportMapping,
  type PriceImportRequest,
  type PriceImportResult,
  type PriceSourceSummary,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { importRefused, importTooLarge } from '../../../platform/http/import-errors';
import type { MarketCrops } from '../ports';
import { deleteSourceDays, sourceTotals } from '../prices/queries';
import type { PricesService } from '../prices/service';
import { importMappings, insertPriceImport, latestImports, saveImportMapping } from './queries';

/** The rows a result shows as read, for the administrator to see the mapping is right. */
const PREVIEW_ROWS = 10;
/** Stored beside the columns: the kind fixed for a table without a kind column. */
const FIXED_KIND = '_kind';

/**
 * Published price tables imported from CSV (issue 24), by system administrators: the mapping is kept per source; a
 * dry run answers every bad row; an import replaces what the source said for the table's days, all at once or not.
 */
export class PriceImportsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly prices: PricesService,
    private readonly crops: MarketCrops,
  ) {}

  async sources(): Promise<PriceSourceSummary[]> {
    const [mappings, totals, imports] = await Promise.all([
      importMappings(this.db),
      sourceTotals(this.db),
      latestImports(this.db),
    ]);
    const sources = new Set([...mappings.map((row) => row.source), ...totals.map((row) => row.source)]);
    return [...sources].sort().map((source) => {
      const saved = mappings.find((row) => row.source === source)?.mapping ?? null;
      const { [FIXED_KIND]: kind = null, ...mapping } = saved ?? {};
      const total = totals.find((row) => row.source === source);
      return {
        source,
        mapping: saved ? (mapping as PriceImportMapping) : null,
        kind,
        prices: total?.prices ?? 0,
        firstDay: total?.first_day ?? null,
        lastDay: total?.last_day ?? null,
        lastImportAt: imports.get(source)?.toISOString() ?? null,
      };
    });
  }

  async import(principal: Principal, request: PriceImportRequest): Promise<PriceImportResult> {
    const reading = readPriceImport(request.csv, request, this.crops.commodityGroups());
    if (!reading.ok) {
      if (reading.tooLarge) throw importTooLarge(reading.message);
      throw badRequest([{ field: 'csv', message: reading.message }], reading.message);
    }
    const days = [...new Set(reading.prices.map((price) => price.input.pricedOn))].sort();
    const summary = {
      dryRun: request.dryRun,
      rows: reading.rows,
      valid: reading.prices.length,
      issues: reading.issues,
      preview: reading.prices.slice(0, PREVIEW_ROWS).map((price) => price.input),
      firstDay: days[0] ?? null,
      lastDay: days.at(-1) ?? null,
    };
    if (request.dryRun) return { ...summary, imported: 0, replaced: 0 };
    // A table with bad rows is not imported in part: the administrator mends the file (or its mapping) first.
    if (reading.issues.length > 0) throw importRefused(reading.issues);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const replaced = await deleteSourceDays(tx, request.source, days);
      const imported = await this.prices.record(
        tx,
        request.source,
        reading.prices.map((price) => price.input),
      );
      await saveImportMapping(tx, {
        source: request.source,
        mapping: { ...request.mapping, ...(request.kind ? { [FIXED_KIND]: request.kind } : {}) } as Record<
          string,
          string
        >,
        updatedBy: principal.userId,
        updatedAt: now,
      });
      await insertPriceImport(tx, {
        source: request.source,
        fileName: request.fileName,
        rows: reading.rows,
        imported,
        firstDay: summary.firstDay,
        lastDay: summary.lastDay,
        importedBy: principal.userId,
        importedAt: now,
      });
      return { ...summary, imported, replaced };
    });
  }
}
