// The engine driver. A game is (setup, decisions): the setup creates the state, and the ordered
// decisions drive the generator-based turn loop. The state is serialised at quiet points (the
// main prompt of a play phase); a game is restored from its latest quiet snapshot plus the
// decisions logged since, replayed deterministically. Invalid decisions change nothing.

import { CHECKPOINT, type Eff, validateChoice } from "./flow.ts";
import { captureLog, log } from "./log.ts";
import { syncRng } from "./rng.ts";
import { parseSnapshotText, snapshotText } from "./snapshot-text.ts";
import { adoptParsedState, createState, detach, leavePlay, player, put } from "./state.ts";
import { forgetLooked, resetRuntime } from "./triggers.ts";
import { checkLastPlayer, runGame } from "./turn.ts";
import type { GameSetup, GameState, LogEntry, Prompt, PromptOption, Seat, Uid } from "./types.ts";

export type DecisionRecord =
  /** An answer to the pending prompt. */
  | { seat: Seat; prompt: number; choice: string[] }
  /** The standing order "pass Special windows when I can't respond". */
  | { seat: Seat; autoPass: boolean }
  /** The player leaves the game (concession or removal by vote). */
  | { seat: Seat; leave: true };

export type SubmitResult = { ok: true } | { ok: false; reason: RejectReason };

export type RejectReason =
  | "game-over"
  | "stale-prompt"
  | "not-your-prompt"
  | "wrong-count"
  | "illegal-option"
  | "malformed"
  | "not-in-game";

export interface Checkpoint {
  /** The state at the quiet point, as a snapshot text (snapshot-text.ts: cards and log lines by position). */
  state: string;
  /** How many decisions that state includes. */
  decisions: number;
}

export interface EngineOptions {
  /** Serialise the state at quiet points (needed to persist; useless in simulations). */
  snapshots?: boolean;
  /**
   * With `snapshots`: serialise at a quiet point only once this many decisions were applied since
   * the last snapshot taken (`takeCheckpoint`, or the one the engine resumed from). 1 (the
   * default): at every quiet point. A larger value trades a longer tail to replay on restore for
   * fewer serialisations (the bot's cost, docs/upgrades.md).
   */
  snapshotEvery?: number;
  /**
   * Keep the latest quiet point's state (serialised) and the decisions applied since (`trail()`):
   * `Engine.resume(trail.state, trail.since, trail.decisions)` then stands at the same prompt, mid-effect
   * included, so a caller can fork the game wherever it stands (the AI's search of answers inside
   * effects, issue 23). Off by default: it serialises at every quiet point, as `snapshots` does.
   */
  trail?: boolean;
}

/** The latest quiet point's state and the decisions since (EngineOptions.trail). */
export interface Trail {
  state: string;
  since: readonly DecisionRecord[];
  /** How many decisions `state` includes. */
  decisions: number;
}

export class Engine {
  readonly g: GameState;
  private readonly it: Eff;
  private done = false;
  private readonly snapshots: boolean;
  private readonly snapshotEvery: number;
  /** Decisions included in the last snapshot taken (or resumed from). */
  private snapshotTaken: number;
  prompt: Prompt | null = null;
  /** Number of decisions applied since the game started. */
  decisions: number;
  /** The latest quiet point reached (only with `snapshots`). */
  checkpoint: Checkpoint | null = null;
  /** EngineOptions.trail: the latest quiet state and the decisions since (null when off). */
  private trailAt: { state: string; decisions: number } | null = null;
  private readonly trailSince: DecisionRecord[] = [];
  /**
   * Decisions applied when the latest quiet point was reached, and the prompt count then
   * (`quietState`): two numbers stored per quiet point, nothing serialised.
   */
  private quietAt = -1;
  private quietPromptSeq = 0;

