// The scoring phase (SCORE-3): every step is ordinary generator code, so a prompt anywhere in it
// (before-scoring Specials, after-scoring abilities, the choice of the next base) suspends and
// resumes the whole procedure, including the bases still to score.

import { ask, baseOption, labelOption } from "./ask.ts";
import { type BaseDef, baseDef, type Ctx, type ScoreResult } from "./defs.ts";
import { baseCtx, gainVp } from "./effects.ts";
import type { GameEvent } from "./events.ts";
import type { Eff } from "./flow.ts";
import { log } from "./log.ts";
import { mapPacked } from "./packed.ts";
import { unit } from "./play.ts";
import { baseReads, isEligibleToScore, playerPowerOn } from "./power.ts";
import { shuffleInPlace } from "./rng.ts";
import { baseAbilities, markZonesChanged } from "./sources.ts";
import { byPriority, card, detach, leavePlay, put, seatsFrom } from "./state.ts";
import { emit, queueTrigger, resolveTriggers } from "./triggers.ts";
import type { GameState, Seat, Uid } from "./types.ts";
import { specialWindow } from "./windows.ts";

export function eligibleBases(g: GameState): Uid[] {
  const reads = baseReads(g);
  const out: Uid[] = [];
  for (const b of g.basesInPlay) if (isEligibleToScore(g, b, reads)) out.push(b);
  return out;
}

/** SCORE-3: score eligible bases one at a time, re-checking after each (SCORE-7). */
export function* scoringPhase(g: GameState): Eff {
  for (;;) {
    const eligible = eligibleBases(g);
    if (eligible.length === 0) return;
    let base = eligible[0] as Uid;
    if (eligible.length > 1) {
      // SCORE-4: the active player chooses the order.
      const choice = yield* ask(g, {
        seat: g.turn.active,
        purpose: "chooseBaseToScore",
        options: mapPacked(eligible, baseOption),
        min: 1,
        max: 1,
      });
      base = Number((choice[0] as string).slice(1));
    }
    yield* scoreBase(g, base);
  }
}

/** SCORE-8..11: eligible players (a minion there, or power there), ranked with ties. */
export function computeResult(g: GameState, base: Uid): ScoreResult {
  const b = g.bases[base];
  const standings: ScoreResult["standings"] = [];
  for (const seat of seatsFrom(g, g.turn.active)) {
    const hasMinion = (b?.minions ?? []).some((m) => card(g, m).controller === seat);
    const pw = playerPowerOn(g, seat, base);
    if (hasMinion || pw > 0) standings.push({ seat, power: pw, place: 0 });
  }
  for (const s of standings) s.place = 1 + standings.filter((o) => o.power > s.power).length;
  standings.sort((x, y) => x.place - y.place);
  const atPlace = (n: number) =>
    byPriority(
      g,
      standings.filter((s) => s.place === n).map((s) => s.seat),
    );
  return { base, standings, winners: atPlace(1), runnersUp: atPlace(2) };
}

function isInPlay(g: GameState, base: Uid): boolean {
  return g.bases[base]?.zone === "play";
}

