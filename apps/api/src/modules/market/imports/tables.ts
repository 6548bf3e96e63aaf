import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, rowId } from '../../../platform/db/columns';
import { userRef } from '../tables';

/** A source's column mapping, made once and used for each later table it publishes. */
export const marketImportMappings = pgTable(
  'market_import_mappings',
  {
    source: text('source').primaryKey(),
    /** Field -> the file's heading (PriceImportMapping). */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: instant('updated_at').notNull(),
  },
);

/** Each import made (not dry runs): who, what source, which days, how many prices. */
export const marketPriceImports = pgTable('market_price_imports', {
  id: rowId(),
  source: text('source').notNull(),
  fileName: text('file_name').notNull(),
  rows: integer('rows').notNull(),
  imported: integer('imported').notNull(),
  firstDay: text('first_day'),
  lastDay: text('last_day'),
  importedBy: userRef('imported_by'),
  importedAt: instant('imported_at').notNull(),
});
