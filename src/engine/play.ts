// Playing cards: which plays are legal now (free plays, extras, ongoing allowances, restrictions),
// how a play is charged, and the play itself (PLAY-*, ORDER-1).

import { actionNameForbidden, baseClosed, closedBase, recordActionPlayed } from "./actions.ts";
import {
  commitPayment,
  type Payer,
  type Payment,
  payer,
  type RewardedAllowance,
  storeExtra,
} from "./allowances.ts";
import { option, raise, sourceOf, yesNo } from "./ask.ts";
import { type CardDef, type Ctx, cardDef, playableOnlyThroughSpecial } from "./defs.ts";
import { finishResolved } from "./destinations.ts";
import { baseCtx, canTarget, cardCtx, mayAffect, redirected } from "./effects.ts";
import type { GameEvent } from "./events.ts";
import { type Eff, ownEffect, PlayCancelled } from "./flow.ts";
import { noteNotOwned, type Origin, originOf } from "./hands.ts";
import { log } from "./log.ts";
import type { Purpose } from "./purposes.ts";
import { windowKindsInGame } from "./reactions.ts";
import { type Source, sourcesWith } from "./sources.ts";
import {
  activeSeats,
  baseDefOf,
  baseOf,
  card,
  defOf,
  detach,
  enterPlay,
  isInPlay,
  leavePlay,
  minionsOf,
  player,
  put,
} from "./state.ts";
import {
  emit,
  enterUnit,
  forgetLookedSince,
  leaveUnit,
  markCancelled,
  markResolving,
  popInterrupt,
  pushInterrupt,
  resolvedSince,
  resolveUnitTriggers,
  takeResolved,
  takeWindows,
  type UnitMark,
  unmarkResolving,
  unsettled,
} from "./triggers.ts";
import type { ExtraAllowance, GameState, PromptOption, Seat, Uid } from "./types.ts";
import { specialWindow, windowMayAsk } from "./windows.ts";

// ---------------------------------------------------------------------------
// Restrictions

/** Whether ongoing abilities forbid playing this minion on this base (CONFLICT-3). */
export function minionPlayForbidden(g: GameState, seat: Seat, uid: Uid, base: Uid): boolean {
  return baseClosed(g, base) || forbiddenBy(sourcesWith(g, "allowMinionPlay"), g, seat, uid, base);
}

export function actionsForbidden(g: GameState, seat: Seat): boolean {
  for (const l of g.lasting)
    if (l.kind === "noActions" && l.seat === seat && l.turn === g.turn.number) return true;
  return false;
}

/** Whether `seat` may not play this action now: Mark of Sleep, or a name they can't play again
 * this turn (CONFLICT-3). */
export function actionForbidden(g: GameState, seat: Seat, uid: Uid): boolean {
  return actionsForbidden(g, seat) || actionNameForbidden(g, seat, uid);
}

/**
 * How the main prompt's play of `uid` would be paid (onto `base`; for an action, the base it goes
 * to or -1), or null when the play is illegal now. The main prompt offers exactly the plays this
 * accepts, and a submitted play is checked again by it.
 */
function mainPlayPayment(g: GameState, seat: Seat, uid: Uid, base: Uid, pay: Payer): Payment | null {
  const c = card(g, uid);
  const d = defOf(g, uid);
  if (d.type === "minion") {
    if (!((c.zone === "hand" || c.zone === "discard") && c.at === seat)) return null;
    if (g.bases[base]?.zone !== "play" || minionPlayForbidden(g, seat, uid, base)) return null;
  } else if (c.zone !== "hand" || c.at !== seat || actionForbidden(g, seat, uid)) {
    return null;
  }
  return pay.payFor(uid, base);
}

// ---------------------------------------------------------------------------
// Targets of actions

/** The legal hosts of an action ("Play on a base / minion"), or null for a standard action. */
export function attachTargets(g: GameState, seat: Seat, uid: Uid): { bases: Uid[]; minions: Uid[] } | null {
  const d = defOfCard(g, uid);
  if (!d.attach) return null;
  const closed = closedBase(g);
  if (d.attach === "base") {
    const open = closed < 0 ? g.basesInPlay : g.basesInPlay.filter((b) => b !== closed);
    return { bases: open.filter((b) => d.canAttach?.(g, seat, b) ?? true), minions: [] };
  }
  const probe = hypotheticalCtx(g, seat, uid);
  const candidates = d.attach === "ownMinion" ? minionsOf(g, seat) : minionsOfAll(g);
  return {
    bases: [],
    minions: candidates.filter(
      (m) =>
        (closed < 0 || card(g, m).at !== closed) &&
        canTarget(probe, m, "attach") &&
        (d.canAttach?.(g, seat, m) ?? true),
    ),
  };
}

function minionsOfAll(g: GameState): Uid[] {
  const out: Uid[] = [];
  for (const b of g.basesInPlay) for (const m of g.bases[b]?.minions ?? []) out.push(m);
  return out;
}

