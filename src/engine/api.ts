// The card API: everything a card or base definition under cards/ may use, from one import.
// Cards never reach into engine internals beyond this surface.

import { chooseBase, chooseCard } from "./ask.ts";
import type { AffectKind, Ctx, SpecialWindow } from "./defs.ts";
import { canMove, canTarget, chooseTarget, destroyMinion, moveMinion, returnToHand } from "./effects.ts";
import type { Eff } from "./flow.ts";
import { log } from "./log.ts";
import { power } from "./power.ts";
import { allMinions, card, minionsOf, minionsOn, seatsFrom } from "./state.ts";
import { noteLooked } from "./triggers.ts";
import type { GameState, Seat, Uid } from "./types.ts";

// Play and resolution (E-A): cards held by another player, destinations, reaction windows.
export {
  actionNameForbidden,
  actionsOn,
  actionsPlayedThisTurn,
  baseClosed,
  firstActionOnBaseThisTurn,
  forbidActionNameThisTurn,
  isStandard,
  playsOnBase,
  playsOnMinion,
  returnActionToHand,
} from "./actions.ts";
// `ask`, the raw prompt, is not part of the card API: a card chooses through these helpers, which
// keep the targeting step (chooseCard refuses another player's card, issue 20). test/cards/card-api.test.ts.
export {
  chooseBase,
  chooseBaseOrder,
  chooseCard,
  chooseCards,
  chooseLabel,
  chooseOrder,
  chooseSeat,
  chooseUntargeted,
  yesNo,
} from "./ask.ts";
export {
  chooseCount,
  countersForHandCards,
  type HandCardsForCounters,
  placeCountersSplit,
  removeAnyCounters,
  type TransferSpec,
  transferAnyCounters,
} from "./counters.ts";
export type {
  BaseDef,
  CardDef,
  Ctx,
  FactionDef,
  PendingTrigger,
  ScoreResult,
  SpecialWindow,
  Texts,
} from "./defs.ts";
export { baseDef, cardDef, registerBases, registerFaction } from "./defs.ts";
export {
  type Destination,
  offerDestination,
  overrideDestination,
  setOwnDestination,
} from "./destinations.ts";
export {
  addBreakpointUntilEndOfTurn,
  addCounters,
  addPowerUntil,
  baseCtx,
  canMove,
  canTarget,
  canTransfer,
  cardCtx,
  chooseTarget,
  chooseTargets,
  destroyAction,
  destroyMinion,
  destroyMinions,
  discardFromHand,
  discardRandom,
  draw,
  gainVp,
  giveControl,
  handToDeck,
  isIndestructible,
  lookTop,
  mayAffect,
  moveMinion,
  performer,
  placeCounterOnEach,
  placeMinionOnBase,
  placeOnDeck,
  putInDiscard,
  putInHand,
  putOnDeck,
  redirected,
  removeCounters,
  returnControl,
  returnToHand,
  revealTop,
  setBreakpointUntilEndOfTurn,
  shuffleIntoDeck,
  shuffleIntoOwnersDecks,
  transferAction,
  transferCounters,
  transferToAnotherMinion,
} from "./effects.ts";
export { EVENT_KINDS, type EventKind, type GameEvent, listenedKinds } from "./events.ts";
export type { Eff } from "./flow.ts";
export { nothing } from "./flow.ts";
export { giveToHand, type Origin, originOf } from "./hands.ts";
// Hidden information shown to one player (BGB-4)
export { lookAtHand, nameACard } from "./hidden.ts";
export { log } from "./log.ts";
// Board (E-B)
export { addBaseMarkers, baseMarkers, removeBaseMarkers } from "./markers.ts";
// Names (CS-10, BGB-6)
export {
  anyNamedOn,
  cardsNamed,
  countNamedOn,
  grantedNames,
  hasName,
  minionNamedInPlay,
  namedOn,
  namedPower,
  namesFor,
  namesOf,
  namesOfFactions,
  ownedMinionNames,
  printedName,
  sameName,
} from "./names.ts";
export {
  actionForbidden,
  actionPlayable,
  actionsForbidden,
  attachTargets,
  cancelPlay,
  firstPlayOnThisTurn,
  grantExtra,
  minionPlayForbidden,
  minionsPlayedOnThisTurn,
  minionsPlayedThisTurn,
  offerExtraAction,
  offerExtraCard,
  offerExtraMinion,
  playSelf,
} from "./play.ts";
export {
  baseAbilityActive,
  bonusPowerOn,
  breakpoint,
  gainPowerOnBase,
  isEligibleToScore,
  mayIgnoreBase,
  mostPowerOn,
  playerPowerOn,
  power,
  printedBreakpoint,
  printedPower,
  startingBreakpoint,
  totalPowerOn,
} from "./power.ts";
export type { Purpose } from "./purposes.ts";
export {
  destroyBase,
  drawBase,
  enterBase,
  playBasesAt,
  playExtraBase,
  putTopBaseOnBottom,
  removeBase,
  shuffleBaseDeck,
  swapBase,
  turnTopBaseDown,
} from "./scoring.ts";
export { baseAbilities, topBaseFaceUp } from "./sources.ts";
export {
  activeSeats,
  allActionsInPlay,
  allMinions,
  baseOf,
  byPriority,
  card,
  defOf,
  detach,
  factionsInGame,
  isInPlay,
  leavePlay,
  minionCountOf,
  minionsOf,
  minionsOn,
  ongoingActive,
  player,
  put,
  seatsFrom,
  shuffleDeck,
  topOfDeck,
} from "./state.ts";
// Top of the deck (TOPDECK-*, DECK-*)
export {
  lookTopN,
  type OffTopSpec,
  placeTopOrBottom,
  playFromTopOfDeck,
  playOffTop,
  putOnBottom,
  putOnTop,
  revealTopN,
  revealUntil,
  type SearchZone,
  searchAndPlace,
  searchDeck,
  searchZones,
  shuffleBack,
  shuffleIntoOwnerDeck,
} from "./topdeck.ts";
export { isWaitingPlay, waitingPlay } from "./triggers.ts";
export type { ExtraAllowance, GameState, Seat, Uid } from "./types.ts";

