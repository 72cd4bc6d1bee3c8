// A queue that runs at most one task per key at a time and keeps only the newest request waiting:
// requests that arrive while a task runs replace each other, so when work is slower than the
// requests (clicks faster than renders) only the latest is worked on, and the ones in between are
// never started. Used for the board pictures (./board-picture.ts) and the boards' text edits of
// clicks that come faster than edits (announcer.ts).
//
// Paced (`intervalMs`): a key's tasks start at least that long apart. The first request of a quiet
// key starts at once; those of a burst wait, replacing each other, and the newest starts when the
// interval is over: the last request of a burst is always worked on, the ones in between are not.
// The clock is injected, so tests move time themselves.
//
// Gated (`gate`): a task starts only once the gate gives it a turn (the pictures' CPU budget,
// src/picture/budget.ts), and the turn is ended when the task is. The request that starts is the
// newest when the turn comes: those that came while it waited replace it.
//
// A task that did nothing (it resolves `false`: nothing to draw after all) does not count as a
// start: the key's next task is not held back by it.
//
// Marked (`mark`): work its owner did itself, outside the queue (a board edit made at once because
// it was due), starts the key's interval as a task would: the requests that follow within it wait.

/** Time for the pacing: a monotonic `now` in ms and a way to wait. */
export interface PaceClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: PaceClock = {
  now: () => performance.now(),
  // Not unref'd: `settled()` waits for a paced task, and a process must not exit meanwhile.
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface LatestOnlyOptions {
  /** The least time between the starts of two tasks of one key (0: none). */
  intervalMs?: number;
  clock?: PaceClock;
  /** Resolves when a task may start, with the function that ends its turn (absent: at once). */
  gate?: () => Promise<() => void>;
}

/** Start times kept beyond this many keys are pruned when their interval is over. */
const PRUNE_ABOVE = 1_000;

export class LatestOnly<K, R> {
  private readonly slots = new Map<K, { pending: R | undefined }>();
  private readonly running = new Set<Promise<void>>();
  /** When each key's latest task started (paced queues only). */
  private readonly started = new Map<K, number>();
  private readonly intervalMs: number;
  private readonly clock: PaceClock;
  private readonly gate: (() => Promise<() => void>) | undefined;

  /**
   * `work` never rejects here: a failure is its own to log. It resolves `false` when it did nothing
   * (the key's pacing then goes on as if it had not started).
   */
  constructor(
    private readonly work: (key: K, request: R) => Promise<unknown>,
    options: LatestOnlyOptions = {},
  ) {
    this.intervalMs = Math.max(0, options.intervalMs ?? 0);
    this.clock = options.clock ?? realClock;
    this.gate = options.gate;
  }

  /** Starts `request` now, or after the task of `key` in progress (or its pause) in place of any request waiting. */
  submit(key: K, request: R): void {
    const slot = this.slots.get(key);
    if (slot) {
      slot.pending = request;
      return;
    }
    const fresh: { pending: R | undefined } = { pending: undefined };
    this.slots.set(key, fresh);
    const run = (async () => {
      let next: R | undefined = request;
      while (next !== undefined) {
        const wait = this.waitFor(key);
        if (wait > 0) {
          await this.clock.sleep(wait);
          // Requests that came during the pause replace the one that started it.
          next = fresh.pending ?? next;
        }
        let endTurn: (() => void) | undefined;
        if (this.gate) {
          endTurn = await this.gate();
          // Requests that came while it waited for its turn replace the one that asked for it.
          next = fresh.pending ?? next;
        }
        fresh.pending = undefined;
        const before = this.started.get(key);
        if (this.intervalMs > 0) this.started.set(key, this.clock.now());
        const did = await this.work(key, next)
          .catch(() => undefined)
          .finally(() => endTurn?.());
        if (did === false && this.intervalMs > 0) {
          if (before === undefined) this.started.delete(key);
          else this.started.set(key, before);
        }
        next = fresh.pending;
      }
      this.slots.delete(key);
    })().finally(() => this.running.delete(run));
    this.running.add(run);
    this.prune();
  }

  /**
   * Whether a request of `key` submitted now would start at once: no task of the key runs or
   * waits, and its interval is over. (A request that is not due waits, and may be replaced.)
   */
  due(key: K): boolean {
    return !this.slots.has(key) && this.waitFor(key) <= 0;
  }

  /**
   * Records that the owner did `key`'s work itself just now (it was `due`): the key's next task
   * waits for the interval as after a task of the queue. Nothing to do on an unpaced queue.
   */
  mark(key: K): void {
    if (this.intervalMs > 0) this.started.set(key, this.clock.now());
    this.prune();
  }

  /** Whether a task of `key` runs or waits. */
  busy(key: K): boolean {
    return this.slots.has(key);
  }

  /** Resolves once every task submitted so far (and those they let in) is done. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  /** How long `key`'s next task must wait for its interval to be over. */
  private waitFor(key: K): number {
    const last = this.started.get(key);
    return last === undefined ? 0 : last + this.intervalMs - this.clock.now();
  }

  private prune(): void {
    if (this.started.size <= PRUNE_ABOVE) return;
    for (const key of this.started.keys())
      if (!this.slots.has(key) && this.waitFor(key) <= 0) this.started.delete(key);
  }
}
