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

import type { CardDef } from "./defs.ts";
import { defOf, sourcesWith } from "./sources.ts";
import { card } from "./state.ts";
import type { CardType, ExtraAllowance, GameState, PlayRecord, Seat, TurnState, Uid } from "./types.ts";

/**
 * `a` with every field of an allowance, in the order of ExtraAllowance (undefined when it has none;
 * JSON leaves them out, and the cards write theirs in that order, so a stored extra serialises to
 * the same text). Allowances of a handful of shapes ({kind, source}, with maxPower, base,
 * emptyBaseOnly, rewarded...) made every read of allowanceFits and the payer megamorphic in
 * all-box games (polymorphic in core's): one hidden class for every allowance the engine keeps or
 * checks (issue 22: all four boxes against core per decision).
 */
export function uniformAllowance(a: ExtraAllowance): ExtraAllowance {
  return {
    kind: a.kind,
    maxPower: a.maxPower,
    base: a.base,
    emptyBaseOnly: a.emptyBaseOnly,
    faction: a.faction,
    from: a.from,
    source: a.source,
    rewarded: a.rewarded,
  };
}

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

// The references of the free plays, as constants read directly: they are compared on every check
// of a play (a function returning them was ~5 calls per decision, issue 22).
const FREE_REF: Record<CardType, string> = { minion: "free:minion", action: "free:action" };

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

// The free plays' offers, shared: every main prompt of every turn starts from them, and nothing
// changes an offer once made.
const FREE_OFFER: Record<CardType, Offer> = {
  minion: { ref: FREE_REF.minion, allowance: uniformAllowance({ kind: "minion", source: "free" }), rank: 0 },
  action: { ref: FREE_REF.action, allowance: uniformAllowance({ kind: "action", source: "free" }), rank: 0 },
};

/** The phase's records, tolerating a state saved before they existed. */
function records(t: TurnState): PlayRecord[] {
  t.plays ??= [];
  t.granted ??= t.extras.slice();
  return t.plays;
}

/**
 * Whether `seat`'s plays are paid by the free plays alone, as at most prompts of most games: it is
 * their play phase, no extra was granted in it, no ongoing allowance in play offers them a play
 * (ongoingOffered), and no earlier play of the phase could have been paid another way. Then the
 * matching's answer for a play of a kind
 * from hand is whether a free play of that kind is left (t.freeMinion, t.freeAction), and a Payer
 * reads that instead of building the offers and the phase's assignment at every prompt and play
 * (issue 22: the payer was the largest new cost on the core path). The offers, assignment and
 * answers are what the general path would compute (test/engine/allowances-free-path.test.ts).
 * Asked only in `seat`'s play phase with no ongoing allowance offering them a play (Payer).
 */
function freePlaysOnly(t: TurnState): boolean {
  const past = records(t);
  if (t.granted.length > 0) return false;
  for (let i = 0; i < past.length; i++) if ((past[i] as PlayRecord).ways.length > 1) return false;
  return true;
}

/**
 * Whether an ongoing allowance in play offers `seat` a play of some kind now (one `offers` would
 * list). Another player's Archmage or Enshrouding Mist offers `seat` nothing: with one in play, a
 * player's plays are still paid by the free plays alone (issue 22: in 4-player core games such a
 * card was in play at about a third of the main prompts, each then paid through the general path).
 */
function ongoingOffered(g: GameState, seat: Seat): boolean {
  return someOngoingAllowance(g, seat, ANY_ALLOWANCE);
}

// One visitor for every prompt and play rather than a new closure each time.
const ANY_ALLOWANCE = (): boolean => true;

/**
 * Calls `visit` with each ongoing allowance in play that `seat` has now, and the source that gives
 * it, until `visit` returns true (then true). A card another player controls gives `seat` none
 * (Archmage, Enshrouding Mist: "your turns"); a base's is asked. The one walk of offers,
 * ongoingOffered and rewardedAllowances.
 */