/**
 * The effect of `ctx` carried out by `seat` when the card makes another player do it ("that player
 * destroys one of their minions", Griefer): what they destroy, move or return is recorded as done
 * by them (`by`: Crypt's "the player who destroyed them"); protections still see the card's player.
 */
export function asPlayer(ctx: Ctx, seat: Seat): Ctx {
  return { ...ctx, actor: seat };
}

/** Every other player still in the game, in turn order after `seat` (TERM-OTHERS). */
export function others(g: GameState, seat: Seat): Seat[] {
  return seatsFrom(g, seat).filter((s) => s !== seat);
}

/** Minions in play that an effect of `ctx` may aim at, among `from` (default: all in play). */
export function targets(ctx: Ctx, kind: AffectKind, filter: (uid: Uid) => boolean, from?: Uid[]): Uid[] {
  return (from ?? allMinions(ctx.g)).filter((m) => filter(m) && canTarget(ctx, m, kind));
}

/** `targets` or `anyTarget`: a card's helper that lists its candidates takes either, so its `can`
 * asks the same question without building the list. */
export type Among<T> = (ctx: Ctx, kind: AffectKind, filter: (uid: Uid) => boolean, from?: Uid[]) => T;

/** Whether `targets` would list any minion: stops at the first, builds no list. For the "may it be
 * used?" questions (a talent's or a Special's `can`) asked at every prompt that could offer it. */
export function anyTarget(ctx: Ctx, kind: AffectKind, filter: (uid: Uid) => boolean, from?: Uid[]): boolean {
  for (const m of from ?? allMinions(ctx.g)) if (filter(m) && canTarget(ctx, m, kind)) return true;
  return false;
}

export function powerAtMost(g: GameState, n: number): (uid: Uid) => boolean {
  return (uid) => power(g, uid) <= n;
}

export function controlledBy(g: GameState, seat: Seat): (uid: Uid) => boolean {
  return (uid) => card(g, uid).controller === seat;
}

export function notControlledBy(g: GameState, seat: Seat): (uid: Uid) => boolean {
  return (uid) => card(g, uid).controller !== seat;
}

export const any = (): boolean => true;

export interface ChooseAmong {
  /** Minions to choose from (default: every minion in play). */
  from?: Uid[];
  /** "You may": the player may choose none. */
  optional?: boolean;
}

/** "(You may) destroy a minion ...": asks among the minions this effect may aim at, then destroys
 * the chosen one. Returns it, or null when there was none or the player declined. */
export function* destroyChosen(
  ctx: Ctx,
  filter: (uid: Uid) => boolean,
  opts: ChooseAmong = {},
): Eff<Uid | null> {
  const t = yield* chooseTarget(
    ctx,
    ctx.you,
    "destroy",
    "destroy",
    targets(ctx, "destroy", filter, opts.from),
    opts.optional,
  );
  if (t !== null) yield* destroyMinion(ctx, t);
  return t;
}

