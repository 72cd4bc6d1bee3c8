/**
 * Time as the fake Discord sees it. Token lifetimes (15 min) and, optionally, the
 * 3-second acknowledgement deadline are measured on this clock so tests can jump
 * ahead with `advance()` instead of waiting.
 */
export interface Clock {
  now(): number;
  advance(ms: number): void;
}

function checkStep(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance the clock by ${ms} ms`);
}

/** Follows the real clock plus whatever the test has skipped, so timestamps stay plausible. */
export class OffsetClock implements Clock {
  private offset = 0;

  constructor(private readonly realNow: () => number = Date.now) {}

  now(): number {
    return this.realNow() + this.offset;
  }

  advance(ms: number): void {
    checkStep(ms);
    this.offset += ms;
  }
}

/** Never moves on its own: for tests that need identical timestamps from run to run. */
export class ManualClock implements Clock {
  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    checkStep(ms);
    this.current += ms;
  }
}