function someOngoingAllowance(
  g: GameState,
  seat: Seat,
  visit: (allowance: ExtraAllowance, self: Uid, isBase: boolean) => boolean,
): boolean {
  for (const s of sourcesWith(g, "ongoingExtra")) {
    const c = s.isBase ? undefined : g.cards[s.self];
    if (c && c.controller !== seat) continue;
    const a = s.hooks.ongoingExtra(g, s.self, seat);
    // Not copied by uniformAllowance: the copy's reads of the cards' literals (three shapes) were
    // megamorphic, as it also copies every stored extra; its reads here cost more than it saved.
    if (a && visit(a, s.self, s.isBase)) return true;
  }
  return false;
}

/** Free plays of `kind` left under the current assignment. */
function freeLeft(t: TurnState, kind: CardType): number {
  return kind === "minion" ? t.freeMinion : t.freeAction;
}

/** A new play of `kind` paid by the free play (a fresh record: commitPayment stores it). */
function freePayment(kind: CardType): Payment {
  return { record: { ways: FREE_ONLY[kind], paid: 0 }, reassigned: null };
}

/** Off: every Payer takes the general path, without the free plays' shortcut, and tells the main
 * prompt to check every card on every base (dependsOnBase, mayPayFromDiscardOn): tests compare both. */
export const payerOptions = { freePath: true };

// The references of the phase's extras, "x<index>", made once for every game.
const EXTRA_REFS: string[] = [];

function extraRef(i: number): string {
  let ref = EXTRA_REFS[i];
  if (ref === undefined) {
    ref = `x${i}`;
    EXTRA_REFS[i] = ref;
  }
  return ref;
}

/** Every allowance `seat` has now, used or not (only during their own play phase). `noOngoing`:
 * no ongoing allowance in play offers `seat` anything (ongoingOffered, read by the caller), so
 * their sources are not walked again (issue 22: the turns with an extra granted). */
function offers(g: GameState, seat: Seat, kind: CardType, noOngoing: boolean): Offer[] {
  const t = g.turn;
  const out: Offer[] = [];
  if (t.phase !== "play" || t.active !== seat) return out;
  records(t);
  out.push(FREE_OFFER[kind]);
  for (let i = 0; i < t.granted.length; i++) {
    const a = t.granted[i] as ExtraAllowance;
    if (a.kind === kind) out.push({ ref: extraRef(i), allowance: a, rank: 10 * restrictionCount(a) + 2 });
  }
  if (noOngoing) return out;
  someOngoingAllowance(g, seat, (a, self, isBase) => {
    if (a.kind === kind)
      out.push({ ref: resourceRef(g, self, isBase), allowance: a, rank: 10 * restrictionCount(a) + 1 });
    return false;
  });
  return out;
}

function resourceRef(g: GameState, self: Uid, isBase: boolean): string {
  return isBase ? `b${self}` : `c${self}.${card(g, self).stay}`;
}

/** An ongoing allowance with a reward: the reference plays are paid with, and its card or base. */
export interface RewardedAllowance {
  ref: string;
  self: Uid;
  isBase: boolean;
}

const NO_REWARDED: readonly RewardedAllowance[] = [];

/** The ongoing allowances of `seat` that carry a reward (CS-5), by the reference plays are paid
 * with: a play charged to one is never charged to another later, so the player decides at once. */