export function* scoreBase(g: GameState, base: Uid): Eff {
  const def = baseDef((g.bases[base] as { def: string }).def);
  g.scoring = base;
  log(g, "scoringBase", [base]);
  // Step 3: before scoring, a Me First! window. Part A: in-play triggers in the active player's
  // order (MEFIRST-2), the base's own "before this base scores" and those it borrows (CS-9,
  // CS-14) among them; part B: Specials (MEFIRST-3).
  const before = abilityRuns(g, base, baseAbilities(g, base), (d) => d.beforeScore);
  yield* unit(g, scoringTriggers(g, before, { t: "beforeScoring", base }));
  if (isInPlay(g, base)) yield* specialWindow(g, { kind: "beforeScoring", base });
  if (!isInPlay(g, base)) {
    // SCORE-6: a base that left play stops scoring at once.
    log(g, "scoreStop", [base]);
    g.scoring = -1;
    return;
  }
  // Step 4: award VP (SCORE-10..12), then "when this base scores" abilities (SCORE-14). Printed VP
  // and breakpoint are the host's own, never borrowed (CS-9).
  const r = computeResult(g, base);
  yield* unit(g, awardStep(g, base, def.vp, r));
  // Step 5: after scoring. The abilities it uses, including those the engine carries out at step 9
  // (the replacement), are fixed now: "after this base scores" is this step (CS-9).
  const abilities = yield* chooseNextBaseRule(g, baseAbilities(g, base));
  const after = abilityRuns(g, base, abilities, (d) => {
    const f = d.afterScore;
    return f ? (ctx) => f(ctx, r) : undefined;
  });
  yield* unit(g, scoringTriggers(g, after, { t: "afterScoring", base, result: r }));
  yield* specialWindow(g, { kind: "afterScoring", base, result: r });
  // Step 7: everything still on the base is discarded at once (SCORE-16); what reacts to those
  // discards resolves then, in the active player's order.
  g.scoringStep = 7;
  discardEverythingOn(g, base);
  yield* resolveTriggers(g);
  // Step 8: the base goes to the base discard.
  const index = g.basesInPlay.indexOf(base);
  removeBase(g, base);
  log(g, "baseDiscarded", [base]);
  // Step 9: the replacement (DECK-7 reshuffles the base discard, which now holds the scored base,
  // when the deck is empty: OPEN-19), chosen by the base's ability if it says so.
  let replacement: Uid | null = null;
  for (const a of abilities) {
    if (!a.def.chooseReplacement || replacement !== null) continue;
    replacement = yield* a.def.chooseReplacement(abilityCtx(g, base, a), r);
  }
  if (replacement === null) replacement = drawBase(g);
  if (replacement !== null) {
    enterBase(g, replacement, index);
    log(g, "baseNew", [replacement]);
    for (const a of abilities) {
      const then = a.def.afterReplaced;
      if (then) yield* unit(g, then(abilityCtx(g, base, a), r, replacement));
    }
  }
  g.scoring = -1;
  g.scoringStep = undefined;
}

type Ability = { def: BaseDef; abilityOf: Uid };

/** The context of a base ability: a borrowed one is named after the base card it comes from. */
function abilityCtx(g: GameState, base: Uid, a: Ability): Ctx {
  const ctx = baseCtx(g, base, g.turn.active);
  return a.abilityOf === base ? ctx : { ...ctx, def: a.def.key };
}

/** The runs of one step's ability (`pick`) of each of `abilities`, with their contexts. */
function abilityRuns(
  g: GameState,
  base: Uid,
  abilities: Ability[],
  pick: (d: BaseDef) => ((ctx: Ctx) => Eff) | undefined,
): { ctx: Ctx; run: (ctx: Ctx) => Eff }[] {
  const out: { ctx: Ctx; run: (ctx: Ctx) => Eff }[] = [];
  for (const a of abilities) {
    const run = pick(a.def);
    if (run) out.push({ ctx: abilityCtx(g, base, a), run });
  }
  return out;
}

/** SCORE-3 step 4 as one resolution unit: every place is paid (SCORE-10..12), then the base's
 * "when this base scores" abilities (SCORE-14), in the active player's order when several. */
function* awardStep(g: GameState, base: Uid, vps: readonly number[], r: ScoreResult): Eff {
  if (r.standings.length === 0) log(g, "noPlace", [base]);
  for (const s of r.standings) {
    const vp = s.place <= 3 ? (vps[s.place - 1] ?? 0) : 0;
    log(g, "place", [s.seat, s.place, base, s.power, vp]);
    gainVp(g, s.seat, vp, undefined, true);
  }
  for (const t of abilityRuns(g, base, baseAbilities(g, base), (d) => {
    const f = d.onScore;
    return f ? (ctx) => f(ctx, r) : undefined;
  }))
    queueTrigger(g, t);
  yield* resolveTriggers(g);
}

