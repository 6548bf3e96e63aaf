import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  LISTING_END_REASONS,
  listingCloseSchema,
  listingCreateSchema,
  listingListQuerySchema,
  listingPatchSchema,
  listingRelistSchema,
  outsideRange,
  specRangeInputSchema,
  unitPriceSchema,
} from './listing-schemas';
import { LISTING_TABS } from './listing-state';

const uuid = '4f4f4f4f-4f4f-4f4f-8f4f-4f4f4f4f4f4f';
const listing = {
  businessUnitId: uuid,
  commodityId: 'wheat',
  quantityMinKg: 29_000,
  quantityMaxKg: 116_000,
  movement: { kind: 'harvest', harvestYear: 2026 },
  reviewAt: '2026-06-29T11:00:00+01:00',
  haulage: 'ex-farm',
};
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

const PRICE_MINIMUM = 'The price must be at least 0.01 per unit';
const PRICE_BELOW = 'The price must be below 1,000,000';

describe('unitPriceSchema: a price per unit in minor units (trading §5, §9)', () => {
  const messageFor = (minor: number) => unitPriceSchema.safeParse(minor).error?.issues[0]?.message ?? null;

  it('a price must be at least 0.01 per unit', () => {
    expect(messageFor(1)).toBeNull();
    expect(messageFor(0)).toBe(PRICE_MINIMUM);
    expect(messageFor(-1)).toBe(PRICE_MINIMUM);
  });

  it('a price must be below 1 million', () => {
    expect(messageFor(99_999_999)).toBeNull();
    expect(messageFor(100_000_000)).toBe(PRICE_BELOW);
  });

  it('a price must not be a dummy value: 123, 1234 or 12345 exactly', () => {
    for (const minor of [12_300, 123_400, 1_234_500])
      expect(messageFor(minor)).toBe(messages.validation.realisticPrice);
    for (const minor of [12_299, 12_301, 123_401, 1_234_501, 123]) expect(messageFor(minor)).toBeNull();
  });

  it('a price is a whole number of minor units', () => {
    expect(unitPriceSchema.safeParse(210.5).success).toBe(false);
    expect(unitPriceSchema.safeParse('21050').success).toBe(false);
  });

  it('for any whole minor amount, the price rules decide exactly: >= 0.01, < 1,000,000, not 123/1234/12345', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), (minor) => {
        const expected =
          minor < 1
            ? PRICE_MINIMUM
            : minor >= 100_000_000
              ? PRICE_BELOW
              : [12_300, 123_400, 1_234_500].includes(minor)
                ? messages.validation.realisticPrice
                : null;
        expect(messageFor(minor)).toBe(expected);
      }),
    );
  });
});

describe('listingCreateSchema (trading §3, §5)', () => {
  it('a listing needs its farm, crop, tonnage, movement, review time and haulage; the rest has defaults', () => {
    expect(listingCreateSchema.parse(listing).farmAssured).toBeUndefined();
    expect(listingCreateSchema.parse(listing)).toEqual({
      ...listing,
      quantityUnit: 'tonne',
      scheduled: false,
      specification: { measures: {} },
      tasccAssured: false,
      // No default here: the API takes the farm's assurance on the clock's date (farmAssuredOn).
      currency: 'GBP',
      anonymous: false,
    });
    for (const key of ['businessUnitId', 'commodityId', 'quantityMinKg', 'movement', 'reviewAt', 'haulage']) {
      const { [key]: _dropped, ...rest } = listing as Record<string, unknown>;
      expect(listingCreateSchema.safeParse(rest).success).toBe(false);
    }
  });

  it('the minimum quantity cannot be more than the maximum', () => {
    expect(issuesOf(listingCreateSchema.safeParse({ ...listing, quantityMinKg: 116_001 }))).toEqual([
      { path: 'quantityMinKg', message: messages.trading.quantityMinAboveMax },
    ]);
    expect(listingCreateSchema.safeParse({ ...listing, quantityMinKg: 116_000 }).success).toBe(true);
    expect(listingCreateSchema.safeParse({ ...listing, quantityMinKg: 0 }).success).toBe(false);
  });

  it('a delivered listing needs the delivery postcode', () => {
    expect(issuesOf(listingCreateSchema.safeParse({ ...listing, haulage: 'delivered' }))).toEqual([
      { path: 'deliveryPostcode', message: messages.trading.deliveryPostcodeRequired },
    ]);
    expect(
      listingCreateSchema.safeParse({ ...listing, haulage: 'delivered', deliveryPostcode: 'PE1 1AA' }).success,
    ).toBe(true);
  });

  it('the review time is a date and time with its offset; the listing may be scheduled', () => {
    expect(listingCreateSchema.safeParse({ ...listing, reviewAt: '2026-06-29' }).success).toBe(false);
    expect(listingCreateSchema.safeParse({ ...listing, reviewAt: '2026-06-29T10:00:00Z' }).success).toBe(true);
    expect(listingCreateSchema.parse({ ...listing, scheduled: true }).scheduled).toBe(true);
  });

  it('guide and target prices follow the price rules', () => {
    expect(listingCreateSchema.safeParse({ ...listing, guidePrice: 21_050, targetPrice: 22_000 }).success).toBe(true);
    expect(issuesOf(listingCreateSchema.safeParse({ ...listing, guidePrice: 12_345 * 100 }))).toEqual([
      { path: 'guidePrice', message: messages.validation.realisticPrice },
    ]);
    expect(issuesOf(listingCreateSchema.safeParse({ ...listing, targetPrice: 0 }))).toEqual([
      { path: 'targetPrice', message: PRICE_MINIMUM },
    ]);
  });

  it('a specification range’s minimum cannot be more than its maximum; either end may be open', () => {
    expect(specRangeInputSchema.safeParse({ min: 10, max: 15 }).success).toBe(true);
    expect(specRangeInputSchema.safeParse({ min: null, max: 15 }).success).toBe(true);
    expect(issuesOf(specRangeInputSchema.safeParse({ min: 16, max: 15 }))).toEqual([
      { path: 'max', message: messages.trading.specMinAboveMax },
    ]);
    const specification = { measures: { moisture: { min: null, max: 15 }, protein: { min: 11, max: 13 } } };
    expect(listingCreateSchema.safeParse({ ...listing, specification }).success).toBe(true);
    expect(listingCreateSchema.safeParse({ ...listing, specification: { measures: { colour: {} } } }).success).toBe(
      false,
    );
  });

  it('refuses fields it does not know', () => {
    expect(listingCreateSchema.safeParse({ ...listing, status: 'traded' }).success).toBe(false);
  });
});

