import { describe, expect, it } from 'vitest';
import { priceUpdateConflict, priceUpdateCreateSchema } from './price-update-rules';

describe('the contract price updated after sampling (trading §4 Trade)', () => {
  const open = { status: 'open', priceType: 'fixed' };
  const outside = { recorded: true, meetsSpecification: false };

  it('is allowed when a delivery’s sample is outside the specification (the grade changed)', () => {
    expect(priceUpdateConflict(open, outside)).toBeNull();
  });

  it('names why it is refused otherwise', () => {
    expect(priceUpdateConflict(open, { recorded: false, meetsSpecification: true })).toBe(
      'That delivery has no sample yet: the price is updated after sampling',
    );
    expect(priceUpdateConflict(open, { recorded: true, meetsSpecification: true })).toBe(
      'That delivery’s sample is within the contract’s specification: the price is updated only when the grade changes',
    );
    expect(priceUpdateConflict({ ...open, priceType: 'unfixed' }, outside)).toBe(
      'This contract’s price follows its fixings: fix the rest at the new grade’s price instead',
    );
    expect(priceUpdateConflict({ ...open, status: 'complete' }, outside)).toBe(
      'Only an open contract’s price can be updated',
    );
  });

  it('takes the delivery, the new price and a reason', () => {
    const body = { deliveryId: '0b6f0f7e-7d4a-4c39-9d33-0c7c0b2b7a11', pricePerUnit: 17_000, reason: 'Feed grade' };
    expect(priceUpdateCreateSchema.safeParse(body).success).toBe(true);
    expect(priceUpdateCreateSchema.safeParse({ ...body, reason: '   ' }).success).toBe(false);
    expect(priceUpdateCreateSchema.safeParse({ ...body, reason: 'x'.repeat(501) }).success).toBe(false);
  });
});
