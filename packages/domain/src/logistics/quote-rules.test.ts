import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { JOB_STATUSES } from './job-states';
import {
  jobTakesQuotes,
  QUOTE_CARRIERS_MAX,
  quoteActions,
  quoteActionTarget,
  quotePriceSchema,
  quoteRequestSchema,
  quoteSubmitSchema,
  termsAgreementSchema,
} from './quote-rules';
import { canMoveQuote, QUOTE_STATUSES } from './quote-states';

const CARRIER = '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

describe('asking carriers for quotes (trading-logistics §5)', () => {
  it("needs at least one carrier: 'At least one carrier must be selected for quotes'", () => {
    const reply = quoteRequestSchema.safeParse({ carrierOrganisationIds: [] });
    expect(reply.error?.issues[0]?.message).toBe(messages.logistics.carrierRequired);
    expect(quoteRequestSchema.safeParse({ carrierOrganisationIds: [CARRIER] }).success).toBe(true);
  });

  it(`asks at most ${QUOTE_CARRIERS_MAX} carriers at once, each by its id`, () => {
    expect(quoteRequestSchema.safeParse({ carrierOrganisationIds: Array(21).fill(CARRIER) }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ carrierOrganisationIds: ['fenland'] }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ carrierOrganisationIds: [CARRIER], extra: 1 }).success).toBe(false);
  });

  it('takes quote requests only while the job has no carrier: awaiting quotes or out for quote', () => {
    expect(JOB_STATUSES.filter(jobTakesQuotes)).toEqual(['awaiting-quotes', 'out-for-quote']);
  });
});

describe("a quote's price (trading's price rules, in pence for the whole job)", () => {
  it('is at least 0.01, below 1 million and not a dummy value', () => {
    expect(quotePriceSchema.safeParse(1).success).toBe(true);
    expect(quotePriceSchema.safeParse(0).error?.issues[0]?.message).toBe('The price must be at least 0.01 per unit');
    expect(quotePriceSchema.safeParse(100_000_000).error?.issues[0]?.message).toBe('The price must be below 1,000,000');
    expect(quotePriceSchema.safeParse(123_400).error?.issues[0]?.message).toBe(messages.validation.realisticPrice);
    expect(quotePriceSchema.safeParse(12.5).success).toBe(false);
  });

  it('for any whole number of pence, is taken exactly when 1 <= p < 100,000,000 and not 123, 1234 or 12345 pounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 200_000_000 }), (pence) => {
        const dummy = [12_300, 123_400, 1_234_500].includes(pence);
        expect(quotePriceSchema.safeParse(pence).success).toBe(pence >= 1 && pence < 100_000_000 && !dummy);
      }),
    );
  });

  it('comes with an optional note of at most 500 characters', () => {
    expect(quoteSubmitSchema.safeParse({ priceMinor: 45_000, note: 'x'.repeat(500) }).success).toBe(true);
    expect(quoteSubmitSchema.safeParse({ priceMinor: 45_000, note: 'x'.repeat(501) }).success).toBe(false);
    expect(quoteSubmitSchema.safeParse({ priceMinor: 45_000, note: 'nul\u0000' }).success).toBe(false);
  });

  it('agrees a named version of the terms', () => {
    expect(termsAgreementSchema.safeParse({ version: 2 }).success).toBe(true);
    expect(termsAgreementSchema.safeParse({ version: 0 }).success).toBe(false);
  });
});

describe('who may do what to a quote in each state (§4 Quote)', () => {
  it('lets the carrier open a request, price it (again while submitted) or decline it', () => {
    expect(quoteActions('carrier', 'requested', 'out-for-quote')).toEqual(['open', 'submit', 'decline']);
    expect(quoteActions('carrier', 'awaiting-pricing', 'out-for-quote')).toEqual(['submit', 'decline']);
    expect(quoteActions('carrier', 'submitted', 'out-for-quote')).toEqual(['submit', 'decline']);
  });

  it('lets the organiser accept only a submitted price, and withdraw any open request', () => {
    expect(quoteActions('organiser', 'requested', 'out-for-quote')).toEqual(['cancel']);
    expect(quoteActions('organiser', 'awaiting-pricing', 'out-for-quote')).toEqual(['cancel']);
    expect(quoteActions('organiser', 'submitted', 'out-for-quote')).toEqual(['accept', 'cancel']);
  });

  it('leaves nothing to do once accepted, declined or cancelled, or once the job has a carrier or has ended', () => {
    for (const side of ['carrier', 'organiser'] as const) {
      for (const status of ['accepted', 'declined', 'cancelled'] as const) {
        expect(quoteActions(side, status, 'out-for-quote')).toEqual([]);
      }
      for (const job of JOB_STATUSES.filter((status) => !jobTakesQuotes(status))) {
        for (const status of QUOTE_STATUSES) expect(quoteActions(side, status, job)).toEqual([]);
      }
    }
  });

  it('offers only actions the state machine allows', () => {
    for (const side of ['carrier', 'organiser'] as const) {
      for (const status of QUOTE_STATUSES) {
        for (const action of quoteActions(side, status, 'awaiting-quotes')) {
          expect(canMoveQuote(status, quoteActionTarget(action))).toBe(true);
        }
      }
    }
  });
});
