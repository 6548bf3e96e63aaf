import { z } from '../zod';
import { formatMessage, messages } from '../i18n/messages';
import { enGbIssueMessage } from '../i18n/zod-messages';
import type { CommodityGroup } from '../reference/commodities';
import { CSV_FORMULA_START } from '../search/csv';
import { readCsv, type CsvReadProblem } from '../search/csv-read';
import { enumTermName } from '../search/search-reply';
import { csvQuantityToKg } from '../units/csv-quantity';
import { tonnesToKg, type WeightUnit } from '../units/units';
import { OWNER_STATUSES, SALE_STATUSES } from './inventory-kinds';
import { stockRecordCreateSchema, type StockRecordCreate } from './inventory-schemas';

/**
 * Stock records imported from CSV (issue 7): the columns the stock export writes (RECORD_CSV_COLUMNS), so an
 * exported file can be edited in a spreadsheet and imported again, names in place of ids. Each row becomes the
 * body of POST /api/inventory/records, or the issues that stop it, named by the row and column a spreadsheet
 * shows. An import adds records: it never changes the ones already there.
 */

/** At most this many rows (below the header) in one import: a farm's whole stock is a few hundred. */
export const STOCK_IMPORT_ROWS_MAX = 5_000;
/** At most this much text in one import (UTF-8), well above 5,000 rows of the export's columns. */
export const STOCK_IMPORT_BYTES_MAX = 2 * 1024 * 1024;

/** The headings an import reads (matched without regard to case or spacing); the export writes all but Quantity (t). */
export const STOCK_IMPORT_COLUMNS = {
  crop: 'Crop',
  item: 'Type and grade',
  variety: 'Variety',
  harvestYear: 'Harvest year',
  storage: 'Store or field',
  unit: 'Farm or store',
  ownership: 'Ownership',
  storedFor: 'Stored for',
  contract: 'Storage contract',
  quantityKg: 'Quantity (kg)',
  quantityTonnes: 'Quantity (t)',
  quantityPounds: 'Quantity (lb)',
  quantityBushels: 'Quantity (bu)',
  saleStatus: 'Sale status',
  /** The day the exported record was added: an imported record is added today, so this is read past. */
  added: 'Added',
} as const;
type ColumnKey = keyof typeof STOCK_IMPORT_COLUMNS;

/** The quantity columns an import reads, by the unit their heading names (issue 20): exactly one is needed. */
const QUANTITY_COLUMNS = {
  quantityKg: 'kg',
  quantityTonnes: 'tonne',
  quantityPounds: 'lb',
  quantityBushels: 'bushel',
} as const satisfies Partial<Record<ColumnKey, WeightUnit>>;
type QuantityKey = keyof typeof QUANTITY_COLUMNS;
const QUANTITY_KEYS = Object.keys(QUANTITY_COLUMNS) as QuantityKey[];

const REQUIRED: readonly ColumnKey[] = ['crop', 'harvestYear', 'storage'];

/** A store or field the caller may put stock in, as the import finds it by name. */
interface StockImportStorage {
  id: string;
  name: string;
  /** The farm or store it is at, which tells apart two stores of one name. */
  businessUnitName: string;
}

/** What the names in a file are looked up in: the reference catalogue's crops and the caller's storage. */
export interface StockImportLookups {
  crops: readonly CommodityGroup[];
  storages: readonly StockImportStorage[];
}

/** One thing wrong with one row: its number as a spreadsheet shows it (the header is row 1) and its column. */
const stockImportIssueSchema = z.object({
  row: z.number().int().min(1),
  field: z.string(),
  message: z.string(),
});
export type StockImportIssue = z.infer<typeof stockImportIssueSchema>;

/** A row that reads as a stock record. */
interface StockImportRow {
  row: number;
  input: StockRecordCreate;
}

/** Why a file as a whole cannot be imported: too large, or not CSV with the columns an import takes. */
type StockImportRefusal = { kind: 'tooLarge'; message: string } | { kind: 'unreadable'; message: string };