/**
 * CS-8/CS-9: a scoring base with more than one "next base" rule (its own and a borrowed one:
 * School of Wizardry's choice of the replacement, Island Chain's extra base) applies only one,
 * which the active player picks; the abilities returned leave the others out.
 */
function* chooseNextBaseRule(g: GameState, abilities: Ability[]): Eff<Ability[]> {
  const rules = abilities.filter((a) => a.def.chooseReplacement || a.def.nextBase);
  if (rules.length < 2) return abilities;
  const choice = yield* ask(g, {
    seat: g.turn.active,
    purpose: "chooseNextBaseRule",
    options: mapPacked(rules, (a, k) => labelOption(`r${k}`, a.def.key)),
    min: 1,
    max: 1,
  });
  const kept = rules[Number((choice[0] as string).slice(1))];
  return abilities.filter((a) => a === kept || !rules.includes(a));
}

/**
 * Part A of a scoring window (MEFIRST-2): the scored base's abilities for this step (`own`: its
 * own when not cancelled, and borrowed ones) and what cards and bases in play do on `ev`, in the
 * active player's order.
 */
function* scoringTriggers(g: GameState, own: { ctx: Ctx; run: (ctx: Ctx) => Eff }[], ev: GameEvent): Eff {
  for (const t of own) queueTrigger(g, t);
  emit(g, ev);
  yield* resolveTriggers(g);
}

function discardEverythingOn(g: GameState, base: Uid): void {
  const b = g.bases[base];
  if (!b) return;
  // Every card of the base leaves at the same moment: each discard is seen by every ability in
  // play then, those of the cards leaving included ("after this minion is discarded", Igor).
  const leaving: Uid[] = [...b.actions];
  for (const m of b.minions) leaving.push(m, ...card(g, m).attached);
  for (const m of b.minions) {
    const c = card(g, m);
    emit(g, { t: "minionDiscarded", uid: m, base, owner: c.owner, controller: c.controller }, leaving);
  }
  for (const m of b.minions.slice()) {
    detach(g, m);
    leavePlay(g, m);
    put(g, m, "discard", card(g, m).owner);
  }
  for (const a of b.actions.slice()) {
    detach(g, a);
    leavePlay(g, a);
    put(g, a, "discard", card(g, a).owner);
  }
}

/** Takes a base out of play into the base discard, dropping effects tied to it. */
export function removeBase(g: GameState, base: Uid): void {
  markZonesChanged(g);
  const i = g.basesInPlay.indexOf(base);
  if (i >= 0) g.basesInPlay.splice(i, 1);
  const b = g.bases[base];
  if (b) {
    b.zone = "discard";
    b.markers = undefined; // not deleted: one hidden class for every base (state.ts newBase)
  }
  g.baseDiscard.push(base);
  g.lasting = g.lasting.filter(
    (l) =>
      !(
        (l.kind === "breakpoint" || l.kind === "breakpointSet" || l.kind === "playerPower") &&
        l.base === base
      ),
  );
}

/**
 * CS-8: puts the top base of the base deck (DECK-7) into play as an extra base, right after
 * `after` (or last): the number of bases in play grows by one, and stays so, since each later
 * scoring replaces one base by one (SCORE-17). Returns it, or null when no base is left.
 */
export function playExtraBase(g: GameState, after?: Uid): Uid | null {
  const i = after === undefined ? -1 : g.basesInPlay.indexOf(after);
  const [b] = playBasesAt(g, i < 0 ? g.basesInPlay.length : i + 1, 1);
  return b ?? null;
}

/** Draws up to `n` bases and puts them into play from position `index` on, in order. */
export function playBasesAt(g: GameState, index: number, n: number): Uid[] {
  const out: Uid[] = [];
  for (let k = 0; k < n; k++) {
    const b = drawBase(g);
    if (b === null) break;
    enterBase(g, b, index + k);
    log(g, "baseExtra", [b]);
    out.push(b);
  }
  return out;
}

