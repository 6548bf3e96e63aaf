import { PRICE_IMPORT_FIELDS, type PriceImportField, type PriceImportMapping } from '@harvest/domain';

/** Each field's column as the form holds it: the file's heading, or '' for none. */
export type MappingChoice = Record<PriceImportField, string>;

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Headings published tables use for each field, folded: a first guess for a source never mapped before. */
const USUAL_HEADINGS: Record<PriceImportField, readonly string[]> = {
  date: ['date', 'day', 'price date', 'priced on'],
  commodity: ['commodity', 'crop', 'grain'],
  region: ['region', 'area'],
  kind: ['kind', 'price type', 'type'],
  price: ['price', 'price gbp t', 'gbp t', 'value'],
  contractMonth: ['contract month', 'contract', 'delivery month'],
  time: ['time', 'priced at'],
};

/** The headings of a table: its first row, trimmed, blanks left out. */
export const headingsOf = (firstRow: readonly string[] | undefined): string[] =>
  (firstRow ?? []).map((cell) => cell.trim()).filter(Boolean);

/**
 * The mapping a form starts from: the source's saved mapping where the file has that heading, else a heading named
 * as published tables name the field, else none.
 */
export function prefillMapping(headings: readonly string[], saved: PriceImportMapping | null): MappingChoice {
  const entries = PRICE_IMPORT_FIELDS.map((field) => {
    const kept = saved?.[field];
    if (kept && headings.includes(kept)) return [field, kept];
    const guessed = headings.find((heading) => USUAL_HEADINGS[field].includes(fold(heading)));
    return [field, guessed ?? ''];
  });
  return Object.fromEntries(entries) as MappingChoice;
}

/** The mapping as the API takes it: only the fields given a column. */
export const mappingOf = (choice: MappingChoice): PriceImportMapping =>
  Object.fromEntries(Object.entries(choice).filter(([, heading]) => heading !== '')) as PriceImportMapping;