export function rewardedAllowances(g: GameState, seat: Seat): RewardedAllowance[] {
  const out: RewardedAllowance[] = [];
  if (g.turn.phase !== "play" || g.turn.active !== seat) return out;
  someOngoingAllowance(g, seat, (a, self, isBase) => {
    if (a.rewarded) out.push({ ref: resourceRef(g, self, isBase), self, isBase });
    return false;
  });
  return out;
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

const NOTHING_USED: ReadonlyMap<string, number> = new Map();

/** The ways of a play from hand that only the free play fits (the usual case), shared. */
const FREE_ONLY: Record<CardType, string[][]> = {
  minion: [[FREE_REF.minion]],
  action: [[FREE_REF.action]],
};

/**
 * Answers "how would this play be paid?" for one player at one moment. Callers checking many
 * plays (the main prompt) share one: allowances, the current assignment and the answer for each
 * kind of play (same card definition, base and source) are computed once.
 */
export class Payer {
  // Per kind, as two fields: a Payer is built for every main prompt and every play, and a Map
  // each was a measurable share of the engine's allocations.
  private minionOffers: Offer[] | null = null;
  private actionOffers: Offer[] | null = null;
  private permissionsBy: Map<Uid, string[]> | null = null;
  private noMinionBy: Map<Uid, boolean> | null = null;
  /** Plays from hand, by kind and by the set of offers that fit them (a bit per offer). */
  private byFit: (Payment | null | undefined)[] | null = null;
  /** Plays from a discard pile, by card definition and base. */
  private memo: Map<CardDef, Map<number, Payment | null>> | null = null;
  private used: ReadonlyMap<string, number> | null = null;
  private capMinion = 0;
  private capAction = 0;
  /** No earlier play could be paid another way: a new play fits an unused allowance or nothing. */
  private rigid = true;
  /** freePlaysOnly, read when the Payer is built: every use of a Payer asks it first. */
  private readonly freeOnly: boolean;
  /** It is `seat`'s play phase and no ongoing allowance in play offers them a play (not
   * ongoingOffered), read once when the Payer is built: the offers then are the free plays and the
   * phase's extras alone, and no allowance carries a reward. */
  private readonly noOngoing: boolean;

  constructor(
    private readonly g: GameState,
    private readonly seat: Seat,
  ) {
    const t = g.turn;
    this.noOngoing =
      payerOptions.freePath && t.phase === "play" && t.active === seat && !ongoingOffered(g, seat);
    this.freeOnly = this.noOngoing && freePlaysOnly(t);
  }

  /** How playing `uid` onto `base` (an action: the base it goes to, -1 for a standard action)
   * would be paid now, or null when no assignment of the phase's plays pays for it too. */
  payFor(uid: Uid, base: Uid): Payment | null {
    return this.payAmong(uid, base, null);
  }

  /** The same, using only the ways `keep` accepts (a rewarded allowance, or none of them: CS-5). */
  payForWays(uid: Uid, base: Uid, keep: (way: string[]) => boolean): Payment | null {
    return this.payAmong(uid, base, keep);
  }

  private payAmong(uid: Uid, base: Uid, keep: ((way: string[]) => boolean) | null): Payment | null {
    const d = defOf(this.g, uid);
    const from = card(this.g, uid).zone === "discard" ? "discard" : "hand";
    if (!keep && from === "hand" && this.freeOnly)
      return freeLeft(this.g.turn, d.type) > 0 ? freePayment(d.type) : null;
    if (keep) return this.pay(this.waysFor(this.facts(d, base, from)).filter(keep));
    if (from === "hand") return this.payFromHand(d, base);
    this.memo ??= new Map();
    let byPlace = this.memo.get(d);
    if (!byPlace) {
      byPlace = new Map();
      this.memo.set(d, byPlace);
    }
    const known = byPlace.get(base);
    if (known !== undefined) return known;
    const result = this.pay(this.waysFor(this.facts(d, base, from)));
    byPlace.set(base, result);
    return result;
  }

  private facts(d: CardDef, base: Uid, from: "hand" | "discard"): PlayFacts {
    return {
      kind: d.type,
      power: d.power,
      faction: d.faction,
      base,
      from,
      noMinionThere: this.noMinionOn(base),
    };
  }

  /**
   * A play from hand is paid by the offers that fit it, in the order of the offers (waysFor):
   * plays that the same offers fit are paid the same way, so the (small) search for an assignment
   * runs once per set of fitting offers rather than once per card and base.
   */
  private payFromHand(d: CardDef, base: Uid): Payment | null {
    const kind = d.type;
    const list = this.offersOf(kind);
    let fit = 0;
    if (list.length === 1) {
      // The usual case: only the free play (waysFor), whatever the card and base.
      fit = list[0]?.ref === FREE_REF[kind] ? 1 : 0;
    } else {
      if (list.length > 30) return this.pay(this.waysFor(this.facts(d, base, "hand")));
      for (let i = 0; i < list.length; i++) {
        const a = (list[i] as Offer).allowance;
        if (a.from !== "discard" && this.fits(a, d, base)) fit |= 1 << i;
      }
    }
    return this.paymentByFit(kind, list, fit);
  }

  /**
   * How every play of `kind` from hand would be paid when the answer is the same whatever the card
   * and base (what payFor gives for each): no allowance at all, or only the free play (it has no
   * restriction). Undefined when it depends on the card or base. The main prompt then reads that
   * answer once instead of once per card and base.
   */
  handPaymentForAny(kind: CardType): Payment | null | undefined {
    if (this.freeOnly) return freeLeft(this.g.turn, kind) > 0 ? freePayment(kind) : null;
    const list = this.offersOf(kind);
    if (list.length === 0) return null;
    if (list.length === 1) return this.paymentByFit(kind, list, list[0]?.ref === FREE_REF[kind] ? 1 : 0);
    // Several allowances without any restriction (the free play and plain extras: the usual case
    // after a card granted one): each fits every play from hand of its kind, so payFromHand finds
    // the same set of fitting offers, and the same answer, for every card and base.
    if (list.length > 30) return undefined;
    for (const o of list)
      if (o.allowance.from === "discard" || restrictionCount(o.allowance) > 0) return undefined;
    return this.paymentByFit(kind, list, 2 ** list.length - 1);
  }

  private paymentByFit(kind: CardType, list: Offer[], fit: number): Payment | null {
    const key = (kind === "minion" ? 0 : 1) + 2 * fit;
    // An array by key (small numbers: a bit per offer) rather than a Map, built per Payer.
    this.byFit ??= [];
    let known = this.byFit[key];
    if (known === undefined) {
      let ways: string[][];
      if (list.length === 1) ways = fit ? FREE_ONLY[kind] : [];
      else {
        ways = [];
        for (let i = 0; i < list.length; i++) if (fit & (1 << i)) ways.push([(list[i] as Offer).ref]);
      }
      known = this.pay(ways);
      this.byFit[key] = known;
    }
    return known;
  }

  /** allowanceFits for a play of `d` from hand onto `base`, reading the board only when asked. */
  private fits(a: ExtraAllowance, d: CardDef, base: Uid): boolean {
    if (a.kind !== d.type) return false;
    if (a.maxPower !== undefined && d.power > a.maxPower) return false;
    if (a.base !== undefined && a.base !== base) return false;
    if (a.emptyBaseOnly && !this.noMinionOn(base)) return false;
    if (a.faction !== undefined && a.faction !== d.faction) return false;
    return true;
  }

  /**
   * Whether the payment of a play of `kind` from hand can depend on the base it goes to: only an
   * allowance restricted to a base or to an empty one makes it so. When it can't, the main prompt
   * asks once per card rather than once per card and base (payFromHand reads the base for nothing
   * else).
   */
  dependsOnBase(kind: CardType): boolean {
    if (!payerOptions.freePath) return true;
    if (this.freeOnly) return false;
    for (const o of this.offersOf(kind))
      if (o.allowance.base !== undefined || o.allowance.emptyBaseOnly) return true;
    return false;
  }

  /**
   * The ongoing allowances of `seat` with a reward (rewardedAllowances), none when no ongoing
   * allowance offers `seat` anything (noOngoing, as whenever the free plays alone pay): charging a
   * play then walks the ongoing allowances once, not twice.
   */
  rewardedAllowances(): readonly RewardedAllowance[] {
    return this.noOngoing ? NO_REWARDED : rewardedAllowances(this.g, this.seat);
  }

  /**
   * Whether a minion from `seat`'s discard pile could be paid for on `base` now (waysFor): an
   * allowance that says it may come from there, or a permission in play to play one there. Without
   * either, the main prompt checks no card of the pile on that base.
   */
  mayPayFromDiscardOn(base: Uid): boolean {
    if (!payerOptions.freePath) return true;
    if (!this.freeOnly && this.offersOf("minion").some((o) => o.allowance.from === "discard")) return true;
    return this.permissionsOn(base).length > 0;
  }

  /**
   * Whether a minion from `seat`'s discard pile could be paid for at all now (waysFor): an
   * allowance that says it may come from there, or a permission in play to play one from there.
   * Without either, the main prompt skips the discard pile.
   */
  mayPayFromDiscard(): boolean {
    // The free plays say nothing of a discard pile: only a permission in play may.
    if (this.freeOnly) return sourcesWith(this.g, "allowPlayFromDiscard").length > 0;
    return (
      this.offersOf("minion").some((o) => o.allowance.from === "discard") ||
      sourcesWith(this.g, "allowPlayFromDiscard").length > 0
    );
  }

  private offersOf(kind: CardType): Offer[] {
    let list = kind === "minion" ? this.minionOffers : this.actionOffers;
    if (!list) {
      list = offers(this.g, this.seat, kind, this.noOngoing);
      if (list.length > 1) sortByRank(list);
      if (kind === "minion") this.minionOffers = list;
      else this.actionOffers = list;
    }
    return list;
  }

  private permissionsOn(base: Uid): string[] {
    this.permissionsBy ??= new Map();
    let list = this.permissionsBy.get(base);
    if (!list) {
      list = discardPermissions(this.g, this.seat, base);
      this.permissionsBy.set(base, list);
    }
    return list;
  }

  private noMinionOn(base: Uid): boolean {
    this.noMinionBy ??= new Map();
    let none = this.noMinionBy.get(base);
    if (none === undefined) {
      none =
        base >= 0 &&
        !(this.g.bases[base]?.minions ?? []).some((m) => card(this.g, m).controller === this.seat);
      this.noMinionBy.set(base, none);
    }
    return none;
  }

  private waysFor(p: PlayFacts): string[][] {
    const list = this.offersOf(p.kind);
    if (list.length === 1 && p.from === "hand")
      return list[0]?.ref === FREE_REF[p.kind] ? FREE_ONLY[p.kind] : [];
    const ways: string[][] = [];
    for (const o of list) {
      if (!allowanceFits(o.allowance, p)) continue;
      if (o.allowance.from === "discard") {
        if (p.from === "discard") ways.push([o.ref]);
      } else if (p.from === "hand") {
        ways.push([o.ref]);
      } else {
        for (const perm of this.permissionsOn(p.base)) ways.push([o.ref, perm]);
      }
    }
    return ways;
  }

  private cap(ref: string): number {
    return ref === FREE_REF.minion ? this.capMinion : ref === FREE_REF.action ? this.capAction : 1;
  }

  /**
   * Whether no play of `kind` can be paid now, whatever the card, base or pile: the free play is
   * the only allowance and it is used up, and no earlier play could be charged another way. The
   * main prompt then skips checking each card (most prompts after the turn's plays).
   */
  exhausted(kind: CardType): boolean {
    if (this.freeOnly) return freeLeft(this.g.turn, kind) <= 0;
    const list = this.offersOf(kind);
    if (list.length !== 1 || list[0]?.ref !== FREE_REF[kind]) return false;
    const used = this.usedNow();
    return this.rigid && (used.get(FREE_REF[kind]) ?? 0) >= this.cap(FREE_REF[kind]);
  }

  /** How many times the phase's plays use each allowance, as they are charged now (computed once). */
  private usedNow(): ReadonlyMap<string, number> {
    if (!this.used) {
      const past = records(this.g.turn);
      if (past.length === 0) {
        // No play yet this phase (a turn's first prompts): one shared empty count, never written.
        this.used = NOTHING_USED;
      } else {
        const used = new Map<string, number>();
        for (const r of past) {
          if (r.ways.length > 1) this.rigid = false;
          for (const ref of r.ways[r.paid] ?? []) used.set(ref, (used.get(ref) ?? 0) + 1);
        }
        this.used = used;
      }
      this.capMinion = freeAtStart(this.g.turn, "minion");
      this.capAction = freeAtStart(this.g.turn, "action");
    }
    return this.used;
  }

  /** Whether every resource of `way` has some use left (a loop: read for every play checked). */
  private unused(used: ReadonlyMap<string, number>, way: string[]): boolean {
    for (const ref of way) if ((used.get(ref) ?? 0) >= this.cap(ref)) return false;
    return true;
  }

  private pay(ways: string[][]): Payment | null {
    if (ways.length === 0) return null;
    const past = records(this.g.turn);
    const used = this.usedNow();
    for (let k = 0; k < ways.length; k++) {
      if (this.unused(used, ways[k] as string[])) return { record: { ways, paid: k }, reassigned: null };
    }
    if (this.rigid) return null;
    const all = assign([...past.map((r) => ({ ways: r.ways, first: r.paid })), { ways, first: 0 }], (ref) =>
      this.cap(ref),
    );
    if (!all) return null;
    return { record: { ways, paid: all[past.length] as number }, reassigned: all.slice(0, -1) };
  }
}

/**
 * Offers by rank, highest first, in place and stable (what `sort((x, y) => y.rank - x.rank)` gives):
 * an insertion sort of a handful of offers, built for every Payer that has more than the free
 * play, without the temporary storage Array#sort allocates (issue 22).
 */
function sortByRank(list: Offer[]): void {
  for (let i = 1; i < list.length; i++) {
    const o = list[i] as Offer;
    let j = i - 1;
    while (j >= 0 && (list[j] as Offer).rank < o.rank) {
      list[j + 1] = list[j] as Offer;
      j--;
    }
    list[j + 1] = o;
  }
}

export function payer(g: GameState, seat: Seat): Payer {
  return new Payer(g, seat);
}

/** How many plays of the free allowance of `kind` the phase started with. */
function freeAtStart(t: TurnState, kind: CardType): number {
  const left = kind === "minion" ? t.freeMinion : t.freeAction;
  const ref = FREE_REF[kind];
  // Counted without a filtered copy: read at every main prompt and every play.
  let used = 0;
  for (const r of records(t)) if (r.ways[r.paid]?.includes(ref)) used++;
  return left + used;
}

/**
 * Finds one way per play, each resource used no more than its capacity. Each play tries its
 * current way first (`first`), so an assignment changes only as much as it must. Depth-first over
 * a handful of plays with a handful of ways each.
 */
function assign(plays: { ways: string[][]; first: number }[], cap: (ref: string) => number): number[] | null {
  const choice: number[] = [];
  return search(plays, cap, new Map(), choice, 0) ? choice : null;
}

function search(
  plays: { ways: string[][]; first: number }[],
  cap: (ref: string) => number,
  used: Map<string, number>,
  choice: number[],
  i: number,
): boolean {
  const p = plays[i];
  if (!p) return true;
  for (let j = -1; j < p.ways.length; j++) {
    const k = j < 0 ? p.first : j;
    if (j === p.first) continue;
    const way = p.ways[k];
    if (!way?.every((r) => (used.get(r) ?? 0) < cap(r))) continue;
    for (const r of way) used.set(r, (used.get(r) ?? 0) + 1);
    choice[i] = k;
    if (search(plays, cap, used, choice, i + 1)) return true;
    for (const r of way) used.set(r, (used.get(r) ?? 0) - 1);
  }
  return false;
}

/** Records a play made with this payment and brings the remaining free plays and extras up to date. */
export function commitPayment(g: GameState, pay: Payment): void {
  const t = g.turn;
  const past = records(t);
  if (payerOptions.freePath && pay.reassigned === null && t.granted.length === 0) {
    // No earlier play changes its way and no extra was granted: only the new play's free plays
    // are spent (what the recount below finds, each way naming a free play at most once).
    past.push(pay.record);
    for (const ref of pay.record.ways[pay.record.paid] ?? []) {
      if (ref === FREE_REF.minion) t.freeMinion--;
      else if (ref === FREE_REF.action) t.freeAction--;
    }
    t.extras = [];
    return;
  }
  const startMinion = freeAtStart(t, "minion");
  const startAction = freeAtStart(t, "action");
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
      if (ref === FREE_REF.minion) minion++;
      else if (ref === FREE_REF.action) action++;
    }
  }
  t.freeMinion = startMinion - minion;
  t.freeAction = startAction - action;
  t.extras = t.granted.filter((_, i) => !used.has(`x${i}`));
}

/** Marks the once-per-turn allowance of the card `uid` in play as already used this phase (scenarios
 * describing a turn in progress): a play record that only that allowance paid. */
export function markAllowanceUsed(g: GameState, uid: Uid): void {
  records(g.turn).push({ ways: [[resourceRef(g, uid, false)]], paid: 0 });
}

/** Stores an extra usable later in this play phase (PLAY-9). */
export function storeExtra(g: GameState, a: ExtraAllowance): void {
  records(g.turn);
  const own = uniformAllowance(a);
  g.turn.granted.push(own);
  g.turn.extras.push(own);
}

/** PLAY-11: the allowances of the play phase expire with it. */
export function endPlayPhase(t: TurnState): void {
  t.extras = [];
  t.granted = [];
  t.plays = [];
}
