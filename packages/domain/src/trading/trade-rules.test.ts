import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  contractDueAt,
  contractState,
  reopenDeadline,
  reopenState,
  tradeRequestCloseSchema,
  tradeRequestCreateSchema,
  tradeRequestDeadline,
  tradeRequestIssues,
  tradeRequestState,
  tradeValue,
  wantedCreateSchema,
  type ReopenStatus,
  type TradeRequestOutcome,
} from './trade-rules';

const HOUR = 3_600_000;
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const uuid = '4f4f4f4f-4f4f-4f4f-8f4f-4f4f4f4f4f4f';
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }).map((ms) => new Date(ms));

describe('reopen requests (trading §4: the seller asks the buyer to trade at an expired price)', () => {
  const requestedAt = new Date('2026-06-29T11:00:00Z');
  const expiresAt = reopenDeadline(requestedAt);

  it('the buyer has 2 hours to answer a reopen request', () => {
    expect(expiresAt.toISOString()).toBe('2026-06-29T13:00:00.000Z');
  });

  it('a reopen request is pending until its 2 hours pass, and expired from then', () => {
    expect(reopenState({ status: 'pending', expiresAt }, plus(expiresAt, -1))).toBe('pending');
    expect(reopenState({ status: 'pending', expiresAt }, expiresAt)).toBe('expired');
  });

  it('an accepted, declined or expired reopen request keeps its answer', () => {
    for (const status of ['accepted', 'declined', 'expired'] as const) {
      expect(reopenState({ status, expiresAt }, plus(expiresAt, -1))).toBe(status);
      expect(reopenState({ status, expiresAt }, plus(expiresAt, HOUR))).toBe(status);
    }
  });

  it('for any request time and clock, a pending request is pending exactly for 2 hours, then expired for good', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -HOUR, max: 10 * HOUR }), fc.nat(10 * HOUR), (requestedAt, from, step) => {
        const request = { status: 'pending' as ReopenStatus, expiresAt: reopenDeadline(requestedAt) };
        const earlier = reopenState(request, plus(requestedAt, from));
        expect(earlier).toBe(from < 2 * HOUR ? 'pending' : 'expired');
        if (earlier === 'expired') expect(reopenState(request, plus(requestedAt, from + step))).toBe('expired');
      }),
    );
  });
});

describe('contracts (trading §4 trade: the buyer sends a contract within 72 hours)', () => {
  const acceptedAt = new Date('2026-06-29T10:15:00Z');
  const due = contractDueAt(acceptedAt);

  it('the contract is due 72 hours after the trade', () => {
    expect(due.toISOString()).toBe('2026-07-02T10:15:00.000Z');
  });

  it('the contract is awaited until it is due and overdue from then (the seller may then request it)', () => {
    expect(contractState({ contractReceivedAt: null, contractDueAt: due }, plus(due, -1))).toBe('awaiting');
    expect(contractState({ contractReceivedAt: null, contractDueAt: due }, due)).toBe('overdue');
  });

  it('the contract is received once its details arrive, early or late', () => {
    expect(contractState({ contractReceivedAt: plus(acceptedAt, HOUR), contractDueAt: due }, plus(due, -1))).toBe(
      'received',
    );
    expect(contractState({ contractReceivedAt: plus(due, HOUR), contractDueAt: due }, plus(due, 2 * HOUR))).toBe(
      'received',
    );
  });

  it('for any trade time and clock, a contract not received is awaiting for exactly 72 hours, then overdue', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 200 * HOUR }), (acceptedAt, delta) => {
        const state = contractState(
          { contractReceivedAt: null, contractDueAt: contractDueAt(acceptedAt) },
          plus(acceptedAt, delta),
        );
        expect(state).toBe(delta < 72 * HOUR ? 'awaiting' : 'overdue');
      }),
    );
  });
});

describe('trade requests (trading §4: a seller asks a buyer to trade)', () => {
  const sentAt = new Date('2026-06-29T14:00:00Z');
  const expiresAt = tradeRequestDeadline(sentAt);

  it('the buyer has 2 hours to answer a trade request', () => {
    expect(expiresAt.toISOString()).toBe('2026-06-29T16:00:00.000Z');
  });

  it('a trade request is active until its 2 hours pass, then closed with the outcome expired', () => {
    const active = { status: 'active' as const, outcome: null, expiresAt };
    expect(tradeRequestState(active, plus(expiresAt, -1))).toEqual({ status: 'active', outcome: null });
    expect(tradeRequestState(active, expiresAt)).toEqual({ status: 'closed', outcome: 'expired' });
  });

  it('a closed trade request keeps the outcome it closed with', () => {
    for (const outcome of ['accepted', 'declined', 'withdrawn', 'expired'] as const) {
      const closed = { status: 'closed' as const, outcome, expiresAt };
      expect(tradeRequestState(closed, plus(expiresAt, -1))).toEqual({ status: 'closed', outcome });
      expect(tradeRequestState(closed, plus(expiresAt, HOUR))).toEqual({ status: 'closed', outcome });
    }
  });

  it('for any send time and clock, an active request is active for exactly 2 hours, then closed as expired for good', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 10 * HOUR }), fc.nat(10 * HOUR), (sentAt, from, step) => {
        const request = {
          status: 'active' as const,
          outcome: null as TradeRequestOutcome | null,
          expiresAt: tradeRequestDeadline(sentAt),
        };
        const earlier = tradeRequestState(request, plus(sentAt, from));
        expect(earlier.status).toBe(from < 2 * HOUR ? 'active' : 'closed');
        if (earlier.status === 'closed') {
          expect(tradeRequestState(request, plus(sentAt, from + step))).toEqual({
            status: 'closed',
            outcome: 'expired',
          });
        }
      }),
    );
  });

  it('only the seller’s withdrawal or the buyer’s answer closes a request by hand: expiry is the clock’s', () => {
    expect(tradeRequestCloseSchema.safeParse({ outcome: 'accepted' }).success).toBe(true);
    expect(tradeRequestCloseSchema.safeParse({ outcome: 'declined' }).success).toBe(true);
    expect(tradeRequestCloseSchema.safeParse({ outcome: 'withdrawn' }).success).toBe(true);
    expect(tradeRequestCloseSchema.safeParse({ outcome: 'expired' }).success).toBe(false);
  });

  it('a trade request is for a positive quantity in one movement month at a price that follows the price rules', () => {
    const request = {
      wantedId: uuid,
      businessUnitId: uuid,
      quantityKg: 29_000,
      month: '2026-10',
      pricePerUnit: 20_000,
    };
    expect(tradeRequestCreateSchema.safeParse(request).success).toBe(true);
    expect(tradeRequestCreateSchema.safeParse({ ...request, quantityKg: 0 }).success).toBe(false);
    expect(tradeRequestCreateSchema.safeParse({ ...request, month: '2026-13' }).success).toBe(false);
    expect(tradeRequestCreateSchema.safeParse({ ...request, pricePerUnit: 123_400 }).error?.issues[0]?.message).toBe(
      messages.validation.realisticPrice,
    );
  });
});