export type StockImportReading =
  | { ok: false; refusal: StockImportRefusal }
  | {
      ok: true;
      /** The rows with anything in them (blank rows are passed over). */
      rows: number;
      /** Those that read as records, in the file's order. */
      records: StockImportRow[];
      /** The heading of the file's quantity column (kg or t), for an issue about the quantity found later. */
      quantityColumn: string;
      issues: StockImportIssue[];
    };

/** POST /api/inventory/records/import: the file's text and whether only to check it. */
export const stockImportRequestSchema = z.strictObject({
  csv: z.string().min(1, messages.inventory.importEmpty),
  dryRun: z.boolean(),
});
export type StockImportRequest = z.infer<typeof stockImportRequestSchema>;

/** Its reply: how many rows, how many are ready, what stops the others; `imported` is 0 on a dry run. */
export const stockImportResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  valid: z.number().int(),
  imported: z.number().int(),
  issues: z.array(stockImportIssueSchema),
});
export type StockImportResult = z.infer<typeof stockImportResultSchema>;

/** The size of a text in UTF-8, as the file was on disk (the domain has no TextEncoder: it runs on any runtime). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A heading or a name as compared: case, spacing at the ends and runs of spaces do not matter. */
export const foldName = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The export guards a text starting like a formula with an apostrophe (csv.ts); the import takes it off again. */
export function unguardFormula(text: string): string {
  return text.startsWith("'") && CSV_FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

const tooLarge = (): StockImportRefusal => ({
  kind: 'tooLarge',
  message: formatMessage(messages.inventory.importTooLarge, {
    rows: STOCK_IMPORT_ROWS_MAX.toLocaleString('en-GB'),
    megabytes: STOCK_IMPORT_BYTES_MAX / (1024 * 1024),
  }),
});
const unreadable = (message: string): StockImportRefusal => ({ kind: 'unreadable', message });
const refuse = (refusal: StockImportRefusal): StockImportReading => ({ ok: false, refusal });

export function csvProblemMessage(problem: CsvReadProblem): string {
  const detail =
    problem.kind === 'unclosedQuote'
      ? formatMessage(messages.inventory.importUnclosedQuote, { row: problem.row })
      : formatMessage(messages.inventory.importStrayQuote, { row: problem.row });
  return formatMessage(messages.inventory.importUnreadable, { problem: detail });
}

/** Which cell of a row holds each column the header names; a refusal for a header an import cannot take. */
function readHeader(header: readonly string[]): Map<ColumnKey, number> | StockImportRefusal {
  const byHeading = new Map<string, ColumnKey>(
    Object.entries(STOCK_IMPORT_COLUMNS).map(([key, heading]) => [foldName(heading), key as ColumnKey]),
  );
  const columns = new Map<ColumnKey, number>();
  for (const [index, raw] of header.entries()) {
    // Spreadsheets often save empty columns past the last one used: a column with no heading is passed over.
    if (raw.trim() === '') continue;
    const key = byHeading.get(foldName(raw));
    // A quantity without its unit is never guessed: tonnes read as kilograms would be a thousandth of the grain.
    if (!key && foldName(raw) === foldName('Quantity')) return unreadable(messages.inventory.importQuantityUnit);
    if (!key) return unreadable(formatMessage(messages.inventory.importColumnUnknown, { column: raw.trim() }));
    if (columns.has(key)) {
      return unreadable(formatMessage(messages.inventory.importColumnRepeated, { column: STOCK_IMPORT_COLUMNS[key] }));
    }
    columns.set(key, index);
  }
  for (const key of REQUIRED) {
    if (!columns.has(key)) {
      return unreadable(formatMessage(messages.inventory.importColumnMissing, { column: STOCK_IMPORT_COLUMNS[key] }));
    }
  }
  if (QUANTITY_KEYS.filter((key) => columns.has(key)).length !== 1) {
    return unreadable(messages.inventory.importQuantityColumn);
  }
  return columns;
}

/** Whole kilograms as the export writes them (`25000`), or as a spreadsheet may show them (`25,000`). */
export function parseWholeKilograms(text: string): number | null {
  const cleaned = text.trim();
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(cleaned)) return null;
  return Number(cleaned.replaceAll(',', ''));
}

