// Which allowance pays for which play (PLAY-1, PLAY-8..11, TERM-EXTRA, TERM-YOURTURN, OPEN-17).
//
// A play made at the main prompt needs an allowance: the free play, a stored extra, or an ongoing
// allowance of a card or base in play (Archmage, Enshrouding Mist). A minion from a discard pile
// also needs something that lets it come from there: an allowance that says so, or a permission
// in play (They're Coming To Get You). An allowance is a predicate over a play (allowanceFits).
//
// Which allowance a play used is never fixed when the play is made: the phase's plays are kept
// with every way each could have been paid at the time, and a new play is legal when some
// assignment pays for all of them, each allowance used once (a tiny matching). So no play is ever
// refused because an earlier one was charged to the wrong allowance (OPEN-17), and the player is
// never asked which one to use.
//
// TERM-YOURTURN: an "on your turn" ability resolves at most once per turn. Every ongoing
// allowance and permission is therefore one resource of the turn, named after its card's current
// stay in play (a card that leaves play and comes back is a new card, OPEN-4).

import { defOf, sourcesWith } from "./sources.ts";
import { card, minionsOf } from "./state.ts";
import type { CardType, ExtraAllowance, GameState, PlayRecord, Seat, TurnState, Uid } from "./types.ts";

/** What a play is, as far as allowances care. */
export interface PlayFacts {
  kind: CardType;
  /** Printed power (CONFLICT-14: the card is not in play yet); 0 for actions. */
  power: number;
  faction: string;
  /** The base the card goes to (an action on a minion: the minion's base); -1 for a standard action. */
  base: Uid;
  from: "hand" | "discard";
  /** The player has no minion on `base` before this play (Outbreak). */
  noMinionThere: boolean;
}

/** The predicate an allowance stands for: whether it can pay for this play (its source aside). */
export function allowanceFits(a: ExtraAllowance, p: PlayFacts): boolean {
  if (a.kind !== p.kind) return false;
  if (a.maxPower !== undefined && p.power > a.maxPower) return false;
  if (a.base !== undefined && a.base !== p.base) return false;
  if (a.emptyBaseOnly && !p.noMinionThere) return false;
  if (a.faction !== undefined && a.faction !== p.faction) return false;
  return true;
}

export function playFacts(g: GameState, seat: Seat, uid: Uid, base: Uid): PlayFacts {
  const d = defOf(g, uid);
  return {
    kind: d.type,
    power: d.power,
    faction: d.faction,
    base,
    from: card(g, uid).zone === "discard" ? "discard" : "hand",
    noMinionThere: base >= 0 && minionsOf(g, seat, base).length === 0,
  };
}

const freeRef = (kind: CardType): string => `free:${kind}`;

function restrictionCount(a: ExtraAllowance): number {
  return (
    (a.maxPower !== undefined ? 1 : 0) +
    (a.base !== undefined ? 1 : 0) +
    (a.emptyBaseOnly ? 1 : 0) +
    (a.faction !== undefined ? 1 : 0) +
    (a.from ? 1 : 0)
  );
}

interface Offer {
  ref: string;
  allowance: ExtraAllowance;
  /** Higher is more restrictive: preferred when nothing else decides (OPEN-17). */
  rank: number;
}

/** The phase's records, tolerating a state saved before they existed. */
function records(t: TurnState): PlayRecord[] {
  t.plays ??= [];
  t.granted ??= t.extras.slice();
  return t.plays;
}

/** Every allowance `seat` has now, used or not (only during their own play phase). */
function offers(g: GameState, seat: Seat, kind: CardType): Offer[] {
  const t = g.turn;
  const out: Offer[] = [];
  if (t.phase !== "play" || t.active !== seat) return out;
  records(t);
  out.push({ ref: freeRef(kind), allowance: { kind, source: "free" }, rank: 0 });
  t.granted.forEach((a, i) => {
    if (a.kind === kind) out.push({ ref: `x${i}`, allowance: a, rank: 10 * restrictionCount(a) + 2 });
  });
  for (const s of sourcesWith(g, "ongoingExtra")) {
    const c = s.isBase ? undefined : g.cards[s.self];
    if (c && c.controller !== seat) continue;
    const a = s.hooks.ongoingExtra(g, s.self, seat);
    if (a && a.kind === kind) {
      out.push({ ref: resourceRef(g, s.self, s.isBase), allowance: a, rank: 10 * restrictionCount(a) + 1 });
    }
  }
  return out;
}

function resourceRef(g: GameState, self: Uid, isBase: boolean): string {
  return isBase ? `b${self}` : `c${self}.${card(g, self).stay}`;
}

/** The permissions in play to play a minion on `base` from `seat`'s discard pile. */
function discardPermissions(g: GameState, seat: Seat, base: Uid): string[] {
  const out: string[] = [];
  if (g.turn.phase !== "play" || g.turn.active !== seat) return out;
  for (const s of sourcesWith(g, "allowPlayFromDiscard"))
    if (s.hooks.allowPlayFromDiscard(g, s.self, seat, base)) out.push(`p${resourceRef(g, s.self, s.isBase)}`);
  return out;
}

/** A way to pay for a new play: its record, and the new assignment of the earlier plays if it changes. */
export interface Payment {
  record: PlayRecord;
  reassigned: number[] | null;
}

/** Answers "how would this play be paid?" for one player at one moment; callers checking many
 * plays (the main prompt) share one, so allowances and the current assignment are computed once. */
export interface Payer {
  /** Every way the play could be paid now, most restrictive allowance first. */
  ways(p: PlayFacts): string[][];
  /** A payment for a play with these ways, or null when no assignment pays for every play. */
  pay(ways: string[][]): Payment | null;
}

