import { describe, expect, it } from 'vitest';
import { farmAssuredOn } from './farm-assurance';
import { listingFromLot } from './listing-from-lot';

describe('farm assured on a day (issue 20)', () => {
  it('is a Valid or Grace membership not past its last valid day', () => {
    expect(farmAssuredOn({ assuranceStatus: 'valid' }, '2026-11-26')).toBe(true);
    expect(farmAssuredOn({ assuranceStatus: 'grace' }, '2026-11-26')).toBe(true);
    expect(farmAssuredOn({ assuranceStatus: 'valid', assuranceValidUntil: '2026-11-26' }, '2026-11-26')).toBe(true);
    expect(farmAssuredOn({ assuranceStatus: 'valid', assuranceValidUntil: '2026-11-25' }, '2026-11-26')).toBe(false);
    expect(farmAssuredOn({}, '2026-11-26')).toBe(false);
    expect(farmAssuredOn(null, '2026-11-26')).toBe(false);
  });
});

describe('a listing started from a lot', () => {
  it('asks of a buyer at most the moisture and admixture measured, and at least the protein and weight', () => {
    const start = listingFromLot({
      id: 'lot',
      businessUnitId: 'farm',
      commodityId: 'wheat',
      commodityItemId: null,
      variety: 'Crusoe',
      harvestYear: 2025,
      quantityKg: 60_000,
      attributes: { moisture: 14.2, admixture: 1, protein: 12.5, specificWeight: 76 },
      sale: { state: 'part-sold', tradedKg: 20_000 },
    });
    expect(start.quantityKg).toBe(40_000);
    expect(start.specification.measures).toEqual({
      moisture: { min: null, max: 14.2 },
      admixture: { min: null, max: 1 },
      protein: { min: 12.5, max: null },
      specificWeight: { min: 76, max: null },
    });
  });
});