/**
 * Tonnes with at most three decimals (`25.5`, `1,200.125`), as exact kilograms: read as digits, never through
 * a floating-point product, so 0.001 t is 1 kg and not 1.0000000000000002.
 */
export function parseTonnesAsKilograms(text: string): number | null {
  const match = /^(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number((match[1] ?? '').replaceAll(',', ''));
  // Three decimals of a tonne are its kilograms.
  const fraction = Number((match[2] ?? '').padEnd(3, '0'));
  return tonnesToKg(whole) + fraction;
}

/** A list value by its stored value or the name the export writes for it ("Stored for others"). */
function optionOf<T extends string>(values: readonly T[], text: string): T | null {
  const wanted = foldName(text);
  return values.find((value) => foldName(value) === wanted || foldName(enumTermName(value)) === wanted) ?? null;
}

/** The record's field each column fills, for naming the column of a rule the record schema checks. */
const COLUMN_OF_FIELD: Partial<Record<keyof StockRecordCreate, ColumnKey>> = {
  storageId: 'storage',
  commodityId: 'crop',
  commodityItemId: 'item',
  variety: 'variety',
  harvestYear: 'harvestYear',
  ownerStatus: 'ownership',
  thirdPartyOwner: 'storedFor',
  storageContractRef: 'contract',
  saleStatus: 'saleStatus',
};

/**
 * Reads a CSV file of stock records: every row with anything in it is either a record ready to write or the
 * issues that stop it (all of them, so one pass through the spreadsheet fixes the file). Names are looked up
 * without regard to case; a crop, or a type and grade, may also be given by its id. A file too large, not CSV,
 * or without the columns an import takes, is refused as a whole.
 */
export function readStockImport(text: string, lookups: StockImportLookups): StockImportReading {
  if (utf8Length(text) > STOCK_IMPORT_BYTES_MAX) return refuse(tooLarge());
  const reading = readCsv(text);
  if (!reading.ok) return refuse(unreadable(csvProblemMessage(reading.problem)));
  const [header, ...body] = reading.rows;
  if (!header) return refuse(unreadable(messages.inventory.importEmpty));
  const columns = readHeader(header);
  if (!(columns instanceof Map)) return refuse(columns);
  // Blank rows keep their numbers (a spreadsheet counts them) but are not records.
  const filled = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) return refuse(unreadable(messages.inventory.importEmpty));
  if (filled.length > STOCK_IMPORT_ROWS_MAX) return refuse(tooLarge());

  const width = header.length;
  const quantityKey: QuantityKey = QUANTITY_KEYS.find((key) => columns.has(key)) ?? 'quantityKg';
  const records: StockImportRow[] = [];
  const issues: StockImportIssue[] = [];
  for (const { cells, row } of filled) {
    const found: StockImportIssue[] = [];
    const cellOf = (key: ColumnKey): string => {
      const index = columns.get(key);
      return index === undefined ? '' : unguardFormula((cells[index] ?? '').trim());
    };
    const flag = (key: ColumnKey, message: string) => found.push({ row, field: STOCK_IMPORT_COLUMNS[key], message });
    if (cells.slice(width).some((cell) => cell.trim() !== '')) {
      found.push({ row, field: '', message: messages.inventory.importExtraCells });
    }
    const read = readRow(cellOf, lookups, quantityKey, flag);
    const parsed = stockRecordCreateSchema.safeParse(read, { error: enGbIssueMessage });
    if (!parsed.success) {
      const flagged = new Set(found.map((issue) => issue.field));
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        const key = field === 'quantityKg' ? quantityKey : COLUMN_OF_FIELD[field as keyof StockRecordCreate];
        const heading = key ? STOCK_IMPORT_COLUMNS[key] : String(field ?? '');
        // A name that was not found has been said already; the schema would only add 'Please enter a valid value'.
        if (flagged.has(heading)) continue;
        flagged.add(heading);
        found.push({ row, field: heading, message: issue.message });
      }
    }
    // In the order of the file's columns, as the eye reads along the row.
    const place = (issue: StockImportIssue) => {
      const key = (Object.keys(STOCK_IMPORT_COLUMNS) as ColumnKey[]).find(
        (each) => STOCK_IMPORT_COLUMNS[each] === issue.field,
      );
      return key ? (columns.get(key) ?? width) : -1;
    };
    found.sort((a, b) => place(a) - place(b));
    if (found.length > 0 || !parsed.success) issues.push(...found);
    else records.push({ row, input: parsed.data });
  }
  return { ok: true, rows: filled.length, records, issues, quantityColumn: STOCK_IMPORT_COLUMNS[quantityKey] };
}

