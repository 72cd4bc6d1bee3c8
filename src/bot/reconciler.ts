// Brings every game's channel back in line with the stored game when an announcement was lost: the
// bot died between a save and its announcement, or Discord refused the board's edit or a ping (a
// rate limit, an outage). Runs at start-up for every game that is behind, then on each turn timer
// tick; the announcer itself sends nothing twice (see announcer.ts), so a pass may come any time.
//
// On a tick, a game is caught up only once it was seen behind at the same version by the previous
// pass too, or when its last publish failed: a game that is behind for a moment because an
// interaction is announcing it right now is left to that interaction (it knows who its reply
// already shows, so that player is not pinged in public). A game that keeps failing (a deleted
// channel, a missing permission) is tried less and less often. At start-up it also has the board
// pictures checked (in the background) of the games that moved within a day
// (Announcer.checkPictures): a crash between a board's text edit and its picture's leaves the
// text caught up and the picture behind.

import type { Client } from "discord.js";
import type { Announcer } from "../discord/announcer.ts";
import type { Logger } from "../log/logger.ts";
import type { ShardFilter, Store } from "../store/index.ts";

/** A game that ended this recently still gets its final board and summary. */
export const ENDED_GAMES_WINDOW_MS = 24 * 3_600_000;
/** The most passes a failing game is skipped for. */
const MAX_SKIPPED_PASSES = 60;

export interface ReconcilerOptions {
  store: Store;
  announcer: Announcer;
  client: Client;
  log: Logger;
  /** Only the games of these shards (the process's); every game when absent or undefined. */
  shards?: () => ShardFilter | undefined;
}

export class Reconciler {
  /** Games behind at the previous pass, with the version they were at. */
  private seenBehind = new Map<string, number>();
  private readonly failing = new Map<string, { failures: number; skip: number }>();

  constructor(private readonly options: ReconcilerOptions) {}

  /** One pass over the games whose board is behind; `all`: each of them now (at start-up). Never throws. */
  async pass(options: { all?: boolean } = {}): Promise<void> {
    const { store, announcer, client, log } = this.options;
    try {
      const refused = new Set(announcer.takeRefused());
      const behind = await store.listUnannouncedGames(ENDED_GAMES_WINDOW_MS, this.options.shards?.());
      const seen = new Map<string, number>();
      for (const game of behind) {
        seen.set(game.id, game.version);
        const due = options.all || refused.has(game.id) || this.seenBehind.get(game.id) === game.version;
        if (!due || this.skip(game.id)) continue;
        const caughtUp = await announcer.catchUp(client, game.id, game.version);
        this.record(game.id, caughtUp);
        if (caughtUp) log.info({ gameId: game.id, version: game.version }, "game's channel caught up");
      }
      this.seenBehind = seen;
      for (const id of this.failing.keys()) if (!seen.has(id)) this.failing.delete(id);
      // At start-up, the pictures a crash lost (those of the games caught up above went with them).
      if (options.all) {
        const shown = await store.listShownGames(ENDED_GAMES_WINDOW_MS, this.options.shards?.());
        announcer.checkPictures(
          client,
          shown.filter((gameId) => !seen.has(gameId)),
        );
      }
    } catch (error) {
      log.error({ err: error }, "catching up the games' channels failed");
    }
  }

  /** Whether a failing game sits this pass out. */
  private skip(gameId: string): boolean {
    const failing = this.failing.get(gameId);
    if (!failing || failing.skip === 0) return false;
    failing.skip -= 1;
    return true;
  }

  private record(gameId: string, caughtUp: boolean): void {
    if (caughtUp) {
      this.failing.delete(gameId);
      return;
    }
    const failures = (this.failing.get(gameId)?.failures ?? 0) + 1;
    this.failing.set(gameId, { failures, skip: Math.min(2 ** (failures - 1) - 1, MAX_SKIPPED_PASSES) });
  }
}
