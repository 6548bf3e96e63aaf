import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { farmDetailsSchema } from '../accounts/business-unit';
import { membershipNumberIssue } from './assurance';
import {
  adjustmentCreateSchema,
  movementCreateSchema,
  stockRecordCreateSchema,
  storagePatchIssues,
} from './inventory-schemas';
import { MOVEMENT_STATE_TABLE, movementViewStatus } from './movement-status';

const STORE = '11111111-1111-4111-8111-111111111111';
const RECORD = '22222222-2222-4222-8222-222222222222';
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ field: issue.path.join('.'), message: issue.message }));

describe('stock records (platform §3, §5)', () => {
  const record = { storageId: STORE, quantityKg: 10_000, commodityId: 'wheat', harvestYear: 2026 };

  it('requires a storage contract for inventory stored for a third party', () => {
    expect(issues(stockRecordCreateSchema.safeParse({ ...record, ownerStatus: 'STORED' }))).toEqual([
      { field: 'storageContractRef', message: messages.inventory.storageContractRequired },
    ]);
    expect(
      stockRecordCreateSchema.safeParse({ ...record, ownerStatus: 'STORED', storageContractRef: 'SC-1' }).success,
    ).toBe(true);
  });

  it("says 'Enter the quantity' for an empty quantity, not 'Numbers only' (issue 20)", () => {
    for (const empty of [Number.NaN, undefined, null]) {
      expect(issues(stockRecordCreateSchema.safeParse({ ...record, quantityKg: empty }))).toEqual([
        { field: 'quantityKg', message: 'Enter the quantity' },
      ]);
    }
    const move = {
      type: 'internal',
      sources: [{ recordId: RECORD, quantityKg: Number.NaN }],
      destinationStorageId: STORE,
      quantityKg: Number.NaN,
      startDate: '2026-11-26',
    };
    const said = issues(movementCreateSchema.safeParse(move));
    expect(said).toContainEqual({ field: 'quantityKg', message: 'Enter the quantity' });
    expect(said.map((each) => each.message)).not.toContain(messages.validation.numeric);
    // A number field given text still says so.
    expect(issues(stockRecordCreateSchema.safeParse({ ...record, quantityKg: 'ten' }))).toEqual([
      { field: 'quantityKg', message: messages.validation.numeric },
    ]);
  });

  it('takes livestock only with its species', () => {
    expect(issues(stockRecordCreateSchema.safeParse({ ...record, inventoryType: 'livestock' }))[0]?.field).toBe(
      'species',
    );
    expect(stockRecordCreateSchema.safeParse({ ...record, inventoryType: 'livestock', species: 'sheep' }).success).toBe(
      true,
    );
  });

  it('reads an owned, unsold grain record by default, in whole kilograms', () => {
    expect(stockRecordCreateSchema.parse(record)).toMatchObject({
      inventoryType: 'grain',
      ownerStatus: 'OWNED',
      saleStatus: 'unsold',
    });
    expect(stockRecordCreateSchema.safeParse({ ...record, quantityKg: 10.5 }).success).toBe(false);
    expect(stockRecordCreateSchema.safeParse({ ...record, quantityKg: -1 }).success).toBe(false);
  });
});

describe('storage locations (platform §3)', () => {
  it("refuses a change naming the other type's fields: a store has no area, a field no capacity", () => {
    const unknown = (field: string) => ({ field, message: messages.validation.unknownField });
    expect(storagePatchIssues('store', { capacityKg: 1_000, name: 'Shed' })).toEqual([]);
    expect(storagePatchIssues('store', { areaHa: 2, plantingMonth: '2026-03' })).toEqual([
      unknown('areaHa'),
      unknown('plantingMonth'),
    ]);
    expect(storagePatchIssues('field', { areaHa: 2, commodityId: 'wheat' })).toEqual([]);
    expect(storagePatchIssues('field', { capacityKg: 1_000 })).toEqual([unknown('capacityKg')]);
  });
});

