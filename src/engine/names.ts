// Card names (CS-10, BGB-6). A name is the English name of a card's definition (`name.en`; French
// names are display only): two cards with the same name are "copies" / "the same name" even when
// their definitions differ (Smash Up All Stars reprints), while a card's identity stays its
// definition key and its faction its definition's faction (SETUP-2).
//
// A card in play may also bear granted names (Grimms' Blessing: "counts as every minion its
// controller owns"). Granted names count only for other cards on the same base
// (CARD-BENEDICTION-GRIMM), never for "the minion X" (CARD-GRAND-MECHANT-LOUP), and give the card
// no ability of the cards it is named after: only sources marked `powerByName` give it power.

import { factionDef } from "./defs.ts";
import { defOf, sourcesWith } from "./sources.ts";
import { baseOf, card, isInPlay } from "./state.ts";
import type { GameState, Uid } from "./types.ts";

const NONE: readonly string[] = [];

/** The name printed on the card (its identity as a name). */
export function printedName(g: GameState, uid: Uid): string {
  return defOf(g, uid).name.en;
}

/** Names granted to a card in play by its own `nameGrant` ability while it applies, sorted; none
 * out of play. */
export function grantedNames(g: GameState, uid: Uid): readonly string[] {
  const d = defOf(g, uid);
  if (!d.nameGrant || !isInPlay(card(g, uid))) return NONE;
  return d.nameGrant(g, uid) ?? NONE;
}

/** Every name the card bears: printed, then granted. */
export function namesOf(g: GameState, uid: Uid): readonly string[] {
  const granted = grantedNames(g, uid);
  const printed = printedName(g, uid);
  return granted.length === 0 ? [printed] : [printed, ...granted.filter((n) => n !== printed)];
}

/** The names `uid` bears for the ability of `asker`: granted names only count for another card on
 * the same base (CARD-BENEDICTION-GRIMM). */
export function namesFor(g: GameState, uid: Uid, asker: Uid): readonly string[] {
  if (uid === asker) return [printedName(g, uid)];
  const b = baseOf(g, uid);
  return b >= 0 && b === baseOf(g, asker) ? namesOf(g, uid) : [printedName(g, uid)];
}

export interface NameOpts {
  /** "The minion X": only minions, and no granted name (CARD-GRAND-MECHANT-LOUP). */
  minionOnly?: boolean;
  /** The card whose ability asks: granted names count when it is on the same base. Without it,
   * only printed names count. */
  asker?: Uid;
}

/** Whether `uid` bears `name` (see NameOpts). */
export function hasName(g: GameState, uid: Uid, name: string, opts: NameOpts = {}): boolean {
  const minion = defOf(g, uid).type === "minion";
  if (opts.minionOnly) return minion && printedName(g, uid) === name;
  if (opts.asker === undefined) return printedName(g, uid) === name;
  return namesFor(g, uid, opts.asker).includes(name);
}

type NameMatch = string | ((name: string) => boolean);

function matches(match: NameMatch, name: string): boolean {
  return typeof match === "string" ? name === match : match(name);
}

/** Whether a card that is not a minion (or a minion, past its printed name) bears a matching
 * granted name: only a definition with `nameGrant` can (Grimms' Blessing), so the others are
 * answered without asking for their names. */
function grantedMatch(g: GameState, uid: Uid, match: NameMatch): boolean {
  if (!defOf(g, uid).nameGrant) return false;
  for (const n of grantedNames(g, uid)) if (matches(match, n)) return true;
  return false;
}

/** Whether card `u` on a base counts for namedOn. */
function bearsOn(
  g: GameState,
  u: Uid,
  match: NameMatch,
  minionOnly: boolean,
  excluding: Uid | undefined,
): boolean {
  if (u === excluding) return false;
  if (defOf(g, u).type === "minion")
    return matches(match, printedName(g, u)) || (!minionOnly && grantedMatch(g, u, match));
  return !minionOnly && grantedMatch(g, u, match);
}

/**
 * Walks the cards in play on `base` in board order (each minion, the actions attached to it, then
 * the base's actions) and calls `found` for each one bearing a matching name; stops when `found`
 * returns true. Power hooks ask this at every power query ("for each War Raptor here", "if Hansel
 * is here"): no list of the base's cards is built for it.
 */
