// The shared vocabulary card effects are written with: destroy, return, move, place, draw,
// discard, power until end of turn, VP... Each checks protections (TERM-AFFECT), keeps zones
// consistent, logs, and emits the events ongoing abilities listen to.

import { baseClosed } from "./actions.ts";
import { cardPrompt, firstId, parseId, yesNo } from "./ask.ts";
import type { AffectKind, Ctx } from "./defs.ts";
import { cardDef } from "./defs.ts";
import type { GameEvent } from "./events.ts";
import type { Eff } from "./flow.ts";
import { noteNotOwned } from "./hands.ts";
import { log } from "./log.ts";
import type { Purpose } from "./purposes.ts";
import { randomInt, shuffleInPlace } from "./rng.ts";
import { defOf, type Source, sourcesWith } from "./sources.ts";
import {
  allMinions,
  card,
  detach,
  drawCards,
  enterPlay,
  isInPlay,
  leavePlay,
  player,
  put,
  topOfDeck,
} from "./state.ts";
import { emit } from "./triggers.ts";
import type { Expiry, GameState, Seat, Uid } from "./types.ts";

// ---------------------------------------------------------------------------
// Contexts

/** The context of a faction card's ability: "you" is its controller (TERM-YOU). */
export function cardCtx(
  g: GameState,
  self: Uid,
  opts: { played?: boolean; special?: boolean; you?: Seat } = {},
): Ctx {
  const c = card(g, self);
  const d = defOf(g, self);
  return {
    g,
    you: opts.you ?? c.controller,
    self,
    base: -1,
    def: c.def,
    isAction: d.type === "action",
    played: opts.played ?? false,
    special: opts.special ?? false,
    actor: undefined,
    absorbed: undefined,
  };
}

/** The context of a base's ability acting for `you` (usually the active player, TERM-YOU). */
export function baseCtx(g: GameState, base: Uid, you: Seat): Ctx {
  const b = g.bases[base];
  return {
    g,
    you,
    self: -1,
    base,
    def: b ? b.def : "?",
    isAction: false,
    played: false,
    special: false,
    actor: undefined,
    absorbed: undefined,
  };
}

// ---------------------------------------------------------------------------
// Protections

/** Whether an effect of `ctx` may be aimed at `target` at all (immune minions are not options). */
export function canTarget(ctx: Ctx, target: Uid, kind: AffectKind): boolean {
  for (const s of sourcesWith(ctx.g, "shield"))
    if (s.hooks.shield(ctx.g, s.self, target, ctx, kind) === "immune") return false;
  return true;
}

/**
 * TERM-AFFECT: checks protections right before an effect changes `target`. An absorbing protection
 * (Tooth and Claw, Hideout) pays its price here. Returns false when the effect must skip it.
 */
export function mayAffect(ctx: Ctx, target: Uid, kind: AffectKind): boolean {
  const { g } = ctx;
  if (ctx.absorbed?.includes(target)) {
    log(g, "protected", [target]);
    return false;
  }
  let absorber: Source<"shield"> | null = null;
  let blocked = false;
  for (const s of sourcesWith(g, "shield")) {
    const r = s.hooks.shield(g, s.self, target, ctx, kind);
    if (r === "immune") {
      blocked = true;
      break;
    }
    if (r === "absorb" && !absorber) absorber = s;
  }
  if (blocked) {
    log(g, "protected", [target]);
    return false;
  }
  if (absorber) {
    log(g, "protected", [target]);
    // The protector pays once for the whole effect: every minion it covers against this effect
    // stays untouched by the rest of it (Hideout: "the action does not affect your minions").
    const a = absorber;
    const covered = allMinions(g).filter((m) => a.hooks.shield(g, a.self, m, ctx, kind) === "absorb");
    ctx.absorbed = (ctx.absorbed ?? []).concat(covered);
    destroyAction(ctx, a.self);
    return false;
  }
  if (ctx.played && ctx.self >= 0 && card(g, target).controller !== ctx.you) {
    // An effect that takes the minion out of play affects it as it leaves: its "after a card
    // affects this minion" ability still resolves (Brownie destroyed by the card).
    const leaves = kind === "destroy" || kind === "return" || kind === "place";
    emit(
      g,
      { t: "affectedByPlay", uid: target, by: ctx.you, card: ctx.self },
      leaves ? withAttachments(g, [target]) : [],
    );
  }
  return true;
}

