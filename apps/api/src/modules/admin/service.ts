import type { TestClockChange, TestClockState } from '@harvest/domain';
import { conflict } from '../../platform/http/errors';
import type { SharedTestClock } from '../../platform/test-clock/shared-test-clock';

export const TEST_CLOCK_BACKWARDS = 'The test clock only moves forward';

export class AdminService {
  /** `moved` is told when the clock has moved, so that time-driven work (the trading sweep) catches up at once. */
  constructor(
    private readonly testClockStore: Pick<SharedTestClock, 'clock' | 'move'>,
    private readonly moved: () => void = () => undefined,
  ) {}

  testClock(): TestClockState {
    const { clock } = this.testClockStore;
    return { now: clock.now().toISOString(), offsetMs: clock.offsetMs };
  }

  /**
   * Moving back would un-expire offers already acted on, so only forward is allowed. Every instance on the
   * database moves with this one before the answer (platform/test-clock).
   */
  async moveTestClock(change: TestClockChange): Promise<TestClockState> {
    if ('advanceMs' in change) {
      await this.testClockStore.move({ advanceMs: change.advanceMs });
    } else {
      const target = new Date(change.set);
      if (target.getTime() < this.testClockStore.clock.now().getTime()) throw conflict(TEST_CLOCK_BACKWARDS);
      await this.testClockStore.move({ set: target });
    }
    this.moved();
    return this.testClock();
  }
}
