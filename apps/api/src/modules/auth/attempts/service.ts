import {
  LOGIN_ATTEMPT_LIMIT_PER_ADDRESS,
  LOGIN_ATTEMPT_LIMIT_PER_USERNAME,
  LOGIN_ATTEMPT_WINDOW_MS,
} from '@harvest/domain';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { tooManyAttempts } from '../../../platform/http/errors';
import { insertLoginAttempt, recentFailures } from './queries';

/**
 * Attempt limits (platform §7): failures counted over a sliding window, per username and per address. Wrong
 * passwords, reset codes and old passwords all count; the 429 itself does not; a success erases nothing.
 */
export class SignInAttempts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Too many recent failures for the username, or from the address: 429 until the oldest leaves the window. */
  async check(username: string, address: string): Promise<void> {
    const now = this.clock.now().getTime();
    const since = new Date(now - LOGIN_ATTEMPT_WINDOW_MS);
    const [byUsername, byAddress] = await Promise.all([
      recentFailures(this.db, 'username', username, since, LOGIN_ATTEMPT_LIMIT_PER_USERNAME),
      recentFailures(this.db, 'address', address, since, LOGIN_ATTEMPT_LIMIT_PER_ADDRESS),
    ]);
    const waits = [
      [byUsername, LOGIN_ATTEMPT_LIMIT_PER_USERNAME] as const,
      [byAddress, LOGIN_ATTEMPT_LIMIT_PER_ADDRESS] as const,
    ].flatMap(([failures, limit]) => {
      const oldest = failures[limit - 1];
      return oldest ? [oldest.getTime() + LOGIN_ATTEMPT_WINDOW_MS - now] : [];
    });
    if (waits.length > 0) throw tooManyAttempts(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
  }

  async record(username: string, address: string, succeeded: boolean): Promise<void> {
    await insertLoginAttempt(this.db, { username, address, at: this.clock.now(), succeeded });
  }
}
