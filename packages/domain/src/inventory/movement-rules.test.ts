import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { balanceIssue } from './ledger';
import {
  amountMovedIssue,
  bulkGroupIssue,
  bulkStorageIssue,
  duplicateMovementIssue,
  duplicatesAvailable,
  harvestLoadIssue,
  movementConflicts,
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

  it("says 'This will result in over capacity at the destination' one kilogram past capacity", () => {
    const conflicts = movementConflicts({
      quantityKg: 10_001,
      commodityId: 'wheat',
      availableKg: null,
      destination: store(90_000, 100_000),
    });
    expect(conflicts).toEqual([{ kind: 'overCapacity', message: messages.inventory.overCapacity }]);
    expect(messages.inventory.overCapacity).toBe('This will result in over capacity at the destination');
  });

  it("says 'Moving too much here. Please check capacity and totals' for more than the sources hold", () => {
    const conflicts = movementConflicts({ quantityKg: 5_001, commodityId: 'wheat', availableKg: 5_000 });
    expect(conflicts).toEqual([{ kind: 'inventoryShortfall', message: messages.inventory.movingTooMuch }]);
    expect(messages.inventory.movingTooMuch).toBe('Moving too much here. Please check capacity and totals');
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
