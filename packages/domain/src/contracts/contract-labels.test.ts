import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES } from './delivery-states';
import { contractDelivered, tradeLabels } from './contract-labels';
import { deliveryTipped } from './delivery-states';

describe('a trade’s labels from its contract (§4 Trade: financed, delivered, settled)', () => {
  const delivery = (status: (typeof DELIVERY_STATUSES)[number], plannedWeightKg: number) => ({
    status,
    plannedWeightKg,
  });

  it('is delivered when the deliveries cover the contract’s weight and every one is delivered', () => {
    const totalWeightKg = 100_000;
    expect(contractDelivered({ totalWeightKg, deliveries: [] })).toBe(false);
    expect(contractDelivered({ totalWeightKg, deliveries: [delivery('delivered', 60_000)] })).toBe(false);
    expect(
      contractDelivered({ totalWeightKg, deliveries: [delivery('delivered', 60_000), delivery('in-transit', 40_000)] }),
    ).toBe(false);
    expect(
      contractDelivered({ totalWeightKg, deliveries: [delivery('delivered', 60_000), delivery('delivered', 40_000)] }),
    ).toBe(true);
    // Settled and paid deliveries were delivered first: settling does not take the label away.
    expect(
      contractDelivered({ totalWeightKg, deliveries: [delivery('settled', 60_000), delivery('paid', 40_000)] }),
    ).toBe(true);
  });

  it('is settled when every delivery has its invoice, paid or not', () => {
    const labels = (...statuses: (typeof DELIVERY_STATUSES)[number][]) =>
      tradeLabels({ totalWeightKg: 2, deliveries: statuses.map((status) => delivery(status, 1)) });
    expect(labels('settled', 'paid')).toEqual({ financed: false, delivered: true, settled: true });
    expect(labels('settled', 'delivered')).toEqual({ financed: false, delivered: true, settled: false });
    expect(labels('in-transit', 'planned')).toEqual({ financed: false, delivered: false, settled: false });
  });

  it('is never financed until Advance Pay exists, and carries nothing without a contract', () => {
    expect(tradeLabels(null)).toEqual({ financed: false, delivered: false, settled: false });
    expect(tradeLabels({ totalWeightKg: 1, deliveries: [delivery('delivered', 1)] })).toEqual({
      financed: false,
      delivered: true,
      settled: false,
    });
  });

  it('is delivered only if no delivery is short of delivered (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom(...DELIVERY_STATUSES),
            plannedWeightKg: fc.integer({ min: 1, max: 1e6 }),
          }),
          {
            maxLength: 6,
          },
        ),
        fc.integer({ min: 1, max: 6e6 }),
        (deliveries, totalWeightKg) => {
          const delivered = contractDelivered({ totalWeightKg, deliveries });
          if (deliveries.some((each) => !deliveryTipped(each.status))) expect(delivered).toBe(false);
          const planned = deliveries.reduce((sum, each) => sum + each.plannedWeightKg, 0);
          if (planned < totalWeightKg) expect(delivered).toBe(false);
        },
      ),
    );
  });
});
