import type { TestClockChange, TestClockState } from '@harvest/domain';
import type { AdjustableClock } from '../../platform/clock';
import { conflict } from '../../platform/http/errors';

export const TEST_CLOCK_BACKWARDS = 'The test clock only moves forward';

export class AdminService {
  /** `moved` is told when the clock has moved, so that time-driven work (the trading sweep) catches up at once. */
  constructor(
    private readonly clock: AdjustableClock,
    private readonly moved: () => void = () => undefined,
  ) {}

  testClock(): TestClockState {
    return { now: this.clock.now().toISOString(), offsetMs: this.clock.offsetMs };
  }

  /** Moving back would un-expire offers already acted on, so only forward is allowed. */
  moveTestClock(change: TestClockChange): TestClockState {
    if ('advanceMs' in change) {
      this.clock.advance(change.advanceMs);
    } else {
      const target = new Date(change.set);
      if (target.getTime() < this.clock.now().getTime()) throw conflict(TEST_CLOCK_BACKWARDS, 'CLOCK_BACKWARDS');
      this.clock.set(target);
    }
    this.moved();
    return this.testClock();
  }
}
