// The pictures' share of the machine (issue 24: throughput with pictures ≥ 90 % of without). On
// the 2-core machine the bot targets, the picture workers compete with the main thread and the
// database for the cores, and left alone they draw as often as the games change: the load test
// lost 15–25 % of its clicks per second to drawings that nobody had time to look at. The budget
// caps the drawings' CPU at a share of one core, over time: a drawing starts only while the
// drawings' CPU spent so far is within `share` × the time passed (plus a burst, so that the first
// pictures of a quiet bot are drawn at once), and at most `concurrency` at a time (the pool's
// threads: a drawing that waits in the pool's queue is one that could not be skipped).
//
// The cap holds while the main thread is busy: when it idles (a quiet bot, or the games paused)
// the drawings may take up to a whole core (`mainBusy`: the main thread's event-loop utilisation,
// share = max(share, 1 − 2 × utilisation)), so pictures owed (a game-over's) are never held back by
// a budget that protects nothing.
//
// Turns are given in the order they were asked for: every game that waits gets its drawing
// eventually. Whoever waits for a turn draws what is newest when it comes (the picture queue
// re-reads its request then): boards superseded while they waited are never drawn.

/** Time for the budget: a monotonic `now` in ms and a way to wait (tests move it themselves). */
export interface BudgetClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: BudgetClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The drawings' share of one core by default while the main thread is busy: 5 %. A drawing costs
 * ~8–9 ms of CPU on its thread (stop 36), so that is five or six pictures a second for the whole
 * bot under full load: twenty games played as fast as the load test plays them still get a
 * picture every few seconds, and a quiet bot draws every board at once (the share rises to a whole
 * core while the main thread idles). Measured in sustained play (quiet, `loadtest --pictures
 * compare`, 3 games per channel, 2 runs of 6 pairs each): at 10 % the drawings took ~12 % of a
 * core and clicks/s with pictures were 88.2 and 90.6 % of without (issue 24's floor: 90 %); at
 * 5 %, ~8 % of a core and 90.6 and 95.6 %.
 */
export const PICTURE_CPU_SHARE = 0.05;

/** CPU ms the drawings may spend at once after a quiet while (a handful of pictures). */
export const PICTURE_BURST_MS = 250;

export interface BudgetOptions {
  /** The drawings' share of one core (0 < share ≤ 1). */
  share?: number;
  /** The CPU ms that may be spent at once after a quiet while. */
  burstMs?: number;
  /** Drawings at a time. */
  concurrency?: number;
  clock?: BudgetClock;
  /**
   * The main thread's event-loop utilisation (0–1) since the previous call: the less busy, the
   * more the drawings may take (absent: always `share`).
   */
  mainBusy?: () => number;
}

/** The longest wait between two looks at the balance (the main thread may have gone idle meanwhile). */
const RECHECK_MS = 100;

/** Ends a turn (its drawing's CPU is charged with `spend`, by whoever learns it). */
export type EndTurn = () => void;

export class DrawingBudget {
  readonly share: number;
  private readonly burstMs: number;
  private readonly concurrency: number;
  private readonly clock: BudgetClock;
  private readonly mainBusy: (() => number) | undefined;
  /** CPU ms the drawings may still spend, as of `at` (negative: spent ahead, to be earned back). */
  private balance: number;
  private at: number;
  private inFlight = 0;
  private readonly waiting: ((end: EndTurn) => void)[] = [];
  /** Whether a wait for the balance to come back is under way (one timer at most). */
  private sleeping = false;

  constructor(options: BudgetOptions = {}) {
    this.share = Math.min(1, Math.max(0.001, options.share ?? PICTURE_CPU_SHARE));
    this.burstMs = Math.max(0, options.burstMs ?? PICTURE_BURST_MS);
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.clock = options.clock ?? realClock;
    this.mainBusy = options.mainBusy;
    this.balance = this.burstMs;
    this.at = this.clock.now();
  }

  /** Resolves when a drawing may start, with the function that ends its turn (call it once). */
  turn(): Promise<EndTurn> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.pump();
    });
  }

  /** Charges a drawing's CPU ms: the next turns wait until the time passed has earned it back. */
  spend(cpuMs: number): void {
    this.available();
    this.balance -= Number.isFinite(cpuMs) ? Math.max(0, cpuMs) : 0;
  }

  /** Turns asked for and not given yet. */
  get queued(): number {
    return this.waiting.length;
  }

  /** The CPU ms the drawings may spend now (after the time passed is counted). */
  available(): number {
    const now = this.clock.now();
    this.balance = Math.min(this.burstMs, this.balance + (now - this.at) * this.rate());
    this.at = now;
    return this.balance;
  }

  /** The drawings' share of a core for the time just passed. */
  private rate(): number {
    if (!this.mainBusy) return this.share;
    const busy = this.mainBusy();
    return Number.isFinite(busy) ? Math.min(1, Math.max(this.share, 1 - 2 * busy)) : this.share;
  }

  private pump(): void {
    while (this.waiting.length > 0 && this.inFlight < this.concurrency) {
      const balance = this.available();
      // A turn may start at a zero balance: with no burst (burstMs 0) the balance is capped at 0
      // and a drawing starts as soon as the CPU spent so far is earned back (share × time passed).
      if (balance < 0) {
        this.sleepUntilEarned(-balance / this.share);
        return;
      }
      const give = this.waiting.shift() as (end: EndTurn) => void;
      this.inFlight += 1;
      let ended = false;
      give(() => {
        if (ended) return;
        ended = true;
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private sleepUntilEarned(ms: number): void {
    if (this.sleeping) return;
    this.sleeping = true;
    // At least 1 ms: the balance is earned back by time passing, never by a busy loop.
    void this.clock.sleep(Math.min(RECHECK_MS, Math.max(1, Math.ceil(ms)))).then(() => {
      this.sleeping = false;
      this.pump();
    });
  }
}