/**
 * TERM-DESTROY for a base (Volcanic Uprising): the cards on it are discarded to their owners' piles
 * at once (not destroyed: "destroyed or discarded" abilities see minionDiscarded, as at SCORE-16;
 * they resolve after the effect, ORDER-1), and the base goes to the base discard. Nothing replaces
 * it unless the effect says so (`playBasesAt` at the returned index). Returns its former index,
 * or -1 when it was not in play.
 */
export function destroyBase(g: GameState, base: Uid): number {
  const index = g.basesInPlay.indexOf(base);
  if (index < 0) return -1;
  log(g, "baseDestroyed", [base]);
  discardEverythingOn(g, base);
  removeBase(g, base);
  return index;
}

/** Signs in the Stars' talent: the top card of the base deck goes to the bottom (CS-9); the new
 * top is face up if the old one was (CARD-PRESAGES-ETOILES). */
export function putTopBaseOnBottom(g: GameState): void {
  const top = g.baseDeck.shift();
  if (top === undefined) return;
  g.baseDeck.push(top);
  log(g, "baseToBottom", [top]);
}

/** "They may turn the top base card down until the end of the turn" (Signs in the Stars, CS-9). */
export function turnTopBaseDown(g: GameState, seat: Seat): void {
  if (g.lasting.some((l) => l.kind === "topBaseDown")) return;
  g.lasting.push({ kind: "topBaseDown", until: { kind: "endOfTurn" } });
  log(g, "topBaseDown", [seat]);
}

/** The next base from the base deck; an empty deck is rebuilt from the base discard (DECK-7). */
export function drawBase(g: GameState): Uid | null {
  if (g.baseDeck.length === 0 && g.baseDiscard.length > 0) {
    const pile = g.baseDiscard.splice(0);
    shuffleInPlace(g, pile);
    for (const b of pile) {
      const base = g.bases[b];
      if (base) base.zone = "deck";
    }
    g.baseDeck.push(...pile);
  }
  return g.baseDeck.shift() ?? null;
}

/** Puts a base into play at `index` among the bases in play. */
export function enterBase(g: GameState, base: Uid, index: number): void {
  const b = g.bases[base];
  if (!b) return;
  markZonesChanged(g);
  const di = g.baseDeck.indexOf(base);
  if (di >= 0) g.baseDeck.splice(di, 1);
  b.zone = "play";
  b.minions = [];
  b.actions = [];
  b.markers = undefined; // not deleted: one hidden class for every base (state.ts newBase)
  g.basesInPlay.splice(index < 0 ? g.basesInPlay.length : index, 0, base);
}

export function shuffleBaseDeck(g: GameState): void {
  shuffleInPlace(g, g.baseDeck);
}

/**
 * Swaps a base in play for another one (not from play): actions on the old base are discarded,
 * its minions stay in play on the new base (they are neither moved nor played), and the old base
 * goes to `oldTo`.
 */
export function swapBase(g: GameState, old: Uid, fresh: Uid, oldTo: "deck" | "discard"): void {
  const oldBase = g.bases[old];
  const freshBase = g.bases[fresh];
  if (!oldBase || !freshBase || oldBase.zone !== "play") return;
  for (const a of oldBase.actions.slice()) {
    detach(g, a);
    leavePlay(g, a);
    put(g, a, "discard", card(g, a).owner);
  }
  const minions = oldBase.minions.splice(0);
  const index = g.basesInPlay.indexOf(old);
  removeBase(g, old);
  if (oldTo === "deck") {
    g.baseDiscard.splice(g.baseDiscard.indexOf(old), 1);
    oldBase.zone = "deck";
    g.baseDeck.push(old);
  }
  enterBase(g, fresh, index);
  for (const m of minions) {
    card(g, m).at = fresh;
    freshBase.minions.push(m);
  }
  markZonesChanged(g);
  log(g, "baseSwap", [fresh, old]);
}
