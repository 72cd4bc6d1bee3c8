// The game state is plain JSON data: no classes, no closures, no Maps. It can be
// serialised at any quiet point and restored without loss (see engine.ts).

export type Seat = number;
/** Index into GameState.cards (faction cards) or GameState.bases (base cards). */
export type Uid = number;

export type CardType = "minion" | "action";

/** Where a faction card currently is. `at` is a seat, a base uid or a host minion uid. */
export type Zone =
  | "deck" // at = owner seat, always (OWN-PILES, from CONFLICT-11)
  | "hand" // at = seat holding it, who may not be its owner (Anansi Tales: "a card you don't own")
  | "discard" // at = owner seat, always (OWN-PILES)
  | "base" // at = base uid: a minion on the base or an action attached to the base
  | "attached" // at = host minion uid
  | "resolving" // a played standard action, until ORDER-1 step 5 discards it; at = controller
  | "limbo" // revealed or set-aside cards belonging to no zone (ZONE-3); at = owner
  | "removed"; // out of the game (a conceded player's cards); at = owner

export interface CardState {
  uid: Uid;
  /** Global definition key `${factionId}:${cardId}`. */
  def: string;
  owner: Seat;
  /** Meaningful while in play; equals owner elsewhere. */
  controller: Seat;
  zone: Zone;
  at: number;
  /** +1 power counters (COUNTER-*). */
  counters: number;
  /**
   * Uids of actions attached to this minion. Never changed in place: replaced by a new list (most
   * cards have none and share one frozen empty list, 40 bytes less per card; see `attach`).
   */
  attached: readonly Uid[];
  /** Increases every time the card enters play: a card that leaves and returns is a new card (OPEN-4). */
  stay: number;
  /** Turn number in which this card's once-per-turn ability (talent, special) was last used, -1 if never. */
  usedTurn: number;
  /** How many times its talent was used in turn `usedTurn` when more than once (Standing Stones). */
  uses?: number;
  /** Per-card data an ability needs while in play (e.g. the faction named by Block the Path). */
  memo?: string;
}

export interface BaseState {
  uid: Uid;
  def: string;
  /** Minions on the base, in play order. */
  minions: Uid[];
  /** Actions attached to the base itself. */
  actions: Uid[];
  /** Whether the base is in play; `inPlay` order is kept in GameState.basesInPlay. */
  zone: "deck" | "play" | "discard" | "limbo";
  // --- Board (E-B) ---
  /** Markers on the base card that are not +1 power counters (COUNTER-9: the Storyteller's Hut's
   * story markers), by kind; only while the base is in play (markers.ts). */
  markers?: Record<string, number>;
}

export interface PlayerState {
  seat: Seat;
  factions: [string, string];
  hand: Uid[];
  deck: Uid[]; // index 0 is the top
  discard: Uid[]; // last element is the top
  vp: number;
  /** Standing order: pass Special windows automatically when nothing is usable. */
  autoPass: boolean;
  /** Out of the game (conceded or removed by vote). */
  out: boolean;
}

/** A one-shot extra play allowance (PLAY-8). Ongoing allowances (Archmage...) are computed from cards. */
export interface ExtraAllowance {
  kind: CardType;
  maxPower?: number;
  /** Only onto this base. */
  base?: Uid;
  /** Only onto a base where the player has no minions (Outbreak). */
  emptyBaseOnly?: boolean;
  /** Only a card of this faction. */
  faction?: string;
  /** Where the card comes from; hand by default. */
  from?: "hand" | "discard";
  source: string;
  /** An ongoing allowance with a reward ("play an extra action to place a marker": the source's
   * `allowanceReward` runs when a play is charged to it; CS-5). */
  rewarded?: boolean;
}

/** A play made at the main prompt: the ways it could be paid when it was made (each an allowance
 * reference, plus the permission it used to come from a discard pile), and the one it uses now. */
export interface PlayRecord {
  ways: string[][];
  paid: number;
}

export type Expiry = { kind: "endOfTurn" } | { kind: "startOfTurn"; seat: Seat };

export type Lasting =
  | { kind: "power"; uid: Uid; stay: number; amount: number; until: Expiry }
  | { kind: "breakpoint"; base: Uid; amount: number; until: Expiry }
  /** "This base's breakpoint is `value`": overrides every modifier (Marking Territory). */
  | { kind: "breakpointSet"; base: Uid; value: number; until: Expiry }
  /** Mark of Sleep: no actions during `seat`'s next turn; `turn` is 0 until that turn starts. */
  | { kind: "noActions"; seat: Seat; turn: number }
  /** `seat` can't play an action of this name (English) until then (Anansi the Spider). */
  | { kind: "noPlayName"; seat: Seat; name: string; until: Expiry }
  /** A named condition tied to a card in play (e.g. Infiltrate's "ignore this base"). */
  | { kind: "flag"; name: string; seat: Seat; uid: Uid; stay: number; until: Expiry }
  // --- Board (E-B) ---
  /** Power `seat` has on `base` that no minion carries (APOWER-1/2: Unity of the Tribes), counted
   * once when given; dropped when the base leaves play. */
  | { kind: "playerPower"; seat: Seat; base: Uid; amount: number; until: Expiry }
  /** The face-up top of the base deck is turned down (Signs in the Stars, CS-9): its abilities
   * apply to no base until this expires. */
  | { kind: "topBaseDown"; until: Expiry }
  // --- Control (E-C, CS-11 / BGB-2) ---
  /** `seat` controls the card `uid` (in this stay) until `until`; then it goes back to `prev`
   * (TERM-CONTROL-DURATION: a card that says how long). */
  | { kind: "control"; uid: Uid; stay: number; seat: Seat; prev: Seat; until: Expiry };

