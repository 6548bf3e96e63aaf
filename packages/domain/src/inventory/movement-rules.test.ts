import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { WEIGHT_UNITS } from '../units/units';
import { balanceIssue } from './ledger';
import {
  amountMovedIssue,
  bulkGroupIssue,
  bulkStorageIssue,
  duplicateMovementIssue,
  duplicatesAvailable,
  harvestLoadIssue,
  movementConflictMessage,
  movementConflicts,
  QUANTITY_MAX_KG,
  withMovementDate,
} from './movement-rules';

/** A ledger line as the property below writes them: a record's quantity, and a store's, is the sum of its lines. */
interface LedgerLine {
  recordId: string;
  storageId: string;
  deltaKg: number;
}

function ledgerBalance(lines: readonly LedgerLine[], key: 'recordId' | 'storageId', id: string): number {
  let total = 0;
  for (const line of lines) if (line[key] === id) total += line.deltaKg;
  return total;
}

const store = (holdingKg: number, capacityKg: number | null, commodityIds: string[] = []) => ({
  capacityKg,
  holdingKg,
  commodityIds,
});

describe('movement conflicts (platform §4, §8; trading-logistics §4)', () => {
  it('finds none when the crop matches, the sources hold enough and the store has room', () => {
    expect(
      movementConflicts({
        quantityKg: 10_000,
        commodityId: 'wheat',
        availableKg: 10_000,
        destination: store(90_000, 100_000, ['wheat']),
      }),
    ).toEqual([]);
  });

  it('says over capacity once, with the room left and by how much the amount is higher than that', () => {
    const conflicts = movementConflicts({
      quantityKg: 12_500,
      commodityId: 'wheat',
      availableKg: null,
      destination: store(90_000, 100_000),
    });
    expect(conflicts).toEqual([
      {
        kind: 'overCapacity',
        roomKg: 10_000,
        overKg: 2_500,
        message:
          'Over capacity at the destination: it has room for 10.00 t more, and the amount is 2.50 t higher than that',
      },
    ]);
  });

  it("says 'Moving too much here' with what is available and by how much the amount is higher", () => {
    const conflicts = movementConflicts({ quantityKg: 6_250, commodityId: 'wheat', availableKg: 5_000 });
    expect(conflicts).toEqual([
      {
        kind: 'inventoryShortfall',
        availableKg: 5_000,
        overKg: 1_250,
        message: 'Moving too much here: 5.00 t is available, and the amount is 1.25 t higher than that',
      },
    ]);
  });

  it('says a full store has no room, and the whole amount is over', () => {
    const [conflict] = movementConflicts({
      quantityKg: 3_000,
      commodityId: 'wheat',
      availableKg: null,
      destination: store(120_000, 100_000),
    });
    expect(conflict).toMatchObject({ roomKg: 0, overKg: 3_000 });
  });

  it('says a conflict again in the reader’s unit from its figures', () => {
    const [conflict] = movementConflicts({ quantityKg: 6_250, commodityId: 'wheat', availableKg: 5_000 });
    expect(movementConflictMessage(conflict!, 'kg')).toBe(
      'Moving too much here: 5,000.00 kg is available, and the amount is 1,250.00 kg higher than that',
    );
  });

  it('never says a kilogram over as nothing: what is there rounds down, the excess up', () => {
    const [conflict] = movementConflicts({ quantityKg: 5_001, commodityId: 'wheat', availableKg: 5_000 });
    expect(conflict!.message).toBe(
      'Moving too much here: 5.00 t is available, and the amount is 0.01 t higher than that',
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: QUANTITY_MAX_KG }), fc.constantFrom(...WEIGHT_UNITS), (overKg, unit) => {
        const said = movementConflictMessage({ kind: 'overCapacity', roomKg: 0, overKg }, unit);
        expect(said).toMatch(/higher than that$/);
        expect(said).not.toMatch(/amount is 0\.00 /);
      }),
    );
  });

  it('figures add up: what is available (or the room left) and the amount over make the amount moved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: QUANTITY_MAX_KG }),
        fc.integer({ min: 0, max: QUANTITY_MAX_KG }),
        fc.integer({ min: 0, max: QUANTITY_MAX_KG }),
        fc.integer({ min: 1, max: QUANTITY_MAX_KG }),
        (quantityKg, availableKg, holdingKg, capacityKg) => {
          const conflicts = movementConflicts({
            quantityKg,
            commodityId: 'wheat',
            availableKg,
            destination: store(holdingKg, capacityKg),
          });
          for (const conflict of conflicts) {
            const base = conflict.kind === 'inventoryShortfall' ? conflict.availableKg : conflict.roomKg;
            expect(conflict.overKg).toBeGreaterThan(0);
            expect(base! + conflict.overKg!).toBe(quantityKg);
          }
          expect(new Set(conflicts.map((each) => each.kind)).size).toBe(conflicts.length);
        },
      ),
    );
  });

  it('finds a crop clash when the store holds, or is set aside for, another crop, naming it', () => {
    const [clash] = movementConflicts({
      quantityKg: 1,
      commodityId: 'barley',
      availableKg: 1,
      destination: { ...store(1, null, ['wheat']), cropName: 'Wheat' },
    });
    expect(clash).toEqual({
      kind: 'cropClash',
      crop: 'Wheat',
      message: 'This store holds Wheat: a different crop cannot be moved into it',
    });
  });

  it('takes no capacity limit from a field or a store without a stated capacity', () => {
    expect(
      movementConflicts({ quantityKg: 1e9, commodityId: 'wheat', availableKg: null, destination: store(1e9, null) }),
    ).toEqual([]);
  });

  it('never allows a move past capacity or past the sources, whatever the numbers', () => {
    fc.assert(
      fc.property(
        fc.nat(1e9),
        fc.nat(1e9),
        fc.nat(1e9),
        fc.nat(1e9),
        (quantityKg, availableKg, holdingKg, capacityKg) => {
          const kinds = movementConflicts({
            quantityKg,
            commodityId: 'wheat',
            availableKg,
            destination: store(holdingKg, capacityKg),
          }).map((conflict) => conflict.kind);
          expect(kinds.includes('inventoryShortfall')).toBe(quantityKg > availableKg);
          expect(kinds.includes('overCapacity')).toBe(holdingKg + quantityKg > capacityKg);
        },
      ),
    );
  });
});