/**
 * The targeting step (TERM-DIRECTLY, TERM-AFFECT, BGB-5): the one way a card chooses a card in
 * play its effect will change. Only the legal targets of the effect are offered (protections:
 * "not affected by", Game Guru, Smoke Bomb), `seat` chooses, then redirection abilities may
 * replace the choice (Ensign). Effects on "each/all" minions designate none and never come here
 * (OPEN-15). A plain `chooseCard` of another player's card for such a purpose is refused
 * (ask.ts assertTargeting), so no card can skip this step by accident.
 */
export function* chooseTarget(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  kind: AffectKind,
  candidates: readonly Uid[],
  optional = false,
): Eff<Uid | null> {
  const legal = legalTargets(ctx, candidates, kind);
  if (legal.length === 0) return null;
  // The prompt yielded here rather than through another generator (ask.ts raise).
  const p = cardPrompt(ctx, seat, purpose, legal, optional ? 0 : 1, 1);
  const t = firstId(Array.isArray(p) ? p : yield p);
  if (t === null) return null;
  return yield* redirected(ctx, t, kind, legal);
}

/** The candidates an effect of `ctx` may designate: protections ("not affected by") are those of
 * minions (TERM-AFFECT); an action in play is affected by no protection printed in these boxes
 * (a base's Wildlife Preserve protects the minions there, not itself). */
function legalTargets(ctx: Ctx, candidates: readonly Uid[], kind: AffectKind): Uid[] {
  return candidates.filter((u) => defOf(ctx.g, u).type !== "minion" || canTarget(ctx, u, kind));
}

/** "Up to N minions" (Cannon): each one chosen is designated, and may be redirected in turn to a
 * legal target not designated already (Ensign chosen too has nothing to take). */
export function* chooseTargets(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  kind: AffectKind,
  candidates: readonly Uid[],
  min: number,
  max: number,
): Eff<Uid[]> {
  const legal = legalTargets(ctx, candidates, kind);
  let picked: Uid[] = [];
  if (legal.length > 0) {
    const p = cardPrompt(ctx, seat, purpose, legal, Math.min(min, legal.length), max);
    picked = (Array.isArray(p) ? p : yield p).map(parseId);
  }
  const out: Uid[] = [];
  for (const t of picked) {
    const free = legal.filter((u) => u === t || (!picked.includes(u) && !out.includes(u)));
    out.push(yield* redirected(ctx, t, kind, free));
  }
  return out;
}

/** The player who performs the effect of `ctx` (the `by` of its events): `you` unless the card
 * makes another player do it (`asPlayer`). */
export function performer(ctx: Ctx): Seat {
  return ctx.actor ?? ctx.you;
}

/** Lets a source in play take the effect of `ctx` aimed at `target` instead: one that says it may
 * (its `redirect` hook) and is itself among the effect's legal `candidates` (BGB-Q4); its
 * controller is asked. Returns the final target. */
export function* redirected(ctx: Ctx, target: Uid, kind: AffectKind, candidates: readonly Uid[]): Eff<Uid> {
  const { g } = ctx;
  for (const s of sourcesWith(g, "redirect")) {
    if (s.isBase || s.self === target || !candidates.includes(s.self)) continue;
    if (!s.hooks.redirect(g, s.self, ctx, target, kind)) continue;
    const own = cardCtx(g, s.self);
    if (yield* yesNo(own, own.you, "redirect")) {
      log(g, "redirect", [s.self, target]);
      return s.self;
    }
  }
  return target;
}

export function isIndestructible(g: GameState, uid: Uid): boolean {
  for (const s of sourcesWith(g, "indestructible")) if (s.hooks.indestructible(g, s.self, uid)) return true;
  return false;
}

// ---------------------------------------------------------------------------
// Minions leaving play or moving

