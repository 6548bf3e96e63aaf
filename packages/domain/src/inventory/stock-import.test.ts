import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../i18n/messages';
import type { CommodityGroup } from '../reference/commodities';
import { csvOf, writeCsv } from '../search/csv';
import { readCsv } from '../search/csv-read';
import { recordCsvColumns, type InventoryCsvNames } from '../search/inventory-csv';
import { WEIGHT_UNITS } from '../units/units';
import { OWNER_STATUSES, SALE_STATUSES } from './inventory-kinds';
import type { StockRecord } from './inventory-schemas';
import { UNSOLD_LOT } from './lot-sale';
import { KG_PER_TONNE } from '../units/units';
import { QUANTITY_MAX_KG } from './movement-rules';
import {
  parseTonnesAsKilograms,
  parseWholeKilograms,
  readStockImport,
  STOCK_IMPORT_BYTES_MAX,
  STOCK_IMPORT_COLUMNS,
  STOCK_IMPORT_ROWS_MAX,
  unguardFormula,
  utf8Length,
  type StockImportLookups,
  type StockImportReading,
} from './stock-import';

const m = messages.inventory;

const item = (id: string, name: string) => ({
  id,
  name,
  commodityType: 'feed',
  weight: { name: 'tonne', conversion: 1 },
  tags: [],
});
const CROPS: CommodityGroup[] = [
  {
    id: 'wheat',
    name: 'Wheat',
    type: 'cereal',
    items: [item('wheat-milling-1', 'Milling wheat, nabim Group 1'), item('wheat-feed', 'Feed wheat')],
    varieties: [],
  },
  { id: 'barley', name: 'Barley', type: 'cereal', items: [item('barley-feed', 'Feed barley')], varieties: [] },
];
const IDS = {
  shedA: '0b6f3f1e-2f7a-4d59-9b3e-1c1f0a000001',
  bay: '0b6f3f1e-2f7a-4d59-9b3e-1c1f0a000002',
  barnHill: '0b6f3f1e-2f7a-4d59-9b3e-1c1f0a000003',
  barnMarsh: '0b6f3f1e-2f7a-4d59-9b3e-1c1f0a000004',
};
const LOOKUPS: StockImportLookups = {
  crops: CROPS,
  storages: [
    { id: IDS.shedA, name: 'Shed A', businessUnitName: 'Hillside Grain Store' },
    { id: IDS.bay, name: 'Bay 1', businessUnitName: 'Hillside Grain Store' },
    { id: IDS.barnHill, name: 'Barn', businessUnitName: 'Hillside Farm' },
    { id: IDS.barnMarsh, name: 'Barn', businessUnitName: 'Upper Farm' },
  ],
};

const HEADER = 'Crop,Type and grade,Variety,Harvest year,Store or field,Farm or store,Quantity (kg)';
const file = (...lines: string[]) => lines.map((line) => `${line}\r\n`).join('');
const read = (text: string): Extract<StockImportReading, { ok: true }> => {
  const reading = readStockImport(text, LOOKUPS);
  if (!reading.ok) throw new Error(`refused: ${reading.refusal.message}`);
  return reading;
};
const refusal = (text: string) => {
  const reading = readStockImport(text, LOOKUPS);
  if (reading.ok) throw new Error('read, not refused');
  return reading.refusal;
};

