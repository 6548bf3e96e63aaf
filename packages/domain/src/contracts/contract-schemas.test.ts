import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  contractCreateSchema,
  contractEditSchema,
  contractTermsIssues,
  TRADED_CONTRACT_TERMS,
} from './contract-schemas';

const sale = {
  type: 'sales',
  sellerBusinessUnitId: '00000000-0000-4000-8000-000000000001',
  contractNumber: 'OFF-1',
  startDate: '2026-12-01',
  endDate: '2027-01-31',
  pricePerUnit: 19_500,
  priceType: 'fixed',
  totalWeightKg: 60_000,
  commodityId: 'wheat',
  counterparty: { name: 'Mill Lane Grain' },
};

const issuesOf = (body: object) => {
  const parsed = contractCreateSchema.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
};

describe('contracts entered by a business (trading §3, §4)', () => {
  it('takes a sale with an off-platform counterparty, in GBP unless told', () => {
    const parsed = contractCreateSchema.parse(sale);
    expect(parsed.currency).toBe('GBP');
    expect(parsed.counterparty).toEqual({ name: 'Mill Lane Grain' });
  });

  it('needs a premium contract’s premium price, and a storage contract’s agreed storage quantity (only there)', () => {
    expect(issuesOf({ ...sale, type: 'premium' })).toEqual([
      { field: 'premiumPrice', message: messages.contracts.premiumPriceRequired },
    ]);
    expect(issuesOf({ ...sale, type: 'storage' })).toEqual([
      { field: 'storageQuantityKg', message: messages.contracts.storageQuantityRequired },
    ]);
    expect(issuesOf({ ...sale, storageQuantityKg: 1 })).toEqual([
      { field: 'storageQuantityKg', message: messages.contracts.storageQuantityOnlyStorage },
    ]);
    expect(issuesOf({ ...sale, type: 'storage', storageQuantityKg: 1_000 })).toEqual([]);
  });

  it('keeps a type to its statuses: open, complete or cancelled for a sale; active or completed for storage', () => {
    expect(issuesOf({ ...sale, status: 'complete' })).toEqual([]);
    expect(issuesOf({ ...sale, status: 'completed' })).toEqual([
      { field: 'status', message: 'A sales contract cannot have that status' },
    ]);
    expect(issuesOf({ ...sale, type: 'storage', storageQuantityKg: 1, status: 'cancelled' })).toEqual([
      { field: 'status', message: 'A storage contract cannot have that status' },
    ]);
  });

  it('keeps the dates in order and within reason (at most 5 years, years 2000 to 2100)', () => {
    const dates = (startDate: string, endDate: string) =>
      contractTermsIssues({ type: 'sales', startDate, endDate }).map((issue) => issue.message);
    expect(dates('2026-12-01', '2026-12-01')).toEqual([]);
    expect(dates('2026-12-01', '2026-11-30')).toEqual([messages.contracts.endBeforeStart]);
    expect(dates('2026-12-01', '2031-12-01')).toEqual([]);
    expect(dates('2026-12-01', '2031-12-02')).toEqual(['A contract can run for at most 5 years']);
    expect(dates('1999-12-31', '2000-01-01')).toEqual([messages.validation.invalid]);
  });

  it('reuses the trading price rule and refuses what is not a contract', () => {
    expect(issuesOf({ ...sale, pricePerUnit: 0 }).map((issue) => issue.field)).toEqual(['pricePerUnit']);
    expect(issuesOf({ ...sale, counterparty: { name: ' ' } }).map((issue) => issue.field)).toEqual([
      'counterparty.name',
    ]);
    expect(issuesOf({ ...sale, extra: true }).length).toBe(1);
  });

  it('edits only what it names, at least one thing; the traded terms are listed for the trade’s contract rule', () => {
    expect(contractEditSchema.safeParse({}).success).toBe(false);
    expect(contractEditSchema.parse({ paymentDays: null })).toEqual({ paymentDays: null });
    expect([...TRADED_CONTRACT_TERMS].sort()).toEqual(
      [
        'commodityId',
        'counterparty',
        'haulage',
        'premiumPrice',
        'priceType',
        'pricePerUnit',
        'specification',
        'status',
        'storageQuantityKg',
        'totalWeightKg',
      ].sort(),
    );
  });
});