/** Destroys a minion in play (TERM-DESTROY). Returns true if it was destroyed. */
export function* destroyMinion(ctx: Ctx, uid: Uid): Eff<boolean> {
  return (yield* destroyMinions(ctx, [uid])).length > 0;
}

/**
 * Destroys minions in play at the same moment ("destroy each / all ...", "up to two"): the
 * protections and replacements of each are settled first, then they all leave play together.
 * Every ability in play at that moment sees every one of them go, theirs included (a Microbot
 * Archive destroyed with other Microbots draws for each, wherever it lies). Returns the minions
 * destroyed.
 */
export function* destroyMinions(ctx: Ctx, uids: readonly Uid[]): Eff<Uid[]> {
  const { g } = ctx;
  const doomed: Uid[] = [];
  for (const uid of uids) {
    const c = card(g, uid);
    if (c.zone !== "base" || doomed.includes(uid)) continue;
    if (isIndestructible(g, uid)) {
      log(g, "indestructible", [uid]);
      continue;
    }
    if (!mayAffect(ctx, uid, "destroy")) continue;
    if (yield* prevented(ctx, uid)) continue;
    const d = cardDef(c.def);
    if (d.replaceDestroy && (yield* d.replaceDestroy(cardCtx(g, uid), uid))) continue;
    if (c.zone === "base") doomed.push(uid);
  }
  if (doomed.length === 0) return doomed;
  const leaving = withAttachments(g, doomed);
  const events: GameEvent[] = doomed.map((uid) => {
    const c = card(g, uid);
    return {
      t: "minionDestroyed",
      uid,
      base: c.at,
      owner: c.owner,
      controller: c.controller,
      by: performer(ctx),
    };
  });
  doomed.forEach((uid, i) => {
    log(g, "destroy", [uid]);
    emit(g, events[i] as GameEvent, leaving);
  });
  const toHand = doomed.filter((uid) => destroyedToHand(g, uid));
  for (const uid of doomed) {
    detach(g, uid);
    leavePlay(g, uid);
    const owner = card(g, uid).owner;
    if (toHand.includes(uid)) {
      put(g, uid, "hand", owner);
      log(g, "toHand", [owner, uid]);
    } else {
      put(g, uid, "discard", owner);
    }
  }
  return doomed;
}

/** "Before one of your minions is destroyed, you may ... to prevent it": every prevention in play
 * for this minion is offered in turn, each decided by its own card's controller, until one
 * prevents it. */
function* prevented(ctx: Ctx, uid: Uid): Eff<boolean> {
  const { g } = ctx;
  for (const s of sourcesWith(g, "preventDestroy")) {
    const run = s.hooks.preventDestroy(g, s.self, uid, ctx);
    if (!run) continue;
    const pctx = s.isBase ? baseCtx(g, s.self, card(g, uid).controller) : cardCtx(g, s.self);
    if (yield* run(pctx)) {
      log(g, "prevented", [uid]);
      return true;
    }
  }
  return false;
}

/** Whether an ability in play sends this destroyed minion to its owner's hand (Grave Situation). */
function destroyedToHand(g: GameState, uid: Uid): boolean {
  for (const s of sourcesWith(g, "destroyedTo"))
    if (s.hooks.destroyedTo(g, s.self, uid) === "hand") return true;
  return false;
}

/** The cards that leave play with these minions: themselves and what is attached to them. */
function withAttachments(g: GameState, minions: readonly Uid[]): Uid[] {
  const out: Uid[] = [];
  for (const m of minions) out.push(m, ...card(g, m).attached);
  return out;
}

/** Destroys an action in play (attached to a base or a minion). */
export function destroyAction(ctx: Ctx, uid: Uid): boolean {
  const { g } = ctx;
  const c = card(g, uid);
  if (c.zone !== "base" && c.zone !== "attached") return false;
  log(g, "destroyAction", [uid]);
  emit(g, { t: "actionDestroyed", uid, owner: c.owner, by: performer(ctx) }, [uid]);
  detach(g, uid);
  leavePlay(g, uid);
  put(g, uid, "discard", c.owner);
  return true;
}