function defOfCard(g: GameState, uid: Uid): CardDef {
  return defOf(g, uid);
}

/** The context an action would have once played by `seat`, to check targets before playing it. */
function hypotheticalCtx(g: GameState, seat: Seat, uid: Uid): Ctx {
  return { ...cardCtx(g, uid, { played: true, you: seat }), isAction: true };
}

/** Whether `seat` may play the action `uid` now, ignoring allowances (an extra, the main prompt). */
export function actionPlayable(g: GameState, seat: Seat, uid: Uid): boolean {
  const options: PromptOption[] = [];
  actionOptions(g, seat, uid, options);
  return options.length > 0;
}

/** Option ids for playing an action: "a<uid>", "a<uid>@b<base>", "a<uid>@m<minion>". None when
 * it can't be played now: Mark of Sleep, no legal host (OPEN-30), a Special-only card. */
function actionOptions(g: GameState, seat: Seat, uid: Uid, out: PromptOption[]): void {
  if (actionForbidden(g, seat, uid) || playableOnlyThroughSpecial(defOf(g, uid))) return;
  const targets = attachTargets(g, seat, uid);
  if (!targets) {
    out.push(option(`a${uid}`, uid));
    return;
  }
  for (const b of targets.bases) out.push(option(`a${uid}@b${b}`, uid, b));
  for (const m of targets.minions) out.push(option(`a${uid}@m${m}`, uid, undefined, m));
}

// ---------------------------------------------------------------------------
// The main prompt of the play phase

export function mainOptions(g: GameState, seat: Seat): PromptOption[] {
  const out: PromptOption[] = [];
  const p = player(g, seat);
  const pay = payer(g, seat);
  // Once the turn's plays of a kind are used up, none of that kind is legal: skip checking each.
  if (!pay.exhausted("minion")) {
    // What depends on the base alone is read once per prompt, not once per card and base: which
    // bases take a card now, and the ongoing abilities that may forbid a play (CONFLICT-3).
    const closed = closedBase(g);
    const bases = g.basesInPlay.filter((b) => g.bases[b]?.zone === "play" && b !== closed);
    const rules = sourcesWith(g, "allowMinionPlay");
    addMinionPlays(g, seat, p.hand, pay, bases, rules, out);
    // Minions in the discard pile are playable only through an allowance or permission that says
    // so (and a permission only on its base: addMinionPlays leaves out the others).
    if (pay.mayPayFromDiscard()) addMinionPlays(g, seat, p.discard, pay, bases, rules, out);
  }
  if (!pay.exhausted("action") && p.hand.length > 0 && !actionsForbidden(g, seat)) {
    // When every action from hand would be paid alike, actionOptions' checks are mainPlayPayment's
    // (a card of the hand is in the hand): its options stand as they are.
    const any = pay.handPaymentForAny("action");
    const baseMatters = any === undefined && pay.dependsOnBase("action");
    if (any !== null) {
      for (const uid of p.hand) {
        if (defOf(g, uid).type !== "action") continue;
        if (any !== undefined) {
          actionOptions(g, seat, uid, out);
          continue;
        }
        const options: PromptOption[] = [];
        actionOptions(g, seat, uid, options);
        if (options.length === 0) continue;
        // An action with options is in the hand and not forbidden (actionOptions): what is left of
        // mainPlayPayment is its payment, the same on every base when no allowance reads the base.
        if (!baseMatters) {
          if (pay.payFor(uid, actionBase(g, options[0] as PromptOption)))
            for (const o of options) out.push(o);
          continue;
        }
        for (const o of options) if (mainPlayPayment(g, seat, uid, actionBase(g, o), pay)) out.push(o);
      }
    }
  }
  for (const uid of abilityCards(g, seat, "talent")) out.push(option(`t${uid}`, uid));
  for (const uid of abilityCards(g, seat, "playPhase")) out.push(option(`s${uid}`, uid));
  out.push(option("end"));
  return out;
}

/** The base an action option puts its card on: a base, a minion's base, or -1 (standard action). */
function actionBase(g: GameState, o: PromptOption): Uid {
  if (o.base !== undefined) return o.base;
  if (o.target !== undefined) return card(g, o.target).at;
  return -1;
}

/**
 * The main prompt's minion plays from `from` onto `bases` (those in play and open): what
 * mainPlayPayment accepts, with the checks that depend on the base alone made once by the caller.
 */
