// Card and base definitions: data plus small effect functions. Definitions live under cards/
// and register themselves here; the engine only knows them through these hooks.

import type { EventKind, GameEvent } from "./events.ts";
import type { Eff } from "./flow.ts";
import type { CardType, ExtraAllowance, GameState, Seat, Uid } from "./types.ts";

export interface Texts {
  en: string;
  fr: string;
}

/** Who is acting and through which card: everything an effect needs besides the state. */
export interface Ctx {
  g: GameState;
  /** The player the ability belongs to ("you", TERM-YOU). */
  you: Seat;
  /**
   * The player who performs the effect when the card makes another player do it ("that player
   * destroys one of their minions", Griefer): events record them as `by` ("the player who
   * destroyed them", Crypt). Protections still see the card's player (`you`). Default: `you`.
   * Set with `asPlayer` (api.ts), never by hand.
   */
  actor?: Seat;
  /** Faction card whose ability this is, or -1 for a base ability. */
  self: Uid;
  /** Base whose ability this is, or -1. */
  base: Uid;
  /** Definition key of the source (for logs, prompts and "once per name" rules). */
  def: string;
  /** The source is an action card (for protections against "other players' actions"). */
  isAction: boolean;
  /** The effect comes from playing a card (Brownie reacts to played cards only). */
  played: boolean;
  /** The effect is a Special: extras it grants must be used at once (PLAY-9 b). */
  special: boolean;
  /**
   * Minions an absorbing protection already paid for against this effect (set by mayAffect): they
   * stay protected for the rest of the effect, since the protector is gone (Hideout).
   */
  absorbed?: Uid[];
}

/** What an effect does to a minion, for protections (TERM-AFFECT). */
export type AffectKind = "destroy" | "move" | "return" | "place" | "power" | "attach" | "control" | "counter";

/** A protection's answer: ignore the effect silently, or ignore it and pay a price (absorb). */
export type ShieldResult = "immune" | "absorb" | null;

/**
 * A Special window: the two scoring windows (SCORE-3 steps 3 and 5), a reaction window opened at
 * ORDER-1 step 4 after an event some Special of the game reacts to (its kind is the event's type:
 * "notOwnedUsed", Mboro; "vpGained", Cosplay), or the interrupt opened when a card is played,
 * before its ability ("cardPlayed": Wil Wheaton, Control Minion).
 */
export type WindowKind = "beforeScoring" | "afterScoring" | "notOwnedUsed" | "vpGained" | "cardPlayed";

export interface SpecialWindow {
  kind: WindowKind;
  /** The base being scored; for a reaction or an interrupt, the base of the event or -1. */
  base: Uid;
  /** After scoring: the result of the scored base ("if you were the winner", SCORE-13). */
  result?: ScoreResult;
  /** A reaction or an interrupt: the event it answers (for "cardPlayed", the card's play). */
  event?: GameEvent;
  /** Who may be asked, in turn order from the active player; every player when absent. */
  eligible?: Seat[];
}

export interface SpecialAbility {
  window: WindowKind;
  /** Where the card must be for the Special to be usable. */
  from: "hand" | "play" | "discard";
  can(g: GameState, self: Uid, seat: Seat, w: SpecialWindow): boolean;
  use(ctx: Ctx, w: SpecialWindow): Eff;
}

/** A Special or ability usable from the main prompt during its controller's play phase; "hand":
 * a card in the player's hand, held foreign cards included (Fan, BGB-7). */
export interface PlayPhaseAbility {
  from: "play" | "discard" | "hand";
  can(g: GameState, self: Uid, seat: Seat): boolean;
  use(ctx: Ctx): Eff;
}