  private constructor(g: GameState, decisionsSoFar: number, opts: EngineOptions) {
    this.g = g;
    this.decisions = decisionsSoFar;
    this.snapshots = opts.snapshots ?? false;
    this.snapshotEvery = Math.max(1, opts.snapshotEvery ?? 1);
    // A resumed engine stands at its snapshot: no need to serialise the state it was just given.
    this.snapshotTaken = decisionsSoFar;
    // The state an engine starts from is a quiet one (a setup's, a snapshot's).
    if (opts.trail) this.trailAt = { state: serialize(g), decisions: decisionsSoFar };
    this.it = runGame(g);
    this.advance(undefined);
  }

  /** Creates a game from its setup and runs it to the first prompt. */
  static start(setup: GameSetup, opts: EngineOptions = {}): Engine {
    return new Engine(createState(setup), 0, opts);
  }

  /** Runs a game from a prepared state (scenarios, tests). */
  static fromState(g: GameState, opts: EngineOptions = {}): Engine {
    return new Engine(g, 0, opts);
  }

  /** Restores a game from a quiet snapshot (serialised, or parsed and migrated) and the decisions taken since. */
  static resume(
    snapshot: string | GameState,
    since: readonly DecisionRecord[],
    snapshotDecisions: number,
    opts: EngineOptions = {},
  ): Engine {
    // A text: a checkpoint's (row format) or a state's plain JSON (`serialize`, earlier releases).
    const g = adoptParsedState(typeof snapshot === "string" ? parseSnapshotText(snapshot) : snapshot);
    const e = new Engine(g, snapshotDecisions, opts);
    e.replayAll(since);
    return e;
  }

  /** Rebuilds a whole game from its setup and every decision (export, audit, full history). */
  static replay(setup: GameSetup, decisions: readonly DecisionRecord[], opts: EngineOptions = {}): Engine {
    const e = Engine.start(setup, opts);
    e.replayAll(decisions);
    return e;
  }

  /** Every log entry of a game from its first line, rebuilt by replaying its decisions. */
  static history(setup: GameSetup, decisions: readonly DecisionRecord[]): LogEntry[] {
    const entries: LogEntry[] = [];
    const g = createState(setup);
    captureLog(g, (entry) => entries.push(entry));
    const e = new Engine(g, 0, {});
    e.replayAll(decisions);
    return entries;
  }

  private replayAll(decisions: readonly DecisionRecord[]): void {
    for (const d of decisions) {
      const r = this.submit(d);
      if (!r.ok) throw new Error(`decision log does not replay: ${r.reason} at decision ${this.decisions}`);
    }
  }

  get over(): boolean {
    return this.g.result !== null;
  }

  /** True when the state is at a quiet point that includes every decision so far, serialised in `checkpoint`. */
  get quiet(): boolean {
    return this.checkpoint !== null && this.checkpoint.decisions === this.decisions;
  }

  /**
   * The serialised state when the engine is at a quiet point that includes every decision so far
   * and has not handed that state out yet; the caller saves it. The engine then lets go of the
   * string (a cached engine need not hold 30 KB more) and counts `snapshotEvery` from there.
   */
  takeCheckpoint(): Checkpoint | null {
    const checkpoint = this.checkpoint;
    if (!checkpoint || checkpoint.decisions !== this.decisions || checkpoint.state === "") return null;
    this.checkpoint = { state: "", decisions: checkpoint.decisions };
    this.snapshotTaken = checkpoint.decisions;
    return checkpoint;
  }

  /**
   * Whether `quietState()` would hand out a state: the engine stands at the main prompt raised
   * right after its latest quiet point, no decision since, and decisions beyond the last snapshot
   * taken. Cheap (nothing serialised).
   */
  get quietStateDue(): boolean {
    const prompt = this.prompt;
    return (
      prompt !== null &&
      !this.done &&
      this.quietAt === this.decisions &&
      this.decisions > this.snapshotTaken &&
      prompt.kind === "main" &&
      prompt.id === this.quietPromptSeq + 1 &&
      this.g.promptSeq === prompt.id
    );
  }