/** One row's cells as the body of a new record, looking names up; what cannot be looked up is flagged. */
function readRow(
  cellOf: (key: ColumnKey) => string,
  lookups: StockImportLookups,
  quantityKey: QuantityKey,
  flag: (key: ColumnKey, message: string) => void,
): Record<string, unknown> {
  const orNull = (key: ColumnKey) => cellOf(key) || null;
  const orDefault = (key: ColumnKey) => cellOf(key) || undefined;

  const cropText = cellOf('crop');
  const crop = cropText
    ? lookups.crops.find(
        (group) => foldName(group.name) === foldName(cropText) || foldName(group.id) === foldName(cropText),
      )
    : undefined;
  if (cropText && !crop) flag('crop', formatMessage(messages.inventory.importCropUnknown, { name: cropText }));

  const itemText = cellOf('item');
  let commodityItemId: string | null = null;
  if (itemText && crop) {
    const item = crop.items.find(
      (each) => foldName(each.name) === foldName(itemText) || foldName(each.id) === foldName(itemText),
    );
    if (item) commodityItemId = item.id;
    else flag('item', formatMessage(messages.inventory.importItemUnknown, { name: itemText, crop: crop.name }));
  }

  const storageText = cellOf('storage');
  const unitText = cellOf('unit');
  let storageId: string | undefined;
  if (storageText) {
    const named = lookups.storages.filter((storage) => foldName(storage.name) === foldName(storageText));
    const atUnit = unitText
      ? named.filter((storage) => foldName(storage.businessUnitName) === foldName(unitText))
      : named;
    const [only, ...others] = atUnit;
    if (!only) flag('storage', formatMessage(messages.inventory.importStorageUnknown, { name: storageText }));
    else if (others.length > 0) {
      flag('storage', formatMessage(messages.inventory.importStorageAmbiguous, { name: storageText }));
    } else storageId = only.id;
  }

  const quantityText = cellOf(quantityKey);
  let quantityKg: number | undefined;
  if (quantityText) {
    const unit = QUANTITY_COLUMNS[quantityKey];
    const kg = csvQuantityToKg(quantityText, unit);
    if (kg === null) {
      flag(
        quantityKey,
        unit === 'kg'
          ? messages.inventory.importWholeKilograms
          : unit === 'tonne'
            ? messages.inventory.importTonnes
            : formatMessage(messages.inventory.importTwoDecimals, { unit: messages.units.symbols[unit] }),
      );
    } else quantityKg = kg;
  }

  const yearText = cellOf('harvestYear');
  const option = <T extends string>(key: ColumnKey, values: readonly T[]): T | undefined => {
    const given = orDefault(key);
    if (given === undefined) return undefined;
    const value = optionOf(values, given);
    if (value === null) {
      flag(
        key,
        formatMessage(messages.inventory.importOptionUnknown, { options: values.map(enumTermName).join(', ') }),
      );
      return undefined;
    }
    return value;
  };

  return {
    // Unfound names go through as they are, for the schema's other rules; their own issue is already flagged.
    storageId: storageId ?? (storageText || undefined),
    quantityKg,
    commodityId: crop?.id ?? cropText,
    commodityItemId,
    variety: orNull('variety'),
    harvestYear: /^\d+$/.test(yearText) ? Number(yearText) : orDefault('harvestYear'),
    ownerStatus: option('ownership', OWNER_STATUSES),
    thirdPartyOwner: orNull('storedFor'),
    storageContractRef: orNull('contract'),
    saleStatus: option('saleStatus', SALE_STATUSES),
  };
}