export interface PendingTrigger {
  /** The context of the ability that triggered: its `def` names the trigger when the active player
   * orders triggers, and tells whether the order can matter. */
  ctx: Ctx;
  /**
   * The triggered effect: a generator function written once (`run: (ctx) => effect(ctx, ...)`), or
   * an effect that asks nothing done at once (returns nothing). Never a generator function written
   * inside the hook (`*run(ctx) {...}`): each such function, called once, is a new hidden class at
   * the engine's `yield*`, microseconds of the JIT's work per trigger (issue 22,
   * test/engine/trigger-runs.test.ts).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: an effect that asks nothing is a method with no return, typed void
  run: (ctx: Ctx) => Eff | void;
  /** The order of this trigger among others never matters (e.g. it only destroys its own card). */
  orderFree?: boolean;
  /** Triggers with the same key waiting together are one cause seen twice: only one is kept. */
  key?: string;
  /** Set by the engine: the card or base whose ability this is, as it was when it triggered. An
   * Ongoing ability works only while its card is in play (TERM-ONGOING): the trigger does nothing
   * if its source has left play by the time it would resolve, unless `lookBack`. */
  source?: { card: Uid; stay: number } | { base: Uid };
  /** Set by the engine: the source left play in the very event that triggered it ("after this
   * minion is destroyed"), so it resolves from wherever the card went. */
  lookBack?: boolean;
}

/** Hooks shared by cards and bases while they are in play. `self` is a card uid or a base uid. */
export interface OngoingHooks {
  /** Power this source gives to the minion `target` (may be negative). */
  powerBonus?(g: GameState, self: Uid, target: Uid): number;
  /** Change to the breakpoint of `base`. */
  breakpointBonus?(g: GameState, self: Uid, base: Uid): number;
  /** The breakpoint `base` starts from instead of its printed one (TERM-INITIAL: Tropical
   * Paradise's "its starting breakpoint is 0"), or null; modifiers then apply to it. */
  initialBreakpoint?(g: GameState, self: Uid, base: Uid): number | null;
  /** True lets `seat` play a minion on `base` from their discard pile instead of their hand, in
   * their play phase, once per turn per card (TERM-YOURTURN; the play still needs an allowance). */
  allowPlayFromDiscard?(g: GameState, self: Uid, seat: Seat, base: Uid): boolean;
  /** False forbids `seat` to play the minion `card` on `base` (can't beats can, CONFLICT-3). */
  allowMinionPlay?(g: GameState, self: Uid, seat: Seat, card: Uid, base: Uid): boolean;
  /** Whether `target` is protected against an effect of `ctx`. */
  shield?(g: GameState, self: Uid, target: Uid, ctx: Ctx, kind: AffectKind): ShieldResult;
  /** True when `target` can't be destroyed at all. */
  indestructible?(g: GameState, self: Uid, target: Uid): boolean;
  /**
   * "Before one of your minions is destroyed, you may ... to prevent it" (Drone): the prevention
   * this source offers for `target`, about to be destroyed by an effect of `by`, or null. The
   * engine runs it with this source's card context; it returns true when it prevented the
   * destruction (TERM-TO: only once its price is paid).
   */
  preventDestroy?(g: GameState, self: Uid, target: Uid, by: Ctx): ((ctx: Ctx) => Eff<boolean>) | null;
  /** Where the destroyed minion `minion` goes instead of its owner's discard pile (Grave
   * Situation: its owner's hand), or null. Read as it leaves play; it was still destroyed. */
  destroyedTo?(g: GameState, self: Uid, minion: Uid): "hand" | null;
  /** Power this source gives `seat` on `base` that no minion carries (SCORE-8: counters on an
   * action that says they count, Summon Wolves). Counts for eligibility and ranking. */
  playerPowerBonus?(g: GameState, self: Uid, seat: Seat, base: Uid): number;
  /** True when this source lets `seat` use the talent of `card` once more this turn (Standing
   * Stones); each source grants one such extra use per turn (TERM-TALENT). */
  extraTalentUse?(g: GameState, self: Uid, card: Uid, seat: Seat): boolean;
  /** React to an event; return the triggered effect to resolve later (ORDER-1 step 3). Called
   * only with events of the kinds `onEvents` lists. */
  on?(g: GameState, self: Uid, ev: GameEvent): PendingTrigger | null;
  /** The kinds of event `on` may answer with a trigger: `emit` offers an event only to the
   * sources that list its kind (sources.ts `listenersOf`). Required with `on` (cards/define.ts
   * refuses one without the other); tests check that a hook never answers a kind it does not list
   * (triggers.ts `checkListeners`). */
  onEvents?: readonly EventKind[];
  /** True when this source cancels the ability of `base` for everyone (Jammed Signal). */
  cancelsBaseAbility?(g: GameState, self: Uid, base: Uid): boolean;
  /** True when `seat` may ignore the ability of `base` (Infiltrate). */
  letsIgnoreBase?(g: GameState, self: Uid, base: Uid, seat: Seat): boolean;
  /** CS-9 (Signs in the Stars): this source turns the top card of the base deck face up and gives
   * its abilities to the base it returns (its host), or null. */
  lendsTopBaseTo?(g: GameState, self: Uid): Uid | null;
  /** True when this source may take, instead of `target`, the effect of `ctx` that designates
   * `target` (Ensign, BGB-5, TERM-DIRECTLY). The engine also requires this source to be a legal
   * target of the same effect, then asks its controller. */
  redirect?(g: GameState, self: Uid, ctx: Ctx, target: Uid, kind: AffectKind): boolean;
  /** False forbids the effect of `mover` to move `uid` from `from` to `to` (Mo'ai, CS-13; can't
   * beats can, CONFLICT-3). */
  allowMove?(g: GameState, self: Uid, mover: Seat, uid: Uid, from: Uid, to: Uid): boolean;
  /** An extra play this source grants its controller (`seat`) in their play phase, if any
   * (Archmage, Enshrouding Mist): usable once per turn per card (TERM-YOURTURN, allowances.ts). */
  ongoingExtra?(g: GameState, self: Uid, seat: Seat): ExtraAllowance | null;
  /** The reward of this source's `rewarded` ongoing allowance, run when a play is charged to it
   * (Storyteller's Hut: a marker; TERM-TO), with this source's context for the player. */
  allowanceReward?(ctx: Ctx): Eff;
}

