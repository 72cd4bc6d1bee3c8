// Hidden information shown to one player (BGB-4, ZONE-5, TERM-LOOK): what a player looks at reaches
// that player only, through private log lines and their own prompt's options; the others learn
// that it was looked at, never what it was.

import { chooseLabel } from "./ask.ts";
import { type Ctx, cardDef, factionDef } from "./defs.ts";
import type { Eff } from "./flow.ts";
import { log } from "./log.ts";
import { factionsInGame, player } from "./state.ts";
import { noteLooked } from "./triggers.ts";
import type { GameState, Seat, Uid } from "./types.ts";

/** `viewer` looks at `holder`'s whole hand (held foreign cards included): each card is a private
 * line to the viewer; everyone learns that the hand was looked at. Returns the hand, in order. */
export function lookAtHand(g: GameState, viewer: Seat, holder: Seat): Uid[] {
  const hand = player(g, holder).hand.slice();
  log(g, "lookHand", [viewer, holder]);
  for (const u of hand) log(g, "seeCard", [u], viewer);
  noteLooked(g, viewer, hand);
  return hand;
}

// A faction's cards never change once registered: its labels are sorted once, not at every naming.
const labelsByFaction = new WeakMap<object, readonly string[]>();

/** The definition key of the first card of `faction` bearing each name, sorted by name: the labels
 * of "name a card" (a client shows a key in its own language; the name is its English one). */
function nameLabels(faction: string): readonly string[] {
  const f = factionDef(faction);
  if (!f) return [];
  let labels = labelsByFaction.get(f);
  if (!labels) {
    const first = new Map<string, string>();
    for (const d of f.cards) if (!first.has(d.name.en)) first.set(d.name.en, d.key);
    labels = [...first.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, key]) => key);
    labelsByFaction.set(f, labels);
  }
  return labels;
}

/**
 * "Name a card" (BGB-4, BGB-Q9): `seat` names a faction among those in the game, then a card name of
 * that faction. Returns the English name (a name's identity, names.ts), public to everyone.
 */
export function* nameACard(ctx: Ctx, seat: Seat): Eff<string | null> {
  const { g } = ctx;
  const faction = yield* chooseLabel(ctx, seat, "nameFaction", factionsInGame(g));
  if (faction === null) return null;
  const key = yield* chooseLabel(ctx, seat, "nameCard", nameLabels(faction));
  if (key === null) return null;
  const name = cardDef(key).name.en;
  log(g, "nameCard", [seat, name]);
  return name;
}
