import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertAlreadyPast,
  futuresAlertInputSchema,
  futuresMove,
  sideOf,
  targetAlertInputSchema,
  targetCrossing,
  type AlertDirection,
} from './market-alerts';

const pence = fc.integer({ min: 1, max: 1_000_000 });
const direction = fc.constantFrom<AlertDirection>('above', 'below');

describe('target-price alerts fire once per crossing', () => {
  it('fire exactly when the price comes onto the alert’s side from the other, whatever the prices', () => {
    fc.assert(
      fc.property(direction, pence, pence, fc.array(pence, { maxLength: 40 }), (dir, target, first, prices) => {
        // Made while the market stands at `first`: it starts on that side, as the API sets it.
        let side: AlertDirection | null = sideOf(first, target, dir);
        let previous = side;
        let fired = 0;
        let expected = 0;
        for (const price of prices) {
          const now = sideOf(price, target, dir);
          if (now === dir && previous !== dir) expected += 1;
          const crossing = targetCrossing({ direction: dir, priceMinor: target, side }, price);
          if (crossing.fires) fired += 1;
          side = crossing.side;
          previous = now;
        }
        expect(fired).toBe(expected);
      }),
    );
  });

  it('stay quiet while the price stays past, and at the price count as reached', () => {
    const alert = { direction: 'above' as const, priceMinor: 19_000 };
    expect(targetCrossing({ ...alert, side: 'below' }, 19_000)).toEqual({ side: 'above', fires: true });
    expect(targetCrossing({ ...alert, side: 'above' }, 25_000)).toEqual({ side: 'above', fires: false });
    expect(targetCrossing({ ...alert, side: 'above' }, 18_999)).toEqual({ side: 'below', fires: false });
    expect(alertAlreadyPast({ direction: 'above', side: 'above' })).toBe(true);
    expect(alertAlreadyPast({ direction: 'below', side: 'above' })).toBe(false);
  });
});

describe('futures alerts fire on a day’s move, once a day', () => {
  it('fire on a move of N pence either way, or of N per cent, and not twice on one day', () => {
    const pounds = { moveMinor: 500, movePercent: null, firedOn: null };
    expect(futuresMove(pounds, 18_000, 18_499, '2026-11-27').fires).toBe(false);
    expect(futuresMove(pounds, 18_000, 17_500, '2026-11-27')).toMatchObject({ moveMinor: -500, fires: true });
    expect(futuresMove({ ...pounds, firedOn: '2026-11-27' }, 18_000, 17_000, '2026-11-27').fires).toBe(false);
    expect(futuresMove({ ...pounds, firedOn: '2026-11-26' }, 18_000, 17_000, '2026-11-27').fires).toBe(true);
    const percent = { moveMinor: null, movePercent: 3, firedOn: null };
    expect(futuresMove(percent, 20_000, 20_599, '2026-11-27').fires).toBe(false);
    expect(futuresMove(percent, 20_000, 20_600, '2026-11-27').fires).toBe(true);
  });
});

describe('the alert inputs', () => {
  it('take a price in whole pence within §9’s bounds, and a move per tonne or a percentage, not both', () => {
    const target = { type: 'target', commodityId: 'wheat-feed', region: 'east', kind: 'spot', direction: 'above' };
    expect(targetAlertInputSchema.safeParse({ ...target, priceMinor: 19_000 }).success).toBe(true);
    for (const priceMinor of [0, 1.5, 100_000_000, Number.NaN]) {
      expect(targetAlertInputSchema.safeParse({ ...target, priceMinor }).success, String(priceMinor)).toBe(false);
    }
    const futures = { type: 'futures', commodityId: 'wheat-feed' };
    expect(futuresAlertInputSchema.safeParse({ ...futures, moveMinor: 500, movePercent: null }).success).toBe(true);
    expect(futuresAlertInputSchema.safeParse({ ...futures, moveMinor: null, movePercent: 2.5 }).success).toBe(true);
    expect(futuresAlertInputSchema.safeParse({ ...futures, moveMinor: 500, movePercent: 2 }).success).toBe(false);
    expect(futuresAlertInputSchema.safeParse({ ...futures, moveMinor: null, movePercent: null }).success).toBe(false);
  });
});