function addMinionPlays(
  g: GameState,
  seat: Seat,
  from: Uid[],
  pay: Payer,
  bases: Uid[],
  rules: Source<"allowMinionPlay">[],
  out: PromptOption[],
): void {
  const fromHand = from === player(g, seat).hand;
  // Plays from a hand are often paid alike whatever the card and base: that answer is read once.
  const any = fromHand ? pay.handPaymentForAny("minion") : undefined;
  if (any === null) return;
  // Otherwise a card's payment from hand is the same on every base unless an allowance reads the
  // base: then it is read once per card. From a discard pile, only the bases where some allowance
  // or permission lets a minion come from there are looked at (read at the first minion found).
  const perCard = fromHand && any === undefined && !pay.dependsOnBase("minion");
  let targets: Uid[] | null = fromHand ? bases : null;
  for (const uid of from) {
    if (defOf(g, uid).type !== "minion") continue;
    const c = card(g, uid);
    if (!((c.zone === "hand" || c.zone === "discard") && c.at === seat)) continue;
    targets ??= bases.filter((b) => pay.mayPayFromDiscardOn(b));
    if (targets.length === 0) return;
    let paid = any !== undefined;
    if (perCard) {
      if (!pay.payFor(uid, targets[0] as Uid)) continue;
      paid = true;
    }
    const ids = minionPlayIdsOf(uid);
    for (const b of targets) {
      if (rules.length > 0 && forbiddenBy(rules, g, seat, uid, b)) continue;
      if (paid || pay.payFor(uid, b)) out.push(option(ids[b] ?? minionPlayIdOn(ids, uid, b), uid, b));
    }
  }
}

// The ids of minion plays, "m<card>@<base>", made once per card and base for every game (a uid is
// a small integer): the main prompt offers every minion in hand on every open base, and the
// strings were a share of its cost (issue 22). Strings never change: the same text as before.
const minionPlayIds: (string | undefined)[][] = [];

/** The ids of the plays of minion `uid` made so far, by base: the main prompt reads a card's row
 * once and then one id per base, calling minionPlayIdOn only for an id not made yet. */
function minionPlayIdsOf(uid: Uid): (string | undefined)[] {
  let byBase = minionPlayIds[uid];
  if (!byBase) {
    byBase = [];
    minionPlayIds[uid] = byBase;
  }
  return byBase;
}

function minionPlayIdOn(byBase: (string | undefined)[], uid: Uid, base: Uid): string {
  const id = `m${uid}@${base}`;
  byBase[base] = id;
  return id;
}

function minionPlayId(uid: Uid, base: Uid): string {
  const byBase = minionPlayIdsOf(uid);
  return byBase[base] ?? minionPlayIdOn(byBase, uid, base);
}

function forbiddenBy(
  rules: Source<"allowMinionPlay">[],
  g: GameState,
  seat: Seat,
  uid: Uid,
  base: Uid,
): boolean {
  for (const s of rules) if (!s.hooks.allowMinionPlay(g, s.self, seat, uid, base)) return true;
  return false;
}

/** Cards of `seat` whose talent or play-phase ability can be used now (TERM-TALENT). */
function abilityCards(g: GameState, seat: Seat, which: "talent" | "playPhase"): Uid[] {
  const out: Uid[] = [];
  for (const s of sourcesWith(g, which))
    if (!s.isBase && abilityUsable(g, seat, which, s.self, true)) out.push(s.self);
  if (which === "playPhase") {
    const outOfPlay = playPhaseOutOfPlay(g);
    if (outOfPlay.fromDiscard)
      for (const uid of player(g, seat).discard)
        if (outOfPlay.cards[uid] && abilityUsable(g, seat, which, uid, false)) out.push(uid);
    if (outOfPlay.fromHand)
      for (const uid of player(g, seat).hand)
        if (outOfPlay.cards[uid] && abilityUsable(g, seat, which, uid, false)) out.push(uid);
  }
  return out;
}

/** The cards of a game with a play-phase ability used from a hand or a discard pile, by uid, and
 * whether any is used from each pile. */
interface OutOfPlay {
  count: number;
  cards: boolean[];
  fromHand: boolean;
  fromDiscard: boolean;
}

const outOfPlayByGame = new WeakMap<GameState, OutOfPlay>();

/** Which cards of the game have a play-phase ability used from a hand or a discard pile (a game's
 * cards never change): the main prompt looks only at those, and only in the piles they are used
 * from (Tenacious Z in core: the discard pile; asking every card of the hand and the pile was a
 * share of the main prompt's cost, issue 22). */
function playPhaseOutOfPlay(g: GameState): OutOfPlay {
  let known = outOfPlayByGame.get(g);
  // Cards are added only while players are seated (state.ts); the answer is read again then.
  if (known === undefined || known.count !== g.cards.length) {
    known = { count: g.cards.length, cards: [], fromHand: false, fromDiscard: false };
    for (const c of g.cards) {
      const from = defOf(g, c.uid).playPhase?.from;
      const outside = from !== undefined && from !== "play";
      known.cards.push(outside);
      if (from === "hand") known.fromHand = true;
      else if (outside) known.fromDiscard = true;
    }
    outOfPlayByGame.set(g, known);
  }
  return known;
}

