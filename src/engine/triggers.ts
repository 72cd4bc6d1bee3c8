// One resolution loop for triggered abilities. Events are offered once to every listener in
// play when they happen; what triggers waits in the queue until the card being resolved is done
// (ORDER-1 step 3), then resolves in the order the active player picks (ORDER-5).

import { ask, option } from "./ask.ts";
import type { Ctx, PendingTrigger, SpecialWindow } from "./defs.ts";
import type { GameEvent } from "./events.ts";
import { type Eff, endsOwnEffect } from "./flow.ts";
import { mapPacked } from "./packed.ts";
import { PerGame } from "./per-game.ts";
import { reactionWindow } from "./reactions.ts";
import { listenersOf, type Source, sourcesWith } from "./sources.ts";
import type { GameState, PromptOption, Seat, Uid } from "./types.ts";

/** Where a resolved card goes at ORDER-1 step 5 (CS-2). A hand or deck is its owner's unless
 * named: "another player's hand" lets `chooser` pick it. */
export type Destination =
  | { to: "discard" }
  | { to: "otherHand"; chooser: Seat }
  | { to: "hand"; seat: Seat }
  | { to: "deck"; where: "top" | "bottom" };

/** A played card that is resolving (ORDER-3: in no pile), with what decides where it goes. */
export interface Resolving {
  uid: Uid;
  /** Set by the card itself ("place this card into another player's hand"). */
  own?: Destination;
  /** Set by the effect that played it (Anansi the Spider): beats `own` (CARD-ANANSI-CADEAU). */
  override?: Destination;
  /** Replacements its controller may pick instead of the discard pile (Anansi's Web, Favor of
   * Dionysus); not offered when the card names its own destination (CARD-TOILE-D-ANANSI). */
  offers: { dest: Destination; source: string; then?: (ctx: Ctx) => Eff }[];
  /** Cancelled ("it has no effect", TERM-CANCEL): to its owner's discard pile whatever was set. */
  cancelled?: boolean;
}

interface Runtime {
  queue: PendingTrigger[];
  /** Cards played and not yet put where they go (ORDER-1 step 5), in the order they were played. */
  resolving: Resolving[];
  /** Reaction windows waiting for ORDER-1 step 4, one per event, in event order (CS-3). */
  windows: SpecialWindow[];
  /** How many resolution units are running, one inside another. */
  depth: number;
  /** Plays waiting for responses (BGB-1), innermost last, with whether each was cancelled. */
  interrupts: { uid: Uid; cancelled: boolean }[];
  /** Cards looked at privately (TERM-LOOK) by the effect resolving now, with who looked: the
   * prompts that effect raises for that player carry them (`Prompt.shown`). */
  looked: { seat: Seat; uid: Uid }[];
}

// A decision asks a dozen times (units, looks, triggers).
const runtimes = new PerGame<Runtime>();

// The game asked last and its runtime: a unit alone asks half a dozen times.
let lastRtGame: GameState | null = null;
let lastRt: Runtime | null = null;

function runtime(g: GameState): Runtime {
  if (g === lastRtGame && lastRt !== null) return lastRt;
  let rt = runtimes.get(g);
  if (!rt) {
    rt = { queue: [], resolving: [], windows: [], depth: 0, interrupts: [], looked: [] };
    runtimes.set(g, rt);
  }
  lastRtGame = g;
  lastRt = rt;
  return rt;
}

/**
 * Offers an event to the abilities in play, in the state of the moment it happens. An event that
 * takes cards out of play is emitted before they go, with them as `leaving`: the abilities in play
 * then (theirs included) see it, and the triggers of the leaving cards resolve from wherever the
 * cards went (look-back). Any other trigger resolves only while its source is still in play.
 */