describe('adjustments: the loss reasons and stock-take corrections (platform §3)', () => {
  it('takes the spec’s loss reasons as reductions only', () => {
    for (const reason of ['drought', 'fire', 'flooding', 'freeze-damage', 'hail', 'wind']) {
      expect(adjustmentCreateSchema.safeParse({ reason, deltaKg: -500 }).success).toBe(true);
      expect(adjustmentCreateSchema.safeParse({ reason, deltaKg: 500 }).success).toBe(false);
    }
  });

  it('lets a stock-take correct either way, but never by nothing', () => {
    expect(adjustmentCreateSchema.safeParse({ reason: 'stock-take', deltaKg: 500 }).success).toBe(true);
    expect(adjustmentCreateSchema.safeParse({ reason: 'stock-take', deltaKg: -500 }).success).toBe(true);
    expect(adjustmentCreateSchema.safeParse({ reason: 'stock-take', deltaKg: 0 }).success).toBe(false);
    expect(adjustmentCreateSchema.safeParse({ reason: 'theft', deltaKg: -1 }).success).toBe(false);
  });
});

describe('movements (platform §5, trading-logistics §5)', () => {
  const internal = {
    type: 'internal',
    sources: [{ recordId: RECORD, quantityKg: 10_000 }],
    destinationStorageId: STORE,
    quantityKg: 10_000,
    startDate: '2026-08-01',
  };

  it('requires the amount moved to equal the total selected, saying by how much it differs', () => {
    expect(movementCreateSchema.safeParse(internal).success).toBe(true);
    expect(issues(movementCreateSchema.safeParse({ ...internal, quantityKg: 12_000 }))).toEqual([
      { field: 'quantityKg', message: 'The amount moved must equal the total selected: it is 2.00 t higher' },
    ]);
  });

  it('refuses an end date before the start date', () => {
    expect(issues(movementCreateSchema.safeParse({ ...internal, endDate: '2026-07-31' }))[0]?.field).toBe('endDate');
  });

  it('brings an intake in as a new record, with the storage contract rule of any record', () => {
    const intake = {
      type: 'intake',
      destinationStorageId: STORE,
      quantityKg: 5_000,
      startDate: '2026-08-01',
      record: { commodityId: 'wheat', harvestYear: 2026, ownerStatus: 'STORED' },
    };
    expect(issues(movementCreateSchema.safeParse(intake))).toEqual([
      { field: 'record.storageContractRef', message: messages.inventory.storageContractRequired },
    ]);
  });

  it('reads a planned movement as incomplete once its last day has passed; complete stays complete', () => {
    const planned = { status: 'planned' as const, startDate: '2026-08-01', endDate: '2026-08-03' };
    expect(movementViewStatus(planned, '2026-08-03')).toBe('planned');
    expect(movementViewStatus(planned, '2026-08-04')).toBe('incomplete');
    expect(movementViewStatus({ ...planned, endDate: null }, '2026-08-02')).toBe('incomplete');
    expect(movementViewStatus({ ...planned, status: 'complete' }, '2027-01-01')).toBe('complete');
  });

  it('reads every movement by its table, whose last row holds for any movement', () => {
    expect(MOVEMENT_STATE_TABLE.map((row) => row.state)).toEqual(['complete', 'reversed', 'incomplete', 'planned']);
    expect(MOVEMENT_STATE_TABLE.at(-1)?.when).toEqual({ kind: 'otherwise' });
  });
});

describe('assurance membership (platform §5, trading-logistics §5)', () => {
  it('writes Red Tractor as 00/000/0000 and the Scottish scheme as F123456', () => {
    expect(membershipNumberIssue('red-tractor', '12/345/6789')).toBeNull();
    expect(membershipNumberIssue('red-tractor', '12/34/6789')).toBe(messages.inventory.redTractorMembership);
    expect(membershipNumberIssue('scottish', 'F123456')).toBeNull();
    expect(membershipNumberIssue('scottish', 'F12345')).toBe(messages.inventory.scottishMembership);
    expect(membershipNumberIssue('other', 'anything')).toBeNull();
  });

  it('keeps the status Valid or Grace with a farm’s details, and puts a bad number under its field', () => {
    expect(
      farmDetailsSchema.safeParse({
        assuranceScheme: 'red-tractor',
        membershipNumber: '12/345/6789',
        assuranceStatus: 'grace',
      }).success,
    ).toBe(true);
    expect(farmDetailsSchema.safeParse({ assuranceStatus: 'lapsed' }).success).toBe(false);
    expect(issues(farmDetailsSchema.safeParse({ assuranceScheme: 'scottish', membershipNumber: '123456' }))).toEqual([
      { field: 'membershipNumber', message: messages.inventory.scottishMembership },
    ]);
  });
});
