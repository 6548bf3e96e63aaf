import { desc } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { marketImportMappings, marketPriceImports } from './tables';

export type ImportMappingRow = typeof marketImportMappings.$inferSelect;

export async function importMappings(exec: Executor): Promise<ImportMappingRow[]> {
  return exec.select().from(marketImportMappings).orderBy(marketImportMappings.source);
}

/** Keeps a source's mapping for its next table. */
export async function saveImportMapping(exec: Executor, row: typeof marketImportMappings.$inferInsert): Promise<void> {
  await exec
    .insert(marketImportMappings)
    .values(row)
    .onConflictDoUpdate({
      target: marketImportMappings.source,
      set: { mapping: row.mapping, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    });
}

export async function insertPriceImport(exec: Executor, row: typeof marketPriceImports.$inferInsert): Promise<void> {
  await exec.insert(marketPriceImports).values(row);
}

/** Each source's latest import. */
export async function latestImports(exec: Executor): Promise<Map<string, Date>> {
  const rows = await exec
    .selectDistinctOn([marketPriceImports.source], {
      source: marketPriceImports.source,
      importedAt: marketPriceImports.importedAt,
    })
    .from(marketPriceImports)
    .orderBy(marketPriceImports.source, desc(marketPriceImports.importedAt));
  return new Map(rows.map((row) => [row.source, row.importedAt]));
}
