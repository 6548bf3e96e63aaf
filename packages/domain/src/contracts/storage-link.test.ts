import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { referenceNamesNumber, storageDrawIssue, storageLinkOf, type DeliveryLotHolding } from './storage-link';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const own = (quantityKg: number): DeliveryLotHolding => ({
  recordId: `own-${quantityKg}`,
  quantityKg,
  ownerStatus: 'OWNED',
  storageContractId: null,
  storageContractRef: null,
});
const stored = (quantityKg: number, link: Partial<DeliveryLotHolding> = {}): DeliveryLotHolding => ({
  ...own(quantityKg),
  recordId: `stored-${quantityKg}`,
  ownerStatus: 'STORED',
  ...link,
});

describe('a delivery’s storage contract link (spec §5, §8)', () => {
  it('is none for the farm’s own grain, and a named contract then is refused', () => {
    expect(storageLinkOf([own(5_000)], undefined)).toEqual({ kind: 'none' });
    expect(storageLinkOf([own(5_000)], A)).toEqual({
      kind: 'issue',
      message: messages.deliveries.storageContractNotStored,
    });
  });

  it('draws the stored lots’ quantity on the contract they link to, or the one named', () => {
    expect(storageLinkOf([stored(3_000, { storageContractId: A }), own(2_000)], null)).toEqual({
      kind: 'contract',
      contractId: A,
      drawKg: 3_000,
    });
    expect(storageLinkOf([stored(3_000, { storageContractRef: 'paper' })], B)).toEqual({
      kind: 'contract',
      contractId: B,
      drawKg: 3_000,
    });
  });

  it('looks up a lone typed reference; none at all is §5’s message', () => {
    expect(storageLinkOf([stored(1_000, { storageContractRef: 'ST-1' })], null)).toEqual({
      kind: 'reference',
      reference: 'ST-1',
      drawKg: 1_000,
    });
    expect(storageLinkOf([stored(1_000)], null)).toEqual({
      kind: 'issue',
      message: 'A storage contract is required for third-party stored inventory',
    });
  });

  it('refuses two contracts, or another than the one named', () => {
    const differ = { kind: 'issue', message: messages.deliveries.storageContractsDiffer };
    expect(storageLinkOf([stored(1, { storageContractId: A }), stored(2, { storageContractId: B })], null)).toEqual(
      differ,
    );
    expect(storageLinkOf([stored(1, { storageContractId: A })], B)).toEqual(differ);
    expect(
      storageLinkOf([stored(1, { storageContractRef: 'x' }), stored(2, { storageContractRef: 'y' })], null),
    ).toEqual(differ);
  });

  it('matches a reference to a number whatever its case and surrounding spaces', () => {
    expect(referenceNamesNumber('  st-7 ', 'ST-7')).toBe(true);
    expect(referenceNamesNumber('ST-7', 'ST-8')).toBe(false);
    expect(referenceNamesNumber('ST-7', null)).toBe(false);
  });
});

describe('drawing on a storage contract', () => {
  const active = { status: 'active' as const, commodityId: 'wheat', storageQuantityKg: 10_000 };

  it('needs an active contract of the sale’s crop', () => {
    const draw = { commodityId: 'wheat', drawKg: 1, drawnKg: 0 };
    expect(storageDrawIssue({ ...active, status: 'completed' }, draw)).toBe(
      messages.deliveries.storageContractNotActive,
    );
    expect(storageDrawIssue(active, { ...draw, commodityId: 'barley' })).toBe(
      messages.deliveries.storageContractOtherCrop,
    );
  });

  it('says by how much the deliveries are over its agreed quantity', () => {
    expect(storageDrawIssue(active, { commodityId: 'wheat', drawKg: 4_500, drawnKg: 6_000 })).toBe(
      'The deliveries take more than the storage contract’s 10.00 t: they are 0.50 t higher',
    );
  });

  it('allows exactly what is left and refuses a kilogram more (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (agreed, drawn) => {
        fc.pre(drawn <= agreed);
        const terms = { ...active, storageQuantityKg: agreed };
        expect(storageDrawIssue(terms, { commodityId: 'wheat', drawKg: agreed - drawn, drawnKg: drawn })).toBeNull();
        expect(
          storageDrawIssue(terms, { commodityId: 'wheat', drawKg: agreed - drawn + 1, drawnKg: drawn }),
        ).not.toBeNull();
      }),
    );
  });
});
