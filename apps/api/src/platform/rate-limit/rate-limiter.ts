import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireAuth, type Guard } from '../auth/guard';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { tooManyAttempts } from '../http/errors';
import type { JobQueue } from '../jobs/job-queue';
import { rateLimitHits } from './tables';

export const RATE_LIMIT_PURGE_JOB = 'rate-limit.purge';

/** Hits older than this are of no use to any window and are deleted nightly. */
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface RateLimit {
  /** What is counted: one budget per bucket and key. */
  bucket: string;
  /** Calls allowed within the window; the next one answers 429. */
  limit: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * Budgets of calls counted in the database over a sliding window, so every API instance
 * sees the same count and a restart forgets nothing. Every call counts, whatever it
 * answers; the refused one does not. Two calls racing at the last unit of a budget may
 * both pass: a budget is a brake, not a ledger.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    jobs: JobQueue,
  ) {
    jobs.schedule(RATE_LIMIT_PURGE_JOB, '23 3 * * *', () => this.purge());
  }

  /** Counts a call, or answers 429 with retry-after when the budget is spent. */
  async hit(rule: RateLimit, key: string): Promise<void> {
    if (rule.windowMs > LONGEST_WINDOW_MS) throw new Error(`Rate limit ${rule.bucket}: window longer than a day`);
    const now = this.clock.now();
    const recent = await this.db
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, rule.bucket),
          eq(rateLimitHits.key, key),
          gt(rateLimitHits.at, new Date(now.getTime() - rule.windowMs)),
        ),
      )
      .orderBy(desc(rateLimitHits.at))
      .limit(rule.limit);
    const oldest = recent[rule.limit - 1];
    if (oldest) {
      throw tooManyAttempts(Math.max(1, Math.ceil((oldest.at.getTime() + rule.windowMs - now.getTime()) / 1000)));
    }
    await this.db.insert(rateLimitHits).values({ bucket: rule.bucket, key, at: now });
  }

  async purge(): Promise<void> {
    await this.db
      .delete(rateLimitHits)
      .where(lte(rateLimitHits.at, new Date(this.clock.now().getTime() - LONGEST_WINDOW_MS)));
  }
}

/**
 * A guard-like hook counting the call against the caller's address (`request.ip`: the socket's
 * peer, or the client named in X-Forwarded-For only when TRUST_PROXY names the proxy: see docs/decisions.md).
 */
export function rateLimitByAddress(rule: RateLimit): Guard {
  return async (request: FastifyRequest) => {
    await request.server.rateLimiter.hit(rule, request.ip);
  };
}

/**
 * As rateLimitByAddress, counted per signed-in user: put it after the guard that resolves the
 * principal, so a broken client is stopped whatever address it calls from.
 */
export function rateLimitByUser(rule: RateLimit): Guard {
  return async (request: FastifyRequest) => {
    await request.server.rateLimiter.hit(rule, request.principal ? `user:${request.principal.userId}` : request.ip);
  };
}

/** Signed in, then counted per user: for calls that cost something per call (a paid provider, stored batches). */
export function signedInWithin(rule: RateLimit): Guard[] {
  return [requireAuth, rateLimitByUser(rule)];
}
