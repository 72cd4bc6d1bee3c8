// Undo (issue 26): which of a player's latest decisions may be taken back, and on what terms.
// A game is (setup, decisions), so an undo is a shorter decision log replayed: the state is exactly
// the one the game had then, the random generator's position included (engine.ts). What the rule
// must guard is knowledge: a decision whose consequences revealed something hidden (a draw, a
// shuffle, a search, a look, a random pick, a card leaving a hidden zone) cannot be taken back by
// its player alone, or they could look and choose again. Nor can one that another player has
// answered since. Past either point, an undo needs the consent of every other player (the caller
// runs that vote); it never re-rolls anything, since the replay draws the same random numbers.
//
// The rule is read from what a decision did to the state, not from the cards: the generator's
// position, the order and contents of every deck and of the base deck, hands other than the
// decider's, private log lines and the looks a prompt shows. One place, whatever card caused it.

import { type DecisionRecord, Engine, type SubmitResult } from "./engine.ts";
import { syncRng } from "./rng.ts";
import type { GameSetup, GameState, Seat } from "./types.ts";

/** What one decision of the log did, as far as undoing it is concerned. */
export interface DecisionTrace {
  seat: Seat;
  /** The seat left the game (a concession or a removal by vote): never undone. */
  leave: boolean;
  /** Something hidden from some player came to light while it resolved (see `revealedSince`). */
  reveals: boolean;
}

export type UndoVerdict =
  | {
      ok: true;
      /** How many decisions the game keeps: the log is cut to this length. */
      keep: number;
      /** How many decisions are taken back (the seat's latest one and every one after it). */
      undone: number;
      /** True when the seat may take them back alone; otherwise every other player must consent. */
      free: boolean;
      /** Why consent is needed: another player answered since, and/or something hidden was revealed. */
      othersAnswered: boolean;
      revealed: boolean;
    }
  | { ok: false; reason: "nothing-to-undo" | "player-left" };

/** Public log lines that tell of hidden information (a look, a search, a shuffle, a reveal). */
const REVEALING_LINES: ReadonlySet<string> = new Set([
  "lookHand",
  "lookTop",
  "searchDeck",
  "reveal",
  "revealNothing",
  "reshuffle",
  "mulligan",
  "shuffleIntoDeck",
  "shuffledIn",
  "topDeckDiscard",
]);

/** Private lines that show their reader a card they did not know (the others are their own cards). */
const REVEALING_PRIVATE_LINES: ReadonlySet<string> = new Set(["seeCard", "drawSecret"]);

/** What a decision's consequences may change of hidden information, read before it applies. */
interface HiddenBefore {
  rng: string;
  zones: string[];
  decks: number[][];
  baseDeck: number[];
  logSeq: number;
}

function hiddenBefore(g: GameState): HiddenBefore {
  syncRng(g);
  return {
    rng: g.rng.join(","),
    zones: g.cards.map((c) => `${c.zone}:${c.at}`),
    decks: g.players.map((p) => p.deck.slice()),
    baseDeck: g.baseDeck.slice(),
    logSeq: g.logSeq,
  };
}

/** The cards of `before` still in `after`, in after's order, read as before's order: unchanged? */
function sameOrder(before: readonly number[], after: readonly number[]): boolean {
  const kept = new Set(before);
  const stayed = after.filter((u) => kept.has(u));
  if (stayed.length !== before.length) return false;
  return stayed.every((u, i) => before[i] === u);
}

/**
 * Whether anything hidden came to light since `b` was read, for a decision of `seat`: the random
 * generator moved (a shuffle, a random pick), a deck or the base deck lost a card or changed order
 * (a draw, a search, a new base), a card left or entered the hand of another player than `seat`, a
 * card was looked at or revealed (log lines), or the pending prompt shows looked-at cards.
 */
function revealedSince(g: GameState, b: HiddenBefore, seat: Seat, shown: boolean): boolean {
  if (shown) return true;
  syncRng(g);
  if (g.rng.join(",") !== b.rng) return true;
  if (!sameOrder(b.baseDeck, g.baseDeck)) return true;
  for (let s = 0; s < g.players.length; s++) {
    const deck = (g.players[s] as { deck: number[] }).deck;
    if (!sameOrder((b.decks[s] ?? []) as number[], deck)) return true;
  }
  for (let i = 0; i < g.cards.length; i++) {
    const c = g.cards[i] as GameState["cards"][number];
    const was = b.zones[i] as string;
    if (was === `${c.zone}:${c.at}`) continue;
    if (was.startsWith("deck:")) return true;
    if (was.startsWith("hand:") && was !== `hand:${seat}`) return true;
    if (c.zone === "hand" && c.at !== seat) return true;
  }
  const fresh = g.logSeq - b.logSeq;
  const lines = fresh >= g.log.length ? g.log : g.log.slice(g.log.length - fresh);
  for (const e of lines) {
    if (e.to === -1 ? REVEALING_LINES.has(e.k) : REVEALING_PRIVATE_LINES.has(e.k)) return true;
  }
  return false;
}

/** Submits `d` and tells what it did as far as undo is concerned (the engine's own submit otherwise). */
export function submitTraced(e: Engine, d: DecisionRecord): { result: SubmitResult; trace: DecisionTrace } {
  const before = hiddenBefore(e.g);
  const result = e.submit(d);
  const shown = (e.prompt?.shown?.length ?? 0) > 0;
  return {
    result,
    trace: {
      seat: d.seat,
      leave: "leave" in d,
      reveals: result.ok && revealedSince(e.g, before, d.seat, shown),
    },
  };
}

/** The traces of a whole game, replayed from its setup (throws when the log does not replay). */
export function traceGame(setup: GameSetup, decisions: readonly DecisionRecord[]): DecisionTrace[] {
  const e = Engine.start(setup);
  return decisions.map((d, i) => {
    const { result, trace } = submitTraced(e, d);
    if (!result.ok) throw new Error(`decision log does not replay: ${result.reason} at decision ${i + 1}`);
    return trace;
  });
}

/**
 * May `seat` take back its latest decision (and every decision after it), and on what terms?
 * Free when every decision from that one on is the seat's own and none revealed anything hidden;
 * with the other players' consent otherwise. Refused when the seat never decided anything, and
 * when a player left the game in between (a concession or a removal is not taken back).
 */
export function undoVerdict(traces: readonly DecisionTrace[], seat: Seat): UndoVerdict {
  let last = -1;
  for (let i = traces.length - 1; i >= 0; i--) {
    const t = traces[i] as DecisionTrace;
    if (t.seat === seat && !t.leave) {
      last = i;
      break;
    }
  }
  if (last < 0) return { ok: false, reason: "nothing-to-undo" };
  const undone = traces.slice(last);
  if (undone.some((t) => t.leave)) return { ok: false, reason: "player-left" };
  const othersAnswered = undone.some((t) => t.seat !== seat);
  const revealed = undone.some((t) => t.reveals);
  return {
    ok: true,
    keep: last,
    undone: undone.length,
    free: !othersAnswered && !revealed,
    othersAnswered,
    revealed,
  };
}

/** How many of the latest decisions `seat` may take back alone, one undo after another. */
export function freelyUndoableBy(traces: readonly DecisionTrace[], seat: Seat): number {
  let n = 0;
  for (let i = traces.length - 1; i >= 0; i--) {
    const t = traces[i] as DecisionTrace;
    if (t.seat !== seat || t.leave || t.reveals) break;
    n++;
  }
  return n;
}
