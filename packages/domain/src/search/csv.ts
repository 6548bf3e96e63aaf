/**
 * Lists exported as CSV (issue "Export: every list exports to CSV with the active filters"): RFC 4180 text that
 * a spreadsheet opens as it is, written by one pure function so every list quotes and guards its cells alike.
 */

/** One cell: text, a number (written as a number, so a spreadsheet can add it up), or nothing. */
export type CsvCell = string | number | null | undefined;

/**
 * At most this many rows in one export. A farm's whole history is a few thousand rows; the cap only stops one
 * request from building an unbounded file in the API's memory (the text is built whole, not streamed).
 */
export const CSV_EXPORT_ROWS_MAX = 50_000;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** RFC 4180: lines end with CRLF, also inside the file's last line. */
const CSV_LINE_END = '\r\n';

/**
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell starting with one of these as a formula
 * (`=HYPERLINK(...)` in a variety typed by someone else). A leading apostrophe makes it plain text there.
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet must show it: prefixed with an apostrophe when it would start a formula. */
export const guardFormula = (text: string): string => (CSV_FORMULA_START.test(text) ? `'${text}` : text);

/** RFC 4180 §2.6-2.7: a field holding a comma, a quote, CR or LF is quoted, and its quotes doubled. */
function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One cell as written: nothing is empty, a number as itself (a negative one is not a formula), text guarded. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return quoteField(guardFormula(cell));
}

/** The CSV text of a header row and the rows under it, every line ended with CRLF. */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',') + CSV_LINE_END).join('');
}

/** One column of an export: its heading and what it shows of a doc, given the names of the ids it holds. */
export interface CsvColumn<Doc, Names> {
  header: string;
  cell(doc: Doc, names: Names): CsvCell;
}

/** The export of a list: a header row of the columns' headings and one row per doc, in the list's order. */
export function csvOf<Doc, Names>(
  columns: readonly CsvColumn<Doc, Names>[],
  docs: readonly Doc[],
  names: Names,
): string {
  return writeCsv(
    columns.map((column) => column.header),
    docs.map((doc) => columns.map((column) => column.cell(doc, names))),
  );
}

/** The file an export downloads as: the list's name and the day it was taken, `records-2026-08-01.csv`. */
export const csvFileName = (list: string, day: string): string => `${list}-${day}.csv`;
