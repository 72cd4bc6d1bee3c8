// Power and breakpoints are always computed, never stored: printed value + counters + ongoing
// modifiers + lasting modifiers, floored at 0 once (CONFLICT-2, OPEN-2).

import { baseDef } from "./defs.ts";
import { baseCtx, canTarget, cardCtx } from "./effects.ts";
import { log } from "./log.ts";
import { defOf, type Source, sourcesWith } from "./sources.ts";
import { card, seatsFrom } from "./state.ts";
import type { GameState, Seat, Uid } from "./types.ts";

export { baseAbilityActive } from "./sources.ts";

/** Whether `seat` may ignore the ability of `base` (Infiltrate). */
export function mayIgnoreBase(g: GameState, base: Uid, seat: Seat): boolean {
  const b = g.bases[base];
  // Stryker disable next-line ConditionalExpression,BooleanLiteral,OptionalChaining,ArrayDeclaration: equivalent because callers pass bases of this game (the guard is for a stale id)
  if (!b) return false;
  for (const a of b.actions) {
    const ac = g.cards[a];
    if (ac && defOf(g, a).letsIgnoreBase?.(g, a, base, seat)) return true;
  }
  return false;
}

export function power(g: GameState, uid: Uid): number {
  return Math.max(unflooredPower(g, uid), 0);
}

/** `power` with the abilities in play read by the caller (`baseReads`): a view of every base in play
 * reads them once, not twice per minion (issue 22, rnd46). */
export function powerWith(g: GameState, uid: Uid, reads: Pick<BaseReads, "shielded" | "bonuses">): number {
  return Math.max(powerAmong(g, uid, reads.shielded, reads.bonuses), 0);
}

/** Printed power plus every modifier, before the floor at 0 (negative under Poison, say). */
export function unflooredPower(g: GameState, uid: Uid): number {
  return powerAmong(g, uid, sourcesWith(g, "shield").length > 0, sourcesWith(g, "powerBonus"));
}

/** unflooredPower with the abilities in play read by the caller: a walk of a base's minions
 * reads them once (issue 22: a base's total asked the index twice per minion). */
function powerAmong(g: GameState, uid: Uid, shielded: boolean, bonuses: Source<"powerBonus">[]): number {
  const c = card(g, uid);
  const d = defOf(g, uid);
  if (c.zone !== "base") return d.power; // CONFLICT-14: printed power outside play
  let p = d.power + c.counters;
  for (const s of bonuses) {
    const bonus = s.hooks.powerBonus(g, s.self, uid);
    // Stryker disable next-line ConditionalExpression: equivalent because a 0 bonus adds nothing (a shortcut past the protection check)
    if (bonus !== 0 && !(shielded && ongoingBlocked(g, s, uid))) p += bonus;
  }
  // Stryker disable next-line ConditionalExpression: equivalent because the only other records with a uid are flags of actions, and a minion's power records are dropped when it leaves play (state.ts), before any new stay
  for (const l of g.lasting) if (l.kind === "power" && l.uid === uid && l.stay === c.stay) p += l.amount;
  return p;
}

/**
 * An ongoing modifier keeps affecting its minion for as long as it applies (TERM-AFFECT: a change
 * of power is being affected; TERM-ONGOING): a minion that is not affected by its source (Smoke
 * Bomb, Wildlife Preserve against another player's Poison or Upgrade) stops getting it, even if the
 * modifier was there first. Protections that pay a price to stop an effect as it happens (Tooth
 * and Claw, Hideout) don't apply to a modifier already in place.
 */
function ongoingBlocked(g: GameState, s: Source<"powerBonus">, target: Uid): boolean {
  const ctx = s.isBase ? baseCtx(g, s.self, g.turn.active) : cardCtx(g, s.self);
  // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
  return !canTarget(ctx, target, "power");
}

export function printedPower(g: GameState, uid: Uid): number {
  return defOf(g, uid).power;
}

/**
 * The abilities in play a base's total power and breakpoint read, looked up once by a walk of
 * several bases (eligibleBases asks every base in play at every end of turn: issue 22, the
 * look-ups per base were most of its cost). Nothing changes the game during such a walk.
 */
