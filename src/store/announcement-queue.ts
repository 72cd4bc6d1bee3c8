// The announcement records (what Discord was shown of a game, types.ts `AnnouncementRecord`) that
// are not stored yet, so that the next save of the same game carries them in its own statement
// (`SaveGame.announcement`) instead of one more write per click (issue 22).
//
// Why it is safe: a record only says how far the channel is caught up. One lost in a crash (not
// yet carried nor flushed) leaves the stored record a little behind the game: at start-up the
// reconciler shows those games again, which edits a board to what it already shows and finds a
// ping that went out through its intent, written before the post and never deferred: in the
// decision's own save when that decision made the ping owed, else on its own (announcer.ts
// `foretell`, `postOnce`). The records a save does not carry soon are written on their own
// (Announcer's flush, `takeAll`), and all of them before a stop (`Announcer.settled`).
//
// One queue is shared by the game service (whose saves carry the records) and the announcer (which
// queues them); without one, the announcer writes each record in the background as before.
//
// A player's decision about to be saved is told to the announcer first (`foretell`): when the new
// state owes a notice, the intent of that notice goes in the queued record the save carries, in
// the same statement (issue 22: a click's ping costs no write of its own; announcer.ts `foretell`).

import { started } from "../app/started.ts";
import type { AnnouncementRecord } from "./types.ts";

/**
 * Told of a player's decision just before its save (synchronously: the save carries what it
 * queues): the game's id, the player (whose own reply shows their next choice) and the game as the
 * save will store it, built only when asked.
 */
export type Foreteller<Game> = (gameId: string, shownTo: string, saved: () => Game) => void;

export class AnnouncementQueue<Game = unknown> {
  /** The announcer's, set by it: see `Foreteller`. */
  foretell: Foreteller<Game> | undefined;
  private readonly pending = new Map<string, AnnouncementRecord>();
  /**
   * Games whose queued record differs from the stored one in more than its version and pinged wait
   * (or may: a write of theirs failed). The others' saves write those two in the game's row.
   */
  private readonly changed = new Set<string>();
  /** Saves in flight that carry a game's record: a later write of that game waits for them. */
  private readonly carrying = new Map<string, Promise<unknown>>();

  /**
   * Queues the game's newest record (it replaces an older one of the same game). `inGameRow`:
   * it differs from the record it follows in its version and pinged wait alone (announcer.ts).
   */
  put(record: AnnouncementRecord, inGameRow = false): void {
    // A replaced record's other changes are this one's too: they were never stored.
    if (!inGameRow) this.changed.add(record.gameId);
    this.pending.set(record.gameId, record);
  }

  /** A write of the game's record failed: the next one is written whole. */
  unstored(gameId: string): void {
    this.changed.add(gameId);
  }

  /** The game's queued record, left queued. */
  get(gameId: string): AnnouncementRecord | undefined {
    return this.pending.get(gameId);
  }

  /** Whether a record of the game waits. */
  has(gameId: string): boolean {
    return this.pending.has(gameId);
  }

  get size(): number {
    return this.pending.size;
  }

  /**
   * Runs `save` with the game's queued record (if any) for it to carry. Failed, the record is queued
   * again unless a newer one was queued meanwhile.
   */
  carry<T>(
    gameId: string,
    save: (record: AnnouncementRecord | undefined, inGameRow: boolean) => Promise<T>,
  ): Promise<T> {
    // Not async: the save's own promise is handed back (an async function returning it would
    // resolve its own promise with it, one promise and two microtask turns more per save, issue 22).
    const record = this.pending.get(gameId);
    if (!record) return started(() => save(undefined, false));
    const inGameRow = !this.changed.has(gameId);
    this.pending.delete(gameId);
    this.changed.delete(gameId);
    const saving = started(() => save(record, inGameRow));
    const settled = saving.then(
      () => undefined,
      () => {
        if (!this.pending.has(gameId)) this.pending.set(gameId, record);
        if (!inGameRow) this.changed.add(gameId);
      },
    );
    this.carrying.set(gameId, settled);
    void settled.finally(() => {
      if (this.carrying.get(gameId) === settled) this.carrying.delete(gameId);
    });
    return saving;
  }

  /** Resolves once no save carrying the game's record is in flight (writes of a game keep their order). */
  async idle(gameId: string): Promise<void> {
    for (let carrying = this.carrying.get(gameId); carrying; carrying = this.carrying.get(gameId))
      await carrying;
  }

  /** Takes the game's queued record, to write it on its own. */
  take(gameId: string): AnnouncementRecord | undefined {
    const record = this.pending.get(gameId);
    this.pending.delete(gameId);
    // Written whole (`saveAnnouncement`); a failure says so (`unstored`).
    this.changed.delete(gameId);
    return record;
  }

  /** The games with a queued record. */
  games(): string[] {
    return [...this.pending.keys()];
  }
}
