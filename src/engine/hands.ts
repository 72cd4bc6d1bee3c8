// Cards in another player's hand (owner ≠ holder, TERM-OWNER). A hand lists every card its player
// holds, owned or not; a card in a deck or a discard pile is always in its owner's (OWN-PILES,
// from CONFLICT-11). "A card you don't own" is `owner !== seat`: the engine, never a card, tells
// when a player plays or discards one (Onini, Mboro react to it).

import type { Ctx } from "./defs.ts";
import { log } from "./log.ts";
import { card, detach, put } from "./state.ts";
import { emit } from "./triggers.ts";
import type { GameState, Seat, Uid } from "./types.ts";

/** Where a card was just before it was played or used: "deck" includes a card revealed from a
 * deck and set aside (limbo: Mass Enchantment, plays off the top of a deck). */
export type Origin = "hand" | "deck" | "discard" | "other";

export function originOf(g: GameState, uid: Uid): Origin {
  const z = card(g, uid).zone;
  if (z === "hand" || z === "deck" || z === "discard") return z;
  return z === "limbo" ? "deck" : "other";
}

/** Emits `notOwnedUsed` when `seat` played or discarded, from a hand or a deck, a card they don't
 * own (CARD-MBORO-ONINI). Cards with no owner (-1) are never owned by anyone. */
export function noteNotOwned(
  g: GameState,
  uid: Uid,
  seat: Seat,
  how: "play" | "discard",
  from: Origin,
): void {
  if (card(g, uid).owner === seat || (from !== "hand" && from !== "deck")) return;
  emit(g, { t: "notOwnedUsed", uid, seat, how, from });
}

/**
 * Places a card into `to`'s hand (TERM-PLACE; the card says so, so CONFLICT-11 gives way,
 * CONFLICT-1): a card from a hand (or a deck), or a visible card (one just played, revealed or
 * discarded). A hidden card is named only to its giver and its receiver; a visible one to everyone.
 * Returns false when the card is in play or already in that hand.
 */
export function giveToHand(ctx: Ctx, uid: Uid, to: Seat): boolean {
  const { g } = ctx;
  const c = card(g, uid);
  const p = g.players[to];
  if (!p || p.out) return false;
  if (c.zone === "base" || c.zone === "attached" || c.zone === "removed") return false;
  if (c.zone === "hand" && c.at === to) return false;
  // A card from a hand or a deck is hidden: only its giver (a hand's holder) and its receiver learn it.
  const fromHand = c.zone === "hand";
  const hidden = fromHand || c.zone === "deck";
  const from = fromHand ? c.at : ctx.you;
  detach(g, uid);
  put(g, uid, "hand", to);
  if (hidden) {
    if (fromHand) log(g, "giveSecret", [from, uid, to], from);
    log(g, "giveSecret", [from, uid, to], to);
    log(g, "give", [from, to]);
  } else {
    log(g, "giveCard", [from, uid, to]);
  }
  emit(g, { t: "cardGiven", uid, from, to, by: ctx.you });
  return true;
}