export interface BaseReads {
  /** Some power no minion carries (an ability or a lasting gain): totals are floored per player. */
  playerBonus: boolean;
  shielded: boolean;
  bonuses: Source<"powerBonus">[];
  initial: Source<"initialBreakpoint">[];
  breakpointBonuses: Source<"breakpointBonus">[];
  playerBonuses: Source<"playerPowerBonus">[];
}

export function baseReads(g: GameState): BaseReads {
  return {
    playerBonus: anyBonusPower(g),
    shielded: sourcesWith(g, "shield").length > 0,
    bonuses: sourcesWith(g, "powerBonus"),
    initial: sourcesWith(g, "initialBreakpoint"),
    breakpointBonuses: sourcesWith(g, "breakpointBonus"),
    playerBonuses: sourcesWith(g, "playerPowerBonus"),
  };
}

/**
 * The current breakpoint of a base (SCORE-2, CONFLICT-2): the one place a breakpoint is computed.
 * Eligibility, views and cards all read it, so every change below is seen everywhere at once.
 */
export function breakpoint(g: GameState, base: Uid, reads?: BaseReads): number {
  return Math.max(unflooredBreakpoint(g, base, reads), 0);
}

/**
 * One pipeline for every way a breakpoint moves: the starting breakpoint (printed, or replaced by
 * an ability: TERM-INITIAL), plus the modifiers of abilities in play (an action, a base counting
 * its markers or minions) and of lasting effects, unless a "the breakpoint is N" effect overrides
 * them all (Marking Territory; the latest wins). Floored at 0 only by `breakpoint` (OPEN-2).
 */
export function unflooredBreakpoint(g: GameState, base: Uid, reads?: BaseReads): number {
  const b = g.bases[base];
  // Stryker disable next-line ConditionalExpression,BooleanLiteral,OptionalChaining,ArrayDeclaration: equivalent because callers pass bases of this game (the guard is for a stale id)
  if (!b) return 0;
  let bp = startingBreakpoint(g, base, reads);
  for (const s of reads?.breakpointBonuses ?? sourcesWith(g, "breakpointBonus"))
    bp += s.hooks.breakpointBonus(g, s.self, base);
  // Stryker disable next-line ConditionalExpression: equivalent because only breakpoint records name a base
  for (const l of g.lasting) if (l.kind === "breakpoint" && l.base === base) bp += l.amount;
  for (const l of g.lasting) if (l.kind === "breakpointSet" && l.base === base) bp = l.value;
  return bp;
}

/** TERM-INITIAL: the breakpoint a base starts from before any modifier: the printed one, or the
 * one an ability gives instead ("its starting breakpoint is 0"); the lowest when several do. */
export function startingBreakpoint(g: GameState, base: Uid, reads?: BaseReads): number {
  let start: number | null = null;
  for (const s of reads?.initial ?? sourcesWith(g, "initialBreakpoint")) {
    const v = s.hooks.initialBreakpoint(g, s.self, base);
    if (v !== null && (start === null || v < start)) start = v;
  }
  return start ?? printedBreakpoint(g, base);
}

/** The breakpoint printed on the base (TERM-INITIAL), for views that show a changed one. */
export function printedBreakpoint(g: GameState, base: Uid): number {
  const b = g.bases[base];
  return b ? baseDef(b.def).breakpoint : 0;
}

/**
 * SCORE-8, APOWER-1/2: power a player has on a base that no minion carries: what abilities in
 * play give them there (Armory, Summon Wolves' counters) and lasting gains (Unity of the Tribes).
 */
export function bonusPowerOn(
  g: GameState,
  seat: Seat,
  base: Uid,
  sources: Source<"playerPowerBonus">[] = sourcesWith(g, "playerPowerBonus"),
): number {
  let total = 0;
  for (const s of sources) total += s.hooks.playerPowerBonus(g, s.self, seat, base);
  for (const l of g.lasting)
    if (l.kind === "playerPower" && l.seat === seat && l.base === base) total += l.amount;
  return total;
}

