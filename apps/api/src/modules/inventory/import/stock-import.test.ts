import {
  formatMessage,
  messages,
  movementConflictMessage,
  STOCK_IMPORT_BYTES_MAX,
  type StockImportResult,
  type StockRecord,
  type Storage,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, expectNothingWritten, signInDemo, type Headers } from '../../../../test/api-calls';
import { newMember, rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { ledgerDisagreements } from '../../../../test/inventory-ledger';

const m = messages.inventory;
const HEADER = 'Crop,Type and grade,Variety,Harvest year,Store or field,Farm or store,Ownership,Quantity (kg)';
const csv = (...lines: string[]) => [HEADER, ...lines].map((line) => `${line}\r\n`).join('');
const TABLES = ['inventory_records', 'inventory_ledger'] as const;

describe('stock records imported from CSV (issue 7)', () => {
  let t: TestApp;
  let farmer: Headers;
  let marsh: Headers;
  let merchant: Headers;
  let units: Record<string, string>;
  let hillsideId: string;
  let key = 0;

  const importCsv = (text: string, dryRun: boolean, headers: Headers = farmer) =>
    apiCall(
      t,
      'POST',
      '/inventory/records/import',
      { ...headers, 'idempotency-key': `import-${++key}` },
      {
        csv: text,
        dryRun,
      },
    );
  const result = (reply: { json(): unknown }) => (reply.json() as { data: StockImportResult }).data;

  async function store(name: string, capacityKg: number | null, who: Headers = farmer, unit = 'Hillside Grain Store') {
    const reply = await apiCall(t, 'POST', '/inventory/storages', who, {
      type: 'store',
      businessUnitId: units[unit],
      name,
      capacityKg,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as Storage;
  }
  const recordsIn = async (storageId: string) =>
    ((await apiCall(t, 'GET', '/inventory/records', farmer)).json().data as StockRecord[]).filter(
      (record) => record.storageId === storageId,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, unvetted: marsh, buyer: merchant } = await signInDemo(t, 'farmer', 'unvetted', 'buyer'));
    const found = await rows<{ id: string; name: string; organisation_id: string }>(
      t,
      sql`select id, name, organisation_id from business_units where deleted_at is null`,
    );
    units = Object.fromEntries(found.map((unit) => [unit.name, unit.id]));
    hillsideId = found.find((unit) => unit.name === 'Hillside Farm')!.organisation_id;
  }, 60_000);

  afterAll(() => t.close());

  it('checks a good file in a dry run and writes nothing; the real run writes every row with its ledger line', async () => {
    const shed = await store('Import shed', 100_000);
    const file = csv(
      'Wheat,"Feed wheat",Skyfall,2026,Import shed,Hillside Grain Store,Owned,"25,000"',
      'wheat,,"Graham, late",2025,import shed,,,500',
    );
    await expectNothingWritten(t, TABLES, async () => {
      const dry = await importCsv(file, true);
      expect(dry.statusCode, dry.body).toBe(200);
      expect(result(dry)).toEqual({ dryRun: true, rows: 2, valid: 2, imported: 0, issues: [] });
    });

    const real = await importCsv(file, false);
    expect(real.statusCode, real.body).toBe(201);
    expect(result(real)).toEqual({ dryRun: false, rows: 2, valid: 2, imported: 2, issues: [] });
    const made = await recordsIn(shed.id);
    expect(
      made.map(({ commodityId, commodityItemId, variety, harvestYear, quantityKg }) => ({
        commodityId,
        commodityItemId,
        variety,
        harvestYear,
        quantityKg,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          commodityId: 'wheat',
          commodityItemId: 'wheat-feed',
          variety: 'Skyfall',
          harvestYear: 2026,
          quantityKg: 25_000,
        },
        { commodityId: 'wheat', commodityItemId: null, variety: 'Graham, late', harvestYear: 2025, quantityKg: 500 },
      ]),
    );
    for (const record of made) {
      const ledger = (await apiCall(t, 'GET', `/inventory/records/${record.id}/ledger`, farmer)).json().data as {
        kind: string;
        deltaKg: number;
      }[];
      expect(ledger).toEqual([expect.objectContaining({ kind: 'intake', deltaKg: record.quantityKg })]);
    }
  });

  it('lists every bad row, writes nothing, and answers a real run with 422 and the same rows', async () => {
    const shed = await store('Half good shed', null);
    const file = csv(
      'Wheat,,,2026,Half good shed,,,1000',
      'Quinoa,,,2026,Half good shed,,,1000',
      'Barley,,,2026,Half good shed,,Rented,ten',
      'Wheat,,,2026,Half good shed,,,2000',
    );
    const issues = [
      { row: 3, field: 'Crop', message: formatMessage(m.importCropUnknown, { name: 'Quinoa' }) },
      {
        row: 4,
        field: 'Ownership',
        message: formatMessage(m.importOptionUnknown, { options: 'Owned, Stored for others' }),
      },
      { row: 4, field: 'Quantity (kg)', message: m.importWholeKilograms },
    ];
    await expectNothingWritten(t, TABLES, async () => {
      const dry = await importCsv(file, true);
      expect(dry.statusCode, dry.body).toBe(200);
      expect(result(dry)).toEqual({ dryRun: true, rows: 4, valid: 2, imported: 0, issues });

      const real = await importCsv(file, false);
      expect(real.statusCode, real.body).toBe(422);
      expect(real.json().message).toBe(m.importNothingWritten);
      expect(real.json().validation).toEqual(
        issues.map((issue) => ({
          field: issue.field,
          message: formatMessage(m.importRowInvalid, { row: issue.row, message: issue.message }),
        })),
      );
    });
    expect(await recordsIn(shed.id)).toEqual([]);
  });

  it('refuses rows that would fill a store past its capacity, counting the rows before them in the file', async () => {
    const bin = await store('Import bin', 10_000);
    const file = csv(
      'Wheat,,,2026,Import bin,,,6000',
      'Wheat,,,2026,Import bin,,,5000',
      'Barley,,,2026,Import bin,,,1',
    );
    await expectNothingWritten(t, TABLES, async () => {
      const dry = await importCsv(file, true);
      expect(result(dry).issues).toEqual([
        {
          row: 3,
          field: 'Quantity (kg)',
          message: movementConflictMessage({ kind: 'overCapacity', roomKg: 4_000, overKg: 1_000 }),
        },
        { row: 4, field: 'Crop', message: formatMessage(m.cropClash, { crop: 'Wheat' }) },
      ]);
      expect((await importCsv(file, false)).statusCode).toBe(422);
    });
    expect(await recordsIn(bin.id)).toEqual([]);
  });

  it('does not find another organisation’s store by its name: that row’s issue, nothing more', async () => {
    await store('Marsh barn', null, marsh, 'Marsh Lane Farm');
    const dry = await importCsv(csv('Wheat,,,2026,Marsh barn,Marsh Lane Farm,,100'), true);
    expect(result(dry).issues).toEqual([
      { row: 2, field: 'Store or field', message: formatMessage(m.importStorageUnknown, { name: 'Marsh barn' }) },
    ]);
  });

  it('keeps a member limited to one farm to the stores there', async () => {
    await store('Store shed only', null);
    const limited = await newMember(t, { access: { 'inventory.movements': 'write' } });
    await rows(
      t,
      sql`insert into profile_business_units (profile_id, business_unit_id)
          values (${limited.profileId}, ${units['Hillside Farm']}) returning profile_id`,
    );
    const dry = await importCsv(csv('Wheat,,,2026,Store shed only,,,100'), true, limited.headers);
    expect(result(dry).issues[0]?.message).toBe(formatMessage(m.importStorageUnknown, { name: 'Store shed only' }));
  });

  it('is for people who may change inventory: 403 to read-only members and to businesses without it', async () => {
    await store('Guarded shed', null);
    const file = csv('Wheat,,,2026,Guarded shed,,,100');
    const readOnly = await newMember(t, { access: { 'inventory.movements': 'read' } });
    await expectNothingWritten(t, TABLES, async () => {
      expect((await importCsv(file, false, readOnly.headers)).statusCode).toBe(403);
      expect((await importCsv(file, true, merchant)).statusCode).toBe(403);
    });
  });

  it('refuses a file that is not CSV, or not the stock columns, with a 400 that says why', async () => {
    const unclosed = await importCsv(csv('"Wheat,,,2026,Import shed,,,1'), true);
    expect(unclosed.statusCode).toBe(400);
    const why = formatMessage(m.importUnreadable, { problem: formatMessage(m.importUnclosedQuote, { row: 2 }) });
    expect(unclosed.json().message).toBe(why);
    expect(unclosed.json().validation).toEqual([{ field: 'csv', message: why }]);

    // An old or foreign file: a column the export never wrote.
    const stale = await importCsv('Commodity,Tonnes\r\nWheat,10\r\n', true);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(formatMessage(m.importColumnUnknown, { column: 'Commodity' }));

    const empty = await importCsv(`${HEADER}\r\n`, true);
    expect(empty.json().message).toBe(m.importEmpty);

    const noBody = await apiCall(t, 'POST', '/inventory/records/import', farmer, { csv: 'x' });
    expect(noBody.statusCode).toBe(400);
  });

  it('refuses a file over the limit with 413', async () => {
    const big = await importCsv(csv(`Wheat,,${'x'.repeat(STOCK_IMPORT_BYTES_MAX)},2026,Import shed,,,1`), true);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(formatMessage(m.importTooLarge, { rows: '5,000', megabytes: 2 }));
  });

  it('writes once when a phone retries the same import (Idempotency-Key)', async () => {
    const shed = await store('Retry shed', null);
    const headers = { ...farmer, 'idempotency-key': 'stock-import-retry' };
    const body = { csv: csv('Wheat,,,2026,Retry shed,,,700'), dryRun: false };
    const first = await apiCall(t, 'POST', '/inventory/records/import', headers, body);
    const again = await apiCall(t, 'POST', '/inventory/records/import', headers, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect((await recordsIn(shed.id)).map((record) => record.quantityKg)).toEqual([700]);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toContain('/api/inventory/records/import');
  });

  it('keeps every record equal to its ledger after all of the above', async () => {
    expect(await ledgerDisagreements(t.app.platform.database.db, hillsideId)).toEqual([]);
  });
});
