// The game loop: setup (mulligans), then turns of five phases (TURN-1) until someone wins.
// Driven by the phase stored in the state, so it can start again from any quiet point.

import { endPlayPhase } from "./allowances.ts";
import { ask, cardOption, labelOption, raiseWith } from "./ask.ts";
import { cardDef } from "./defs.ts";
import { returnControl } from "./effects.ts";
import { CHECKPOINT, type Eff } from "./flow.ts";
import { noteNotOwned } from "./hands.ts";
import { log } from "./log.ts";
import { mapPacked } from "./packed.ts";
import { applyMain, mainOptions, unit } from "./play.ts";
import { shuffleInPlace } from "./rng.ts";
import { scoringPhase } from "./scoring.ts";
import {
  card,
  detach,
  drawCards,
  freshTurn,
  HAND_LIMIT,
  HAND_SIZE,
  nextSeat,
  player,
  put,
  seatsFrom,
} from "./state.ts";
import { emit, resolveTriggers } from "./triggers.ts";
import type { Expiry, GameState, Lasting, Seat } from "./types.ts";

export function* runGame(g: GameState): Eff {
  if (g.turn.phase === "setup") {
    log(g, "gameStart", [g.firstPlayer]);
    yield* mulligans(g);
    beginTurn(g, g.firstPlayer, 1);
  }
  while (!g.result) {
    switch (g.turn.phase) {
      case "start":
        yield* startPhase(g);
        break;
      case "play":
        yield* playPhase(g);
        break;
      case "score":
        yield* scoringPhase(g);
        g.turn.phase = "draw";
        break;
      case "draw":
        yield* drawPhase(g);
        break;
      case "end":
        yield* endPhase(g);
        break;
      default:
        throw new Error(`unexpected phase ${g.turn.phase}`);
    }
  }
  g.turn.phase = "over";
  yield CHECKPOINT;
}

/**
 * SETUP-10: a player whose opening hand has no minion may take a new one, once (OPEN-28: in seat
 * order from the first player). With hidden timing every player confirms their hand, so being
 * asked reveals nothing; players holding a minion can only keep theirs.
 */
function* mulligans(g: GameState): Eff {
  for (const seat of seatsFrom(g, g.firstPlayer)) {
    const p = player(g, seat);
    const eligible = !p.hand.some((u) => cardDef(card(g, u).def).type === "minion");
    if (!eligible && !g.options.hiddenTiming) continue;
    const options = eligible
      ? [labelOption("yes", "yes"), labelOption("no", "no")]
      : [labelOption("no", "no")];
    const choice = yield* ask(g, { seat, purpose: "mulligan", options, min: 1, max: 1, always: true });
    if (choice[0] !== "yes") continue;
    log(g, "mulligan", [seat]);
    for (const u of p.hand) log(g, "reveal", [seat, u]);
    // The old hand is set aside while the new one is drawn, then shuffled back in.
    const old = p.hand.splice(0);
    for (const u of old) put(g, u, "limbo", seat);
    drawCards(g, seat, HAND_SIZE, false);
    for (const u of old) {
      detach(g, u);
      put(g, u, "deck", seat);
    }
    shuffleInPlace(g, p.deck);
  }
}

function beginTurn(g: GameState, seat: Seat, number: number): void {
  g.turn = freshTurn(number, seat, "start");
}

function expires(l: Lasting, test: (e: Expiry) => boolean): boolean {
  return l.kind !== "noActions" && test(l.until);
}

function* startPhase(g: GameState): Eff {
  const seat = g.turn.active;
  log(g, "turnStart", [g.turn.number, seat]);
  // START-2: "until the start of your turn" ends before any start-of-turn ability.
  returnControl(g, (e) => e.kind === "startOfTurn" && e.seat === seat);
  g.lasting = g.lasting.filter((l) => !expires(l, (e) => e.kind === "startOfTurn" && e.seat === seat));
  for (const l of g.lasting)
    if (l.kind === "noActions" && l.seat === seat && l.turn === 0) l.turn = g.turn.number;
  // START-1: every start-of-turn ability, in the order the active player picks.
  yield* unit(g, startTriggers(g, seat));
  g.turn.phase = "play";
}

function* startTriggers(g: GameState, seat: Seat): Eff {
  emit(g, { t: "turnStart", seat });
  yield* resolveTriggers(g);
}

