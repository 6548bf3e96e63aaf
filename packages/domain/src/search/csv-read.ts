/**
 * Reading CSV back (the import of a list the app exported, edited in a spreadsheet): RFC 4180 with what
 * spreadsheets add to it. Pure, so the API checks a file and the tests pin every case without a server.
 */

/** Excel saves "CSV UTF-8" with a byte order mark in front of the first heading. */
const BOM = '\uFEFF';

/** Why a text is not CSV, and the row (as a spreadsheet numbers it, from 1) where that shows. */
export type CsvReadProblem = { kind: 'unclosedQuote'; row: number } | { kind: 'strayQuote'; row: number };

type CsvReading = { ok: true; rows: string[][] } | { ok: false; problem: CsvReadProblem };

/**
 * The rows of a CSV text, each a list of its cells as written (quotes removed, doubled quotes made single):
 * - a quoted cell may hold commas, quotes (doubled) and line ends, so one row can span several lines;
 * - rows end with CRLF, LF or a lone CR (old Mac exports), and a line end after the last row adds no row;
 * - a byte order mark in front is dropped;
 * - a quote inside an unquoted cell is kept as it is (`5" bags`), as spreadsheets read it;
 * - a quoted cell never closed, or text straight after a closing quote, is not CSV: the problem names its row.
 * Row numbers count rows, not lines, so they are the numbers a spreadsheet shows beside them.
 */
export function readCsv(text: string): CsvReading {
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  // A quoted cell was read into `cell` (it may be empty, `""`, and still makes a row of its own).
  let quoted = false;
  let at = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
    quoted = false;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (at < source.length) {
    const char = source[at];
    if (char === '"' && cell === '' && !quoted) {
      const startRow = rows.length + 1;
      at += 1;
      for (;;) {
        const close = source.indexOf('"', at);
        if (close < 0) return { ok: false, problem: { kind: 'unclosedQuote', row: startRow } };
        cell += source.slice(at, close);
        at = close + 1;
        if (source[at] !== '"') break;
        cell += '"';
        at += 1;
      }
      quoted = true;
      const after = source[at];
      if (after !== undefined && after !== ',' && after !== '\r' && after !== '\n') {
        return { ok: false, problem: { kind: 'strayQuote', row: rows.length + 1 } };
      }
    } else if (char === ',') {
      endCell();
      at += 1;
    } else if (char === '\r' || char === '\n') {
      endRow();
      at += char === '\r' && source[at + 1] === '\n' ? 2 : 1;
    } else {
      // A plain run, copied in one slice; a quote inside an unquoted cell is text.
      let stop = at + 1;
      while (stop < source.length && !',\r\n'.includes(source[stop] ?? '')) stop += 1;
      cell += source.slice(at, stop);
      at = stop;
    }
  }
  // The last row, unless the text ended with its line end (or was empty).
  if (cell !== '' || quoted || row.length > 0) endRow();
  return { ok: true, rows };
}