function abilityUsable(
  g: GameState,
  seat: Seat,
  which: "talent" | "playPhase",
  uid: Uid,
  inPlay: boolean,
): boolean {
  const a = defOf(g, uid)[which];
  if (!a) return false;
  const c = card(g, uid);
  if (a.from === "play" && (!inPlay || c.controller !== seat)) return false;
  if (a.from === "discard" && (c.zone !== "discard" || c.owner !== seat)) return false;
  if (a.from === "hand" && (c.zone !== "hand" || c.at !== seat)) return false;
  if (which === "talent" && c.usedTurn === g.turn.number && extraTalentGrant(g, uid, seat) === null)
    return false;
  return a.can(g, uid, seat);
}

/**
 * TERM-TALENT: a talent already used this turn may be used again only through a source in play
 * that grants one more use (Standing Stones: "one of your minions here"), each source to one minion
 * per turn. The grant is held by that minion's stay in play (OPEN-4, TERM-TALENT): moving keeps it,
 * but a minion that left play is a new card, so the source may grant its use again. Returns the
 * record of the grant (`talent2:<source>=<uid>.<stay>`), or null when none is free.
 */
function extraTalentGrant(g: GameState, uid: Uid, seat: Seat): string | null {
  const c = card(g, uid);
  if ((c.uses ?? 1) > 1) return null;
  for (const s of sourcesWith(g, "extraTalentUse")) {
    const source = `talent2:${s.isBase ? "b" : "c"}${s.self}=`;
    // A key without its holder (`talent2:<source>`) was written by an older release, in a game saved
    // during this turn: that grant counts as held until the turn ends.
    const held = (k: string) =>
      k === source.slice(0, -1) || (k.startsWith(source) && holdsGrant(g, k.slice(source.length)));
    if (g.turn.usedOnce.some(held)) continue;
    if (s.hooks.extraTalentUse(g, s.self, uid, seat)) return `${source}${uid}.${c.stay}`;
  }
  return null;
}

/** Whether the minion stay `<uid>.<stay>` that took a talent grant is still that card in play. */
function holdsGrant(g: GameState, holder: string): boolean {
  const [uid, stay] = holder.split(".").map(Number) as [number, number];
  const c = card(g, uid);
  return isInPlay(c) && c.stay === stay;
}

const MAIN_ID = /^(?:m(\d+)@(\d+)|a(\d+)(?:@([bm])(\d+))?|t(\d+)|s(\d+)|end)$/;

/** Carries out the option chosen at the main prompt, as one resolution unit (ORDER-1). */
export function* applyMain(g: GameState, seat: Seat, id: string): Eff {
  const m = MAIN_ID.exec(id);
  if (!m) throw new Error(`bad main option ${id}`);
  if (m[1] !== undefined) {
    const uid = Number(m[1]);
    const base = Number(m[2]);
    const charged = charge(g, seat, uid, base);
    if (!charged) throw new Error(`illegal minion play ${id}`);
    const by = charged === "plain" ? charged : yield* chooseAllowance(g, seat, uid, base, charged);
    const play = playMinion(g, seat, uid, base);
    // A play with no reward runs without the wrapper: one level fewer to resume at every prompt.
    yield* unit(g, by === "plain" ? play : rewarded(g, seat, by, play));
  } else if (m[3] !== undefined) {
    const uid = Number(m[3]);
    const target = m[5] === undefined ? -1 : Number(m[5]);
    const onBase = m[4] === "b" ? target : m[4] === "m" ? card(g, target).at : -1;
    const charged = charge(g, seat, uid, onBase);
    if (!charged) throw new Error(`illegal action play ${id}`);
    const by = charged === "plain" ? charged : yield* chooseAllowance(g, seat, uid, onBase, charged);
    const play = playAction(g, seat, uid, target);
    yield* unit(g, by === "plain" ? play : rewarded(g, seat, by, play));
  } else if (m[6] !== undefined) {
    const uid = Number(m[6]);
    const c = card(g, uid);
    if (c.usedTurn === g.turn.number) {
      const grant = extraTalentGrant(g, uid, seat);
      if (grant === null) throw new Error(`talent of ${uid} already used`);
      g.turn.usedOnce.push(grant);
      c.uses = 2;
    } else {
      c.usedTurn = g.turn.number;
      c.uses = 1;
    }
    log(g, "talent", [seat, uid]);
    const talent = cardDef(c.def).talent;
    if (talent) yield* unit(g, ownEffect(uid, talent.use(cardCtx(g, uid))));
  } else if (m[7] !== undefined) {
    const uid = Number(m[7]);
    const c = card(g, uid);
    log(g, "special", [seat, uid]);
    const ability = cardDef(c.def).playPhase;
    if (ability) yield* unit(g, ownEffect(uid, ability.use(cardCtx(g, uid, { special: true, you: seat }))));
  }
}

type RewardSource = RewardedAllowance;

