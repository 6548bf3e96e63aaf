import { messages } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { AppError } from '../http/errors';

const MINUTE = 60 * 1000;
const rule = { bucket: 'test', limit: 3, windowMs: 10 * MINUTE };

describe('rate limits in the database', () => {
  let t: TestApp;

  const refusal = async (key: string): Promise<AppError | null> => {
    try {
      await t.app.rateLimiter.hit(rule, key);
      return null;
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  };

  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);

  afterAll(() => t.close());

  it('allows the budget within the window, then answers 429 with retry-after until the oldest call leaves it', async () => {
    expect(await refusal('a')).toBeNull();
    t.clock.advance(4 * MINUTE);
    expect(await refusal('a')).toBeNull();
    expect(await refusal('a')).toBeNull();
    const refused = await refusal('a');
    expect(refused).toMatchObject({ statusCode: 429, message: messages.errors.tooManyAttempts });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(5 * 60);
    expect(Number(refused!.headers['retry-after'])).toBeLessThanOrEqual(6 * 60);
    // Another key and another bucket have budgets of their own.
    expect(await refusal('b')).toBeNull();
    await expect(t.app.rateLimiter.hit({ ...rule, bucket: 'other' }, 'a')).resolves.toBeUndefined();

    t.clock.advance(6 * MINUTE);
    expect(await refusal('a')).toBeNull();
    expect((await refusal('a'))?.statusCode).toBe(429);
  });

  it('does not count the refused calls', async () => {
    const [before] = await rows<{ n: number }>(t, sql`select count(*)::int as n from rate_limit_hits where key = 'a'`);
    await refusal('a');
    const [after] = await rows<{ n: number }>(t, sql`select count(*)::int as n from rate_limit_hits where key = 'a'`);
    expect(after!.n).toBe(before!.n);
  });

  it('purges hits older than a day', async () => {
    t.clock.advance(24 * 60 * MINUTE + 1000);
    await t.app.rateLimiter.hit(rule, 'fresh');
    await t.app.rateLimiter.purge();
    const left = await rows<{ key: string }>(t, sql`select key from rate_limit_hits`);
    expect(left).toEqual([{ key: 'fresh' }]);
  });

  it('refuses a window longer than a day (a programming error)', async () => {
    await expect(t.app.rateLimiter.hit({ ...rule, windowMs: 2 * 24 * 60 * MINUTE }, 'a')).rejects.toThrow(
      /longer than a day/,
    );
  });
});