/** Returns a minion in play to its owner's hand (TERM-RETURN). */
export function returnToHand(ctx: Ctx, uid: Uid): boolean {
  const { g } = ctx;
  const c = card(g, uid);
  if (c.zone !== "base") return false;
  if (!mayAffect(ctx, uid, "return")) return false;
  log(g, "return", [uid]);
  emit(g, { t: "minionReturned", uid, from: c.at, by: performer(ctx) }, withAttachments(g, [uid]));
  detach(g, uid);
  leavePlay(g, uid);
  put(g, uid, "hand", c.owner);
  return true;
}

/** Whether an effect of `ctx` may move `uid` to `to` as far as move restrictions go (Mo'ai: can't
 * beats can, CONFLICT-3). The mover is the player who performs the effect (`performer`). */
export function canMove(ctx: Ctx, uid: Uid, to: Uid): boolean {
  const { g } = ctx;
  const c = card(g, uid);
  if (c.zone !== "base" || c.at === to || g.bases[to]?.zone !== "play") return false;
  // CS-16: a base whose cards are being discarded takes no new card.
  if (baseClosed(g, to)) return false;
  for (const s of sourcesWith(g, "allowMove"))
    if (!s.hooks.allowMove(g, s.self, performer(ctx), uid, c.at, to)) return false;
  return true;
}

/** Moves a minion with its counters and attachments to another base (TERM-MOVE). A move that a
 * restriction forbids doesn't happen (CS-13). */
export function moveMinion(ctx: Ctx, uid: Uid, to: Uid): boolean {
  const { g } = ctx;
  const c = card(g, uid);
  if (c.zone !== "base" || c.at === to || g.bases[to]?.zone !== "play") return false;
  if (!canMove(ctx, uid, to)) {
    log(g, "cantMove", [uid, to]);
    return false;
  }
  if (!mayAffect(ctx, uid, "move")) return false;
  const from = c.at;
  // Logged before it leaves: the line says where it came from.
  log(g, "move", [uid, to]);
  detach(g, uid);
  put(g, uid, "base", to);
  emit(g, { t: "minionMoved", uid, from, to, by: performer(ctx) });
  return true;
}

/** Places a minion in play on the top or bottom of its owner's deck (TERM-PLACE). */
export function placeOnDeck(ctx: Ctx, uid: Uid, where: "top" | "bottom"): boolean {
  const { g } = ctx;
  const c = card(g, uid);
  if (c.zone !== "base") return false;
  if (!mayAffect(ctx, uid, "place")) return false;
  detach(g, uid);
  leavePlay(g, uid);
  put(g, uid, "deck", c.owner, where === "top");
  log(g, where === "top" ? "placeTop" : "placeBottom", [uid]);
  return true;
}

/** Moves a card that is not in play (discard, limbo...) to the top or bottom of its owner's deck. */
export function putOnDeck(g: GameState, uid: Uid, where: "top" | "bottom"): void {
  const c = card(g, uid);
  detach(g, uid);
  put(g, uid, "deck", c.owner, where === "top");
}

/** Puts a card that is not in play into its owner's hand (TERM-PLACE). */
export function putInHand(g: GameState, uid: Uid): void {
  const c = card(g, uid);
  detach(g, uid);
  put(g, uid, "hand", c.owner);
  log(g, "toHand", [c.owner, uid]);
}

/** Puts a card that is not in play into its owner's discard pile. */
export function putInDiscard(g: GameState, uid: Uid): void {
  const c = card(g, uid);
  detach(g, uid);
  put(g, uid, "discard", c.owner);
}

/** Shuffles cards (not in play) into their owners' decks (OWN-PILES, CONFLICT-11) and shuffles
 * every deck that received one, whoever asked (`_seat`: the acting player, kept for the callers).
 * With no card, nothing moves and no deck is shuffled, so a known deck top stays known ("any
 * number" includes zero, CONFLICT-8). */
export function shuffleIntoDeck(g: GameState, _seat: Seat, uids: readonly Uid[]): void {
  shuffleIntoOwnersDecks(g, uids);
}