/** A play that an allowance with a reward could pay for: the player is asked (chooseAllowance). */
interface RewardChoice {
  pay: Payer;
  payment: Payment;
  sources: readonly RewardSource[];
}

/**
 * Charges a play from the main prompt to the phase's allowances (OPEN-17): "plain" when it is
 * charged, null when it is illegal. When an allowance with a reward (CS-5) is in play, nothing is
 * charged yet and the play goes to chooseAllowance. A plain function, not a step of the game's
 * generator: only a reward asks the player anything, and most plays have none.
 */
function charge(g: GameState, seat: Seat, uid: Uid, base: Uid): "plain" | RewardChoice | null {
  const pay = payer(g, seat);
  const payment = mainPlayPayment(g, seat, uid, base, pay);
  if (!payment) return null;
  const sources = pay.rewardedAllowances();
  if (sources.length > 0) return { pay, payment, sources };
  commitPayment(g, payment);
  return "plain";
}

/**
 * Charges a play that an allowance with a reward could pay for: when another allowance could pay
 * for it too, the player says which now, and the play is never re-assigned later; when only the
 * rewarded one fits, it is used without asking.
 */
function* chooseAllowance(
  g: GameState,
  seat: Seat,
  uid: Uid,
  base: Uid,
  { pay, payment, sources }: RewardChoice,
): Eff<RewardSource | "plain"> {
  const isRewarded = (way: string[]) => sources.some((r) => way.includes(r.ref));
  for (const r of sources) {
    if (!payment.record.ways.some((w) => w.includes(r.ref))) continue;
    const withIt = pay.payForWays(uid, base, (w) => w.includes(r.ref));
    if (!withIt) continue;
    const without = pay.payForWays(uid, base, (w) => !isRewarded(w));
    const ctx = r.isBase ? baseCtx(g, r.self, seat) : cardCtx(g, r.self);
    if (!without || (yield* yesNo(ctx, seat, "useRewardedAllowance"))) {
      commitPayment(g, withIt);
      return r;
    }
    commitPayment(g, without);
    return "plain";
  }
  commitPayment(g, pay.payForWays(uid, base, (w) => !isRewarded(w)) ?? payment);
  return "plain";
}

/** The play, then the reward of the allowance it was charged to, if any (TERM-TO). */
function* rewarded(g: GameState, seat: Seat, by: RewardSource | "plain", play: Eff<unknown>): Eff {
  yield* play;
  if (by === "plain") return;
  const def = by.isBase ? baseDefOf(g, by.self) : defOf(g, by.self);
  if (!def.allowanceReward) return;
  if (by.isBase ? g.bases[by.self]?.zone !== "play" : !isInPlay(card(g, by.self))) return;
  yield* def.allowanceReward(by.isBase ? baseCtx(g, by.self, seat) : cardCtx(g, by.self));
}

/** One resolution unit: the body, then what it triggered, then the cards it played go where they
 * go (ORDER-1 steps 3 and 5; ORDER-3: they are in no pile while triggers resolve). Step 5 can
 * trigger abilities in turn (a card placed into a hand), which resolve before the unit ends. Only
 * the cards played since the unit began are settled: a unit nested in another (a Special used in
 * a window opened while a card resolves) leaves the outer card resolving. */
export function* unit(g: GameState, body: Eff<unknown>): Eff {
  const mark = enterUnit(g);
  yield* body;
  // What the body looked at is shown with its own prompts only, not with the triggers after it.
  forgetLookedSince(mark);
  // Settling and the resolved cards are looked at before starting them: most units trigger
  // nothing and leave no card resolving, and each step resumed is one more at every prompt.
  if (unsettled(mark)) yield* settle(g, mark);
  while (resolvedSince(mark)) {
    const done = takeResolved(mark);
    for (const r of done) yield* finishResolved(g, r);
    if (unsettled(mark)) yield* settle(g, mark);
  }
  leaveUnit(mark);
}

/** ORDER-1 steps 3 and 4: the triggered abilities, then a Special window for each event a Special
 * of the game reacts to (CS-3), in event order; what a window causes is settled before the next. */
function* settle(g: GameState, mark: UnitMark): Eff {
  yield* resolveUnitTriggers(g, mark);
  for (;;) {
    const windows = takeWindows(mark);
    if (windows.length === 0) return;
    for (const w of windows) {
      yield* specialWindow(g, w);
      yield* resolveUnitTriggers(g, mark);
    }
  }
}

/**
 * "Discard that card; it has no effect" (TERM-CANCEL, BGB-1): a play still waiting for responses
 * goes to its owner's discard pile (CONFLICT-11) with none of its own effects: no ability, no
 * ongoing, no destination of its own. It was still played (its allowance is spent, the journals
 * count it, "after you play" triggers of other cards resolve). False when it can't be cancelled.
 */