describe('listingPatchSchema: editing a listing before the cutoff', () => {
  it('an absent field stays as it is: a patch does not reset flags to their defaults', () => {
    expect(listingPatchSchema.parse({})).toEqual({});
    expect(listingPatchSchema.parse({ notes: 'Dry, clean, 14.5% moisture' })).toEqual({
      notes: 'Dry, clean, 14.5% moisture',
    });
    expect(listingPatchSchema.parse({ anonymous: true }).anonymous).toBe(true);
  });

  it('checks the fields it is given by the listing’s rules', () => {
    expect(listingPatchSchema.safeParse({ quantityMaxKg: 50_000 }).success).toBe(true);
    expect(issuesOf(listingPatchSchema.safeParse({ quantityMinKg: 50_001, quantityMaxKg: 50_000 }))).toEqual([
      { path: 'quantityMinKg', message: messages.trading.quantityMinAboveMax },
    ]);
    expect(issuesOf(listingPatchSchema.safeParse({ haulage: 'delivered', deliveryPostcode: '' }))).toEqual([
      { path: 'deliveryPostcode', message: messages.trading.deliveryPostcodeRequired },
    ]);
    expect(listingPatchSchema.safeParse({ guidePrice: 0 }).success).toBe(false);
    expect(listingPatchSchema.safeParse({ status: 'closed' }).success).toBe(false);
  });
});

describe('ending, re-listing and listing by tab', () => {
  it('ending a listing takes one of the end reasons', () => {
    for (const reasonId of LISTING_END_REASONS) expect(listingCloseSchema.safeParse({ reasonId }).success).toBe(true);
    expect(listingCloseSchema.safeParse({}).success).toBe(false);
    expect(listingCloseSchema.safeParse({ reasonId: 'bored' }).success).toBe(false);
  });

  it('re-listing takes a new review time and may schedule it', () => {
    expect(listingRelistSchema.parse({ reviewAt: '2026-07-01T10:00:00Z' })).toEqual({
      reviewAt: '2026-07-01T10:00:00Z',
      scheduled: false,
    });
    expect(listingRelistSchema.safeParse({}).success).toBe(false);
  });

  it('the seller’s list is by tab, 25 to a page unless told', () => {
    expect(listingListQuerySchema.parse({})).toEqual({ offset: 0, limit: 25 });
    expect(listingListQuerySchema.parse({ tab: 'review', offset: '25', limit: '50' })).toEqual({
      tab: 'review',
      offset: 25,
      limit: 50,
    });
    for (const tab of Object.keys(LISTING_TABS)) expect(listingListQuerySchema.safeParse({ tab }).success).toBe(true);
    expect(listingListQuerySchema.safeParse({ tab: 'pending' }).success).toBe(false);
    expect(listingListQuerySchema.safeParse({ limit: 101 }).success).toBe(false);
  });

  it('a quantity range is told in tonnes, with 2 decimals', () => {
    expect(outsideRange(messages.trading.quantitySoldOutside, 29_000, 116_500)).toBe(
      'The quantity sold must be within the listed 29.00 t to 116.50 t',
    );
  });
});
