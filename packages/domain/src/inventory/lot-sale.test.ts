import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUANTITY_MAX_KG } from './movement-rules';
import { lotSaleOf, lotSaleState } from './lot-sale';

describe('a lot’s sale state from its trades (issue 20)', () => {
  it('is unsold with no trades, part sold while they cover some, sold once they cover it all', () => {
    expect(lotSaleState(60_000, 0)).toBe('unsold');
    expect(lotSaleState(60_000, 20_000)).toBe('part-sold');
    expect(lotSaleState(60_000, 60_000)).toBe('sold');
    // Grain collected after the trade leaves the lot smaller (or empty): what was traded still covers it.
    expect(lotSaleState(0, 60_000)).toBe('sold');
    expect(lotSaleState(0, 0)).toBe('unsold');
  });

  it('only ever grows towards sold as trades add up', () => {
    const order = { unsold: 0, 'part-sold': 1, sold: 2 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: QUANTITY_MAX_KG }),
        fc.array(fc.integer({ min: 1, max: QUANTITY_MAX_KG }), { maxLength: 6 }),
        (holdingKg, trades) => {
          let traded = 0;
          let last = order[lotSaleState(holdingKg, 0)];
          for (const kg of trades) {
            traded += kg;
            const now = order[lotSaleState(holdingKg, traded)];
            expect(now).toBeGreaterThanOrEqual(last);
            expect(now).toBeGreaterThan(0);
            last = now;
          }
          expect(lotSaleOf(holdingKg, traded).tradedKg).toBe(traded);
        },
      ),
    );
  });
});