  /**
   * The state of the latest quiet point, serialised as a checkpoint, when the engine still stands
   * at it (`quietStateDue`): for a snapshot written when the game leaves the hot path (idle,
   * evicted, the process stopping; issue 22), not during play. Between the quiet point and the
   * main prompt the engine only counted the prompt (`raiseWith`): the state is serialised with
   * that count as it was, so the text is the one a checkpoint taken at the quiet point holds
   * (test/engine/quiet-state.test.ts compares them at every such point of seeded games). Does not
   * count as a snapshot taken: the caller tells `snapshotStored` once it is written.
   */
  quietState(): Checkpoint | null {
    if (!this.quietStateDue) return null;
    const g = this.g;
    const shown = g.promptSeq;
    g.promptSeq = this.quietPromptSeq;
    try {
      return { state: snapshotText(g), decisions: this.decisions };
    } finally {
      g.promptSeq = shown;
    }
  }

  /** How many decisions the latest quiet point reached includes (-1: none yet). */
  get lastQuietPoint(): number {
    return this.quietAt;
  }

  /** Decisions included in the last snapshot taken, stored, or resumed from. */
  get lastSnapshot(): number {
    return this.snapshotTaken;
  }

  /** A snapshot of the first `decisions` was stored: the next one is due `snapshotEvery` after it. */
  snapshotStored(decisions: number): void {
    if (decisions > this.snapshotTaken && decisions <= this.decisions) this.snapshotTaken = decisions;
  }

  /** EngineOptions.trail: the latest quiet state and the decisions since, or null when off. */
  trail(): Trail | null {
    if (!this.trailAt) return null;
    return { state: this.trailAt.state, since: this.trailSince.slice(), decisions: this.trailAt.decisions };
  }

  /** At a quiet point: serialise the state when a snapshot is due. */
  private quietPoint(g: GameState): void {
    if (this.trailAt) {
      this.trailAt = { state: serialize(g), decisions: this.decisions };
      this.trailSince.length = 0;
    }
    if (!this.snapshots) return;
    if (this.decisions !== 0 && this.decisions - this.snapshotTaken < this.snapshotEvery) return;
    this.checkpoint = { state: snapshotText(g), decisions: this.decisions };
  }

  submit(d: DecisionRecord): SubmitResult {
    const p = this.g.players[d.seat];
    if (!p || p.out) return { ok: false, reason: "not-in-game" };
    if ("autoPass" in d) {
      if (this.over) return { ok: false, reason: "game-over" };
      this.record(d);
      p.autoPass = d.autoPass;
      log(this.g, d.autoPass ? "autoPass" : "autoPassOff", [d.seat]);
      this.decisions++;
      return { ok: true };
    }
    if ("leave" in d) {
      if (this.over) return { ok: false, reason: "game-over" };
      this.decisions++;
      this.record(d);
      this.leave(d.seat);
      return { ok: true };
    }
    const prompt = this.prompt;
    if (!prompt || this.over) return { ok: false, reason: "game-over" };
    if (d.prompt !== prompt.id) return { ok: false, reason: "stale-prompt" };
    const err = validateChoice(prompt, d.seat, d.choice);
    if (err) return { ok: false, reason: err as RejectReason };
    this.decisions++;
    this.record(d);
    this.advance(d.choice.slice());
    return { ok: true };
  }

  /** EngineOptions.trail: a decision applied since the latest quiet point (a copy: the caller's
   * record may change). */
  private record(d: DecisionRecord): void {
    if (!this.trailAt) return;
    this.trailSince.push("choice" in d ? { ...d, choice: d.choice.slice() } : { ...d });
  }

  /** Resumes the generator with an answer and runs until the next prompt a player must answer. */
  private advance(input: string[] | undefined): void {
    if (this.done) return;
    let r = input === undefined ? this.it.next() : this.it.next(input);
    for (;;) {
      if (r.done) {
        this.done = true;
        this.prompt = null;
        return;
      }
      const y = r.value;
      if (y === CHECKPOINT) {
        // Nothing resolves at a quiet point: no card is being looked at (the state a snapshot
        // restores has no memory of looks either, so a live engine must not keep one).
        forgetLooked(this.g);
        this.quietAt = this.decisions;
        this.quietPromptSeq = this.g.promptSeq;
        this.quietPoint(this.g);
        r = this.it.next();
        continue;
      }
      if (this.g.players[y.seat]?.out) {
        // Players who left answer nothing: their prompts take the safe default.
        r = this.it.next(defaultChoice(y));
        continue;
      }
      this.prompt = y;
      return;
    }
  }