export function payer(g: GameState, seat: Seat): Payer {
  const t = g.turn;
  const byKind = new Map<CardType, Offer[]>();
  const permissionsBy = new Map<Uid, string[]>();
  const memo = new Map<string, Payment | null>();
  let cap: ((ref: string) => number) | null = null;
  let used: Map<string, number> | null = null;
  const offersOf = (kind: CardType): Offer[] => {
    let list = byKind.get(kind);
    if (!list) {
      list = offers(g, seat, kind).sort((x, y) => y.rank - x.rank);
      byKind.set(kind, list);
    }
    return list;
  };
  const permissionsOn = (base: Uid): string[] => {
    let list = permissionsBy.get(base);
    if (!list) {
      list = discardPermissions(g, seat, base);
      permissionsBy.set(base, list);
    }
    return list;
  };
  return {
    ways(p) {
      const ways: string[][] = [];
      for (const o of offersOf(p.kind)) {
        if (!allowanceFits(o.allowance, p)) continue;
        if (o.allowance.from === "discard") {
          if (p.from === "discard") ways.push([o.ref]);
        } else if (p.from === "hand") {
          ways.push([o.ref]);
        } else {
          for (const perm of permissionsOn(p.base)) ways.push([o.ref, perm]);
        }
      }
      return ways;
    },
    pay(ways) {
      if (ways.length === 0) return null;
      const key = ways.map((w) => w.join("+")).join("|");
      if (memo.has(key)) return memo.get(key) ?? null;
      const past = records(t);
      cap ??= capacityOf(t);
      if (!used) {
        used = new Map();
        for (const r of past) for (const ref of r.ways[r.paid] ?? []) used.set(ref, (used.get(ref) ?? 0) + 1);
      }
      const u = used;
      const c = cap;
      let result: Payment | null = null;
      const direct = ways.findIndex((way) => way.every((ref) => (u.get(ref) ?? 0) < c(ref)));
      if (direct >= 0) result = { record: { ways, paid: direct }, reassigned: null };
      else {
        const all = assign([...past.map((r) => ({ ways: r.ways, first: r.paid })), { ways, first: 0 }], c);
        if (all)
          result = { record: { ways, paid: all[past.length] as number }, reassigned: all.slice(0, -1) };
      }
      memo.set(key, result);
      return result;
    },
  };
}

/** Whether anything may let `seat` play minions from their discard pile now (to skip it quickly). */
export function mayPlayFromDiscard(g: GameState, seat: Seat): boolean {
  if (g.turn.phase !== "play" || g.turn.active !== seat) return false;
  return (
    g.turn.extras.some((a) => a.from === "discard") ||
    sourcesWith(g, "allowPlayFromDiscard").length > 0 ||
    sourcesWith(g, "ongoingExtra").length > 0
  );
}

/** How many plays of the free allowance of `kind` the phase started with. */
function freeAtStart(t: TurnState, kind: CardType): number {
  const left = kind === "minion" ? t.freeMinion : t.freeAction;
  const ref = freeRef(kind);
  return left + records(t).filter((r) => r.ways[r.paid]?.includes(ref)).length;
}

function capacityOf(t: TurnState): (ref: string) => number {
  const minion = freeAtStart(t, "minion");
  const action = freeAtStart(t, "action");
  return (ref) => (ref === freeRef("minion") ? minion : ref === freeRef("action") ? action : 1);
}

/**
 * Finds one way per play, each resource used no more than its capacity. Each play tries its
 * current way first (`first`), so an assignment changes only as much as it must. Depth-first over
 * a handful of plays with a handful of ways each.
 */
function assign(plays: { ways: string[][]; first: number }[], cap: (ref: string) => number): number[] | null {
  const used = new Map<string, number>();
  const choice: number[] = [];
  const free = (way: string[]) => way.every((r) => (used.get(r) ?? 0) < cap(r));
  const take = (way: string[], d: number) => {
    for (const r of way) used.set(r, (used.get(r) ?? 0) + d);
  };
  const go = (i: number): boolean => {
    const p = plays[i];
    if (!p) return true;
    for (let j = -1; j < p.ways.length; j++) {
      const k = j < 0 ? p.first : j;
      if (j === p.first) continue;
      const way = p.ways[k];
      if (!way || !free(way)) continue;
      take(way, 1);
      choice[i] = k;
      if (go(i + 1)) return true;
      take(way, -1);
    }
    return false;
  };
  return go(0) ? choice : null;
}

/** Records a play made with this payment and brings the remaining free plays and extras up to date. */
export function commitPayment(g: GameState, pay: Payment): void {
  const t = g.turn;
  const startMinion = freeAtStart(t, "minion");
  const startAction = freeAtStart(t, "action");
  const past = records(t);
  pay.reassigned?.forEach((k, i) => {
    (past[i] as PlayRecord).paid = k;
  });
  past.push(pay.record);
  const used = new Set<string>();
  let minion = 0;
  let action = 0;
  for (const r of past) {
    for (const ref of r.ways[r.paid] ?? []) {
      used.add(ref);
      if (ref === freeRef("minion")) minion++;
      else if (ref === freeRef("action")) action++;
    }
  }
  t.freeMinion = startMinion - minion;
  t.freeAction = startAction - action;
  t.extras = t.granted.filter((_, i) => !used.has(`x${i}`));
}

/** Stores an extra usable later in this play phase (PLAY-9). */
export function storeExtra(g: GameState, a: ExtraAllowance): void {
  records(g.turn);
  g.turn.granted.push(a);
  g.turn.extras.push(a);
}

/** PLAY-11: the allowances of the play phase expire with it. */
export function endPlayPhase(t: TurnState): void {
  t.extras = [];
  t.granted = [];
  t.plays = [];
}