export function cancelPlay(ctx: Ctx, uid: Uid): boolean {
  const { g } = ctx;
  if (!markCancelled(g, uid)) return false;
  const c = card(g, uid);
  detach(g, uid);
  if (isInPlay(c)) leavePlay(g, uid);
  put(g, uid, "discard", c.owner);
  log(g, "cancelled", [uid]);
  return true;
}

// ---------------------------------------------------------------------------
// Plays

/** How many minions `seat` has played this turn (the active player's count may be preset by a
 * scenario; other players only play through Specials, each recorded as it happens). */
export function minionsPlayedThisTurn(g: GameState, seat: Seat): number {
  if (seat === g.turn.active) return g.turn.minionsPlayed;
  return g.turn.playedMinions.filter((p) => p.seat === seat).length;
}

/**
 * Plays a minion (PLAY-3): it enters play under `seat`'s control; then, in a game with cards that
 * answer a play ("when another player plays a minion": Control Minion), the others may respond
 * before its ability (BGB-1); then its ability resolves, with its controller at that moment as
 * "you" (TERM-YOU). Returns false when the play was cancelled.
 */
export function* playMinion(
  g: GameState,
  seat: Seat,
  uid: Uid,
  base: Uid,
  special = false,
  from: Origin = originOf(g, uid),
): Eff<boolean> {
  detach(g, uid);
  put(g, uid, "base", base);
  enterPlay(g, uid, seat);
  const stay = card(g, uid).stay;
  if (seat === g.turn.active) g.turn.minionsPlayed++;
  g.turn.playedMinions.push({ uid, seat, base });
  log(g, "playMinion", [seat, uid, base]);
  const ev: GameEvent = { t: "minionPlayed", uid, base, seat };
  emit(g, ev);
  noteNotOwned(g, uid, seat, "play", from);
  // In a game with no card that answers a play, no response step is built (interrupt says why).
  if (windowKindsInGame(g).has("cardPlayed") && !(yield* interrupt(g, uid, seat, ev))) return false;
  const c = card(g, uid);
  // A minion that left play while the others responded is a card out of play: no ability.
  if (c.zone !== "base" || c.stay !== stay) return true;
  const d = defOfCard(g, uid);
  if (d.onPlay) yield* d.onPlay(cardCtx(g, uid, { played: true, special }), c.at);
  return true;
}

/**
 * Plays an action (PLAY-4) for `seat`, aimed at `target` (a base or a minion uid for an attach
 * card, -1 for a standard action). It is "resolving" (in no pile, ORDER-3) while the others may
 * respond to the play (BGB-1): an attach card is attached only once that window has closed with
 * it uncancelled, so no ongoing ability of a card that may yet be cancelled is ever active. Then
 * its ability resolves; a standard action stays resolving until its unit ends. Returns false when
 * the play was cancelled (it is then in its owner's discard pile and had no effect).
 */
export function* playAction(
  g: GameState,
  seat: Seat,
  uid: Uid,
  target: Uid,
  special = false,
  from: Origin = originOf(g, uid),
): Eff<boolean> {
  const d = defOfCard(g, uid);
  // An action played on a minion designates it (TERM-DIRECTLY): an Ensign may take it (BGB-5).
  const onMinion = d.attach !== undefined && d.attach !== "base";
  const hosts = onMinion ? (attachTargets(g, seat, uid)?.minions ?? []) : [];
  detach(g, uid);
  if (seat === g.turn.active) g.turn.actionsPlayed++;
  card(g, uid).controller = seat;
  put(g, uid, "resolving", seat);
  markResolving(g, uid);
  if (onMinion) target = yield* redirected(hypotheticalCtx(g, seat, uid), target, "attach", hosts);
  const host = d.attach && d.attach !== "base" ? target : -1;
  const onBase = d.attach === "base" ? target : host >= 0 ? baseOf(g, host) : -1;
  recordActionPlayed(g, { uid, seat, base: onBase, host, standard: !d.attach });
  if (d.attach === "base") log(g, "playActionOn", [seat, uid, target]);
  else if (d.attach) log(g, "playActionOnMinion", [seat, uid, target]);
  else log(g, "playAction", [seat, uid]);
  const ev: GameEvent = { t: "actionPlayed", uid, seat, base: onBase, host };
  emit(g, ev);
  noteNotOwned(g, uid, seat, "play", from);
  // In a game with no card that answers a play, no response step is built (interrupt says why).
  if (windowKindsInGame(g).has("cardPlayed") && !(yield* interrupt(g, uid, seat, ev))) return false;
  if (card(g, uid).zone !== "resolving") return true;
  if (d.attach) {
    const refused =
      d.attach === "base"
        ? g.bases[target]?.zone !== "play"
        : card(g, target).zone !== "base" || !mayAffect(hypotheticalCtx(g, seat, uid), target, "attach");
    // The host refused it (or left): the card was played but has nowhere to stay; it goes where a
    // resolved card goes, with no effect of its own.
    if (refused) return true;
    unmarkResolving(g, uid);
    detach(g, uid);
    if (d.attach === "base") put(g, uid, "base", target);
    else put(g, uid, "attached", target);
    enterPlay(g, uid, seat);
  }
  if (d.onPlay) yield* d.onPlay(cardCtx(g, uid, { played: true, you: seat, special }), target);
  return true;
}