export function emit(g: GameState, ev: GameEvent, leaving: readonly Uid[] = []): void {
  // The index is rebuilt into new arrays, never mutated: the listeners of this event stay fixed
  // even if a listener's reaction changes what is in play. Only the sources whose `onEvents` list
  // this kind are asked, in the order of every `on` source (the order triggers queue in).
  const listeners = listenersOf(g, ev.t);
  if (checking) checkListeners(g, ev, listeners);
  for (const s of listeners) {
    const t = s.hooks.on(g, s.self, ev);
    if (!t) continue;
    if (s.isBase) queued(g, t, { base: s.self }, undefined);
    else if (leaving.includes(s.self)) queued(g, t, undefined, true);
    else queued(g, t, { card: s.self, stay: (g.cards[s.self] as { stay: number }).stay }, undefined);
  }
  const w = reactionWindow(g, ev);
  if (w) runtime(g).windows.push(w);
}

let checking = false;

/** For tests: at every event, also asks the `on` hooks in play that do not list its kind, and
 * throws if one answers with a trigger (its `onEvents` misses the kind), or if the listeners
 * asked are not those of every `on` source that list it, in their order (false: no more). */
export function checkEventKinds(on: boolean): void {
  checking = on;
}

function checkListeners(g: GameState, ev: GameEvent, listeners: Source<"on">[]): void {
  let n = 0;
  for (const s of sourcesWith(g, "on")) {
    if (s.hooks.onEvents?.includes(ev.t)) {
      if (listeners[n++] !== s) throw new Error(`the listeners of ${ev.t} are not the on sources listing it`);
    } else if (s.hooks.on(g, s.self, ev))
      throw new Error(`${(s.hooks as { key?: string }).key} answers ${ev.t}, not in its onEvents`);
  }
  if (n !== listeners.length) throw new Error(`the listeners of ${ev.t} are not the on sources listing it`);
}

/** TERM-ONGOING: whether the trigger's source is still the card (or base) in play it was. */
function sourceActive(g: GameState, t: PendingTrigger): boolean {
  const src = t.source;
  if (t.lookBack || !src) return true;
  if ("base" in src) return g.bases[src.base]?.zone === "play";
  const c = g.cards[src.card];
  return !!c && (c.zone === "base" || c.zone === "attached") && c.stay === src.stay;
}

/** Queues a trigger; a trigger with the key of one already waiting is the same cause seen twice. */
export function queueTrigger(g: GameState, t: PendingTrigger): void {
  queued(g, t, t.source, t.lookBack);
}

/**
 * Queues a copy of `t` with every field, in one order (undefined when it has none), and the source
 * the engine found: the cards' hooks return triggers of several shapes (`orderFree`, `key` or
 * neither), and the engine used to add `source` or `lookBack` to each, so the queue's reads of a
 * trigger saw a dozen hidden classes, more with the expansions' cards (issue 22: all four boxes
 * against core per decision).
 */
function queued(
  g: GameState,
  t: PendingTrigger,
  source: PendingTrigger["source"],
  lookBack: boolean | undefined,
): void {
  const q: PendingTrigger = { ctx: t.ctx, run: t.run, orderFree: t.orderFree, key: t.key, source, lookBack };
  watcher?.(q);
  const rt = runtime(g);
  if (q.key !== undefined && rt.queue.some((o) => o.key === q.key)) return;
  rt.queue.push(q);
}

let watcher: ((t: PendingTrigger) => void) | null = null;

/** For tests: calls `watch` with every trigger queued (null: no more). */
export function watchTriggers(watch: ((t: PendingTrigger) => void) | null): void {
  watcher = watch;
}

export function hasPendingTriggers(g: GameState): boolean {
  return runtime(g).queue.length > 0;
}

function orderMatters(batch: PendingTrigger[]): boolean {
  if (batch.every((t) => t.orderFree)) return false;
  const first = batch[0]?.ctx.def;
  return batch.some((t) => t.ctx.def !== first);
}

function triggerOption(t: PendingTrigger, id: string): PromptOption {
  if (t.ctx.self >= 0) return option(id, t.ctx.self, undefined, undefined, undefined, t.ctx.def);
  return option(id, undefined, t.ctx.base, undefined, undefined, t.ctx.def);
}

/** Resolves every queued trigger, and what they trigger in turn, until the queue is empty (a
 * resolution unit nested in another resolves only its own: resolveUnitTriggers). */
export function resolveTriggers(g: GameState): Eff {
  return resolveFrom(g, runtime(g), 0);
}

