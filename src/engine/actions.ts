// Actions that care about actions (CS-5): what kind of action a card is (TERM-ATTACH,
// TERM-STANDARD), the actions on a base, the turn's journal of actions played, returning an action
// to its owner's hand, and "you can't play that action again this turn".

import type { Ctx } from "./defs.ts";
import { log } from "./log.ts";
import { printedName } from "./names.ts";
import { defOf } from "./sources.ts";
import { baseOf, card, detach, isInPlay, leavePlay, put } from "./state.ts";
import type { GameState, PlayedAction, Seat, Uid } from "./types.ts";

/** "An action that can be played on a base". */
export function playsOnBase(g: GameState, uid: Uid): boolean {
  return defOf(g, uid).attach === "base";
}

/** "An action that can be played on a minion". */
export function playsOnMinion(g: GameState, uid: Uid): boolean {
  const a = defOf(g, uid).attach;
  return a === "minion" || a === "ownMinion";
}

/** A standard action: neither on a base nor on a minion (TERM-STANDARD). */
export function isStandard(g: GameState, uid: Uid): boolean {
  const d = defOf(g, uid);
  return d.type === "action" && !d.attach;
}

/** "Actions on this base": attached to it or to a minion on it (CONFLICT-10; CS-Q3). */
export function actionsOn(g: GameState, base: Uid): Uid[] {
  // The base's own part of allActionsInPlay, in its order, without walking every base (Ancient
  // Incas read it at every power computation: issue 22).
  const out: Uid[] = [];
  const b = g.bases[base];
  if (!b || !g.basesInPlay.includes(base)) return out;
  for (const a of b.actions) if (baseOf(g, a) === base) out.push(a);
  for (const m of b.minions) for (const a of card(g, m).attached) if (baseOf(g, a) === base) out.push(a);
  return out;
}

/** Every action played this turn, by anyone, in order; a cancelled one included. */
export function actionsPlayedThisTurn(g: GameState): readonly PlayedAction[] {
  return g.turn.playedActions ?? [];
}

export function recordActionPlayed(g: GameState, a: PlayedAction): void {
  g.turn.playedActions ??= [];
  g.turn.playedActions.push(a);
}

/** Read when an `actionPlayed` event is offered: whether it is the first time this turn `seat`
 * plays an action on `base` (on the base or on a minion there; with `itself`, on the base itself:
 * Child of the Sun's "on this base", §0). Journal, not per-card counting: an action played there
 * before the card asking arrived counts. */
export function firstActionOnBaseThisTurn(g: GameState, seat: Seat, base: Uid, itself = false): boolean {
  const played = actionsPlayedThisTurn(g).filter((a) => a.seat === seat && a.base === base);
  return played.filter((a) => !itself || a.host < 0).length === 1;
}

/** Returns an action in play to its owner's hand (TERM-RETURN): not destroyed, not discarded; its
 * counters and what was attached to it are gone. */
export function returnActionToHand(ctx: Ctx, uid: Uid): boolean {
  const { g } = ctx;
  const c = card(g, uid);
  if (!isInPlay(c) || defOf(g, uid).type !== "action") return false;
  detach(g, uid);
  leavePlay(g, uid);
  put(g, uid, "hand", c.owner);
  log(g, "returnAction", [uid]);
  return true;
}

/** "You can't play any copy of that action again this turn": `seat` may not play an action of the
 * same name, from anywhere, until the end of the turn (CONFLICT-3: can't beats can). */
export function forbidActionNameThisTurn(g: GameState, seat: Seat, uid: Uid): void {
  g.lasting.push({ kind: "noPlayName", seat, name: printedName(g, uid), until: { kind: "endOfTurn" } });
}

export function actionNameForbidden(g: GameState, seat: Seat, uid: Uid): boolean {
  // Asked for every action of every main prompt: the name is read only when some record needs it.
  let name: string | undefined;
  for (const l of g.lasting) {
    if (l.kind !== "noPlayName" || l.seat !== seat) continue;
    // Names are compared as printed (names.ts), never through a translation.
    name ??= printedName(g, uid);
    if (l.name === name) return true;
  }
  return false;
}

/** CS-16: from step 7 of its scoring on (its cards are being discarded), a base takes no new card:
 * no play, move or transfer onto it. */
export function baseClosed(g: GameState, base: Uid): boolean {
  return g.scoring === base && (g.scoringStep ?? 0) >= 7;
}

/** The base that is closed now (baseClosed), or -1 (no base is): read once by a caller that checks
 * many bases (the main prompt, an action's hosts) rather than once per base (issue 22). For every
 * base `b` (a uid, never negative), `baseClosed(g, b)` is `b === closedBase(g)`. */
export function closedBase(g: GameState): Uid {
  return (g.scoringStep ?? 0) >= 7 ? g.scoring : -1;
}
