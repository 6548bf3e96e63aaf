import { describe, expect, it } from 'vitest';
import { canMoveDelivery, DELIVERY_STATUSES, deliveryEditable } from './delivery-states';

describe('delivery states (trading §3, §4)', () => {
  it('names planned, in transit, delivered, settled and paid', () => {
    expect(DELIVERY_STATUSES).toEqual(['planned', 'in-transit', 'delivered', 'settled', 'paid']);
  });

  it('allows planned -> in transit (the seller dispatches it: the store’s stock falls)', () => {
    expect(canMoveDelivery('planned', 'in-transit')).toBe(true);
  });

  it('allows in transit -> delivered (§4: delivered when the tipped weight is recorded)', () => {
    expect(canMoveDelivery('in-transit', 'delivered')).toBe(true);
  });

  it('allows delivered -> settled (the invoice issued) -> paid (the payment received)', () => {
    expect(canMoveDelivery('delivered', 'settled')).toBe(true);
    expect(canMoveDelivery('settled', 'paid')).toBe(true);
  });

  it('allows no other move: none back, none skipped, none out of paid', () => {
    const allowed = new Set(['planned>in-transit', 'in-transit>delivered', 'delivered>settled', 'settled>paid']);
    for (const from of DELIVERY_STATUSES) {
      for (const to of DELIVERY_STATUSES) {
        expect(canMoveDelivery(from, to)).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it('lets only a planned delivery be changed or deleted', () => {
    expect(DELIVERY_STATUSES.filter(deliveryEditable)).toEqual(['planned']);
  });
});
