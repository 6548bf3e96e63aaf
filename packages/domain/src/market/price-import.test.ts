import { describe, expect, it } from 'vitest';
import type { CommodityGroup } from '../reference/commodities';
import { readContractMonth, readPriceImport, readPricePerTonne } from './price-import';

const crops = [
  {
    id: 'wheat',
    name: 'Wheat',
    type: 'cereal',
    items: [
      {
        id: 'wheat-feed',
        name: 'Feed wheat',
        commodityType: 'feed',
        weight: { name: 'tonne', conversion: 0.001 },
        tags: [],
      },
      {
        id: 'wheat-milling-nabim-group-1',
        name: 'Milling wheat, nabim Group 1',
        commodityType: 'milling',
        commodityGrade: 'nabim-group-1',
        weight: { name: 'tonne', conversion: 0.001 },
        tags: [],
      },
    ],
    varieties: [],
  },
] as CommodityGroup[];

// Shaped as a weekly regional price table is published: a title row is not CSV's business, so the file starts at the
// headings; prices in pounds with a pound sign, dates as a UK spreadsheet writes them.
const TABLE = [
  'Week ending,Region,Grain,Price (£/t),Notes',
  '20/11/2026,Eastern,Feed wheat,£182.50,',
  '20/11/2026,East Midlands,Feed wheat,181.00,',
  '20/11/2026,Scotland,feed wheat,"1,179.5",typo in the source',
  '31/11/2026,Wales,Feed wheat,180,',
  '20/11/2026,Atlantis,Feed wheat,180,',
  '20/11/2026,South West,Rye grass,180,',
  '20/11/2026,North West,Feed wheat,n/a,',
  '20/11/2026,Eastern,Feed wheat,183.00,',
  '',
].join('\r\n');

const mapping = { date: 'Week ending', region: 'Region', commodity: 'Grain', price: 'Price (£/t)' };

describe('the price table import', () => {
  it('reads the good rows and lists every bad one with its row, field and message', () => {
    const reading = readPriceImport(TABLE, { mapping, kind: 'spot', currency: 'GBP' }, crops);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.rows).toBe(8);
    expect(reading.prices.map((price) => [price.row, price.input.region, price.input.priceMinor])).toEqual([
      [2, 'east', 18250],
      [3, 'east-midlands', 18100],
      [4, 'scotland', 117950],
    ]);
    expect(reading.prices[0]?.input).toMatchObject({
      commodityId: 'wheat-feed',
      kind: 'spot',
      pricedOn: '2026-11-20',
      pricedAt: '2026-11-20T12:00:00.000Z',
      contractMonth: null,
      currency: 'GBP',
    });
    expect(reading.issues.map((issue) => [issue.row, issue.field])).toEqual([
      [5, 'date'],
      [6, 'region'],
      [7, 'commodity'],
      [8, 'price'],
      [9, 'date'],
    ]);
    expect(reading.issues[1]?.message).toBe(
      'Atlantis is not a price region: use one of the UK regions, such as East of England',
    );
    expect(reading.issues[4]?.message).toContain('Row 2 has the same price');
  });

  it('refuses a mapping that leaves out a needed column or names one the file lacks', () => {
    expect(
      readPriceImport(TABLE, { mapping: { ...mapping, price: 'Cost' }, kind: 'spot', currency: 'GBP' }, crops),
    ).toEqual({ ok: false, tooLarge: false, message: 'The file has no column called Cost' });
    const { region: _region, ...noRegion } = mapping;
    const reading = readPriceImport(TABLE, { mapping: noRegion, kind: 'spot', currency: 'GBP' }, crops);
    expect(reading.ok).toBe(false);
    expect(readPriceImport(TABLE, { mapping, kind: null, currency: 'GBP' }, crops)).toMatchObject({ ok: false });
  });

  it('reads futures with their contract month and no region', () => {
    const futures = [
      'Date,Market,Month,Settlement,Time',
      '2026-11-20,Feed wheat,Nov-26,176.25,16:30',
      '2026-11-20,Feed wheat,,177,16:30',
    ].join('\n');
    const reading = readPriceImport(
      futures,
      {
        mapping: {
          date: 'Date',
          commodity: 'Market',
          contractMonth: 'Month',
          price: 'Settlement',
          time: 'Time',
          region: 'Market',
        },
        kind: 'futures',
        currency: 'GBP',
      },
      crops,
    );
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.prices[0]?.input).toMatchObject({ region: null, contractMonth: '2026-11', priceMinor: 17625 });
    expect(reading.prices[0]?.input.pricedAt).toBe('2026-11-20T16:30:00.000Z');
    expect(reading.issues).toEqual([
      { row: 3, field: 'contractMonth', message: expect.stringContaining('contract month') },
    ]);
  });

  it('reads prices and months as tables write them', () => {
    expect(readPricePerTonne('£182.5')).toBe(18250);
    expect(readPricePerTonne('0.00')).toBeNull();
    expect(readPricePerTonne('1000000')).toBeNull();
    expect(readPricePerTonne('12.345')).toBeNull();
    expect(readContractMonth('May 2027')).toBe('2027-05');
    expect(readContractMonth('MAY27')).toBe('2027-05');
    expect(readContractMonth('2027-13')).toBeNull();
  });
});