describe('the amount moved equals the total selected (trading-logistics §5)', () => {
  it('says by how much it is higher or lower, in tonnes', () => {
    expect(amountMovedIssue(12_500, 10_000)).toBe(
      'The amount moved must equal the total selected: it is 2.50 t higher',
    );
    expect(amountMovedIssue(9_990, 10_000)).toBe('The amount moved must equal the total selected: it is 0.01 t lower');
    expect(amountMovedIssue(10_000, 10_000)).toBeNull();
    // A kilogram out is never '0.00 t': the difference rounds up to the display step.
    expect(amountMovedIssue(10_001, 10_000)).toBe(
      'The amount moved must equal the total selected: it is 0.01 t higher',
    );
  });

  it("says it in the reader's weight unit (issue 20)", () => {
    expect(amountMovedIssue(12_500, 10_000, 'lb')).toBe(
      'The amount moved must equal the total selected: it is 5,512.50 lb higher',
    );
    expect(amountMovedIssue(10_000, 12_500, 'kg')).toBe(
      'The amount moved must equal the total selected: it is 2,500.00 kg lower',
    );
  });

  it('is silent exactly when they agree', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), (moved, selected) => {
        expect(amountMovedIssue(moved, selected) === null).toBe(moved === selected);
      }),
    );
  });
});