export interface CardDef extends OngoingHooks {
  key: string;
  box: string;
  faction: string;
  id: string;
  type: CardType;
  /** Printed power; 0 for actions. */
  power: number;
  count: number;
  name: Texts;
  text: Texts;
  /** "Play on a base / on a minion / on one of your minions" (TERM-ATTACH). */
  attach?: "base" | "minion" | "ownMinion";
  /** Further placement requirement for attach actions (OPEN-30). */
  canAttach?(g: GameState, seat: Seat, target: Uid): boolean;
  /** On-play ability of a minion, effect of an action (attach actions: after being attached). */
  onPlay?(ctx: Ctx, target: Uid): Eff;
  /** Replaces this minion's destruction (Buccaneer); returns true if the destruction was replaced. */
  replaceDestroy?(ctx: Ctx, self: Uid): Eff<boolean>;
  specials?: SpecialAbility[];
  playPhase?: PlayPhaseAbility;
  talent?: PlayPhaseAbility;
  /** Treated as a Microbot (Robots) whatever its controller's board. */
  microbot?: boolean;
  /** The names of minions that appear in this card's abilities, curated from its printed text
   * ("+2 power if Hansel is here", "not a Collector"): Teamwork searches for them (CS-10). */
  nameRefs?: readonly string[];
  /**
   * Its ongoing ability lasts from the moment it enters play (played or placed) until the start of
   * its controller's next turn (Infiltrate); see ongoingActive.
   */
  ongoingUntilYourNextTurn?: boolean;
  /** Runs when this card leaves play for any reason (clean-up of per-card data). */
  tags?: string[];

  // --- Names, control, transfers (E-C: names.ts, effects.ts) ---
  /** Names this card bears while in play besides its own, or null when none apply now (Grimms'
   * Blessing); they count only for other cards on its base (names.ts, CARD-BENEDICTION-GRIMM). */
  nameGrant?(g: GameState, self: Uid): readonly string[] | null;
  /** Its `powerBonus` also applies to cards that are not minions but bear names it looks for
   * (Microbot Fixer's +1 to a Blessing named after a Microbot: names.ts `namedPower`). */
  powerByName?: true;
  /** What happens to this attached action instead of being discarded when its host leaves play
   * (CONFLICT-12 unless a card says otherwise, CONFLICT-1): it waits in limbo and this runs as a
   * trigger of its controller (Bewitched: `transferToAnotherMinion`); still in limbo afterwards, it
   * goes to its owner's discard pile. */
  whenHostLeaves?(ctx: Ctx, self: Uid): Eff<unknown>;
}

