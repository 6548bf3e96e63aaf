import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Movement, StockRecord, Storage } from '../inventory/inventory-schemas';
import type { HarvestPlan } from '../inventory/harvest-plans';
import {
  CSV_EXPORT_ROWS_MAX,
  CSV_FORMULA_START,
  csvField,
  csvFileName,
  csvOf,
  guardFormula,
  writeCsv,
  type CsvCell,
} from './csv';
import {
  harvestPlanCsvColumns,
  movementCsvColumns,
  recordCsvColumns,
  storageCsvColumns,
  type InventoryCsvNames,
} from './inventory-csv';

/**
 * A plain RFC 4180 reader, written apart from the writer so a round trip checks one against the other: fields
 * split by commas, records by CRLF, a quoted field may hold anything with its quotes doubled.
 */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let at = 0;
  while (at < text.length) {
    if (text[at] === '"' && field === '') {
      at += 1;
      for (;;) {
        if (at >= text.length) throw new Error('Unclosed quote');
        if (text[at] === '"') {
          if (text[at + 1] === '"') {
            field += '"';
            at += 2;
            continue;
          }
          at += 1;
          break;
        }
        field += text[at];
        at += 1;
      }
      if (at < text.length && text[at] !== ',' && !text.startsWith('\r\n', at)) {
        throw new Error(`Text after a closing quote at ${at}`);
      }
    } else if (text[at] === ',') {
      record.push(field);
      field = '';
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at += 2;
    } else {
      if (text[at] === '"' || text[at] === '\r' || text[at] === '\n') throw new Error(`Bare ${text[at]} at ${at}`);
      field += text[at];
      at += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('The last line has no CRLF');
  return records;
}

describe('CSV writer (RFC 4180)', () => {
  it('writes a header row and one line per row, each ended with CRLF', () => {
    expect(
      writeCsv(
        ['Crop', 'Quantity (kg)'],
        [
          ['Wheat', 20_000],
          ['Barley', 0],
        ],
      ),
    ).toBe('Crop,Quantity (kg)\r\nWheat,20000\r\nBarley,0\r\n');
    expect(writeCsv(['Crop'], [])).toBe('Crop\r\n');
  });

  it('quotes a field holding a comma, a quote, CR or LF, doubling its quotes, and nothing else', () => {
    expect(csvField('Shed A, bay 1')).toBe('"Shed A, bay 1"');
    expect(csvField('The "big" shed')).toBe('"The ""big"" shed"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('Skyfall')).toBe('Skyfall');
    expect(csvField("Farmer's own")).toBe("Farmer's own");
  });

  it('writes numbers as numbers and nothing as an empty field', () => {
    expect(csvField(10.25)).toBe('10.25');
    expect(csvField(-500)).toBe('-500');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('guards against formula injection (CSV_FORMULA_START): text starting with =, +, -, @, tab or CR gets an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(CSV_FORMULA_START.test(`${start}1`), JSON.stringify(start)).toBe(true);
      expect(guardFormula(`${start}1`)).toBe(`'${start}1`);
    }
    expect(csvField('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    // Only the first character counts, and a number is never text.
    expect(csvField('Crusoe = good')).toBe('Crusoe = good');
    expect(csvField(-5)).toBe('-5');
  });

  it('gives back every cell through a plain RFC 4180 reader (text with its formula guard)', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', '=', '-', '@', '\t', ' ', 'é'), maxLength: 12 }),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 10 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 5 }),
        (header, rows) => {
          const read = parseCsv(writeCsv(header, rows));
          const expected = (each: CsvCell) =>
            each === null || each === undefined ? '' : typeof each === 'number' ? String(each) : guardFormula(each);
          expect(read).toEqual([header.map(expected), ...rows.map((row) => row.map(expected))]);
        },
      ),
    );
  });

  it('caps an export at 50,000 rows and names the file by list and day', () => {
    expect(CSV_EXPORT_ROWS_MAX).toBe(50_000);
    expect(csvFileName('records', '2026-08-01')).toBe('records-2026-08-01.csv');
  });
});

describe('inventory export columns (names, never ids)', () => {
  const names: InventoryCsvNames = {
    crop: (id) => ({ wheat: 'Wheat' })[id] ?? '?',
    item: (id) => ({ 'wheat-feed': 'Feed wheat' })[id] ?? '?',
    unit: (id) => ({ u1: 'Hillside Farm' })[id] ?? '?',
    storage: (id) => ({ s1: 'Shed A', s2: 'Long Meadow' })[id] ?? '?',
    day: (timestamp) => timestamp.slice(0, 10),
  };

  it('writes a record with its crop, item, store, unit and the words for its ownership and sale status', () => {
    const record = {
      commodityId: 'wheat',
      commodityItemId: 'wheat-feed',
      variety: 'Skyfall',
      harvestYear: 2026,
      storageName: 'Shed A',
      businessUnitId: 'u1',
      ownerStatus: 'STORED',
      thirdPartyOwner: 'Fen Edge',
      storageContractRef: 'SC-1',
      quantityKg: 20_000,
      saleStatus: 'part-sold',
      createdAt: '2026-08-01T09:30:00.000Z',
    } as StockRecord;
    // Kilograms only for someone who chose them; the heading names the unit either way.
    expect(parseCsv(csvOf(recordCsvColumns('tonne'), [record], names))[0]).toContain('Quantity (t)');
    expect(parseCsv(csvOf(recordCsvColumns('kg'), [record], names))).toEqual([
      [
        'Crop',
        'Type and grade',
        'Variety',
        'Harvest year',
        'Store or field',
        'Farm or store',
        'Ownership',
        'Stored for',
        'Storage contract',
        'Quantity (kg)',
        'Sale status',
        'Added',
      ],
      [
        'Wheat',
        'Feed wheat',
        'Skyfall',
        '2026',
        'Shed A',
        'Hillside Farm',
        'Stored for others',
        'Fen Edge',
        'SC-1',
        '20000',
        'Part sold',
        '2026-08-01',
      ],
    ]);
  });

  it('writes stores and fields in one layout, each leaving the other kind’s columns empty', () => {
    const store = {
      name: 'Shed A',
      type: 'store',
      businessUnitName: 'Hillside Farm',
      commodityId: 'wheat',
      capacityKg: 500_000,
      quantityKg: 210_000,
      areaHa: null,
      fieldType: null,
    } as Storage;
    const field = { ...store, name: 'Long Meadow', type: 'field', capacityKg: null, areaHa: 10.5, fieldType: 'arable' };
    // In the reader's units as the stores list shows them (issue 20): capacity in tonnes, holding in tonnes.
    const read = parseCsv(
      csvOf(storageCsvColumns({ weight: 'tonne', capacity: 'tonne' }), [store, field as Storage], names),
    );
    expect(read[0]).toEqual([
      'Name',
      'Type',
      'Farm or store',
      'Crop',
      'Capacity (t)',
      'Holding (t)',
      'Area (ha)',
      'Field type',
    ]);
    expect(read.slice(1)).toEqual([
      ['Shed A', 'Store', 'Hillside Farm', 'Wheat', '500', '210', '', ''],
      ['Long Meadow', 'Field', 'Hillside Farm', 'Wheat', '', '210', '10.5', 'Arable'],
    ]);
    // Imperial: a store's capacity in bushels, as stores there are rated; what it holds in pounds.
    const imperial = parseCsv(csvOf(storageCsvColumns({ weight: 'lb', capacity: 'bushel' }), [store], names));
    expect(imperial[0]!.slice(4, 6)).toEqual(['Capacity (bu)', 'Holding (lb)']);
    expect(imperial[1]!.slice(4, 6)).toEqual(['25000', '463050']);
    // Kilograms only for someone who chose them.
    expect(
      parseCsv(csvOf(storageCsvColumns({ weight: 'kg', capacity: 'kg' }), [store], names))[1]!.slice(4, 6),
    ).toEqual(['500000', '210000']);
  });

  it('writes a harvest’s expected and harvested weights in the reader’s unit, the unit in the heading', () => {
    const plan = {
      fieldName: 'Long Meadow',
      businessUnitName: 'Hillside Farm',
      commodityId: 'wheat',
      harvestYear: 2026,
      areaHa: 10.5,
      expectedYieldTonnesPerHectare: 8,
      expectedKg: 84_000,
      actualKg: 25_001,
      loadCount: 2,
      status: 'in_progress',
      completedAt: null,
    } as unknown as HarvestPlan;
    const read = parseCsv(csvOf(harvestPlanCsvColumns({ weight: 'tonne', yield: 'tonnePerHectare' }), [plan], names));
    expect(read[0]).toEqual([
      'Field',
      'Farm or store',
      'Crop',
      'Harvest year',
      'Area (ha)',
      'Expected yield (t/ha)',
      'Expected (t)',
      'Harvested (t)',
      'Loads',
      'Status',
      'Completed',
    ]);
    expect(read[1]!.slice(5, 8)).toEqual(['8', '84', '25.001']);
    expect(
      parseCsv(
        csvOf(
          harvestPlanCsvColumns({ weight: 'kg', yield: 'tonnePerHectare' }),
          [{ ...plan, expectedKg: null }],
          names,
        ),
      )[1]!.slice(6, 8),
    ).toEqual(['', '25001']);
    // Imperial: pounds, and the yield in bushels an acre (8 t/ha is 161.87 bu/ac).
    const imperial = parseCsv(csvOf(harvestPlanCsvColumns({ weight: 'lb', yield: 'bushelPerAcre' }), [plan], names));
    expect(imperial[0]!.slice(5, 8)).toEqual(['Expected yield (bu/ac)', 'Expected (lb)', 'Harvested (lb)']);
    expect(imperial[1]!.slice(5, 8)).toEqual(['161.87', '185220', '55127.21']);
  });

  it('writes a movement from and to the places by name, or to the outbound destination’s name', () => {
    const intake = {
      startDate: '2026-08-01',
      endDate: '2026-08-03',
      type: 'intake',
      status: 'incomplete',
      commodityId: 'wheat',
      quantityKg: 3_000,
      sourceStorageId: 's2',
      destinationStorageId: 's1',
      destinationName: null,
      reference: 'HV-1',
    } as Movement;
    const outbound = {
      ...intake,
      type: 'outbound',
      status: 'complete',
      endDate: null,
      sourceStorageId: 's1',
      destinationStorageId: null,
      destinationName: 'Openfield, Ely',
      reference: null,
    } as Movement;
    expect(parseCsv(csvOf(movementCsvColumns('tonne'), [intake], names))[1]).toContain('3');
    expect(parseCsv(csvOf(movementCsvColumns('kg'), [intake, outbound], names))).toEqual([
      ['Date', 'End date', 'Type', 'Status', 'Crop', 'Quantity (kg)', 'From', 'To', 'Reference'],
      ['2026-08-01', '2026-08-03', 'Intake', 'Incomplete', 'Wheat', '3000', 'Long Meadow', 'Shed A', 'HV-1'],
      ['2026-08-01', '', 'Outbound', 'Complete', 'Wheat', '3000', 'Shed A', 'Openfield, Ely', ''],
    ]);
  });
});
