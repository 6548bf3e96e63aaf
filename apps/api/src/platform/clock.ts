/** The one source of "now" for the API (DESIGN §3). Rules take a Date from it, never Date.now(). */
export interface Clock {
  now(): Date;
}

/**
 * Real time plus an offset that a system administrator can move forward outside production,
 * in the manner of payment providers' test clocks. With no offset it is the wall clock.
 */
export class AdjustableClock implements Clock {
  #offsetMs = 0;

  constructor(private readonly wallClock: () => number = () => Date.now()) {}

  now(): Date {
    return new Date(this.wallClock() + this.#offsetMs);
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  advance(ms: number): Date {
    this.#offsetMs += ms;
    return this.now();
  }

  /** Takes an offset another instance reached (the shared test clock); only forward, like every move. */
  follow(offsetMs: number): void {
    if (offsetMs > this.#offsetMs) this.#offsetMs = offsetMs;
  }

  /** Only forward: state already derived from a later time must not be undone. */
  set(at: Date): Date {
    const delta = at.getTime() - this.now().getTime();
    if (delta > 0) this.#offsetMs += delta;
    return this.now();
  }
}