/** "Choose one of your minions. Destroy a minion on its base with less power than it" (Natural
 * Selection, Chew Toy): the destruction is mandatory; choosing a minion with nothing weaker beside
 * it changes nothing, so only useful ones are offered. */
export function* destroyWeakerThanYours(ctx: Ctx): Eff {
  const { g } = ctx;
  const weaker = (mine: Uid) =>
    // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
    targets(ctx, "destroy", (m) => power(g, m) < power(g, mine), minionsOn(g, card(g, mine).at));
  // Choosing a minion with nothing weaker beside it changes nothing: only useful ones are offered.
  const useful = minionsOf(g, ctx.you).filter((m) => weaker(m).length > 0);
  const mine = yield* chooseCard(ctx, ctx.you, "chooseOwnMinion", useful);
  if (mine === null) return;
  const t = yield* chooseTarget(ctx, ctx.you, "destroy", "destroy", weaker(mine));
  // Stryker disable next-line ConditionalExpression: equivalent because the choice is mandatory among a non-empty list (mine was chosen among the useful ones), so t is never null
  if (t !== null) yield* destroyMinion(ctx, t);
}

/** "(You may) return a minion to its owner's hand": the same, returning the chosen minion. */
export function* returnChosen(
  ctx: Ctx,
  filter: (uid: Uid) => boolean,
  opts: ChooseAmong = {},
): Eff<Uid | null> {
  const t = yield* chooseTarget(
    ctx,
    ctx.you,
    "return",
    "return",
    targets(ctx, "return", filter, opts.from),
    opts.optional,
  );
  if (t !== null) returnToHand(ctx, t);
  return t;
}

/** "Move a minion to another base": asks for the destination, then moves it. */
export function* moveToChosenBase(
  ctx: Ctx,
  uid: Uid,
  chooser: Seat = ctx.you,
  optional = false,
): Eff<boolean> {
  const to = yield* chooseBase(ctx, chooser, "moveDestination", moveDestinations(ctx, uid), optional);
  if (to === null) return false;
  return moveMinion(ctx, uid, to);
}

/** The bases an effect of `ctx` may move `uid` to: every other base in play that no restriction
 * forbids (Mo'ai, CS-13: a forbidden move is never offered), among those `where` accepts when given
 * ("a base where you have no minions"). */
export function moveDestinations(ctx: Ctx, uid: Uid, where?: (base: Uid) => boolean): Uid[] {
  return ctx.g.basesInPlay.filter((b) => (!where || where(b)) && canMove(ctx, uid, b));
}

/** Whether `moveDestinations` would list any base: stops at the first, builds no list (a talent's
 * `can`, a minion offered only with somewhere to go). */
export function hasMoveDestination(ctx: Ctx, uid: Uid, where?: (base: Uid) => boolean): boolean {
  for (const b of ctx.g.basesInPlay) if ((!where || where(b)) && canMove(ctx, uid, b)) return true;
  return false;
}

/** "Move a minion" chosen among `candidates` to a base of the chooser's choice. A minion that
 * restrictions forbid to move anywhere is not offered (CS-13); one with no other base to go to still
 * is: the rest of the effect happens without the move (CONFLICT-6, Headlong). */
export function* moveOne(ctx: Ctx, candidates: Uid[], optional = false): Eff<Uid | null> {
  const { g } = ctx;
  const movable = candidates.filter((m) => {
    const from = card(g, m).at;
    return g.basesInPlay.every((b) => b === from) || hasMoveDestination(ctx, m);
  });
  const m = yield* chooseTarget(ctx, ctx.you, "move", "move", movable, optional);
  if (m === null) return null;
  yield* moveToChosenBase(ctx, m);
  return m;
}

/** Shows cards privately to one player (TERM-LOOK). */
export function showTo(g: GameState, seat: Seat, uids: Uid[]): void {
  for (const u of uids) log(g, "seeCard", [u], seat);
  noteLooked(g, seat, uids);
}

/** Shows cards to everyone (TERM-REVEAL). */
export function reveal(g: GameState, seat: Seat, uids: Uid[]): void {
  for (const u of uids) log(g, "reveal", [seat, u]);
}

/** "If you were the winner" of the base an after-scoring Special reacts to (SCORE-13: every tied
 * winner is one). */
export function isWinner(w: SpecialWindow, seat: Seat): boolean {
  return w.result?.winners.includes(seat) ?? false;
}