describe('wanted listings', () => {
  const wanted = { commodityId: 'wheat', quantityMinKg: 10_000, quantityMaxKg: 30_000, months: ['2026-10'] };

  it('a wanted listing’s minimum cannot be above its maximum', () => {
    expect(wantedCreateSchema.parse(wanted).currency).toBe('GBP');
    const result = wantedCreateSchema.safeParse({ ...wanted, quantityMinKg: 30_001 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['quantityMinKg'], message: messages.trading.quantityMinAboveMax }),
    ]);
  });

  it('a wanted listing names at least one movement month and, if priced, a price that follows the price rules', () => {
    expect(wantedCreateSchema.safeParse({ ...wanted, months: [] }).success).toBe(false);
    expect(wantedCreateSchema.safeParse({ ...wanted, pricePerUnit: null }).success).toBe(true);
    expect(wantedCreateSchema.safeParse({ ...wanted, pricePerUnit: 0 }).success).toBe(false);
  });
});

describe('a trade request against its wanted listing (§5 quantity sold within the listed min and max)', () => {
  const wanted = { quantityMinKg: 10_000, quantityMaxKg: 100_000, months: ['2027-01', '2027-02'] };
  const outside = 'The quantity sold must be within the listed 10.00 t to 100.00 t';

  it('refuses 5 t and 500 t against a wanted listing of 10 to 100 t, and takes both ends', () => {
    for (const quantityKg of [5_000, 9_999, 100_001, 500_000]) {
      expect(tradeRequestIssues(wanted, { quantityKg, month: '2027-01' }), String(quantityKg)).toEqual([
        { field: 'quantityKg', message: outside },
      ]);
    }
    for (const quantityKg of [10_000, 55_500, 100_000]) {
      expect(tradeRequestIssues(wanted, { quantityKg, month: '2027-02' }), String(quantityKg)).toEqual([]);
    }
  });

  it('refuses a month the buyer did not ask for', () => {
    expect(tradeRequestIssues(wanted, { quantityKg: 20_000, month: '2027-03' })).toEqual([
      { field: 'month', message: messages.trading.optionMonthUnknown },
    ]);
  });

  it('for any range and quantity, the quantity is refused exactly when it lies outside the range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        (min, span, quantityKg) => {
          const range = { quantityMinKg: min, quantityMaxKg: min + span, months: ['2027-01'] };
          const refused = tradeRequestIssues(range, { quantityKg, month: '2027-01' }).length > 0;
          expect(refused).toBe(quantityKg < min || quantityKg > min + span);
        },
      ),
    );
  });
});

describe('tradeValue: what a trade is worth', () => {
  it('is the price per tonne with its premium times the tonnes, in pence rounded half up', () => {
    expect(tradeValue({ pricePerUnit: 19_850, premium: null, quantityKg: 100_000 })).toBe(1_985_000);
    expect(tradeValue({ pricePerUnit: 19_850, premium: 150, quantityKg: 25_500 })).toBe(510_000);
    // 1.5 t at £201.01 is £301.515: 30,152p; half a penny rounds up, less than half down.
    expect(tradeValue({ pricePerUnit: 20_101, quantityKg: 1_500 })).toBe(30_152);
    expect(tradeValue({ pricePerUnit: 1, quantityKg: 500 })).toBe(1);
    expect(tradeValue({ pricePerUnit: 1, quantityKg: 499 })).toBe(0);
  });

  it('agrees with exact arithmetic on whole pence and kilograms, to the largest trade', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.option(fc.integer({ min: 0, max: 99_999_999 }), { nil: null }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (pricePerUnit, premium, quantityKg) => {
          // Half up: floor((2n + 1000) / 2000) of the exact n = price x kg, in integers.
          const n = BigInt(pricePerUnit + (premium ?? 0)) * BigInt(quantityKg);
          const exact = Number((2n * n + 1000n) / 2000n);
          expect(tradeValue({ pricePerUnit, premium, quantityKg })).toBe(exact);
        },
      ),
    );
  });

  it('never falls as the price or the quantity rises', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (price, quantityKg, more) => {
          const value = tradeValue({ pricePerUnit: price, quantityKg });
          expect(tradeValue({ pricePerUnit: price + more, quantityKg })).toBeGreaterThanOrEqual(value);
          expect(tradeValue({ pricePerUnit: price, quantityKg: quantityKg + more })).toBeGreaterThanOrEqual(value);
        },
      ),
    );
  });
});