function walkNamedOn(
  g: GameState,
  base: Uid,
  match: NameMatch,
  opts: { minionOnly?: boolean; excluding?: Uid },
  found: (u: Uid) => boolean,
): void {
  const b = g.bases[base];
  if (!b) return;
  const minionOnly = opts.minionOnly === true;
  for (const m of b.minions) {
    if (bearsOn(g, m, match, minionOnly, opts.excluding) && found(m)) return;
    // Attachments bear only granted names (they are not minions).
    if (minionOnly) continue;
    for (const a of card(g, m).attached)
      if (bearsOn(g, a, match, minionOnly, opts.excluding) && found(a)) return;
  }
  if (minionOnly) return;
  for (const a of b.actions) if (bearsOn(g, a, match, minionOnly, opts.excluding) && found(a)) return;
}

/**
 * Cards on `base` bearing a name that `match` accepts, for an ability of a card on that base ("for
 * each War Raptor on this base", "if Hansel is here"): minions by their names, and, unless
 * `minionOnly`, other cards bearing granted names (never the asking card `excluding` itself).
 */
export function namedOn(
  g: GameState,
  base: Uid,
  match: NameMatch,
  opts: { minionOnly?: boolean; excluding?: Uid } = {},
): Uid[] {
  const out: Uid[] = [];
  walkNamedOn(g, base, match, opts, (u) => {
    out.push(u);
    return false;
  });
  return out;
}

/** How many cards on `base` namedOn would list, without listing them. */
export function countNamedOn(
  g: GameState,
  base: Uid,
  match: NameMatch,
  opts: { minionOnly?: boolean; excluding?: Uid } = {},
): number {
  let n = 0;
  walkNamedOn(g, base, match, opts, () => {
    n++;
    return false;
  });
  return n;
}

/** Whether namedOn would list any card ("if X is here"): stops at the first. */
export function anyNamedOn(
  g: GameState,
  base: Uid,
  match: NameMatch,
  opts: { minionOnly?: boolean; excluding?: Uid } = {},
): boolean {
  let any = false;
  walkNamedOn(g, base, match, opts, () => {
    any = true;
    return true;
  });
  return any;
}

/** "The minion X is in play": a minion printed with that name, on any base. */
export function minionNamedInPlay(g: GameState, name: string): boolean {
  for (const b of g.basesInPlay)
    for (const m of g.bases[b]?.minions ?? []) if (printedName(g, m) === name) return true;
  return false;
}

/** "Copies of that card", "cards with the same name" (BGB-6): same printed name. */
export function sameName(g: GameState, a: Uid, b: Uid): boolean {
  return printedName(g, a) === printedName(g, b);
}

/** The cards among `uids` printed with `name` (a search by name in a hand, deck or discard pile). */
export function cardsNamed(g: GameState, uids: readonly Uid[], name: string): Uid[] {
  return uids.filter((u) => printedName(g, u) === name);
}

/** The names of the cards of some factions (of one type if given), each once, sorted: the choices
 * of "name a card" and the names a Grimms' Blessing takes. */
export function namesOfFactions(factions: readonly string[], type?: "minion" | "action"): string[] {
  const out = new Set<string>();
  for (const f of factions)
    for (const d of factionDef(f)?.cards ?? []) if (type === undefined || d.type === type) out.add(d.name.en);
  return [...out].sort();
}

/** The names of the minion cards `seat` owns, wherever they are, sorted (Grimms' Blessing). */
export function ownedMinionNames(g: GameState, seat: number): string[] {
  const out = new Set<string>();
  for (const c of g.cards) {
    if (c.owner !== seat || c.zone === "removed") continue;
    const d = defOf(g, c.uid);
    if (d.type === "minion") out.add(d.name.en);
  }
  return [...out].sort();
}

/** Power a card that is not a minion gets from bearing granted names: the sum of what sources
 * marked `powerByName` give it (Microbot Fixer to a Blessing named after a Microbot); 0 for a card
 * without granted names (it gains no ability of the cards it is named after). */
export function namedPower(g: GameState, uid: Uid): number {
  if (grantedNames(g, uid).length === 0) return 0;
  let p = 0;
  for (const s of sourcesWith(g, "powerBonus")) {
    if (s.isBase || !defOf(g, s.self).powerByName) continue;
    p += s.hooks.powerBonus(g, s.self, uid);
  }
  return p;
}
