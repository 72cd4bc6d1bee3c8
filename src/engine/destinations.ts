// Where a resolved card goes (ORDER-1 step 5, CS-2). A standard action goes to its owner's discard
// pile (CONFLICT-11) unless something says otherwise: the effect that played it (an override, which
// beats everything: CARD-ANANSI-CADEAU), the card itself ("place this card into another player's
// hand", CONFLICT-1), or a replacement its controller may pick (Anansi's Web, Favor of Dionysus),
// offered only when the card names no destination of its own (CARD-TOILE-D-ANANSI). A cancelled
// card goes to its owner's discard pile (TERM-CANCEL).

import { ask, labelOption, seatOption } from "./ask.ts";
import type { Ctx } from "./defs.ts";
import { cardCtx, putOnDeck } from "./effects.ts";
import type { Eff } from "./flow.ts";
import { giveToHand } from "./hands.ts";
import { log } from "./log.ts";
import { mapPacked } from "./packed.ts";
import { card, detach, put, seatsFrom } from "./state.ts";
import { type Destination, type Resolving, resolvingRecord } from "./triggers.ts";
import type { GameState, PromptOption, Uid } from "./types.ts";

export type { Destination } from "./triggers.ts";

/** The card says where it goes when it has resolved. False when it is no longer resolving. */
export function setOwnDestination(ctx: Ctx, uid: Uid, d: Destination): boolean {
  const r = resolvingRecord(ctx.g, uid);
  if (!r) return false;
  r.own = d;
  return true;
}

/** The effect that played the card says where it goes: beats what the card says. */
export function overrideDestination(ctx: Ctx, uid: Uid, d: Destination): boolean {
  const r = resolvingRecord(ctx.g, uid);
  if (!r) return false;
  r.override = d;
  return true;
}

/** Offers the card's controller a destination instead of the discard pile; `then` runs if picked
 * (from the offering card's context). */
export function offerDestination(ctx: Ctx, uid: Uid, d: Destination, then?: (ctx: Ctx) => Eff): boolean {
  const r = resolvingRecord(ctx.g, uid);
  if (!r) return false;
  r.offers.push(then ? { dest: d, source: ctx.def, then } : { dest: d, source: ctx.def });
  return true;
}

/** Step 5 for one card: puts it where it goes. A card already gone elsewhere (discarded by a
 * cancel, returned by an effect) stays there. */
export function* finishResolved(g: GameState, r: Resolving): Eff {
  const c = card(g, r.uid);
  if (c.zone !== "resolving") return;
  if (r.cancelled) return toDiscard(g, r.uid);
  const fixed = r.override ?? r.own;
  if (fixed) return yield* apply(g, r.uid, fixed);
  if (r.offers.length === 0) return toDiscard(g, r.uid);
  const options: PromptOption[] = [labelOption("discard", "discard")];
  r.offers.forEach((o, i) => {
    options.push(labelOption(`d${i}`, o.source));
  });
  const choice = yield* ask(g, {
    seat: c.controller,
    purpose: "destination",
    options,
    min: 1,
    max: 1,
    always: true,
    source: { card: r.uid, def: c.def },
  });
  const picked = choice[0] === "discard" ? undefined : r.offers[Number((choice[0] as string).slice(1))];
  if (!picked) return toDiscard(g, r.uid);
  const sourceCtx = { ...cardCtx(g, r.uid), def: picked.source };
  yield* apply(g, r.uid, picked.dest);
  if (picked.then) yield* picked.then(sourceCtx);
}

function toDiscard(g: GameState, uid: Uid): void {
  const c = card(g, uid);
  detach(g, uid);
  put(g, uid, "discard", c.owner);
}

function* apply(g: GameState, uid: Uid, d: Destination): Eff {
  const c = card(g, uid);
  const ctx = cardCtx(g, uid);
  switch (d.to) {
    case "discard":
      return toDiscard(g, uid);
    case "deck":
      putOnDeck(g, uid, d.where);
      log(g, d.where === "top" ? "placeTop" : "placeBottom", [uid]);
      return;
    case "hand":
      if (!giveToHand({ ...ctx, you: c.controller }, uid, d.seat)) toDiscard(g, uid);
      return;
    case "otherHand": {
      // "Another player's hand": one of the players still in the game other than the chooser; with
      // nobody left, the card goes where it would have gone (its owner's discard pile).
      const seats = seatsFrom(g, d.chooser).filter((s) => s !== d.chooser);
      if (seats.length === 0) return toDiscard(g, uid);
      const choice = yield* ask(g, {
        seat: d.chooser,
        purpose: "chooseReceiver",
        options: mapPacked(seats, seatOption),
        min: 1,
        max: 1,
        source: { card: uid, def: c.def },
      });
      const to = Number((choice[0] as string).slice(1));
      if (!giveToHand({ ...ctx, you: d.chooser }, uid, to)) toDiscard(g, uid);
      return;
    }
  }
}