function* playPhase(g: GameState): Eff {
  const seat = g.turn.active;
  for (;;) {
    // A quiet point: nothing is resolving, the state alone says what comes next.
    yield CHECKPOINT;
    // Raised and yielded here rather than through `yield* ask(...)`, without a spec object (ask.ts
    // raiseWith): the main prompt is most of a game's decisions, and each is answered through one
    // generator less.
    const p = raiseWith(g, seat, "main", "main", mainOptions(g, seat), 1, 1, undefined, undefined, true);
    const id = (Array.isArray(p) ? p : yield p)[0] as string;
    if (id === "end") break;
    yield* applyMain(g, seat, id);
    if (g.result) return;
  }
  // PLAY-11: extras not used by the end of the play phase are lost.
  endPlayPhase(g.turn);
  g.turn.phase = "score";
}

function* drawPhase(g: GameState): Eff {
  const seat = g.turn.active;
  drawCards(g, seat, 2);
  // DRAW-2: the hand limit is checked now and only now.
  if (player(g, seat).hand.length > HAND_LIMIT) yield* unit(g, discardToHandLimit(g, seat));
  g.turn.phase = "end";
}

/** A resolution unit of its own: discarding a card one doesn't own triggers abilities (Onini). */
function* discardToHandLimit(g: GameState, seat: Seat): Eff {
  const p = player(g, seat);
  const excess = p.hand.length - HAND_LIMIT;
  const choice = yield* ask(g, {
    seat,
    purpose: "handLimit",
    options: mapPacked(p.hand, cardOption),
    min: excess,
    max: excess,
  });
  log(g, "handLimit", [seat]);
  for (const id of choice) {
    const uid = Number(id.slice(1));
    detach(g, uid);
    put(g, uid, "discard", card(g, uid).owner);
    log(g, "discardSecret", [uid], seat);
    noteNotOwned(g, uid, seat, "discard", "hand");
  }
}

function* endPhase(g: GameState): Eff {
  const seat = g.turn.active;
  // EOT-1: one-shot end-of-turn effects, in the active player's order.
  yield* unit(g, endTriggers(g, seat));
  // EOT-2: everything lasting until the end of the turn expires at once; control taken until then
  // goes back (TERM-CONTROL-DURATION).
  returnControl(g, (e) => e.kind === "endOfTurn");
  g.lasting = g.lasting.filter(
    (l) =>
      !expires(l, (e) => e.kind === "endOfTurn") && !(l.kind === "noActions" && l.turn === g.turn.number),
  );
  log(g, "endTurn", [seat]);
  // EOT-3: victory check.
  if (checkVictory(g)) return;
  if (g.options.maxTurns > 0 && g.turn.number >= g.options.maxTurns) {
    g.result = { winner: null, reason: "turnCap", vp: g.players.map((p) => p.vp) };
    log(g, "turnCap", []);
    return;
  }
  beginTurn(g, nextSeat(g, seat), g.turn.number + 1);
}

function* endTriggers(g: GameState, seat: Seat): Eff {
  emit(g, { t: "turnEnd", seat });
  yield* resolveTriggers(g);
}

/** The last player left in the game wins, whenever the others leave. */
export function checkLastPlayer(g: GameState): boolean {
  const alive = g.players.filter((p) => !p.out);
  if (alive.length !== 1) return false;
  const last = alive[0] as { seat: Seat };
  g.result = { winner: last.seat, reason: "lastPlayer", vp: g.players.map((p) => p.vp) };
  log(g, "lastPlayer", [last.seat]);
  return true;
}

/** WIN-1/2, at the end of a turn only (WIN-3): one player alone with the most VP, at or above the
 * target, wins. */
export function checkVictory(g: GameState): boolean {
  if (checkLastPlayer(g)) return true;
  const alive = g.players.filter((p) => !p.out);
  const best = Math.max(...alive.map((p) => p.vp));
  if (best < g.options.vpTarget) return false;
  const leaders = alive.filter((p) => p.vp === best);
  if (leaders.length > 1) {
    log(g, "tieContinue", [g.options.vpTarget]);
    return false;
  }
  const w = leaders[0] as { seat: Seat; vp: number };
  g.result = { winner: w.seat, reason: "vp", vp: g.players.map((p) => p.vp) };
  log(g, "winner", [w.seat, w.vp]);
  return true;
}
