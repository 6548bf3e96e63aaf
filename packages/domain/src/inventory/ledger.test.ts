import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withRunningBalance } from './ledger';

describe('a lot’s ledger with its running balance (issue 20)', () => {
  it('gives each line the balance after it', () => {
    expect(withRunningBalance([{ deltaKg: 30_000 }, { deltaKg: -5_000 }, { deltaKg: 1_250 }])).toEqual([
      { deltaKg: 30_000, balanceKg: 30_000 },
      { deltaKg: -5_000, balanceKg: 25_000 },
      { deltaKg: 1_250, balanceKg: 26_250 },
    ]);
    expect(withRunningBalance([])).toEqual([]);
  });

  it('ends on the sum of the lines, and each balance is the one before plus the line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -2_000_000, max: 2_000_000 }).map((deltaKg) => ({ deltaKg }))),
        (lines) => {
          const balanced = withRunningBalance(lines);
          const total = lines.reduce((sum, line) => sum + line.deltaKg, 0);
          expect(balanced.at(-1)?.balanceKg ?? 0).toBe(total);
          balanced.forEach((line, index) =>
            expect(line.balanceKg).toBe((balanced[index - 1]?.balanceKg ?? 0) + line.deltaKg),
          );
        },
      ),
    );
  });
});
