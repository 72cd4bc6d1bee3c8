// Engine benchmark: seeded 4-player core games with random decisions, on one core. Every figure
// is printed with a baseline measured in the same run, so machines of different speed compare.

import { botEngineOptions, snapshotToSave } from "../app/restore.ts";
import { DEFAULT_SNAPSHOT_EVERY } from "../config/config.ts";
import { randomChoice, randomSetup } from "../drivers/simulate.ts";
import { type DecisionRecord, Engine, type EngineOptions } from "../engine/engine.ts";
import { makeChooserRng } from "../engine/rng.ts";
import type { GameSetup } from "../engine/types.ts";

export interface EngineBench {
  engineGamesPerSecond: number;
  /**
   * The same games with the engine in exactly the bot's mode (the snapshots the game service
   * takes and saves), played interleaved with the bare ones.
   */
  botEngineGamesPerSecond: number;
  /** engineGamesPerSecond / botEngineGamesPerSecond: what the bot's mode costs per game (target ≤ 1.5). */
  botVsBareRatio: number;
  decisionMicros: number;
  replayFullGameMs: number;
  stateBytesMean: number;
  /** Baseline: one JSON deep clone of the same states, per decision (what naive engines pay). */
  baselineCloneMicros: number;
  decisionVsCloneRatio: number;
  games: number;
  decisionsMean: number;
}

interface Recorded {
  setup: GameSetup;
  decisions: DecisionRecord[];
}

/** A game by the bare engine, or with `bot` (the bot's engine options) in the bot's mode. */
function playOne(setup: GameSetup, chooserSeed: number, bot?: EngineOptions): Recorded {
  const e = bot ? Engine.start(setup, bot) : Engine.start(setup);
  const rng = makeChooserRng(chooserSeed);
  const decisions: DecisionRecord[] = [];
  for (let p = e.prompt; p; p = e.prompt) {
    const d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
    e.submit(d);
    // What the game service saves after each decision, when the engine has a snapshot for it.
    if (bot) snapshotToSave(e);
    decisions.push(d);
  }
  return { setup, decisions };
}

export function benchEngine(opts: {
  games: number;
  seed: number;
  players?: number;
  boxes?: string[];
  /** The bot's snapshot cadence (SNAPSHOT_EVERY) for the games in the bot's mode. */
  snapshotEvery?: number;
}): EngineBench {
  const players = opts.players ?? 4;
  const boxes = opts.boxes ?? ["core"];
  const setups = Array.from({ length: opts.games }, (_, i) =>
    randomSetup(opts.seed * 7919 + i, players, boxes, 400),
  );
  const bot = botEngineOptions(opts.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY);
  // Warm-up: let the JIT compile the hot paths before measuring.
  for (let i = 0; i < Math.min(20, setups.length); i++) playOne(setups[i] as GameSetup, i);

  for (let i = 0; i < Math.min(20, setups.length); i++) playOne(setups[i] as GameSetup, i, bot);

  // Bare and bot's mode interleaved game by game, so that a busy machine weighs on both alike.
  let playMs = 0;
  let botMs = 0;
  const recorded = setups.map((s, i) => {
    const t0 = performance.now();
    const r = playOne(s, 1000 + i);
    const t1 = performance.now();
    playOne(s, 1000 + i, bot);
    botMs += performance.now() - t1;
    playMs += t1 - t0;
    return r;
  });
  const decisions = recorded.reduce((n, r) => n + r.decisions.length, 0);

  const t1 = performance.now();
  for (const r of recorded) Engine.replay(r.setup, r.decisions);
  const replayMs = (performance.now() - t1) / recorded.length;

  // State size at quiet points, and the clone baseline on those same states.
  let bytes = 0;
  let samples = 0;
  let cloneMs = 0;
  let clones = 0;
  for (const r of recorded.slice(0, Math.min(20, recorded.length))) {
    const e = Engine.start(r.setup, { snapshots: true });
    for (const d of r.decisions) {
      e.submit(d);
      if (e.quiet && e.checkpoint) {
        bytes += Buffer.byteLength(e.checkpoint.state);
        samples++;
      }
      const c0 = performance.now();
      JSON.parse(JSON.stringify(e.g));
      cloneMs += performance.now() - c0;
      clones++;
    }
  }
  const decisionMicros = (playMs * 1000) / decisions;
  const baselineCloneMicros = (cloneMs * 1000) / clones;
  return {
    engineGamesPerSecond: round((recorded.length / playMs) * 1000),
    botEngineGamesPerSecond: round((recorded.length / botMs) * 1000),
    botVsBareRatio: round(botMs / playMs),
    decisionMicros: round(decisionMicros),
    replayFullGameMs: round(replayMs),
    stateBytesMean: Math.round(bytes / Math.max(1, samples)),
    baselineCloneMicros: round(baselineCloneMicros),
    decisionVsCloneRatio: round(decisionMicros / baselineCloneMicros),
    games: recorded.length,
    decisionsMean: round(decisions / recorded.length),
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