/** The same, for cards revealed, set aside or taken from any zone but play (TOPDECK-4). */
export function shuffleIntoOwnersDecks(g: GameState, uids: readonly Uid[]): void {
  const counts = new Map<Seat, number>();
  for (const uid of uids) {
    const owner = card(g, uid).owner;
    detach(g, uid);
    put(g, uid, "deck", owner);
    counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  for (const [owner, n] of counts) {
    shuffleInPlace(g, player(g, owner).deck);
    log(g, "shuffleIntoDeck", [owner, n]);
  }
}

// ---------------------------------------------------------------------------
// Control (TERM-CONTROL, CS-11, BGB-2)

/**
 * `to` gains control of a card in play (TERM-CONTROL; protections apply, TERM-AFFECT). Without
 * `until` the change lasts until the card leaves play or changes hands again
 * (TERM-CONTROL-DURATION); with it, control goes back at that time (`returnControl`). Attachments
 * keep their own controllers. Returns whether control changed.
 */
export function giveControl(ctx: Ctx, uid: Uid, to: Seat, until?: Expiry): boolean {
  const { g } = ctx;
  const c = card(g, uid);
  if (!isInPlay(c) || c.controller === to || !g.players[to] || player(g, to).out) return false;
  if (!mayAffect(ctx, uid, "control")) return false;
  const from = c.controller;
  // Logged before the change: the line names the card as it was (bob's Howler), the new controller
  // being the line's subject.
  log(g, "control", [to, uid]);
  c.controller = to;
  if (until) g.lasting.push({ kind: "control", uid, stay: c.stay, seat: to, prev: from, until });
  emit(g, { t: "controlChanged", uid, from, to, by: performer(ctx) });
  return true;
}

/**
 * Ends the temporary control changes whose time has come (EOT-2 for "until the end of the turn"):
 * a card still in play in the same stay and still controlled by the taker goes back to whoever
 * controlled it before (to its owner if that player left the game), wherever it moved and whatever
 * was attached to it meanwhile; otherwise a later change won and nothing happens. The latest change
 * is undone first, so nested temporary changes unwind in order. The records stay for the caller's
 * expiry to drop.
 */
export function returnControl(g: GameState, expiring: (e: Expiry) => boolean): void {
  for (let i = g.lasting.length - 1; i >= 0; i--) {
    const l = g.lasting[i];
    if (l?.kind !== "control" || !expiring(l.until)) continue;
    const c = card(g, l.uid);
    if (!isInPlay(c) || c.stay !== l.stay || c.controller !== l.seat) continue;
    const back = g.players[l.prev]?.out ? c.owner : l.prev;
    // Logged before the change: the line names who controlled it until now.
    log(g, "controlReturned", [l.uid, back]);
    c.controller = back;
  }
}

// ---------------------------------------------------------------------------
// Attached actions that move (TERM-TRANSFER, CS-12, BGB-5)

/** The context an action's own ongoing ability acts with: whether a host accepts it (TERM-AFFECT:
 * attaching affects the host) is checked with it, whoever moves the action. */
function ownActionCtx(g: GameState, uid: Uid, you: Seat): Ctx {
  return { ...cardCtx(g, uid, { you }), isAction: true };
}

/** Whether the action `uid` may be transferred to `to`: a minion in play for an action on a minion
 * (or waiting to move, in limbo), another base in play for an action on a base, and a host that
 * accepts it. */
export function canTransfer(
  g: GameState,
  uid: Uid,
  to: { minion: Uid } | { base: Uid },
  you: Seat = card(g, uid).controller,
): boolean {
  const c = card(g, uid);
  if (cardDef(c.def).type !== "action") return false;
  // CS-16: nothing is transferred onto a base closed by its scoring, nor onto a minion there.
  if (baseClosed(g, "minion" in to ? (g.cards[to.minion]?.at ?? -1) : to.base)) return false;
  if ("minion" in to) {
    const m = g.cards[to.minion];
    if (m?.zone !== "base" || (c.zone !== "attached" && c.zone !== "limbo") || c.at === to.minion)
      return false;
    return canTarget(ownActionCtx(g, uid, you), to.minion, "attach");
  }
  return c.zone === "base" && c.at !== to.base && g.bases[to.base]?.zone === "play";
}

/**
 * Transfers an action to another host (TERM-TRANSFER; Rules Lawyer extends it to actions on bases):
 * not a play (no `actionPlayed`, no on-play ability), it keeps its controller, counters and stay,
 * and its ongoing ability applies at the new place at once. The new host must accept it
 * (protections against the action itself). An action waiting in limbo because its host left
 * (`whenHostLeaves`) is put back into play under `ctx.you`'s control.
 */
export function transferAction(ctx: Ctx, uid: Uid, to: { minion: Uid } | { base: Uid }): boolean {
  const { g } = ctx;
  const c = card(g, uid);
  const waiting = c.zone === "limbo";
  const you = waiting ? ctx.you : c.controller;
  if (!canTransfer(g, uid, to, you)) return false;
  const from = waiting ? -1 : c.at;
  if ("minion" in to && !mayAffect(ownActionCtx(g, uid, you), to.minion, "attach")) return false;
  const dest = "minion" in to ? to.minion : to.base;
  // Logged before it leaves: the line says where it came from.
  log(g, "minion" in to ? "transferToMinion" : "transferToBase", [uid, dest]);
  detach(g, uid);
  if ("minion" in to) put(g, uid, "attached", to.minion);
  else put(g, uid, "base", to.base);
  c.controller = you;
  emit(g, { t: "actionTransferred", uid, from, to: dest, by: performer(ctx) });
  return true;
}

/** "When this minion leaves play, move this card to another minion" (Bewitched): `ctx.you` chooses
 * among the minions in play that accept it; none → it stays in limbo (then discarded). */
export function* transferToAnotherMinion(ctx: Ctx, self: Uid): Eff<boolean> {
  const options = allMinions(ctx.g).filter((m) => canTransfer(ctx.g, self, { minion: m }, ctx.you));
  const m = yield* chooseTarget(ctx, ctx.you, "transferTarget", "attach", options);
  return m !== null && transferAction(ctx, self, { minion: m });
}

// ---------------------------------------------------------------------------
// Power, breakpoints, VP

export function addPowerUntil(
  ctx: Ctx,
  uid: Uid,
  amount: number,
  until: Expiry = { kind: "endOfTurn" },
): boolean {
  const { g } = ctx;
  const c = card(g, uid);
  if (c.zone !== "base") return false;
  if (!mayAffect(ctx, uid, "power")) return false;
  g.lasting.push({ kind: "power", uid, stay: c.stay, amount, until });
  log(g, "power", [uid, amount]);
  return true;
}

export function addBreakpointUntilEndOfTurn(g: GameState, base: Uid, amount: number): void {
  g.lasting.push({ kind: "breakpoint", base, amount, until: { kind: "endOfTurn" } });
  log(g, "breakpoint", [base, amount]);
}

/** "This base's breakpoint is N until the end of the turn": overrides every other modifier. */
export function setBreakpointUntilEndOfTurn(g: GameState, base: Uid, value: number): void {
  if (g.bases[base]?.zone !== "play") return;
  g.lasting.push({ kind: "breakpointSet", base, value, until: { kind: "endOfTurn" } });
  log(g, "breakpointSet", [base, value]);
}

/** `cause` "additional": VP added to a gain that is being answered (Cosplay), not a new gain, so
 * nothing reacts to it (BGB-3: no loop, whatever the number of reacting cards). `logged`: the
 * caller's own line already says it (a scoring's "finishes #1 ... and gains 4 VP"). */
export function gainVp(g: GameState, seat: Seat, n: number, cause?: "additional", logged = false): void {
  if (n <= 0) return;
  player(g, seat).vp += n;
  if (!logged) log(g, "vp", [seat, n]);
  if (cause !== "additional") emit(g, { t: "vpGained", seat, amount: n });
}

// ---------------------------------------------------------------------------
// Hands and decks

export function draw(g: GameState, seat: Seat, n: number): Uid[] {
  return drawCards(g, seat, n);
}

export function discardFromHand(g: GameState, seat: Seat, uids: Uid[]): void {
  const p = player(g, seat);
  for (const uid of uids) {
    if (!p.hand.includes(uid)) continue;
    detach(g, uid);
    put(g, uid, "discard", card(g, uid).owner);
    log(g, "discard", [seat, uid]);
    noteNotOwned(g, uid, seat, "discard", "hand");
  }
}

/** Discards n random cards from a hand (fewer if the hand is smaller). */
export function discardRandom(g: GameState, seat: Seat, n: number): Uid[] {
  const p = player(g, seat);
  const out: Uid[] = [];
  for (let i = 0; i < n && p.hand.length > 0; i++) {
    const uid = p.hand[randomInt(g, p.hand.length)] as Uid;
    discardFromHand(g, seat, [uid]);
    out.push(uid);
  }
  return out;
}

/** Reveals the top card of a deck (reshuffling first if the deck is empty, DECK-1). */
export function revealTop(g: GameState, seat: Seat): Uid | null {
  const uid = topOfDeck(g, seat);
  if (uid === null) log(g, "revealNothing", [seat]);
  else log(g, "reveal", [seat, uid]);
  return uid;
}

/** Looks at the top card of a deck privately (TERM-LOOK). */
export function lookTop(g: GameState, seat: Seat): Uid | null {
  return topOfDeck(g, seat);
}

// ---------------------------------------------------------------------------
// Putting minions into play without playing them

/** Puts a card onto a base under `controller`'s control without playing it (no on-play ability). */
export function placeMinionOnBase(g: GameState, uid: Uid, base: Uid, controller: Seat): void {
  detach(g, uid);
  put(g, uid, "base", base);
  enterPlay(g, uid, controller);
}

// ---------------------------------------------------------------------------
// +1 power counters (COUNTER-*)

/** Places n +1 power counters on a card in play, a minion or an action (COUNTER-1, COUNTER-7). */
export function addCounters(ctx: Ctx, uid: Uid, n: number): boolean {
  const c = card(ctx.g, uid);
  if (n <= 0 || !isInPlay(c) || !mayAffect(ctx, uid, "counter")) return false;
  c.counters += n;
  log(ctx.g, "counters", [uid, n]);
  return true;
}

/** Removes up to n counters from a minion; returns how many were removed. */
export function removeCounters(ctx: Ctx, uid: Uid, n: number): number {
  const c = card(ctx.g, uid);
  const k = isInPlay(c) ? Math.min(n, c.counters) : 0;
  if (k <= 0 || !mayAffect(ctx, uid, "counter")) return 0;
  c.counters -= k;
  log(ctx.g, "countersRemoved", [uid, k]);
  return k;
}

/** Transfers up to n counters between two minions in play (TERM-TRANSFER, COUNTER-6). */
export function transferCounters(ctx: Ctx, from: Uid, to: Uid, n: number): number {
  const a = card(ctx.g, from);
  const b = card(ctx.g, to);
  const k = Math.min(n, a.counters);
  if (k <= 0 || from === to || !isInPlay(a) || !isInPlay(b)) return 0;
  if (!mayAffect(ctx, from, "counter") || !mayAffect(ctx, to, "counter")) return 0;
  a.counters -= k;
  b.counters += k;
  log(ctx.g, "countersMoved", [from, to, k]);
  return k;
}

/** "Place a +1 power counter on each of ...": returns the cards that got one. */
export function placeCounterOnEach(ctx: Ctx, uids: readonly Uid[]): Uid[] {
  return uids.filter((u) => addCounters(ctx, u, 1));
}

/** Cards from `seat`'s hand to the top or bottom of their owners' decks (CONFLICT-11), in the
 * order given; the others learn how many, only `seat` which (TERM-LOOK). */
export function handToDeck(g: GameState, seat: Seat, uids: readonly Uid[], where: "top" | "bottom"): void {
  const hand = player(g, seat).hand;
  const moved = uids.filter((u) => hand.includes(u));
  for (const uid of moved) {
    putOnDeck(g, uid, where);
    log(g, "handToDeckSecret", [uid], seat);
  }
  if (moved.length > 0) log(g, where === "top" ? "handToDeckTop" : "handToDeckBottom", [seat, moved.length]);
}
