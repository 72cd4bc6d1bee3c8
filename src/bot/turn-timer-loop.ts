// The turn timers' heartbeat: every interval, ask the game service which timers are due (reminders
// at half time, the safe default at expiry) and announce them, then let the reconciler catch up the
// channels that are behind their game (at start, every game that is). One tick at a time: a tick
// still running when the next is due makes that one skip, so a slow database never piles ticks up.

import type { Client } from "discord.js";
import type { GameService } from "../app/index.ts";
import type { Announcer } from "../discord/announcer.ts";
import type { Logger } from "../log/logger.ts";
import type { Reconciler } from "./reconciler.ts";

export const TURN_TIMER_INTERVAL_MS = 60_000;

export interface TurnTimerLoopOptions {
  games: GameService;
  announcer: Announcer;
  client: Client;
  log: Logger;
  now: () => Date;
  intervalMs?: number;
  /** Catches up the games' channels at start and after each tick. */
  reconciler?: Reconciler;
  /** True while the database is down (its embedded server restarting): ticks are skipped. */
  paused?: () => boolean;
}

export class TurnTimerLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: TurnTimerLoopOptions) {}

  start(): void {
    if (this.timer) return;
    const { reconciler } = this.options;
    if (reconciler) this.running = reconciler.pass({ all: true }).finally(() => (this.running = undefined));
    this.timer = setInterval(() => {
      if (!this.running && !this.options.paused?.())
        this.running = this.tick().finally(() => (this.running = undefined));
    }, this.options.intervalMs ?? TURN_TIMER_INTERVAL_MS);
    // The interval alone must not keep the process alive.
    this.timer.unref();
  }

  /** Stops the interval and waits for a tick in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Resolves once no tick is running. */
  async idle(): Promise<void> {
    await this.running;
  }

  /** One pass over the due timers; never throws. */
  async tick(): Promise<void> {
    const { games, announcer, client, log, now } = this.options;
    try {
      const published: Promise<unknown>[] = [];
      // Each event is handed over (and rendered) while its game is locked, before another game's
      // timer or announcement gives an interaction the time to move that game on.
      await games.tick(now(), (event) => {
        published.push(announcer.publish({ client, snapshot: event.snapshot, events: event.events }));
      });
      await Promise.all(published);
    } catch (error) {
      log.error({ err: error }, "turn timer tick failed");
    }
    await this.options.reconciler?.pass();
  }
}
