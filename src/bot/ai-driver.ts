// Plays the AI seats (issue 23). The game service tells it, at the save, when a prompt of an AI
// seat is pending; it then answers off the path of whoever made that save: after the event loop's
// turn, it reads the job (the game's stored state), has the AI decide in the worker pool, and
// saves the answer through the service like a player's (logged, then announced). A chain of AI
// prompts (an AI's whole turn, AI against AI in a Special window) goes on decision after decision,
// the board published once the game waits on a person again (and every few moves in a long chain).
//
// Never stalls: a crash between a save and the AI's answer is resumed at start-up (`resumeAll`: every
// open game waiting on an AI), a failed decision is retried after a while, and an answer is saved
// only while its prompt is still pending (so an answer owed is made once, whoever computes it).

import type { Client } from "discord.js";
import type { AiRunner } from "../app/ai-runner.ts";
import { aiPromptSeat, hasAiSeats } from "../app/ai-seats.ts";
import type { GameService } from "../app/game-service.ts";
import { gameSetupSchema } from "../app/setup.ts";
import type { Success } from "../app/types.ts";
import type { Announcer } from "../discord/announcer.ts";
import type { Logger } from "../log/logger.ts";
import type { Store } from "../store/index.ts";

/** In a long chain of AI decisions the board is shown every this many moves. */
const PUBLISH_EVERY = 20;
/** A game whose AI decision failed is tried again after this long. */
export const AI_RETRY_MS = 60_000;

export interface AiDriverOptions {
  games: GameService;
  announcer: Announcer;
  store: Store;
  client: () => Client | null;
  log: Logger;
  runner: AiRunner;
  retryMs?: number;
}

export class AiDriver {
  /** The chain running per game (one at a time per game). */
  private readonly running = new Map<string, Promise<void>>();
  /** Games poked while their chain ran: it looks again before it stops. */
  private readonly again = new Set<string>();
  private readonly failed = new Set<string>();
  /** The decision being computed per game, to drop when its game closes. */
  private readonly deciding = new Map<string, AbortController>();
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: AiDriverOptions) {
    this.retry = setInterval(() => {
      for (const gameId of [...this.failed]) {
        this.failed.delete(gameId);
        this.poke(gameId);
      }
    }, options.retryMs ?? AI_RETRY_MS);
    this.retry.unref();
  }

  /** A prompt of an AI seat may be pending in this game: answer it soon (never now, in the caller's save). */
  poke(gameId: string): void {
    if (this.stopped) return;
    if (this.running.has(gameId)) {
      this.again.add(gameId);
      return;
    }
    const chain = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.play(gameId))
      .catch((error) => {
        this.failed.add(gameId);
        this.options.log.error({ err: error, gameId }, "AI decision failed");
      })
      .finally(() => {
        this.running.delete(gameId);
        if (this.again.delete(gameId)) this.poke(gameId);
      });
    this.running.set(gameId, chain);
  }

  /**
   * The game closed (its channel was deleted): the decision being computed for it is dropped and
   * no retry is kept. A chain already saving finds the game closed and stops.
   */
  forget(gameId: string): void {
    this.failed.delete(gameId);
    this.again.delete(gameId);
    this.deciding.get(gameId)?.abort();
  }

  /** Every open game that waits on an AI (after a restart). */
  async resumeAll(): Promise<number> {
    let poked = 0;
    for (const header of await this.options.store.listOpenGames()) {
      const setup = gameSetupSchema.safeParse(header.setup);
      if (!setup.success || setup.data.stage !== "playing" || !hasAiSeats(setup.data)) continue;
      this.poke(header.id);
      poked++;
    }
    return poked;
  }

  get busy(): boolean {
    return this.running.size > 0;
  }

  /** Resolves once no chain runs. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /** No new chains; waits for those running. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.retry);
    await this.idle();
  }

  private async play(gameId: string): Promise<void> {
    const { games, runner, log } = this.options;
    let unshown: Success | null = null;
    let events: Success["events"] = [];
    let moves = 0;
    try {
      for (;;) {
        this.again.delete(gameId);
        const job = await games.aiJob(gameId);
        if (!job) return;
        const abort = new AbortController();
        this.deciding.set(gameId, abort);
        let choice: string[];
        try {
          choice = await runner.decide(job, abort.signal);
        } catch (error) {
          if (abort.signal.aborted) {
            log.info({ gameId }, "AI decision dropped: the game closed");
            return;
          }
          throw error;
        } finally {
          this.deciding.delete(gameId);
        }
        const result = await games.aiAct(job, choice);
        if (!result.ok) {
          // Answered meanwhile (another process, a player took the seat back): look again.
          if (result.reason === "stale") continue;
          log.warn({ gameId, reason: result.reason }, "AI decision refused");
          return;
        }
        moves++;
        events = [...events, ...result.events];
        // Read at once: the snapshot's engine is live and moves on with the next decision.
        const stillAi = aiPromptSeat(result.snapshot.setup, result.snapshot.engine) !== null;
        if (stillAi && moves % PUBLISH_EVERY !== 0) {
          unshown = result;
          continue;
        }
        unshown = null;
        await this.publish(result, events);
        events = [];
      }
    } finally {
      // The last move's snapshot may be old by now (its engine is live): the game as stored is shown.
      if (unshown) {
        const current = await games.load(gameId);
        if (current) await this.publish({ ok: true, snapshot: current, events }, events);
      }
    }
  }

  private async publish(result: Success, events: Success["events"]): Promise<void> {
    const client = this.options.client();
    if (!client) return;
    await this.options.announcer.publish({ client, snapshot: result.snapshot, events });
  }
}