  /**
   * A player leaves: their cards leave the game, their pending prompt gets the safe default, and
   * another player's pending prompt stops offering the cards that just left.
   */
  private leave(seat: Seat): void {
    const g = this.g;
    const p = player(g, seat);
    p.out = true;
    log(g, "concede", [seat]);
    const gone = new Set<Uid>();
    for (const c of g.cards) {
      const inPlay = c.zone === "base" || c.zone === "attached";
      if (c.owner !== seat) {
        // Another player's card: one the leaver controls in play goes back to its owner's control
        // and stays (TERM-CONTROL-DURATION ends with its controller); one the leaver holds goes to
        // its owner's discard pile, a visible destination (CONFLICT-11), like one resolving.
        if (inPlay) {
          if (c.controller === seat) c.controller = c.owner;
          continue;
        }
        const held = c.zone === "hand" && c.at === seat;
        if (!held && !(c.zone === "resolving" && c.controller === seat)) continue;
        gone.add(c.uid);
        detach(g, c.uid);
        put(g, c.uid, "discard", c.owner);
        continue;
      }
      gone.add(c.uid);
      detach(g, c.uid);
      if (inPlay) for (const a of leavePlay(g, c.uid, false)) gone.add(a);
      put(g, c.uid, "removed", seat);
    }
    // Only the last player left wins here: VP are checked at the end of the turn (WIN-3).
    if (checkLastPlayer(g)) {
      // Whatever was resolving is abandoned: its cards (played, revealed or set aside) go to their
      // owners' discard piles, so the final state holds every card in a zone.
      for (const c of g.cards)
        if (c.zone === "resolving" || c.zone === "limbo") put(g, c.uid, "discard", c.owner);
      resetRuntime(g);
      g.turn.phase = "over";
      this.done = true;
      this.prompt = null;
      if (this.snapshots) this.checkpoint = { state: snapshotText(g), decisions: this.decisions };
      return;
    }
    if (this.prompt && this.prompt.seat === seat) {
      const pending = this.prompt;
      this.prompt = null;
      this.advance(defaultChoice(pending));
    } else if (this.prompt) {
      this.dropOptionsOn(gone);
    }
  }

  /**
   * The pending prompt was computed before `gone` left where they were: it no longer offers them,
   * unless fewer options than it requires would be left (then it stays as it is: every effect on a
   * card that left play or the game does nothing). An optional choice left with nothing to choose
   * is answered at once, as a prompt with nothing to decide is never raised. An order of triggers
   * keeps them all: its options name the triggers' sources, which still resolve.
   */
  private dropOptionsOn(gone: ReadonlySet<Uid>): void {
    const pending = this.prompt;
    if (!pending || pending.kind === "order") return;
    const refersToGone = (o: PromptOption) =>
      (o.card !== undefined && gone.has(o.card)) || (o.target !== undefined && gone.has(o.target));
    const options = pending.options.filter((o) => !refersToGone(o));
    if (options.length === pending.options.length || options.length < pending.min) return;
    if (options.length === 0) {
      this.prompt = null;
      this.advance([]);
      return;
    }
    this.prompt = { ...pending, options, max: Math.min(pending.max, options.length) };
  }
}

export function serialize(g: GameState): string {
  syncRng(g);
  return JSON.stringify(g);
}

/**
 * The safe answer used for players who left and for expired turn timers: end the play phase,
 * pass a window, decline a "you may", otherwise the first legal options.
 */
export function defaultChoice(p: Prompt): string[] {
  if (p.kind === "main") return ["end"];
  if (p.kind === "meFirst") return ["pass"];
  if (p.options.some((o) => o.id === "no")) return ["no"];
  return p.options.slice(0, p.min).map((o) => o.id);
}