/** SCORE-8: a player's total power on a base (each minion floored at 0, total floored at 0). */
export function playerPowerOn(g: GameState, seat: Seat, base: Uid): number {
  let total = bonusPowerOn(g, seat, base);
  // Stryker disable next-line ConditionalExpression,BooleanLiteral,OptionalChaining,ArrayDeclaration: equivalent because callers pass bases of this game (the guard is for a stale id)
  const minions = g.bases[base]?.minions ?? [];
  // The abilities in play read once for the base's minions, not twice per minion (issue 22: the
  // expansions ask "who has the most power here" in their hooks and at every scoring).
  if (minions.length > 0) {
    const shielded = sourcesWith(g, "shield").length > 0;
    const bonuses = sourcesWith(g, "powerBonus");
    for (const m of minions)
      if (card(g, m).controller === seat) total += Math.max(powerAmong(g, m, shielded, bonuses), 0);
  }
  return Math.max(total, 0);
}

/** Whether some power no minion carries may count anywhere (an ability or a lasting gain). */
function anyBonusPower(g: GameState): boolean {
  if (sourcesWith(g, "playerPowerBonus").length > 0) return true;
  for (const l of g.lasting) if (l.kind === "playerPower") return true;
  return false;
}

/** Total power on a base (SCORE-2): the sum of every player's total there, so a base can reach its
 * breakpoint on power no minion carries (APOWER-1). `reads` from a walk of several bases; a single
 * base looks up only what it needs. */
export function totalPowerOn(g: GameState, base: Uid, reads?: BaseReads): number {
  const shielded = reads ? reads.shielded : sourcesWith(g, "shield").length > 0;
  const bonuses = reads ? reads.bonuses : sourcesWith(g, "powerBonus");
  let total = 0;
  if (reads ? reads.playerBonus : anyBonusPower(g)) {
    // Each player's total is floored on its own (SCORE-8): their minions' power and bonus are
    // summed per seat in one walk of the base, not one walk per player.
    const playerBonuses = reads ? reads.playerBonuses : sourcesWith(g, "playerPowerBonus");
    const bySeat: number[] = [];
    for (const p of g.players) bySeat.push(bonusPowerOn(g, p.seat, base, playerBonuses));
    for (const m of g.bases[base]?.minions ?? []) {
      const seat = card(g, m).controller;
      const sum = bySeat[seat];
      // Stryker disable next-line ConditionalExpression: equivalent because a minion's controller is always a seated player
      if (sum !== undefined) bySeat[seat] = sum + Math.max(powerAmong(g, m, shielded, bonuses), 0);
    }
    for (const t of bySeat) total += Math.max(t, 0);
    return total;
  }
  // Stryker disable next-line ConditionalExpression,BooleanLiteral,OptionalChaining,ArrayDeclaration: equivalent because callers pass bases of this game (the guard is for a stale id)
  for (const m of g.bases[base]?.minions ?? []) total += Math.max(powerAmong(g, m, shielded, bonuses), 0);
  return total;
}

/** The players with the most power on a base (at least 1), in priority order (active player then
 * clockwise): what "the player with the most power here" reads, ties included. */
export function mostPowerOn(g: GameState, base: Uid): Seat[] {
  let best = 1;
  let out: Seat[] = [];
  for (const seat of seatsFrom(g, g.turn.active)) {
    const p = playerPowerOn(g, seat, base);
    if (p > best) {
      best = p;
      out = [seat];
    } else if (p === best) out.push(seat);
  }
  return out;
}

/** "You gain +N power on a base until the end of the turn" (Unity of the Tribes): power that no
 * minion carries, counted once now (APOWER-1/2). */
export function gainPowerOnBase(g: GameState, seat: Seat, base: Uid, amount: number): void {
  if (g.bases[base]?.zone !== "play" || amount === 0) return;
  g.lasting.push({ kind: "playerPower", seat, base, amount, until: { kind: "endOfTurn" } });
  log(g, "playerPower", [seat, base, amount]);
}

export function isEligibleToScore(g: GameState, base: Uid, reads?: BaseReads): boolean {
  return totalPowerOn(g, base, reads) >= breakpoint(g, base, reads);
}
