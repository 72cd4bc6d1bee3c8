// Choices over +1 power counters (COUNTER-*): "remove any number", "transfer any or all",
// "split any way you choose". Each asks only when there is something to decide, offers zero
// wherever the card says "any number" (CONFLICT-8), and never offers a card that the acting
// card can't affect (COUNTER-7). A card they designate goes through the targeting step
// (chooseTarget: protections, redirection). The plain operations are in effects.ts.

import { chooseCard, chooseCards, chooseLabel } from "./ask.ts";
import type { Ctx } from "./defs.ts";
import {
  addCounters,
  canTarget,
  chooseTarget,
  discardFromHand,
  handToDeck,
  removeCounters,
  transferCounters,
} from "./effects.ts";
import type { Eff } from "./flow.ts";
import type { Purpose } from "./purposes.ts";
import { card, isInPlay, minionsOf, player } from "./state.ts";
import type { GameState, Seat, Uid } from "./types.ts";

/** A number between min and max, chosen by `seat` (asked only when there is a choice). */
export function* chooseCount(ctx: Ctx, seat: Seat, purpose: Purpose, min: number, max: number): Eff<number> {
  if (max <= min) return Math.max(max, 0);
  const labels: string[] = [];
  for (let n = min; n <= max; n++) labels.push(String(n));
  return Number(yield* chooseLabel(ctx, seat, purpose, labels));
}

/** Cards in play carrying counters that this effect may take counters from. */
function withCounters(ctx: Ctx, uids: readonly Uid[]): Uid[] {
  return uids.filter((u) => {
    const c = card(ctx.g, u);
    return isInPlay(c) && c.counters > 0 && canTarget(ctx, u, "counter");
  });
}

/** Cards in play this effect may put counters on. */
function affectable(ctx: Ctx, uids: readonly Uid[]): Uid[] {
  return uids.filter((u) => isInPlay(card(ctx.g, u)) && canTarget(ctx, u, "counter"));
}

/** "Remove any number of +1 power counters from [these minions]": the total removed. */
export function* removeAnyCounters(ctx: Ctx, seat: Seat, from: readonly Uid[]): Eff<number> {
  let total = 0;
  let left = from.slice();
  for (;;) {
    const pick = yield* chooseTarget(ctx, seat, "removeCounters", "counter", withCounters(ctx, left), true);
    if (pick === null) return total;
    left = left.filter((u) => u !== pick);
    const n = yield* chooseCount(ctx, seat, "counterCount", 1, card(ctx.g, pick).counters);
    total += removeCounters(ctx, pick, n);
  }
}

export interface TransferSpec {
  /** Cards counters may leave. */
  from: readonly Uid[];
  /** Cards they may go to from a given source (the source itself is never offered). */
  to: (source: Uid) => readonly Uid[];
  /** Counters per transfer (Soldier: 1); default every counter on the source. */
  max?: number;
  /** Several transfers, each source once ("among your minions", A Kind of Magic). */
  repeat?: boolean;
  /** The player may transfer nothing ("you may", "any number", "any or all"). */
  optional?: boolean;
}

/** "Transfer (any number of) +1 power counters from ... to ..." (TERM-TRANSFER): the total moved. */
export function* transferAnyCounters(ctx: Ctx, seat: Seat, spec: TransferSpec): Eff<number> {
  let total = 0;
  let sources = spec.from.slice();
  let optional = spec.optional ?? false;
  for (;;) {
    const src = yield* chooseTarget(
      ctx,
      seat,
      "counterSource",
      "counter",
      withCounters(ctx, sources),
      optional,
    );
    if (src === null) return total;
    sources = sources.filter((u) => u !== src);
    optional = true;
    const dests = affectable(
      ctx,
      spec.to(src).filter((u) => u !== src),
    );
    const dst = yield* chooseTarget(ctx, seat, "counterTarget", "counter", dests);
    if (dst !== null) {
      const most = Math.min(spec.max ?? Number.POSITIVE_INFINITY, card(ctx.g, src).counters);
      const n = yield* chooseCount(ctx, seat, "counterCount", 1, most);
      total += transferCounters(ctx, src, dst, n);
    }
    if (!spec.repeat) return total;
  }
}

/** "Place n +1 power counters on [these minions], split any way you choose": the number placed. */
export function* placeCountersSplit(ctx: Ctx, seat: Seat, n: number, among: readonly Uid[]): Eff<number> {
  let placed = 0;
  let left = n;
  while (left > 0) {
    const pick = yield* chooseTarget(ctx, seat, "placeCounter", "counter", affectable(ctx, among));
    if (pick === null) break;
    const k = yield* chooseCount(ctx, seat, "counterCount", 1, left);
    if (addCounters(ctx, pick, k)) placed += k;
    left -= k;
  }
  return placed;
}

export interface HandCardsForCounters {
  /** Which of your minions may be chosen (default: any of them). */
  minion?: (uid: Uid) => boolean;
  /** Which cards of your hand may be given up (default: any). */
  card?: (uid: Uid) => boolean;
  /** Where the cards given up go: the bottom of your deck, in the order chosen, or your discard pile. */
  to: "deckBottom" | "discard";
}

const GIVE_UP: Record<
  HandCardsForCounters["to"],
  { purpose: Purpose; move: (g: GameState, seat: Seat, uids: Uid[]) => void }
> = {
  // Stryker disable next-line StringLiteral: equivalent because handToDeck puts anything but "top" at the bottom
  deckBottom: { purpose: "handToDeckBottom", move: (g, seat, uids) => handToDeck(g, seat, uids, "bottom") },
  discard: { purpose: "toDiscardAny", move: discardFromHand },
};

/**
 * "Choose one of your minions. Put any number of [such] cards from your hand [there]; place a +1
 * power counter on it for each" (Angry Mob, Cull the Weak). Only a minion the card can give
 * counters to is offered (COUNTER-7); without one the cards may still be given up, and nothing
 * lands (CONFLICT-6). Zero cards is allowed (CONFLICT-8).
 */
export function* countersForHandCards(ctx: Ctx, spec: HandCardsForCounters): Eff {
  const { g, you } = ctx;
  const minion = spec.minion ?? (() => true);
  const mine = affectable(ctx, minionsOf(g, you)).filter(minion);
  const chosen = yield* chooseCard(ctx, you, "chooseOwnMinion", mine);
  const hand = player(g, you).hand.filter(spec.card ?? (() => true));
  const { purpose, move } = GIVE_UP[spec.to];
  const given = yield* chooseCards(ctx, you, purpose, hand, 0, hand.length);
  move(g, you, given);
  if (chosen !== null) addCounters(ctx, chosen, given.length);
}