export type Phase = "setup" | "start" | "play" | "score" | "draw" | "end" | "over";

export interface TurnState {
  number: number;
  active: Seat;
  phase: Phase;
  /** Free plays left under the current assignment of plays to allowances (allowances.ts). */
  freeMinion: number;
  freeAction: number;
  /** Stored extras left under the current assignment. */
  extras: ExtraAllowance[];
  /** Every extra stored in this play phase, used or not (PLAY-9). */
  granted: ExtraAllowance[];
  /** The plays of this phase paid by an allowance, with every way each could be paid (OPEN-17). */
  plays: PlayRecord[];
  minionsPlayed: number;
  actionsPlayed: number;
  /** Minions played this turn by every player, in order, with who played each and where (for "if
   * this is the first minion you played this turn", which may be asked of a player in another's
   * turn, and "the first time each turn a minion is played here"). */
  playedMinions: { uid: Uid; seat: Seat; base?: Uid }[];
  /** Definition keys of once-per-turn-per-name abilities already used (Tenacious Z). */
  usedOnce: string[];
  // Play and resolution (E-A).
  /** Actions played this turn by every player, in order, a cancelled one included (CS-5): where
   * each went (`base`: the base it was played on or its host's base, -1 for a standard action). */
  playedActions?: PlayedAction[];
}

export interface PlayedAction {
  uid: Uid;
  seat: Seat;
  base: Uid;
  host: Uid;
  standard: boolean;
}

export interface GameOptions {
  vpTarget: number;
  /** Ask every player in every Special window, even those with nothing usable (OPEN-27). */
  hiddenTiming: boolean;
  /** Turn cap used by simulations; 0 means none. */
  maxTurns: number;
}

export interface LogEntry {
  /** Message key; see log.ts for the English texts. */
  k: string;
  /** Parameters: seats, card uids, base uids, numbers, strings. */
  p: (string | number)[];
  /** Seat allowed to see it, or -1 for everyone. */
  to: Seat;
  turn: number;
  /**
   * Whose and where, for the card parameters written `{CN}` in the template: by parameter index,
   * the card's controller and base when the line was written, if it was in play then (a line
   * about a destroyed minion is rendered after it left its base), and its owner when another
   * player controlled it. Lines about a change (control, move, transfer) are written before it.
   */
  w?: Record<number, [Seat, Uid] | [Seat, Uid, Seat]>;
}

export interface GameResult {
  winner: Seat | null;
  reason: "vp" | "lastPlayer" | "abandoned" | "turnCap";
  vp: number[];
}

export interface GameState {
  v: 1;
  options: GameOptions;
  rng: number[];
  players: PlayerState[];
  cards: CardState[];
  bases: BaseState[];
  basesInPlay: Uid[];
  baseDeck: Uid[]; // index 0 is the top
  baseDiscard: Uid[];
  turn: TurnState;
  firstPlayer: Seat;
  lasting: Lasting[];
  /** Base being scored, -1 if none (SCORE-3). */
  scoring: Uid;
  /** The step of SCORE-3 the scored base has reached once it matters: 7 from the discards on
   * (nothing may be played or moved there any more, CS-16); absent otherwise. */
  scoringStep?: number;
  promptSeq: number;
  /** The most recent log entries; the full history is rebuilt by replaying the decisions. */
  log: LogEntry[];
  logSeq: number;
  result: GameResult | null;
}

// ---------------------------------------------------------------------------
// Prompts and answers

export type PromptKind =
  | "main" // play phase: play a card, use a talent or special, or end the play phase
  | "choose" // choose between min and max options
  | "meFirst" // a Special window: use one Special or pass
  | "order"; // choose which simultaneous effect resolves first

export interface PromptOption {
  id: string;
  /** A faction card the option refers to. */
  card?: Uid;
  /** A base the option refers to. */
  base?: Uid;
  /** A minion the option aims at (an action played on a minion). */
  target?: Uid;
  /** A player the option refers to. */
  seat?: Seat;
  /** A free label (faction id, card name, "yes"/"no"...). */
  label?: string;
}

export interface Prompt {
  id: number;
  seat: Seat;
  kind: PromptKind;
  /** What the choice is for; a key of the prompt vocabulary in prompts.ts. */
  purpose: string;
  /** The card or base whose ability asks, when there is one. */
  source?: { card?: Uid; base?: Uid; def: string };
  options: PromptOption[];
  min: number;
  max: number;
  /** The Special window this prompt belongs to (meFirst prompts). */
  window?: string;
  /** Cards the addressee is looking at privately for this choice (TERM-LOOK, ZONE-5: Walker's top
   * card, Probe's whole hand), shown with the prompt; only the addressee's view has the prompt. */
  shown?: Uid[];
}

export interface Decision {
  seat: Seat;
  /** Prompt id the answer is for (rejected if stale). */
  prompt: number;
  choice: string[];
}

/** Everything needed to create a game; with the decisions it reproduces the game exactly. */
export interface GameSetup {
  seed: number;
  players: { factions: [string, string] }[];
  /** Boxes whose bases may be used (SETUP-5: bases of the chosen factions' boxes by default). */
  baseBoxes?: string[];
  options?: Partial<GameOptions>;
}