/**
 * "Play this card" from a Special (PLAY-12: a real play, not an extra of the phase): the card
 * whose effect runs (`ctx.self`) is played by `ctx.you`, a minion onto the base `where`, an action
 * onto `where` (a base or a minion for an action played on one, -1 for a standard action). It may
 * be answered (BGB-1); when it is cancelled, the rest of the effect doesn't happen (the engine
 * ends it: TERM-CANCEL), so the card's code after this line runs only for a play that stands.
 */
export function* playSelf(ctx: Ctx, where: Uid): Eff {
  const { g, you, self } = ctx;
  const ok =
    defOf(g, self).type === "minion"
      ? yield* playMinion(g, you, self, where, true)
      : yield* playAction(g, you, self, where, true);
  if (!ok) throw new PlayCancelled(self);
}

/**
 * BGB-1: "when another player plays ..." Specials answer a play after it was made (the card left
 * the hand, the play was charged and its events emitted) and before its ability, in a Me First
 * round among the other players (MEFIRST-6) that closes at once when the card is cancelled or
 * leaves. Opened only in games with such cards; with hidden timing every other player is asked.
 * Nested plays open nested windows (ORDER-2). Returns false when the card was cancelled.
 */
function* interrupt(g: GameState, uid: Uid, seat: Seat, ev: GameEvent): Eff<boolean> {
  if (!windowKindsInGame(g).has("cardPlayed")) return true;
  const eligible = activeSeats(g).filter((s) => s !== seat);
  // Most plays find no such card in anyone's reach (they wait in decks): no window to build.
  if (!windowMayAsk(g, "cardPlayed", eligible)) return true;
  const base = "base" in ev ? ev.base : -1;
  pushInterrupt(g, uid);
  yield* specialWindow(g, { kind: "cardPlayed", base, event: ev, eligible });
  return !popInterrupt(g, uid);
}

// ---------------------------------------------------------------------------
// Extra plays

export interface ExtraMinionSpec {
  /** Candidate cards; default: the minions in `seat`'s hand. */
  cards?: Uid[];
  maxPower?: number;
  /** Allowed bases; default: every base in play. */
  bases?: Uid[];
  optional?: boolean;
}

/** Offers an extra minion play that must happen now or never (PLAY-9 a-c, PLAY-10). */
export function* offerExtraMinion(ctx: Ctx, seat: Seat, spec: ExtraMinionSpec = {}): Eff<Uid | null> {
  const { g } = ctx;
  const cards = (spec.cards ?? player(g, seat).hand).filter((u) => {
    const d = defOfCard(g, u);
    return d.type === "minion" && (spec.maxPower === undefined || d.power <= spec.maxPower);
  });
  const bases = spec.bases ?? g.basesInPlay;
  const options: PromptOption[] = [];
  for (const uid of cards) {
    for (const b of bases) {
      if (g.bases[b]?.zone === "play" && !minionPlayForbidden(g, seat, uid, b)) {
        options.push(option(minionPlayId(uid, b), uid, b));
      }
    }
  }
  return yield* offerPlay(ctx, seat, "playExtraMinion", options, spec.optional !== false);
}

export interface ExtraActionSpec {
  /** Candidate cards, from any zone (a hand, another player's hand, a discard pile, revealed);
   * default: the actions in `seat`'s hand. */
  cards?: Uid[];
  /** An action played on a base or a minion may go only onto these bases or onto minions there
   * (Llama: this base); a standard action is not limited. */
  bases?: Uid[];
  /** An action played on a minion may go only onto these minions. */
  hosts?: Uid[];
  optional?: boolean;
}

/** Offers an extra action play that must happen now or never. */
export function* offerExtraAction(ctx: Ctx, seat: Seat, spec: ExtraActionSpec = {}): Eff<Uid | null> {
  const { g } = ctx;
  if (actionsForbidden(g, seat)) return null;
  const cards = (spec.cards ?? player(g, seat).hand).filter((u) => defOfCard(g, u).type === "action");
  const options: PromptOption[] = [];
  for (const uid of cards) restrictedActionOptions(g, seat, uid, spec, options);
  return yield* offerPlay(ctx, seat, "playExtraAction", options, spec.optional !== false);
}

