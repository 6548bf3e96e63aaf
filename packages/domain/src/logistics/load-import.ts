import { z } from '../zod';
import { formatMessage, messages } from '../i18n/messages';
import { enGbIssueMessage } from '../i18n/zod-messages';
import {
  csvProblemMessage,
  foldName,
  STOCK_IMPORT_BYTES_MAX,
  STOCK_IMPORT_ROWS_MAX,
  stockImportResultSchema,
  unguardFormula,
  utf8Length,
} from '../inventory/stock-import';
import type { CommodityGroup } from '../reference/commodities';
import { readCsv } from '../search/csv-read';
import { csvQuantityToKg } from '../units/csv-quantity';
import { loadCreateSchema, type LoadCreate } from './load-schemas';

/**
 * Loads uploaded from a CSV file (trading-logistics §2 'CSV load upload'): one row a load, read with the stock
 * import's kit (the CSV reader, the size limits, the issue shape), checked row by row so a dry run lists every bad
 * row, then written all at once or not at all. Idempotent by reference: a row whose reference the organisation
 * already has is passed over, so uploading the same file twice adds nothing the second time.
 */

export const LOAD_IMPORT_COLUMNS = {
  reference: 'Reference',
  jobReference: 'Job reference',
  commodity: 'Commodity',
  plannedDate: 'Planned date',
  weightTonnes: 'Weight (t)',
  notes: 'Notes',
} as const;
type ColumnKey = keyof typeof LOAD_IMPORT_COLUMNS;
const REQUIRED: readonly ColumnKey[] = ['reference', 'commodity', 'weightTonnes'];

/** The sample file the upload screen offers: the columns, with two rows to copy. */
export const LOAD_IMPORT_SAMPLE = [
  Object.values(LOAD_IMPORT_COLUMNS).join(','),
  'LD-HS-0001,,Wheat,2026-08-14,29,Feed wheat from the Top field',
  'LD-HS-0002,,Barley,15/08/2026,28.5,',
]
  .map((line) => `${line}\r\n`)
  .join('');

/** POST /api/logistics/loads/import: the file's text and whether only to check it. */
export const loadImportRequestSchema = z.strictObject({
  csv: z.string().min(1, messages.logistics.loadImportEmpty),
  dryRun: z.boolean(),
});
export type LoadImportRequest = z.infer<typeof loadImportRequestSchema>;

/** Its reply: the stock import's, with the rows passed over because their reference was imported already. */
export const loadImportResultSchema = stockImportResultSchema.extend({ skipped: z.number().int() });
export type LoadImportResult = z.infer<typeof loadImportResultSchema>;
type Issue = LoadImportResult['issues'][number];

/** What the names in a file are looked up in: the catalogue's crops and the organiser's jobs by reference. */
export interface LoadImportLookups {
  crops: readonly CommodityGroup[];
  jobs: readonly { id: string; reference: string }[];
}

export type LoadImportReading =
  | { ok: false; tooLarge: boolean; message: string }
  | { ok: true; rows: number; loads: { row: number; input: LoadCreate }[]; issues: Issue[] };

const refuse = (message: string, tooLarge = false): LoadImportReading => ({ ok: false, tooLarge, message });
const tooLargeMessage = () =>
  formatMessage(messages.inventory.importTooLarge, {
    rows: STOCK_IMPORT_ROWS_MAX.toLocaleString('en-GB'),
    megabytes: STOCK_IMPORT_BYTES_MAX / (1024 * 1024),
  });

/** A day written as a spreadsheet in the UK writes it (14/08/2026), or as ISO (2026-08-14): the ISO day, or null. */
export function readLoadDate(text: string): string | null {
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [, day = '', month = '', year = ''] = uk ?? [];
  const iso = uk ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : text;
  return z.iso.date().safeParse(iso).success ? iso : null;
}

/**
 * Reads a CSV file of loads: each row with anything in it is either a load ready to write or the issues that stop
 * it, all of them, named by row (the header is row 1) and column. A reference used twice in the file is an issue
 * of the later row. Whether a reference exists already is the API's to say (it passes those rows over).
 */
