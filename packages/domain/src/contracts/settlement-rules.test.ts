import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractSettled, DELIVERY_STATUSES } from './delivery-states';
import { invoiceLineAmount } from './invoice-rules';
import {
  contractCompleteWhenPaid,
  contractSettlementPrice,
  settlementLines,
  settlementNet,
  settlementOverdue,
  soldPricePerUnit,
  type SettlementAdjustment,
} from './settlement-rules';

const adjustment = fc.record({
  reasonId: fc.constantFrom('moisture-drying', 'admixture-cleaning', 'protein-premium'),
  kind: fc.constantFrom('deduction' as const, 'bonus' as const),
  perTonneMinor: fc.integer({ min: 0, max: 100_000 }),
});
const adjustments = fc.array(adjustment, { maxLength: 8 });
const weightKg = fc.integer({ min: 1, max: 10_000_000 });
const priceMinor = fc.integer({ min: 1, max: 99_999_999 });

const drying: SettlementAdjustment = { reasonId: 'moisture-drying', kind: 'deduction', perTonneMinor: 160 };
const protein: SettlementAdjustment = { reasonId: 'protein-premium', kind: 'bonus', perTonneMinor: 250 };

describe('settlement money (trading §3 delivery and settlement)', () => {
  it('sells at the contract price less deductions plus bonuses: £198 - £1.60 + £2.50 = £198.90', () => {
    expect(soldPricePerUnit(19_800, [drying, protein])).toBe(19_890);
    expect(contractSettlementPrice({ pricePerUnit: 19_800, premiumPrice: 500 })).toBe(20_300);
    expect(contractSettlementPrice({ pricePerUnit: 19_800, premiumPrice: null })).toBe(19_800);
  });

  it('writes the weight at the contract price, then each bonus and deduction on its own line', () => {
    // 29.14 t at £198: £5,769.72; the protein premium £72.85, the drying charge -£46.62 (29.14 x £1.60 = £46.624).
    const lines = settlementLines(29_140, 19_800, [drying, protein]);
    expect(lines).toEqual([
      { kind: 'delivery', reasonId: null, quantityKg: 29_140, unitPriceMinor: 19_800, amountMinor: 576_972 },
      { kind: 'bonus', reasonId: 'protein-premium', quantityKg: 29_140, unitPriceMinor: 250, amountMinor: 7_285 },
      { kind: 'deduction', reasonId: 'moisture-drying', quantityKg: 29_140, unitPriceMinor: -160, amountMinor: -4_662 },
    ]);
    expect(settlementNet(lines)).toBe(invoiceLineAmount(29_140, 19_890));
  });

  it('never invoices below nothing: a deduction takes at most what the price has left', () => {
    const lines = settlementLines(10_000, 500, [{ reasonId: 'ergot', kind: 'deduction', perTonneMinor: 800 }]);
    expect(lines[1]).toMatchObject({ unitPriceMinor: -500, amountMinor: -5_000 });
    expect(settlementNet(lines)).toBe(0);
    expect(soldPricePerUnit(500, [{ reasonId: 'ergot', kind: 'deduction', perTonneMinor: 800 }])).toBe(0);
  });

  it('property: the price sold is the contract price - deductions + bonuses, never negative', () => {
    fc.assert(
      fc.property(priceMinor, adjustments, (price, given) => {
        const exact = given.reduce(
          (sum, each) => sum + (each.kind === 'bonus' ? each.perTonneMinor : -each.perTonneMinor),
          price,
        );
        expect(soldPricePerUnit(price, given)).toBe(Math.max(0, exact));
      }),
    );
  });

  it('property: the lines add up to the weight at the price sold, rounded once, and never below nothing', () => {
    fc.assert(
      fc.property(weightKg, priceMinor, adjustments, (weight, price, given) => {
        const lines = settlementLines(weight, price, given);
        const net = settlementNet(lines);
        // Bonuses first: with deductions taking at most what is left, the running price never dips below nothing.
        const sold = Math.max(
          0,
          price +
            given.filter((each) => each.kind === 'bonus').reduce((s, e) => s + e.perTonneMinor, 0) -
            given.filter((each) => each.kind === 'deduction').reduce((s, e) => s + e.perTonneMinor, 0),
        );
        expect(net).toBe(invoiceLineAmount(weight, sold));
        expect(net).toBeGreaterThanOrEqual(0);
        for (const line of lines) {
          expect(Number.isInteger(line.amountMinor)).toBe(true);
          // Each line within a penny of its weight times its rate.
          expect(Math.abs(line.amountMinor - (line.quantityKg * line.unitPriceMinor) / 1000)).toBeLessThan(1);
          if (line.kind === 'deduction') expect(line.amountMinor).toBeLessThanOrEqual(0);
          else expect(line.amountMinor).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('property: more weight at the same terms never invoices less', () => {
    fc.assert(
      fc.property(
        weightKg,
        fc.integer({ min: 0, max: 100_000 }),
        priceMinor,
        adjustments,
        (weight, more, price, given) => {
          expect(settlementNet(settlementLines(weight + more, price, given))).toBeGreaterThanOrEqual(
            settlementNet(settlementLines(weight, price, given)),
          );
        },
      ),
    );
  });
});

describe('a contract complete when its deliveries are paid (§4)', () => {
  it('is complete with at least one delivery and every one paid', () => {
    expect(contractCompleteWhenPaid('sales', ['paid'])).toBe(true);
    expect(contractCompleteWhenPaid('premium', ['paid', 'paid'])).toBe(true);
  });

  it('is not complete with no delivery, or any delivery planned, in transit, delivered or unpaid', () => {
    expect(contractCompleteWhenPaid('sales', [])).toBe(false);
    for (const status of DELIVERY_STATUSES.filter((each) => each !== 'paid')) {
      expect(contractCompleteWhenPaid('sales', ['paid', status])).toBe(false);
    }
  });

  it('never completes a storage contract by payment (it completes by notice, §9)', () => {
    expect(contractCompleteWhenPaid('storage', ['paid'])).toBe(false);
  });
});

describe('a contract settled (the search’s facet): every delivery with its invoice', () => {
  it('is settled with at least one delivery, each settled or paid', () => {
    expect(contractSettled(['settled'])).toBe(true);
    expect(contractSettled(['settled', 'paid'])).toBe(true);
    expect(contractSettled([])).toBe(false);
    for (const status of ['planned', 'in-transit', 'delivered'] as const) {
      expect(contractSettled(['settled', status])).toBe(false);
    }
  });
});

describe('overdue: unpaid past its due date, read from the clock', () => {
  it('is in time on its due date and overdue the day after, until paid', () => {
    const settled = { dueDate: '2027-01-06', paymentReceivedDate: null };
    expect(settlementOverdue(settled, '2027-01-05')).toBe(false);
    expect(settlementOverdue(settled, '2027-01-06')).toBe(false);
    expect(settlementOverdue(settled, '2027-01-07')).toBe(true);
    expect(settlementOverdue({ ...settled, paymentReceivedDate: '2027-01-20' }, '2027-02-01')).toBe(false);
  });
});