/** The triggers queued since `from`, resolved; most calls (every phase of every turn) find nothing
 * queued: no generator is made for them. */
function resolveFrom(g: GameState, rt: Runtime, from: number): Eff {
  return rt.queue.length > from ? resolveQueue(g, rt, from) : RESOLVED;
}

// A finished generator, shared: `yield*` over it returns at once, as a call to resolveQueue with
// an empty queue would. It is never suspended, so nothing can throw into it or resume it.
const RESOLVED: Eff = resolveQueue(null as unknown as GameState, { queue: [] } as unknown as Runtime, 0);
RESOLVED.next();

// The runtime is looked up once per call from outside, not again at every trigger resolved.
function* resolveQueue(g: GameState, rt: Runtime, from: number): Eff {
  while (rt.queue.length > from) {
    let batch = rt.queue.splice(from);
    for (;;) {
      // A trigger whose card left play meanwhile does nothing, and is not offered for ordering.
      batch = batch.filter((t) => sourceActive(g, t));
      if (batch.length === 0) break;
      let i = 0;
      if (batch.length > 1 && orderMatters(batch)) {
        const choice = yield* ask(g, {
          seat: g.turn.active,
          kind: "order",
          purpose: "orderTriggers",
          options: mapPacked(batch, (t, k) => triggerOption(t, `t${k}`)),
          min: 1,
          max: 1,
        });
        i = Number((choice[0] as string).slice(1));
      }
      const [t] = batch.splice(i, 1);
      if (!t) break;
      // A trigger that plays its own card ends when that play is cancelled (TERM-CANCEL): what
      // ownEffect does, written out here so that every trigger resumes through one generator less.
      try {
        const effect = t.run(t.ctx);
        if (effect) yield* effect;
      } catch (e) {
        if (!endsOwnEffect(e, t.ctx.self)) throw e;
      }
      // ORDER-2: what this trigger caused resolves before the rest of the batch.
      if (rt.queue.length > from) yield* resolveQueue(g, rt, from);
    }
  }
}

export function markResolving(g: GameState, uid: Uid): void {
  runtime(g).resolving.push({ uid, offers: [] });
}

/** An action attached after its responses: it is in play, no longer resolving. */
export function unmarkResolving(g: GameState, uid: Uid): void {
  const rt = runtime(g);
  rt.resolving = rt.resolving.filter((r) => r.uid !== uid);
}

export function pushInterrupt(g: GameState, uid: Uid): void {
  runtime(g).interrupts.push({ uid, cancelled: false });
}

/** Ends the responses to a play; true when it was cancelled. */
export function popInterrupt(g: GameState, uid: Uid): boolean {
  const rt = runtime(g);
  const i = rt.interrupts.findIndex((x) => x.uid === uid);
  const [entry] = i >= 0 ? rt.interrupts.splice(i, 1) : [];
  return entry?.cancelled ?? false;
}

/** The play waiting for responses that a response now would answer (the innermost), or null. */
export function waitingPlay(g: GameState): Uid | null {
  const list = runtime(g).interrupts;
  return list.length > 0 ? (list[list.length - 1] as { uid: Uid }).uid : null;
}

/** Whether `uid` is a play still waiting for responses and not cancelled. */
export function isWaitingPlay(g: GameState, uid: Uid): boolean {
  return runtime(g).interrupts.some((x) => x.uid === uid && !x.cancelled);
}

/** Marks a waiting play cancelled (its card is moved by the caller). */
export function markCancelled(g: GameState, uid: Uid): boolean {
  const rt = runtime(g);
  const entry = rt.interrupts.find((x) => x.uid === uid && !x.cancelled);
  if (!entry) return false;
  entry.cancelled = true;
  const r = rt.resolving.find((x) => x.uid === uid);
  if (r) r.cancelled = true;
  return true;
}

/** The record of a card still resolving, or null. */
export function resolvingRecord(g: GameState, uid: Uid): Resolving | null {
  return runtime(g).resolving.find((r) => r.uid === uid) ?? null;
}