export function readLoadImport(text: string, lookups: LoadImportLookups): LoadImportReading {
  if (utf8Length(text) > STOCK_IMPORT_BYTES_MAX) return refuse(tooLargeMessage(), true);
  const reading = readCsv(text);
  if (!reading.ok) return refuse(csvProblemMessage(reading.problem));
  const [header, ...body] = reading.rows;
  if (!header) return refuse(messages.logistics.loadImportEmpty);

  const byHeading = new Map(
    Object.entries(LOAD_IMPORT_COLUMNS).map(([key, heading]) => [foldName(heading), key as ColumnKey]),
  );
  const columns = new Map<ColumnKey, number>();
  for (const [index, raw] of header.entries()) {
    if (raw.trim() === '') continue;
    const key = byHeading.get(foldName(raw));
    if (!key) return refuse(formatMessage(messages.logistics.loadImportColumnUnknown, { column: raw.trim() }));
    if (columns.has(key)) {
      return refuse(formatMessage(messages.inventory.importColumnRepeated, { column: LOAD_IMPORT_COLUMNS[key] }));
    }
    columns.set(key, index);
  }
  const missing = REQUIRED.find((key) => !columns.has(key));
  if (missing) {
    return refuse(formatMessage(messages.logistics.loadImportColumnMissing, { column: LOAD_IMPORT_COLUMNS[missing] }));
  }

  const filled = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) return refuse(messages.logistics.loadImportEmpty);
  if (filled.length > STOCK_IMPORT_ROWS_MAX) return refuse(tooLargeMessage(), true);

  const crops = new Map<string, string>();
  for (const group of lookups.crops) {
    crops.set(foldName(group.name), group.id);
    crops.set(foldName(group.id), group.id);
  }
  const jobs = new Map(lookups.jobs.map((job) => [foldName(job.reference), job.id]));
  const seen = new Set<string>();
  const loads: { row: number; input: LoadCreate }[] = [];
  const issues: Issue[] = [];

  for (const { cells, row } of filled) {
    const found: Issue[] = [];
    const cellOf = (key: ColumnKey): string => {
      const index = columns.get(key);
      return index === undefined ? '' : unguardFormula((cells[index] ?? '').trim());
    };
    const flag = (key: ColumnKey, message: string) => found.push({ row, field: LOAD_IMPORT_COLUMNS[key], message });
    if (cells.slice(header.length).some((cell) => cell.trim() !== '')) {
      found.push({ row, field: '', message: messages.inventory.importExtraCells });
    }

    const reference = cellOf('reference');
    if (reference && seen.has(foldName(reference))) {
      flag('reference', formatMessage(messages.logistics.loadImportReferenceRepeated, { reference }));
    }
    seen.add(foldName(reference));

    const jobText = cellOf('jobReference');
    const jobId = jobText ? jobs.get(foldName(jobText)) : null;
    if (jobText && !jobId) {
      flag('jobReference', formatMessage(messages.logistics.loadImportJobUnknown, { reference: jobText }));
    }

    const cropText = cellOf('commodity');
    const commodityId = cropText ? crops.get(foldName(cropText)) : undefined;
    if (cropText && !commodityId)
      flag('commodity', formatMessage(messages.inventory.importCropUnknown, { name: cropText }));

    const dateText = cellOf('plannedDate');
    const plannedDate = dateText ? readLoadDate(dateText) : null;
    if (dateText && !plannedDate) flag('plannedDate', messages.logistics.loadImportDate);

    const weightText = cellOf('weightTonnes');
    const weightKg = weightText ? csvQuantityToKg(weightText, 'tonne') : undefined;
    if (weightKg === null) flag('weightTonnes', messages.inventory.importTonnes);

    const parsed = loadCreateSchema.safeParse(
      {
        reference: reference || undefined,
        jobId: jobId ?? null,
        commodityId: commodityId ?? (cropText || undefined),
        plannedDate,
        weightKg: weightKg ?? undefined,
        notes: cellOf('notes') || null,
      },
      { error: enGbIssueMessage },
    );
    const COLUMN_OF: Record<string, ColumnKey> = {
      reference: 'reference',
      commodityId: 'commodity',
      weightKg: 'weightTonnes',
      notes: 'notes',
    };
    const flagged = new Set(found.map((issue) => issue.field));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = COLUMN_OF[String(issue.path[0])];
        const field = key ? LOAD_IMPORT_COLUMNS[key] : String(issue.path[0] ?? '');
        if (flagged.has(field)) continue;
        flagged.add(field);
        found.push({ row, field, message: issue.message });
      }
    }
    // A reference and a commodity are required of an upload (the API numbers a load only when made by hand).
    for (const key of ['reference', 'commodity', 'weightTonnes'] as const) {
      if (!cellOf(key) && !flagged.has(LOAD_IMPORT_COLUMNS[key])) flag(key, messages.validation.required);
    }
    const order = Object.keys(LOAD_IMPORT_COLUMNS) as ColumnKey[];
    const place = (issue: Issue) => order.findIndex((key) => LOAD_IMPORT_COLUMNS[key] === issue.field);
    found.sort((a, b) => place(a) - place(b));
    if (found.length > 0 || !parsed.success) issues.push(...found);
    else loads.push({ row, input: parsed.data });
  }
  return { ok: true, rows: filled.length, loads, issues };
}
