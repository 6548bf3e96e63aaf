import { instantOf } from '../calendar/zoned-time';
import { formatMessage, messages } from '../i18n/messages';
import {
  csvProblemMessage,
  foldName,
  STOCK_IMPORT_BYTES_MAX,
  STOCK_IMPORT_ROWS_MAX,
  unguardFormula,
  utf8Length,
  type StockImportIssue,
} from '../inventory/stock-import';
import { readLoadDate } from '../logistics/load-import';
import type { CommodityGroup } from '../reference/commodities';
import { readCsv } from '../search/csv-read';
import { PRICE_KINDS, type MarketPriceInput, type PriceKind } from './market-prices';
import { PRICE_IMPORT_REQUIRED, type PriceImportField, type PriceImportRequest } from './price-import-schemas';
import { priceRegionOf } from './price-regions';

/** A published table's prices are the day's: taken at noon UK time unless the table gives a time. */
const DEFAULT_TIME = '12:00';
const UK = 'Europe/London';
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** §5: a price is at least 0.01 and below 1 million. */
const PRICE_MAX_MINOR = 99_999_999;

export type PriceImportReading =
  | { ok: false; tooLarge: boolean; message: string }
  | { ok: true; rows: number; prices: { row: number; input: MarketPriceInput }[]; issues: StockImportIssue[] };

const refuse = (message: string, tooLarge = false): PriceImportReading => ({ ok: false, tooLarge, message });

/** A price per tonne as a table writes it ('182.50', '£182.50', '1,182.5', '€210'): whole pence, or null. */
export function readPricePerTonne(text: string): number | null {
  const plain = text.trim().replace(/^[£€]/, '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [pounds = '0', pence = ''] = plain.split('.');
  const minor = Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
  return minor >= 1 && minor <= PRICE_MAX_MINOR ? minor : null;
}

/** A futures contract month: '2027-05', 'May 2027', 'May-27' or 'MAY27': YYYY-MM, or null. */
export function readContractMonth(text: string): string | null {
  const plain = text.trim().toLowerCase();
  const iso = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(plain);
  if (iso) return plain;
  const named = /^([a-z]{3})[a-z]*[\s-]?(\d{2}|\d{4})$/.exec(plain);
  if (!named) return null;
  const month = MONTHS.indexOf(named[1] ?? '');
  if (month < 0) return null;
  const year = (named[2] ?? '').length === 2 ? `20${named[2]}` : named[2];
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The catalogue's items by id, by name, and a crop whose one item it is by the crop's name. */
function commodityIndex(crops: readonly CommodityGroup[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const crop of crops) {
    for (const item of crop.items) {
      index.set(foldName(item.id), item.id);
      index.set(foldName(item.name), item.id);
    }
    const [only] = crop.items;
    if (crop.items.length === 1 && only) index.set(foldName(crop.name), only.id);
  }
  return index;
}

/**
 * Reads a published price table with its column mapping: each row a price, checked so a dry run lists every bad row
 * (the row number a spreadsheet shows, the field, the catalogue's message), the good ones ready to store.
 */
export function readPriceImport(
  text: string,
  request: Pick<PriceImportRequest, 'mapping' | 'kind' | 'currency'>,
  crops: readonly CommodityGroup[],
): PriceImportReading {
  if (utf8Length(text) > STOCK_IMPORT_BYTES_MAX)
    return refuse(
      formatMessage(messages.inventory.importTooLarge, {
        rows: STOCK_IMPORT_ROWS_MAX.toLocaleString('en-GB'),
        megabytes: STOCK_IMPORT_BYTES_MAX / (1024 * 1024),
      }),
      true,
    );
  const csv = readCsv(text);
  if (!csv.ok) return refuse(csvProblemMessage(csv.problem));
  const [header = [], ...body] = csv.rows;
  const columns = new Map<PriceImportField, number>();
  for (const field of PRICE_IMPORT_REQUIRED)
    if (!request.mapping[field]) return refuse(formatMessage(messages.market.import.headingMissing, { field }));
  if (!request.mapping.kind && !request.kind) return refuse(messages.market.import.kindMissing);
  for (const [field, heading] of Object.entries(request.mapping) as [PriceImportField, string][]) {
    const at = header.findIndex((cell) => foldName(cell) === foldName(heading));
    if (at < 0) return refuse(formatMessage(messages.market.import.headingUnknown, { heading }));
    columns.set(field, at);
  }
  const filled = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) return refuse(messages.market.import.empty);
  if (filled.length > STOCK_IMPORT_ROWS_MAX)
    return refuse(
      formatMessage(messages.inventory.importTooLarge, {
        rows: STOCK_IMPORT_ROWS_MAX.toLocaleString('en-GB'),
        megabytes: STOCK_IMPORT_BYTES_MAX / (1024 * 1024),
      }),
      true,
    );

  const commodities = commodityIndex(crops);
  const issues: StockImportIssue[] = [];
  const prices: { row: number; input: MarketPriceInput }[] = [];
  const seen = new Map<string, number>();
  for (const { cells, row } of filled) {
    const cell = (field: PriceImportField) => {
      const at = columns.get(field);
      return at === undefined ? '' : unguardFormula((cells[at] ?? '').trim());
    };
    const problems: StockImportIssue[] = [];
    const problem = (field: PriceImportField, message: string) => problems.push({ row, field, message });

    const date = readLoadDate(cell('date'));
    if (!date) problem('date', messages.market.import.date);
    const commodityId = commodities.get(foldName(cell('commodity'))) ?? null;
    if (!commodityId)
      problem('commodity', formatMessage(messages.market.import.commodity, { value: cell('commodity') }));
    const kindText = columns.has('kind') ? foldName(cell('kind')).replace(/\s+/g, '-') : (request.kind ?? '');
    const kind = (PRICE_KINDS as readonly string[]).includes(kindText) ? (kindText as PriceKind) : null;
    if (!kind) problem('kind', formatMessage(messages.market.import.kind, { value: cell('kind') }));
    const region = kind === 'futures' ? null : priceRegionOf(cell('region'));
    if (kind !== 'futures' && !region)
      problem('region', formatMessage(messages.market.import.region, { value: cell('region') }));
    const priceMinor = readPricePerTonne(cell('price'));
    if (priceMinor === null) problem('price', messages.market.import.price);
    const contractMonth = kind === 'futures' ? readContractMonth(cell('contractMonth')) : null;
    if (kind === 'futures' && !contractMonth) problem('contractMonth', messages.market.import.contractMonth);
    const time = cell('time') || DEFAULT_TIME;
    const clock = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time);
    if (!clock) problem('time', messages.market.import.time);

    if (problems.length > 0 || !date || !commodityId || !kind || priceMinor === null || !clock) {
      issues.push(...problems);
      continue;
    }
    const day = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    const pricedAt = instantOf(day, (Number(clock[1]) * 60 + Number(clock[2])) * 60_000, UK).toISOString();
    const key = [commodityId, region, kind, contractMonth, pricedAt].join('|');
    const other = seen.get(key);
    if (other !== undefined) {
      issues.push({ row, field: 'date', message: formatMessage(messages.market.import.repeated, { other }) });
      continue;
    }
    seen.set(key, row);
    prices.push({
      row,
      input: {
        commodityId,
        region,
        kind,
        contractMonth,
        pricedOn: date,
        pricedAt,
        priceMinor,
        currency: request.currency,
      },
    });
  }
  return { ok: true, rows: filled.length, prices, issues };
}
