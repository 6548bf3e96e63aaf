import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMoveJob, JOB_STATUSES, JOB_TRANSITIONS, jobDrivable, jobEnded } from './job-states';
import { loadStatus } from './load-states';
import { canMoveQuote, QUOTE_STATUSES, quoteOpen } from './quote-states';

describe('job states (trading-logistics §4 Job)', () => {
  it('names every state the spec lists, and only moves to named states', () => {
    for (const status of JOB_STATUSES) for (const next of JOB_TRANSITIONS[status]) expect(JOB_STATUSES).toContain(next);
  });

  it('ends at completed, cancelled by either side, or declined, and nowhere else', () => {
    expect(JOB_STATUSES.filter(jobEnded)).toEqual([
      'completed',
      'cancelled-by-carrier',
      'cancelled-by-organiser',
      'declined',
    ]);
  });

  it('lets a driver act on a job only once booked and until it ends', () => {
    expect(JOB_STATUSES.filter(jobDrivable)).toEqual(['booked', 'started', 'active', 'in-transit', 're-routed']);
    expect(canMoveJob('awaiting-quotes', 'started')).toBe(false);
    expect(canMoveJob('assigned', 'declined')).toBe(true);
    expect(canMoveJob('booked', 'declined')).toBe(false);
  });
});

describe('quote states (trading-logistics §4 Quote)', () => {
  it('runs requested, awaiting pricing, submitted, then accepted, declined or cancelled', () => {
    expect(canMoveQuote('requested', 'awaiting-pricing')).toBe(true);
    expect(canMoveQuote('awaiting-pricing', 'submitted')).toBe(true);
    expect(canMoveQuote('submitted', 'accepted')).toBe(true);
    expect(canMoveQuote('requested', 'accepted')).toBe(false);
    expect(QUOTE_STATUSES.filter((status) => !quoteOpen(status))).toEqual(['accepted', 'declined', 'cancelled']);
  });
});

describe('load status (trading-logistics §4 Load)', () => {
  const facts = { planned: true, weightKg: 29_000, allocatedKg: 0, tippedQuantityKg: null };

  it('reads pending, planned, allocated, over-allocated and delivered from the facts', () => {
    expect(loadStatus({ ...facts, planned: false })).toBe('pending');
    expect(loadStatus(facts)).toBe('planned');
    expect(loadStatus({ ...facts, allocatedKg: 10_000 })).toBe('planned');
    expect(loadStatus({ ...facts, allocatedKg: 29_000 })).toBe('allocated');
    expect(loadStatus({ ...facts, allocatedKg: 29_001 })).toBe('over-allocated');
    expect(loadStatus({ ...facts, allocatedKg: 29_001, tippedQuantityKg: 28_640 })).toBe('delivered');
  });

  it('is allocated only when exactly the whole load is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 0, max: 60_000 }), (weightKg, allocatedKg) => {
        const allocated = loadStatus({ ...facts, weightKg, allocatedKg }) === 'allocated';
        expect(allocated).toBe(allocatedKg === weightKg);
      }),
    );
  });
});
