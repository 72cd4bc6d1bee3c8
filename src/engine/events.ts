// Typed events that ongoing abilities subscribe to (OngoingHooks.on). Every event is offered
// exactly once to every listener in play at the moment it happens, plus the card it is about
// when that card just left play (Nukebot, Gremlin, Microbot Archive react to their own end).

import type { ScoreResult } from "./defs.ts";
import type { Seat, Uid } from "./types.ts";

export type GameEvent =
  | { t: "minionPlayed"; uid: Uid; base: Uid; seat: Seat }
  | { t: "actionPlayed"; uid: Uid; seat: Seat; base: Uid; host: Uid }
  | {
      t: "minionDestroyed";
      uid: Uid;
      base: Uid;
      owner: Seat;
      controller: Seat;
      /** Player whose effect destroyed it. */
      by: Seat;
    }
  | { t: "actionDestroyed"; uid: Uid; owner: Seat; by: Seat }
  /** A minion discarded from play with its scored base (SCORE-16): not destroyed. */
  | { t: "minionDiscarded"; uid: Uid; base: Uid; owner: Seat; controller: Seat }
  | { t: "minionMoved"; uid: Uid; from: Uid; to: Uid; by: Seat }
  | { t: "minionReturned"; uid: Uid; from: Uid; by: Seat }
  /** A card played by `by` affected the minion `uid` (TERM-AFFECT); Brownie listens to it. */
  | { t: "affectedByPlay"; uid: Uid; by: Seat; card: Uid }
  /** A base is about to score (SCORE-3 step 3): "before a base scores" abilities of cards in play. */
  | { t: "beforeScoring"; base: Uid }
  | { t: "afterScoring"; base: Uid; result: ScoreResult }
  /** `seat` gained `amount` ≥ 1 VP, not as an addition to another gain (BGB-3, Cosplay). */
  | { t: "vpGained"; seat: Seat; amount: number }
  | { t: "turnStart"; seat: Seat }
  /** A card put from one hand (or a card just played) into another player's hand (TERM-PLACE). */
  | { t: "cardGiven"; uid: Uid; from: Seat; to: Seat; by: Seat }
  /** `seat` played or discarded, from a hand or a deck, a card they don't own (TERM-OWNER):
   * emitted by the engine only, whatever made it happen (Onini, Mboro). */
  | { t: "notOwnedUsed"; uid: Uid; seat: Seat; how: "play" | "discard"; from: "hand" | "deck" }
  | { t: "turnEnd"; seat: Seat }
  // --- Control and transfers (E-C, CS-11, CS-12) ---
  | { t: "controlChanged"; uid: Uid; from: Seat; to: Seat; by: Seat }
  /** An action moved from one host (minion or base) to another without being played. */
  | { t: "actionTransferred"; uid: Uid; from: Uid; to: Uid; by: Seat };

/** An event's kind: what an `on` hook declares it answers (OngoingHooks.onEvents). */
export type EventKind = GameEvent["t"];

/** Each kind's number (a bit of a definition's `listens` mask, sources.ts); a Record, so a kind
 * added to GameEvent and not here does not compile. */
export const EVENT_ID: Readonly<Record<EventKind, number>> = {
  minionPlayed: 0,
  actionPlayed: 1,
  minionDestroyed: 2,
  actionDestroyed: 3,
  minionDiscarded: 4,
  minionMoved: 5,
  minionReturned: 6,
  affectedByPlay: 7,
  beforeScoring: 8,
  afterScoring: 9,
  vpGained: 10,
  turnStart: 11,
  cardGiven: 12,
  notOwnedUsed: 13,
  turnEnd: 14,
  controlChanged: 15,
  actionTransferred: 16,
};

/** Every event kind, in the order of their numbers. */
export const EVENT_KINDS: readonly EventKind[] = Object.keys(EVENT_ID) as EventKind[];

/** The kinds a definition's `on` answers, as bits of EVENT_ID. Throws when `on` comes without its
 * list of kinds (or a list without `on`, or a kind unknown): a hook the index could never call. */
export function listenedKinds(d: { key?: string; on?: unknown; onEvents?: readonly string[] }): number {
  const kinds = d.onEvents;
  if (d.on === undefined) {
    if (kinds === undefined) return 0;
    throw new Error(`${d.key ?? "a definition"} lists onEvents without an on hook`);
  }
  if (kinds === undefined || kinds.length === 0)
    throw new Error(
      `${d.key ?? "a definition"} has an on hook without onEvents (the kinds of event it answers)`,
    );
  let mask = 0;
  for (const k of kinds) {
    const id = (EVENT_ID as Record<string, number | undefined>)[k];
    if (id === undefined) throw new Error(`${d.key ?? "a definition"} lists an unknown event kind ${k}`);
    mask |= 1 << id;
  }
  return mask;
}