/** Where a resolution unit begins: what it settles is what was queued after this point. The
 * outermost unit settles everything, also windows queued by events outside any unit. It holds the
 * game's runtime, looked up once when the unit is entered rather than at each step of the unit
 * (issue 22: a unit read it seven times): a game's runtime is the same object for as long as the
 * game runs (resetRuntime only when it ends, and its generator is then never resumed). */
export interface UnitMark {
  rt: Runtime;
  resolving: number;
  windows: number;
  triggers: number;
  /** How many looked-at cards were remembered when the unit began (forgetLookedSince). */
  looked: number;
}

export function enterUnit(g: GameState): UnitMark {
  const rt = runtime(g);
  const outer = rt.depth === 0;
  const mark = {
    rt,
    resolving: rt.resolving.length,
    windows: outer ? 0 : rt.windows.length,
    triggers: outer ? 0 : rt.queue.length,
    looked: rt.looked.length,
  };
  rt.depth++;
  return mark;
}

export function leaveUnit(mark: UnitMark): void {
  mark.rt.depth--;
}

/** Whether triggers or reaction windows were queued since `mark`: when not, settling the unit
 * (resolveTriggers, then takeWindows) would do nothing, and is skipped without building its steps. */
export function unsettled(mark: UnitMark): boolean {
  const rt = mark.rt;
  return rt.queue.length > mark.triggers || rt.windows.length > mark.windows;
}

/** Whether cards were played since `mark` and are still resolving (takeResolved would give some). */
export function resolvedSince(mark: UnitMark): boolean {
  return mark.rt.resolving.length > mark.resolving;
}

/** The cards played since `mark` whose resolution is over, to be put where they go now. */
export function takeResolved(mark: UnitMark): Resolving[] {
  return mark.rt.resolving.splice(mark.resolving);
}

/** The triggers queued since `mark`, resolved (ORDER-1 step 3): those of the card a nested unit
 * interrupts wait for that card's own step 3. */
export function resolveUnitTriggers(g: GameState, mark: UnitMark): Eff {
  return resolveFrom(g, mark.rt, mark.triggers);
}

/** The reaction windows queued since `mark`, to be opened now (ORDER-1 step 4). */
export function takeWindows(mark: UnitMark): SpecialWindow[] {
  return mark.rt.windows.splice(mark.windows);
}

/** What the unit's body looked at is forgotten when the body ends (the looks since `mark`). */
export function forgetLookedSince(mark: UnitMark): void {
  forgetLookedFrom(mark.rt.looked, mark.looked);
}

/** Nothing is resolving and nothing waits: true at every quiet point (CS-17). */
export function runtimeIdle(g: GameState): boolean {
  const rt = runtimes.get(g);
  return (
    !rt ||
    (rt.queue.length === 0 &&
      rt.resolving.length === 0 &&
      rt.windows.length === 0 &&
      rt.interrupts.length === 0)
  );
}

/** Forgets whatever was resolving (the game ended in the middle of an effect). */
export function resetRuntime(g: GameState): void {
  runtimes.delete(g);
  if (g === lastRtGame) lastRt = null;
}

/** `seat` looks at `uids` privately (TERM-LOOK, ZONE-5): remembered while the effect resolves. */
export function noteLooked(g: GameState, seat: Seat, uids: readonly Uid[]): void {
  const rt = runtime(g);
  for (const uid of uids)
    if (!rt.looked.some((l) => l.seat === seat && l.uid === uid)) rt.looked.push({ seat, uid });
}

/** The cards `seat` is looking at in the effect resolving now, in the order they were seen. */
export function lookedBy(g: GameState, seat: Seat): Uid[] {
  const looked = runtimes.get(g)?.looked;
  // At most prompts nothing is being looked at: no copies made.
  if (!looked || looked.length === 0) return [];
  // A loop, not filter().map(): map's result is holey once TurboFan inlines it (packed.ts).
  const shown: Uid[] = [];
  for (const l of looked) if (l.seat === seat) shown.push(l.uid);
  return shown;
}

/** Everything looked at is forgotten (a quiet point: nothing is resolving). */
export function forgetLooked(g: GameState): void {
  forgetLookedFrom(runtime(g).looked, 0);
}

function forgetLookedFrom(looked: unknown[], mark: number): void {
  if (looked.length > mark) looked.length = mark;
}