describe('duplicating a movement (platform §5, trading-logistics §5)', () => {
  it("says 'There is only enough inventory to duplicate this movement {count} times'", () => {
    expect(duplicateMovementIssue(25_000, 10_000, 3)).toBe(
      'There is only enough inventory to duplicate this movement 2 times',
    );
    expect(duplicateMovementIssue(30_000, 10_000, 3)).toBeNull();
  });

  it('never allows copies that together take more than there is', () => {
    fc.assert(
      fc.property(
        fc.nat(1e9),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 50 }),
        (available, each, copies) => {
          const allowed = duplicateMovementIssue(available, each, copies) === null;
          expect(allowed).toBe(copies * each <= available);
          expect(duplicatesAvailable(available, each) * each).toBeLessThanOrEqual(available);
        },
      ),
    );
  });
});

describe('bulk actions and harvest loads (platform §5, trading-logistics §5)', () => {
  it('refuses stores and fields mixed in one action', () => {
    expect(bulkStorageIssue(['store', 'field'])).toBe(messages.inventory.storesAndFieldsMixed);
    expect(bulkStorageIssue(['store', 'store'])).toBeNull();
  });

  it('refuses bulk movements that mix groups (crops)', () => {
    expect(bulkGroupIssue(['wheat', 'barley'])).toBe(messages.inventory.groupsMixed);
    expect(bulkGroupIssue(['wheat', 'wheat'])).toBeNull();
  });

  it('refuses loads of another crop added to a harvest', () => {
    expect(harvestLoadIssue('wheat', ['wheat', 'barley'])).toBe(messages.inventory.harvestGroupMixed);
    expect(harvestLoadIssue('wheat', ['wheat'])).toBeNull();
  });
});

describe('changing the date clears the storage selection (platform §5)', () => {
  it('empties the sources and the destination when the date changes, and keeps them otherwise', () => {
    const draft = { date: '2026-08-01', sourceIds: ['a'], destinationId: 'b', reference: 'R1' };
    expect(withMovementDate(draft, '2026-08-02')).toEqual({
      date: '2026-08-02',
      sourceIds: [],
      destinationId: null,
      reference: 'R1',
    });
    expect(withMovementDate(draft, '2026-08-01')).toBe(draft);
  });
});

describe('the ledger (issue 7: a quantity is always the sum of its ledger)', () => {
  type Step =
    | { kind: 'move'; from: number; to: number; kg: number }
    | { kind: 'adjust'; record: number; kg: number }
    | { kind: 'delete'; record: number };

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('move' as const), from: fc.nat(3), to: fc.nat(3), kg: fc.nat(50_000) }),
    fc.record({
      kind: fc.constant('adjust' as const),
      record: fc.nat(3),
      kg: fc.integer({ min: -50_000, max: 50_000 }),
    }),
    fc.record({ kind: fc.constant('delete' as const), record: fc.nat(3) }),
  );

  it('lets no sequence of moves, adjustments and deletions take a record or store below nothing', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const records = ['r0', 'r1', 'r2', 'r3'];
        const storageOf = (record: string) => `s${record.slice(1)}`;
        const lines: LedgerLine[] = records.map((recordId) => ({
          recordId,
          storageId: storageOf(recordId),
          deltaKg: 20_000,
        }));
        const balance = (record: string) => ledgerBalance(lines, 'recordId', record);
        for (const each of steps) {
          if (each.kind === 'move') {
            const from = records[each.from]!;
            const to = records[each.to]!;
            if (from === to || balanceIssue(balance(from), -each.kg)) continue;
            lines.push({ recordId: from, storageId: storageOf(from), deltaKg: -each.kg });
            lines.push({ recordId: to, storageId: storageOf(to), deltaKg: each.kg });
          } else if (each.kind === 'adjust') {
            const record = records[each.record]!;
            if (balanceIssue(balance(record), each.kg)) continue;
            lines.push({ recordId: record, storageId: storageOf(record), deltaKg: each.kg });
          } else {
            // Deleting a record writes it off: its whole balance leaves the ledger in one line.
            const record = records[each.record]!;
            lines.push({ recordId: record, storageId: storageOf(record), deltaKg: -balance(record) });
          }
          for (const record of records) {
            expect(balance(record)).toBeGreaterThanOrEqual(0);
            expect(ledgerBalance(lines, 'storageId', storageOf(record))).toBe(balance(record));
          }
        }
      }),
    );
  });
});
