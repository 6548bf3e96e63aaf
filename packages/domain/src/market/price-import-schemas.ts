import { STOCK_IMPORT_BYTES_MAX, stockImportResultSchema } from '../inventory/stock-import';
import { z } from '../zod';
import { marketPriceInputSchema, priceSourceSchema } from './market-prices';

/**
 * A published price table imported from CSV (issue 24): its columns are mapped to the fields once per source, the
 * mapping kept for the source's next table; a dry run lists every bad row; an import replaces what the source said
 * for the same days, so importing a table twice changes nothing the second time.
 */
export const PRICE_IMPORT_FIELDS = ['date', 'commodity', 'region', 'kind', 'price', 'contractMonth', 'time'] as const;
export type PriceImportField = (typeof PRICE_IMPORT_FIELDS)[number];
/** The fields every mapping names; kind may instead be fixed for the whole table, contract month and time are optional. */
export const PRICE_IMPORT_REQUIRED: readonly PriceImportField[] = ['date', 'commodity', 'region', 'price'];

/** Field -> the file's heading. */
export const priceImportMappingSchema = z.partialRecord(z.enum(PRICE_IMPORT_FIELDS), z.string().trim().min(1).max(200));
export type PriceImportMapping = z.infer<typeof priceImportMappingSchema>;

/** POST /api/admin/market-prices/import. */
export const priceImportRequestSchema = z.strictObject({
  source: priceSourceSchema,
  fileName: z.string().trim().min(1).max(255),
  csv: z
    .string()
    .min(1)
    .max(STOCK_IMPORT_BYTES_MAX * 2),
  mapping: priceImportMappingSchema,
  /** The kind of every row when the table has no kind column. */
  kind: z.enum(['spot', 'ex-farm', 'delivered', 'futures']).nullable(),
  /** The currency of the table's prices (pounds or euros per tonne). */
  currency: z.enum(['GBP', 'EUR']).default('GBP'),
  dryRun: z.boolean(),
});
export type PriceImportRequest = z.infer<typeof priceImportRequestSchema>;

/** Its reply: the stock import's counts and issues, a preview of the first rows as read, and the days covered. */
export const priceImportResultSchema = stockImportResultSchema.extend({
  /** Prices the source had for the same days, replaced by this table (0 on a dry run). */
  replaced: z.number().int(),
  preview: z.array(marketPriceInputSchema),
  firstDay: z.iso.date().nullable(),
  lastDay: z.iso.date().nullable(),
});
export type PriceImportResult = z.infer<typeof priceImportResultSchema>;

/** GET /api/admin/market-prices/sources: each source with its mapping and its latest import. */
export const priceSourceSummarySchema = z.object({
  source: z.string(),
  mapping: priceImportMappingSchema.nullable(),
  kind: z.string().nullable(),
  prices: z.number().int(),
  firstDay: z.iso.date().nullable(),
  lastDay: z.iso.date().nullable(),
  lastImportAt: z.iso.datetime().nullable(),
});
export type PriceSourceSummary = z.infer<typeof priceSourceSummarySchema>;