export interface ScoreResult {
  base: Uid;
  /** Eligible players with their power, highest first. */
  standings: { seat: Seat; power: number; place: number }[];
  /** Seats placed 1st, in priority order (active player then clockwise). */
  winners: Seat[];
  /** Seats placed 2nd, in priority order. */
  runnersUp: Seat[];
}

export interface BaseDef extends OngoingHooks {
  key: string;
  box: string;
  /** Faction the base ships with (base decks are built by box, SETUP-5). */
  faction: string;
  id: string;
  breakpoint: number;
  vp: [number, number, number];
  name: Texts;
  text: Texts;
  /** "Before this base scores": in-play trigger of the before-scoring window, resolved before its
   * Specials (SCORE-3 step 3, MEFIRST-2). Cards in play react to the "beforeScoring" event. */
  beforeScore?(ctx: Ctx): Eff;
  /** "When this base scores": resolves while VP are awarded (SCORE-14). */
  onScore?(ctx: Ctx, r: ScoreResult): Eff;
  /** "After this base scores": in-play trigger of the after-scoring window (SCORE-15). Cards in
   * play react to the "afterScoring" event. */
  afterScore?(ctx: Ctx, r: ScoreResult): Eff;
  /** Its after-scoring ability decides what comes after it (Island Chain's extra base); like
   * `chooseReplacement`, a "next base" rule: with several on a scoring base (own and borrowed,
   * CS-8/CS-9), the active player picks the one that applies. */
  nextBase?: boolean;
  /** Chooses the replacement base instead of the top of the base deck (School of Wizardry). */
  chooseReplacement?(ctx: Ctx, r: ScoreResult): Eff<Uid | null>;
  /** After the base has been replaced (Tortuga). */
  afterReplaced?(ctx: Ctx, r: ScoreResult, replacement: Uid): Eff;
}

/**
 * An action whose only text is a Special with a stated timing (Hidden Ninja: "Special: before a
 * base scores, play a minion there") has no effect of its own: it can be played only through
 * that Special, never at the main prompt nor as an extra action (MEFIRST-8; the Bigger Geekier
 * Box's burying section: a card that "can only be played before a base scores" can't be played
 * at other times). Such a card is written with its effect in the Special and no onPlay.
 */
export function playableOnlyThroughSpecial(d: CardDef): boolean {
  return d.type === "action" && !d.onPlay && !d.attach && (d.specials?.length ?? 0) > 0;
}

const cardDefs = new Map<string, CardDef>();
const baseDefs = new Map<string, BaseDef>();
const factions = new Map<string, { id: string; box: string; name: Texts; cards: CardDef[] }>();

export interface FactionDef {
  id: string;
  box: string;
  name: Texts;
  cards: CardDef[];
}

export function registerFaction(f: FactionDef): void {
  factions.set(f.id, f);
  for (const c of f.cards) cardDefs.set(c.key, c);
}

export function registerBases(bases: BaseDef[]): void {
  for (const b of bases) baseDefs.set(b.key, b);
}

export function cardDef(key: string): CardDef {
  const d = cardDefs.get(key);
  if (!d) throw new Error(`unknown card definition ${key}`);
  return d;
}

export function baseDef(key: string): BaseDef {
  const d = baseDefs.get(key);
  if (!d) throw new Error(`unknown base definition ${key}`);
  return d;
}

export function hasCardDef(key: string): boolean {
  return cardDefs.has(key);
}

export function hasBaseDef(key: string): boolean {
  return baseDefs.has(key);
}

export function allFactions(): FactionDef[] {
  return [...factions.values()];
}

export function factionDef(id: string): FactionDef | undefined {
  return factions.get(id);
}

export function allBaseDefs(): BaseDef[] {
  return [...baseDefs.values()];
}

export function allCardDefs(): CardDef[] {
  return [...cardDefs.values()];
}
