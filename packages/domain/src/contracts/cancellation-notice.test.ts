import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_NOTICE_DAYS,
  cancellationCompletesAt,
  contractStatusAt,
  noticeRunOutBy,
} from './cancellation-notice';

const DAY = 24 * 60 * 60 * 1000;
const instant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2040-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('§9 cancellation notice: a storage contract completes 30 days after notice', () => {
  it('is 30 days', () => {
    expect(CANCELLATION_NOTICE_DAYS).toBe(30);
    expect(cancellationCompletesAt(new Date('2026-11-01T09:00:00Z')).toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('reads active until the 30 days have run, and completed from that instant on', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -40 * DAY, max: 40 * DAY }), (given, offset) => {
        const now = new Date(given.getTime() + offset);
        const status = contractStatusAt({ type: 'storage', status: 'active', noticeGivenAt: given }, now);
        expect(status).toBe(offset >= 30 * DAY ? 'completed' : 'active');
        // The list's SQL asks the same question the other way round.
        expect(given <= noticeRunOutBy(now)).toBe(status === 'completed');
      }),
    );
  });

  it('leaves a contract without notice, or a sale, as stored', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const long = new Date('2020-01-01T00:00:00Z');
    expect(contractStatusAt({ type: 'storage', status: 'active', noticeGivenAt: null }, now)).toBe('active');
    expect(contractStatusAt({ type: 'storage', status: 'completed', noticeGivenAt: null }, now)).toBe('completed');
    expect(contractStatusAt({ type: 'sales', status: 'open', noticeGivenAt: long }, now)).toBe('open');
  });
});
