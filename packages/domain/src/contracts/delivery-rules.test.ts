import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionReceiptRequired, netWeightIssue, plannedDateIssue, plannedWeightIssue } from './delivery-rules';
import { deliveryCreateSchema, deliveryUpdateSchema, tippedWeightSchema } from './delivery-schemas';

const contract = { startDate: '2026-10-01', endDate: '2026-10-31' };
const lot = '0b6f0f7e-7d4a-4c39-9d33-0c7c0b2b7a11';

describe('delivery rules (trading §3-§5)', () => {
  it('plans a delivery within the contract’s period, and says the period otherwise', () => {
    expect(plannedDateIssue('2026-10-01', contract)).toBeNull();
    expect(plannedDateIssue('2026-10-31', contract)).toBeNull();
    const issue = 'The planned date must be within the contract’s period: 2026-10-01 to 2026-10-31';
    expect(plannedDateIssue('2026-09-30', contract)).toBe(issue);
    expect(plannedDateIssue('2026-11-01', contract)).toBe(issue);
  });

  it('never plans more than the contract’s total weight, saying by how much, rounded up', () => {
    expect(plannedWeightIssue(150_000, 150_000)).toBeNull();
    expect(plannedWeightIssue(150_001, 150_000)).toBe(
      'The deliveries plan more than the contract’s 150.00 t: they are 0.01 t higher',
    );
    expect(plannedWeightIssue(180_000, 150_000, 'kg')).toBe(
      'The deliveries plan more than the contract’s 150,000.00 kg: they are 30,000.00 kg higher',
    );
  });

  it('refuses any planned total over the contract, and nothing within it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 2_000_000 }), (planned, total) => {
        expect(plannedWeightIssue(planned, total) === null).toBe(planned <= total);
      }),
    );
  });

  it('checks net = gross - tare, saying by how much it is higher or lower', () => {
    expect(netWeightIssue({ grossKg: 44_000, tareKg: 15_000, netKg: 29_000 })).toBeNull();
    expect(netWeightIssue({ grossKg: 44_000, tareKg: 15_000, netKg: 29_500 })).toBe(
      'The net weight must be the gross less the tare: it is 0.50 t higher',
    );
    expect(netWeightIssue({ grossKg: 44_000, tareKg: 15_000, netKg: 28_000 })).toBe(
      'The net weight must be the gross less the tare: it is 1.00 t lower',
    );
  });

  it('needs a collection receipt to complete an ex-farm trade (§5), not a delivered one', () => {
    expect(collectionReceiptRequired('ex-farm')).toBe(true);
    expect(collectionReceiptRequired('delivered')).toBe(false);
    expect(collectionReceiptRequired(null)).toBe(false);
  });
});

describe('delivery schemas', () => {
  it('takes a planned weight equal to the lots picked, else says by how much (§5)', () => {
    const body = { plannedDate: '2026-10-05', plannedWeightKg: 29_000, lots: [{ recordId: lot, quantityKg: 29_000 }] };
    expect(deliveryCreateSchema.safeParse(body).success).toBe(true);
    const off = deliveryCreateSchema.safeParse({ ...body, plannedWeightKg: 30_000 });
    expect(off.error?.issues[0]?.message).toBe('The amount moved must equal the total selected: it is 1.00 t higher');
    expect(deliveryCreateSchema.safeParse({ ...body, lots: [] }).success).toBe(false);
    expect(deliveryUpdateSchema.safeParse({ plannedDate: '2026-10-06' }).success).toBe(true);
  });

  it('refuses a tipped quantity over the net weight, and a net that is not gross less tare', () => {
    const body = {
      grossKg: 44_000,
      tareKg: 15_000,
      netKg: 29_000,
      tippedQuantityKg: 29_000,
      weighbridgeFileId: lot,
    };
    expect(tippedWeightSchema.safeParse(body).success).toBe(true);
    const over = tippedWeightSchema.safeParse({ ...body, tippedQuantityKg: 29_001 });
    expect(over.error?.issues.map((issue) => issue.message)).toEqual([
      'The tipped quantity cannot be more than the net weight',
    ]);
    const net = tippedWeightSchema.safeParse({ ...body, netKg: 30_000, tippedQuantityKg: 29_000 });
    expect(net.error?.issues[0]?.path).toEqual(['netKg']);
  });
});