describe('readCsv (RFC 4180 and what spreadsheets add)', () => {
  it('splits cells by commas and rows by CRLF, LF or a lone CR; a final line end adds no row', () => {
    expect(readCsv('a,b\r\nc,d\r\n')).toEqual({
      ok: true,
      rows: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
    expect(readCsv('a,b\nc,d')).toEqual({
      ok: true,
      rows: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
    expect(readCsv('a,b\rc,d\r')).toEqual({
      ok: true,
      rows: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
    expect(readCsv('')).toEqual({ ok: true, rows: [] });
  });

  it('keeps commas, doubled quotes and line ends inside a quoted cell, and empty cells', () => {
    expect(readCsv('"Shed, north","say ""hi""","two\r\nlines",,""\r\n')).toEqual({
      ok: true,
      rows: [['Shed, north', 'say "hi"', 'two\r\nlines', '', '']],
    });
    expect(readCsv('""')).toEqual({ ok: true, rows: [['']] });
  });

  it('drops a byte order mark in front of the first heading', () => {
    expect(readCsv('\uFEFFCrop,Variety\r\n')).toEqual({ ok: true, rows: [['Crop', 'Variety']] });
  });

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(readCsv('5" bags,x')).toEqual({ ok: true, rows: [['5" bags', 'x']] });
  });

  it('refuses a quoted cell never closed, naming the row it starts on (rows, not lines)', () => {
    expect(readCsv('a\r\n"b\r\nc",d\r\n"open\r\n')).toEqual({ ok: false, problem: { kind: 'unclosedQuote', row: 3 } });
  });

  it('refuses text straight after a closing quote', () => {
    expect(readCsv('a\r\n"b"c\r\n')).toEqual({ ok: false, problem: { kind: 'strayQuote', row: 2 } });
  });

  it('reads back whatever the writer wrote (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 8,
        }),
        (rows) => {
          // The writer guards formula starts; compare against what it meant to write.
          const header = rows[0] ?? [];
          const text = writeCsv(header, rows.slice(1));
          const reading = readCsv(text);
          expect(reading.ok).toBe(true);
          if (!reading.ok) return;
          const guard = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
          expect(reading.rows).toEqual(rows.map((row) => row.map(guard)));
        },
      ),
    );
  });
});

describe('readStockImport: the file', () => {
  it('takes every column the stock export writes, so an exported file can be imported again', () => {
    const accepted = Object.values(STOCK_IMPORT_COLUMNS) as string[];
    // In whichever weight unit the person chose (issue 20).
    for (const unit of WEIGHT_UNITS) {
      for (const column of recordCsvColumns(unit)) expect(accepted).toContain(column.header);
    }
  });

  it('matches headings without regard to case or spacing, and passes over columns with no heading', () => {
    const reading = read(file(' crop , HARVEST YEAR,store  or field,quantity (KG),,', 'Wheat,2026,Shed A,25000,,'));
    expect(reading.issues).toEqual([]);
    expect(reading.records[0]?.input).toMatchObject({ commodityId: 'wheat', storageId: IDS.shedA, quantityKg: 25_000 });
  });

  it('refuses a file without a required column, with an unknown or repeated column, or with no quantity column', () => {
    expect(refusal(file('Crop,Harvest year,Quantity (kg)', 'Wheat,2026,1')).message).toBe(
      formatMessage(m.importColumnMissing, { column: 'Store or field' }),
    );
    expect(refusal(file(`${HEADER},Colour`, 'Wheat,,,2026,Shed A,,1,red')).message).toBe(
      formatMessage(m.importColumnUnknown, { column: 'Colour' }),
    );
    expect(refusal(file(`${HEADER},crop`, 'Wheat,,,2026,Shed A,,1,Wheat')).message).toBe(
      formatMessage(m.importColumnRepeated, { column: 'Crop' }),
    );
    expect(refusal(file('Crop,Harvest year,Store or field', 'Wheat,2026,Shed A')).message).toBe(m.importQuantityColumn);
    expect(refusal(file(`${HEADER},Quantity (t)`, 'Wheat,,,2026,Shed A,,1,1')).message).toBe(m.importQuantityColumn);
  });

  it('never guesses the unit of a bare Quantity column: it asks for the unit in the heading (issue 20)', () => {
    expect(refusal(file('Crop,Harvest year,Store or field,Quantity', 'Wheat,2026,Shed A,25')).message).toBe(
      'Say the unit in the quantity column’s heading: Quantity (t), Quantity (kg), Quantity (lb) or Quantity (bu)',
    );
  });

  it('refuses a file that is not CSV, saying where', () => {
    expect(refusal(file(HEADER, '"Wheat,,,2026,Shed A,,1')).message).toBe(
      formatMessage(m.importUnreadable, { problem: formatMessage(m.importUnclosedQuote, { row: 2 }) }),
    );
  });

  it('refuses an empty file, or one with only a header and blank rows', () => {
    expect(refusal('').message).toBe(m.importEmpty);
    expect(refusal(file(HEADER, ',,,,,,', '')).message).toBe(m.importEmpty);
  });

  it(`refuses more than ${STOCK_IMPORT_ROWS_MAX} rows or ${STOCK_IMPORT_BYTES_MAX / 1024 / 1024} MB`, () => {
    const message = formatMessage(m.importTooLarge, { rows: '5,000', megabytes: 2 });
    const line = 'Wheat,,,2026,Shed A,,1';
    expect(read(file(HEADER, ...Array<string>(STOCK_IMPORT_ROWS_MAX).fill(line))).rows).toBe(STOCK_IMPORT_ROWS_MAX);
    expect(refusal(file(HEADER, ...Array<string>(STOCK_IMPORT_ROWS_MAX + 1).fill(line)))).toEqual({
      kind: 'tooLarge',
      message,
    });
    expect(refusal(file(HEADER, `Wheat,,${'x'.repeat(STOCK_IMPORT_BYTES_MAX)},2026,Shed A,,1`))).toEqual({
      kind: 'tooLarge',
      message,
    });
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
  });

  it('numbers rows as a spreadsheet does: the header is row 1, blank rows and quoted line ends count once', () => {
    const reading = read(file(HEADER, 'Wheat,,"two\nlines",2026,Shed A,,1', '', ',,,,,,', 'Oats,,,2026,Shed A,,1'));
    expect(reading.rows).toBe(2);
    expect(reading.issues).toEqual([
      { row: 5, field: 'Crop', message: formatMessage(m.importCropUnknown, { name: 'Oats' }) },
    ]);
  });

  it('lists every bad row and every bad cell of it, and keeps the good rows apart', () => {
    const reading = read(
      file(HEADER, 'Wheat,,,2026,Shed A,,100', 'Rye,,,1850,Nowhere,,ten', 'Barley,,,2026,Bay 1,,5', ',,,,,,-1'),
    );
    expect(reading.rows).toBe(4);
    expect(reading.records.map((record) => record.row)).toEqual([2, 4]);
    expect(reading.issues).toEqual([
      { row: 3, field: 'Crop', message: formatMessage(m.importCropUnknown, { name: 'Rye' }) },
      { row: 3, field: 'Harvest year', message: formatMessage(messages.validation.minValue, { min: 2000 }) },
      { row: 3, field: 'Store or field', message: formatMessage(m.importStorageUnknown, { name: 'Nowhere' }) },
      { row: 3, field: 'Quantity (kg)', message: m.importWholeKilograms },
      { row: 5, field: 'Crop', message: messages.validation.required },
      { row: 5, field: 'Harvest year', message: messages.validation.required },
      { row: 5, field: 'Store or field', message: messages.validation.required },
      { row: 5, field: 'Quantity (kg)', message: m.importWholeKilograms },
    ]);
  });

  it('flags cells past the header’s last column', () => {
    expect(read(file(HEADER, 'Wheat,,,2026,Shed A,,1,surprise')).issues).toEqual([
      { row: 2, field: '', message: m.importExtraCells },
    ]);
  });
});

