// The final picture's VP chart without replaying the game: each game's VP gains are read off its
// log as the game writes them. The state keeps only its latest lines (at least 150, src/engine/
// log.ts) and counts every line it ever wrote (`logSeq`), so whoever looks at the state after each
// decision (the announcer, at every publish) sees every line once: the lines since its last look
// are the last `logSeq - seen` of the log. A game it did not follow from its first line (a process
// started mid-game, another shard's game) or whose lines it missed (more than the state keeps
// between two looks) has no history here: the caller replays the decisions instead (./vp-replay.ts).
//
// An undo (the game replayed to an earlier decision) writes fewer lines than were seen: the gains
// of the lines taken back are dropped, and the lines the game writes again are read again.

import type { LogEntry } from "../engine/types.ts";
import { type VpGain, type VpHistory, vpGainOf, vpSeries } from "./vp-history.ts";

/** What the tracker reads of a game's state (an Engine's `g`). */
export interface LoggedGame {
  log: readonly LogEntry[];
  logSeq: number;
  players: readonly unknown[];
}

interface Track {
  /** Lines read so far (the `logSeq` of the last look). */
  seen: number;
  /** Every public VP gain read, with the number of its line. */
  gains: (VpGain & { seq: number })[];
  /** The latest turn of a public line read (the chart runs to it). */
  lastTurn: number;
}

/** Games followed at most: the ones looked at least recently are forgotten first (they replay). */
const FOLLOWED = 5_000;

export class VpTracker {
  private readonly tracks = new Map<string, Track | null>();

  constructor(private readonly followed = FOLLOWED) {}

  /** Reads the lines `game` wrote since the last look (call it after each decision). */
  observe(gameId: string, game: LoggedGame): void {
    let track = this.tracks.get(gameId);
    if (track === null) return;
    // The first line the state still holds.
    const first = game.logSeq - game.log.length;
    if (track === undefined) {
      // Followed only from the game's first line: earlier gains would be missing.
      track = first === 0 ? { seen: 0, gains: [], lastTurn: 0 } : null;
      this.remember(gameId, track);
      if (!track) return;
    } else {
      // Most recently looked at last: the oldest is forgotten first.
      this.tracks.delete(gameId);
      this.tracks.set(gameId, track);
    }
    if (game.logSeq < track.seen) {
      // An undo: the lines from logSeq on were taken back.
      track.gains = track.gains.filter((g) => g.seq < game.logSeq);
      track.seen = game.logSeq;
      track.lastTurn = Math.max(0, ...track.gains.map((g) => g.turn), game.log.at(-1)?.turn ?? 0);
    }
    if (first > track.seen) {
      // Lines written and trimmed between two looks: this game replays.
      this.tracks.set(gameId, null);
      return;
    }
    const seats = game.players.length;
    for (let seq = track.seen; seq < game.logSeq; seq++) {
      const e = game.log[seq - first] as LogEntry;
      if (e.to === -1) track.lastTurn = Math.max(track.lastTurn, e.turn);
      const gain = vpGainOf(e, seats);
      if (gain) track.gains.push({ ...gain, seq });
    }
    track.seen = game.logSeq;
  }

  /** The game's VP over the turns, if every line of it was read; null: replay it. */
  history(gameId: string, seats: number): VpHistory | null {
    const track = this.tracks.get(gameId);
    return track ? vpSeries(track.gains, track.lastTurn, seats) : null;
  }

  /** Forgets a game (its final picture has its chart). */
  forget(gameId: string): void {
    this.tracks.delete(gameId);
  }

  private remember(gameId: string, track: Track | null): void {
    this.tracks.set(gameId, track);
    if (this.tracks.size > this.followed) {
      const oldest = this.tracks.keys().next().value;
      if (oldest !== undefined) this.tracks.delete(oldest);
    }
  }
}
