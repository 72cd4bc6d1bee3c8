// Recording games when they end (issue 25). The game service tells `closed(gameId)` right after
// the save that finished, abandoned or cancelled a game; the records are written a moment later,
// one game at a time, off the click's path (reading a game back replays it: CPU the click's answer
// and its board should not wait behind). Nothing here is needed for correctness: a game the
// recorder never got to (a crash, a stop, a failed write) has no records, and the catch-ups find it
// — every view looks at the server's recent closed games, and `catchUpAll` at start-up at every
// closed game. Each game is recorded once whoever gets there first (RecordsDb.record: one insert
// per game under the server's lock).

import type { Logger } from "../log/logger.ts";
import { type GameReader, inlineGameReader } from "./game-reader.ts";
import type { RecordsDb } from "./records-db.ts";

/** How long after a game's end its recording starts: the end's answer and board go out first. */
export const RECORD_DELAY_MS = 1_000;

export interface GameRecorderOptions {
  db: RecordsDb;
  log: Logger;
  delayMs?: number;
  /**
   * Reads each game (a replay of it): the bot's runs on a worker thread (./game-reader.ts,
   * poolGameReader), so a game's end costs the event loop only its queries. Default: this thread.
   */
  reader?: GameReader;
}

export class GameRecorder {
  private readonly queue: string[] = [];
  private readonly db: RecordsDb;
  private readonly log: Logger;
  private readonly delayMs: number;
  private readonly reader: GameReader;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(options: GameRecorderOptions) {
    this.db = options.db;
    this.log = options.log;
    this.delayMs = options.delayMs ?? RECORD_DELAY_MS;
    this.reader = options.reader ?? inlineGameReader;
  }

  /** A game was saved closed: its records are written soon. Returns at once. */
  closed(gameId: string): void {
    if (this.stopped || this.queue.includes(gameId)) return;
    this.queue.push(gameId);
    this.schedule();
  }

  /** Games told and not recorded yet (or being recorded). */
  get pending(): number {
    return this.queue.length + (this.running ? 1 : 0);
  }

  /**
   * Records every closed game of every server that has no records, oldest first per server (at
   * start-up: the games a crash or a stop left unrecorded). Returns how many were recorded.
   */
  async catchUpAll(): Promise<number> {
    let total = 0;
    for (const guildId of await this.db.guildsBehind()) {
      for (;;) {
        if (this.stopped) return total;
        const step = await this.db.catchUp(guildId, 50, true, this.reader);
        total += step.recorded;
        if (!step.behind) break;
      }
    }
    if (total > 0) this.log.info({ games: total }, "closed games recorded at start-up");
    return total;
  }

  /** Resolves once every game told so far is recorded (or failed). */
  async idle(): Promise<void> {
    while (this.queue.length > 0 || this.running) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = undefined;
        this.drain();
      }
      await this.running;
    }
  }

  /** Stops taking games and waits for the one being recorded; the rest waits for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(): void {
    if (this.timer || this.running) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.drain();
    }, this.delayMs);
    this.timer.unref?.();
  }

  private drain(): void {
    if (this.running) return;
    this.running = (async () => {
      for (let gameId = this.queue.shift(); gameId !== undefined; gameId = this.queue.shift()) {
        try {
          await this.db.recordGame(gameId, this.reader);
        } catch (error) {
          // The catch-ups record it later (a view of its server, or the next start).
          this.log.warn({ err: error, gameId }, "recording a closed game failed");
        }
      }
    })().finally(() => {
      this.running = null;
      if (this.queue.length > 0) this.schedule();
    });
  }
}