describe('readStockImport: each column', () => {
  const one = (cells: Record<string, string>) => {
    const headings = Object.keys(cells);
    const reading = read(writeCsv(headings, [headings.map((heading) => cells[heading] ?? '')]));
    return { record: reading.records[0]?.input, issues: reading.issues };
  };
  const base = { Crop: 'Wheat', 'Harvest year': '2026', 'Store or field': 'Shed A', 'Quantity (kg)': '1000' };

  it('reads the quantity in the unit its heading names: tonnes with decimals, pounds and bushels (issue 20)', () => {
    const without = { Crop: 'Wheat', 'Harvest year': '2026', 'Store or field': 'Shed A' };
    expect(one({ ...without, 'Quantity (t)': '25.5' }).record?.quantityKg).toBe(25_500);
    expect(one({ ...without, 'Quantity (lb)': '2,205' }).record?.quantityKg).toBe(1_000);
    expect(one({ ...without, 'Quantity (bu)': '50.5' }).record?.quantityKg).toBe(1_010);
    expect(one({ ...without, 'Quantity (lb)': '1.255' }).issues[0]?.message).toBe(
      'Please enter a number of lb with at most 2 decimal places',
    );
  });

  it('Crop and Type and grade: by name or id, any case; a grade must be one of the crop’s', () => {
    expect(one({ ...base, Crop: 'wheat', 'Type and grade': 'FEED WHEAT' }).record).toMatchObject({
      commodityId: 'wheat',
      commodityItemId: 'wheat-feed',
    });
    expect(one({ ...base, 'Type and grade': 'barley-feed' }).issues).toEqual([
      {
        row: 2,
        field: 'Type and grade',
        message: formatMessage(m.importItemUnknown, { name: 'barley-feed', crop: 'Wheat' }),
      },
    ]);
  });

  it('Store or field: by name among the caller’s; two of one name need Farm or store', () => {
    expect(one({ ...base, 'Store or field': 'barn' }).issues).toEqual([
      { row: 2, field: 'Store or field', message: formatMessage(m.importStorageAmbiguous, { name: 'barn' }) },
    ]);
    expect(one({ ...base, 'Store or field': 'Barn', 'Farm or store': 'upper farm' }).record?.storageId).toBe(
      IDS.barnMarsh,
    );
    expect(one({ ...base, 'Store or field': 'Barn', 'Farm or store': 'Lower Farm' }).issues).toEqual([
      { row: 2, field: 'Store or field', message: formatMessage(m.importStorageUnknown, { name: 'Barn' }) },
    ]);
  });

  it('Quantity (kg): whole kilograms, thousands may be grouped; Quantity (t): up to 3 decimals, exactly', () => {
    expect(one({ ...base, 'Quantity (kg)': '1,250,000' }).record?.quantityKg).toBe(1_250_000);
    expect(one({ ...base, 'Quantity (kg)': '12.5' }).issues[0]?.message).toBe(m.importWholeKilograms);
    expect(one({ ...base, 'Quantity (kg)': String(QUANTITY_MAX_KG + 1) }).issues[0]?.message).toBe(
      formatMessage(messages.validation.maxValue, { max: QUANTITY_MAX_KG }),
    );
    const { 'Quantity (kg)': _kg, ...rest } = base;
    expect(one({ ...rest, 'Quantity (t)': '25.125' }).record?.quantityKg).toBe(25_125);
    expect(one({ ...rest, 'Quantity (t)': '0.001' }).record?.quantityKg).toBe(1);
    expect(one({ ...rest, 'Quantity (t)': '1.0005' }).issues[0]).toEqual({
      row: 2,
      field: 'Quantity (t)',
      message: m.importTonnes,
    });
  });

  it('Harvest year: a number from 2000 to 2100', () => {
    expect(one({ ...base, 'Harvest year': 'last year' }).issues[0]?.message).toBe(messages.validation.numeric);
    expect(one({ ...base, 'Harvest year': '2101' }).issues[0]?.message).toBe(
      formatMessage(messages.validation.maxValue, { max: 2100 }),
    );
  });

  it('Ownership and Sale status: the names the export writes, or the values; empty is Owned and Unsold', () => {
    expect(one(base).record).toMatchObject({ ownerStatus: 'OWNED', saleStatus: 'unsold' });
    expect(
      one({ ...base, Ownership: 'stored for others', 'Stored for': 'J Smith', 'Storage contract': 'SC-1' }).record,
    ).toMatchObject({ ownerStatus: 'STORED', thirdPartyOwner: 'J Smith', storageContractRef: 'SC-1' });
    expect(one({ ...base, 'Sale status': 'Part sold' }).record?.saleStatus).toBe('part-sold');
    expect(one({ ...base, 'Sale status': 'Gone' }).issues).toEqual([
      {
        row: 2,
        field: 'Sale status',
        message: formatMessage(m.importOptionUnknown, { options: 'Unsold, Part sold, Sold' }),
      },
    ]);
  });

  it('Storage contract: required for stock stored for someone else (spec §5)', () => {
    expect(one({ ...base, Ownership: 'Stored for others' }).issues).toEqual([
      { row: 2, field: 'Storage contract', message: m.storageContractRequired },
    ]);
  });

  it('Variety: text; an apostrophe the export put before a formula start is taken off', () => {
    expect(one({ ...base, Variety: "'=Skyfall" }).record?.variety).toBe('=Skyfall');
    expect(one({ ...base, Variety: "Farmer's own" }).record?.variety).toBe("Farmer's own");
    expect(unguardFormula("'-5")).toBe('-5');
    expect(one({ ...base, Variety: '' }).record?.variety).toBeNull();
  });

  it('Added: read past (an imported record is added today)', () => {
    expect(one({ ...base, Added: '2024-01-01' }).issues).toEqual([]);
  });
});