function restrictedActionOptions(
  g: GameState,
  seat: Seat,
  uid: Uid,
  spec: { bases?: Uid[]; hosts?: Uid[] },
  out: PromptOption[],
): void {
  const all: PromptOption[] = [];
  actionOptions(g, seat, uid, all);
  for (const o of all) {
    if (o.base !== undefined && spec.bases && !spec.bases.includes(o.base)) continue;
    if (o.target !== undefined) {
      if (spec.hosts && !spec.hosts.includes(o.target)) continue;
      if (spec.bases && !spec.bases.includes(card(g, o.target).at)) continue;
    }
    out.push(o);
  }
}

export interface ExtraCardSpec {
  /** Candidate minions and actions, from any zone the caller lists. */
  cards: Uid[];
  /** Minions: only onto these bases; actions: as in ExtraActionSpec. */
  bases?: Uid[];
  hosts?: Uid[];
  optional?: boolean;
}

/**
 * An extra play, of a minion or an action, that must happen now or never (PLAY-9 a/c): from a
 * hand (the player's or another's: Collecting Stories), a discard pile or cards revealed. Returns
 * the card played, or null.
 */
export function* offerExtraCard(ctx: Ctx, seat: Seat, spec: ExtraCardSpec): Eff<Uid | null> {
  const { g } = ctx;
  const options: PromptOption[] = [];
  let minions = 0;
  for (const uid of spec.cards) {
    if (defOfCard(g, uid).type === "minion") {
      for (const b of spec.bases ?? g.basesInPlay) {
        if (g.bases[b]?.zone === "play" && !minionPlayForbidden(g, seat, uid, b)) {
          options.push(option(minionPlayId(uid, b), uid, b));
          minions++;
        }
      }
    } else {
      restrictedActionOptions(g, seat, uid, spec, options);
    }
  }
  const purpose =
    minions === options.length ? "playExtraMinion" : minions === 0 ? "playExtraAction" : "playExtraCard";
  return yield* offerPlay(ctx, seat, purpose, options, spec.optional !== false);
}

const PLAY_ID = /^(?:m(\d+)@(\d+)|a(\d+)(?:@[bm](\d+))?)$/;

/** Asks for one of the play options ("m<uid>@<base>", "a<uid>[@b<base>|@m<minion>]") and plays it. */
function* offerPlay(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  options: PromptOption[],
  optional: boolean,
): Eff<Uid | null> {
  const { g } = ctx;
  if (options.length === 0) return null;
  const p = raise(g, {
    seat,
    purpose,
    options,
    min: optional ? 0 : 1,
    max: 1,
    source: sourceOf(ctx),
  });
  const m = PLAY_ID.exec((Array.isArray(p) ? p : yield p)[0] ?? "");
  if (!m) {
    log(g, "extraLost", [seat]);
    return null;
  }
  // A cancelled play has no follow-up: the caller gets nothing to act on (BGB-1); when the card
  // played is the one whose effect offered it (Wil Wheaton, Finist), that effect ends (TERM-CANCEL).
  const uid = Number(m[1] ?? m[3]);
  const ok =
    m[1] !== undefined
      ? yield* playMinion(g, seat, uid, Number(m[2]))
      : yield* playAction(g, seat, uid, m[4] === undefined ? -1 : Number(m[4]));
  if (ok) return uid;
  if (uid === ctx.self) throw new PlayCancelled(uid);
  return null;
}

/**
 * Grants an extra play (PLAY-8). During the grantee's own play phase, and unless it comes from a
 * Special, it can be used any time later in the phase (PLAY-9); otherwise it is now or never.
 */
export function* grantExtra(ctx: Ctx, seat: Seat, a: ExtraAllowance): Eff {
  const { g } = ctx;
  if (g.turn.phase === "play" && g.turn.active === seat && !ctx.special) {
    storeExtra(g, a);
    return;
  }
  if (a.kind === "action") {
    yield* offerExtraAction(ctx, seat);
    return;
  }
  const p = player(g, seat);
  const cards = a.from === "discard" ? p.discard : p.hand;
  const bases =
    a.base !== undefined
      ? [a.base]
      : a.emptyBaseOnly
        ? g.basesInPlay.filter((b) => minionsOf(g, seat, b).length === 0)
        : undefined;
  const spec: ExtraMinionSpec = { cards };
  if (a.maxPower !== undefined) spec.maxPower = a.maxPower;
  if (bases) spec.bases = bases;
  yield* offerExtraMinion(ctx, seat, spec);
}

/** Read when a `minionPlayed` event on `base` is offered: whether that play is the first on `base`
 * this turn, by anyone ("the first time each turn a minion is played here"). A card played there
 * twice in a turn is a first play once. */
export function firstPlayOnThisTurn(g: GameState, base: Uid): boolean {
  return g.turn.playedMinions.filter((p) => p.base === base).length === 1;
}

/** The minions `seat` played on `base` this turn, in order (wherever they are now). */
export function minionsPlayedOnThisTurn(g: GameState, seat: Seat, base: Uid): Uid[] {
  return g.turn.playedMinions.filter((p) => p.seat === seat && p.base === base).map((p) => p.uid);
}