describe('quantities in kilograms and tonnes', () => {
  it('reads whole kilograms and tonnes to exact kilograms (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: QUANTITY_MAX_KG }), (kg) => {
        expect(parseWholeKilograms(String(kg))).toBe(kg);
        expect(parseWholeKilograms(kg.toLocaleString('en-GB'))).toBe(kg);
        // As a farmer's spreadsheet keeps them: tonnes with three decimals.
        const tonnes = `${Math.floor(kg / KG_PER_TONNE)}.${String(kg % KG_PER_TONNE).padStart(3, '0')}`;
        expect(parseTonnesAsKilograms(tonnes)).toBe(kg);
      }),
    );
  });
});

describe('export then import (property)', () => {
  const storages = LOOKUPS.storages.filter((storage) => storage.name !== 'Barn');
  const text = fc
    .string({ minLength: 1, maxLength: 30, unit: 'grapheme' })
    .map((value) => value.trim())
    // An apostrophe before a formula start is the export's guard; a text that starts so itself is not told apart.
    .filter((value) => value.length > 0 && !value.startsWith("'"));
  const record = fc.record({
    crop: fc.constantFrom(...CROPS),
    itemIndex: fc.nat(),
    withItem: fc.boolean(),
    variety: fc.option(text, { nil: null }),
    harvestYear: fc.integer({ min: 2000, max: 2100 }),
    storage: fc.constantFrom(...storages),
    ownerStatus: fc.constantFrom(...OWNER_STATUSES),
    owner: text,
    contract: text,
    quantityKg: fc.integer({ min: 0, max: QUANTITY_MAX_KG }),
    saleStatus: fc.constantFrom(...SALE_STATUSES),
  });
  const names: InventoryCsvNames = {
    crop: (id) => CROPS.find((crop) => crop.id === id)?.name ?? id,
    item: (id) => CROPS.flatMap((crop) => crop.items).find((each) => each.id === id)?.name ?? id,
    unit: () => 'Hillside Grain Store',
    storage: (id) => storages.find((storage) => storage.id === id)?.name ?? '',
    day: (timestamp) => timestamp.slice(0, 10),
  };

  it('gives back every record the export wrote, quantities to the kilogram', () => {
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 20 }), (drawn) => {
        const docs: StockRecord[] = drawn.map((each, index) => {
          const stored = each.ownerStatus === 'STORED';
          const chosen = each.crop.items[each.itemIndex % each.crop.items.length];
          return {
            id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
            organisationId: '00000000-0000-4000-8000-000000000000',
            storageId: each.storage.id,
            storageName: each.storage.name,
            storageType: 'store',
            businessUnitId: '00000000-0000-4000-8000-000000000001',
            inventoryType: 'grain',
            species: null,
            commodityId: each.crop.id,
            commodityItemId: each.withItem && chosen ? chosen.id : null,
            variety: each.variety,
            harvestYear: each.harvestYear,
            ownerStatus: each.ownerStatus,
            thirdPartyOwner: stored ? each.owner : null,
            storageContractRef: stored ? each.contract : null,
            storageContractId: null,
            storageContractNumber: null,
            attributes: {},
            quantityKg: each.quantityKg,
            expectedYieldKg: null,
            saleStatus: each.saleStatus,
            sale: UNSOLD_LOT,
            createdAt: '2026-08-01T09:00:00.000Z',
          };
        });
        // Tonnes, the default unit: every kilogram comes back.
        const reading = read(csvOf(recordCsvColumns('tonne'), docs, names));
        expect(reading.issues).toEqual([]);
        expect(reading.records.map((each) => each.input)).toEqual(
          docs.map((doc) => ({
            storageId: doc.storageId,
            quantityKg: doc.quantityKg,
            inventoryType: 'grain',
            commodityId: doc.commodityId,
            commodityItemId: doc.commodityItemId,
            variety: doc.variety,
            harvestYear: doc.harvestYear,
            ownerStatus: doc.ownerStatus,
            thirdPartyOwner: doc.thirdPartyOwner,
            storageContractRef: doc.storageContractRef,
            saleStatus: doc.saleStatus,
          })),
        );
      }),
      { numRuns: 200 },
    );
  });
});
