// Why a cold click's replay costs more per decision than the bare engine (issue 22, rpl29): the
// same tail decisions (after each snapshot of seeded 4-player core games, bot mode) replayed on
//   own:      an engine that reached the snapshot point itself (from the setup), bot mode,
//   ownPlain: the same without snapshots,
//   resumed:  an engine resumed from the snapshot's JSON (what restoreEngine does),
//   checked:  resumed, plus the fingerprint check of each answer (replayTail's loop),
//   plain:    resumed without snapshots,
// interleaved per snapshot (MODES=a,b picks some: run one mode per process to see what a mode
// does to the rest of the process), CPU time (process.cpuUsage, all threads) of the tail's submits
// only; the bare engine's cost per decision on fresh games before and after those replays in the
// same process; the share of wall time in GC pauses. A second argument runs another checkout.
//
//   MODES=plain node --import tsx src/bench/replay-micros.ts [games] [tree]

import path from "node:path";
import { PerformanceObserver, performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import type * as RestoreModule from "../app/restore.ts";
import type * as SimulateModule from "../drivers/simulate.ts";
import type * as EngineModule from "../engine/engine.ts";
import type * as RngModule from "../engine/rng.ts";
import type { GameSetup, GameState } from "../engine/types.ts";

// Another checkout's engine (e.g. an older commit's worktree) when given: paired runs on the same games.
const root = path.resolve(process.argv[3] ?? path.resolve(import.meta.dirname, "../.."));
const at = (p: string) => pathToFileURL(path.resolve(root, p)).href;
await import(at("cards/index.ts"));
const { asksTheSame, botEngineOptions, promptFingerprint } = (await import(
  at("src/app/restore.ts")
)) as typeof RestoreModule;
const { randomChoice, randomSetup } = (await import(at("src/drivers/simulate.ts"))) as typeof SimulateModule;
const { Engine } = (await import(at("src/engine/engine.ts"))) as typeof EngineModule;
type Engine = EngineModule.Engine;
const { makeChooserRng } = (await import(at("src/engine/rng.ts"))) as typeof RngModule;

const GAMES = Number(process.argv[2] ?? 20);
const BOXES = ["core"];
const bot = botEngineOptions(80);

interface Recorded {
  setup: GameSetup;
  decisions: { seat: number; prompt: number; choice: string[]; asked: string }[];
  snapshots: { text: string; at: number }[];
}

function record(seed: number): Recorded {
  const setup = randomSetup(seed, 4, BOXES, 400);
  const rng = makeChooserRng(seed);
  const e = Engine.start(setup, bot);
  const out: Recorded = { setup, decisions: [], snapshots: [] };
  for (let p = e.prompt; p; p = e.prompt) {
    const d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
    out.decisions.push({ ...d, asked: promptFingerprint(p) });
    e.submit(d);
    const c = e.takeCheckpoint();
    if (c) out.snapshots.push({ text: c.state, at: c.decisions });
  }
  return out;
}

function cpu(): number {
  const c = process.cpuUsage();
  return c.user + c.system;
}

/** Bare CPU by the decision's position: the first 80 (before any snapshot) and the rest. */
const byPosition = { early: 0, earlyN: 0, late: 0, lateN: 0 };
function bareGame(seed: number): { micros: number; n: number } {
  const setup = randomSetup(seed, 4, BOXES, 400);
  const rng = makeChooserRng(seed);
  const t0 = cpu();
  const e = Engine.start(setup);
  let n = 0;
  let t80 = 0;
  for (let p = e.prompt; p; p = e.prompt) {
    e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
    n++;
    if (n === 80) t80 = cpu();
  }
  const t1 = cpu();
  if (t80) {
    byPosition.early += t80 - t0;
    byPosition.earlyN += 80;
    byPosition.late += t1 - t80;
    byPosition.lateN += n - 80;
  }
  return { micros: t1 - t0, n };
}

function bareBatch(from: number, count: number): number {
  let micros = 0;
  let n = 0;
  for (let s = from; s < from + count; s++) {
    const r = bareGame(s);
    micros += r.micros;
    n += r.n;
  }
  return micros / n;
}

type Mode = "own" | "ownPlain" | "resumed" | "checked" | "plain";
function tail(game: Recorded, snap: { text: string; at: number }, end: number, mode: Mode): number {
  const since = game.decisions.slice(snap.at, end);
  let e: Engine;
  if (mode === "own" || mode === "ownPlain") {
    // Hands its snapshots over as the service does, so that it counts its cadence from the same point.
    e = Engine.start(game.setup, mode === "own" ? bot : {});
    for (const d of game.decisions.slice(0, snap.at)) {
      e.submit({ seat: d.seat, prompt: d.prompt, choice: d.choice });
      e.takeCheckpoint();
    }
  } else e = Engine.resume(JSON.parse(snap.text) as GameState, [], snap.at, mode === "plain" ? {} : bot);
  if (process.env.GC_BEFORE) (globalThis as unknown as { gc(): void }).gc();
  const t0 = cpu();
  for (const d of since) {
    if (mode === "checked" && !(e.prompt && asksTheSame(d.asked, e.prompt))) throw new Error("changed");
    const r = e.submit({ seat: d.seat, prompt: d.prompt, choice: d.choice });
    if (!r.ok) throw new Error(`refused ${r.reason}`);
  }
  return cpu() - t0;
}

// Warm up the engine before anything is measured.
const gcs: { start: number; duration: number; kind: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    gcs.push({
      start: entry.startTime,
      duration: entry.duration,
      kind: (entry as unknown as { detail: { kind: number } }).detail.kind,
    });
}).observe({ entryTypes: ["gc"] });
bareBatch(1000, 150);
const w0 = performance.now();
byPosition.early = byPosition.earlyN = byPosition.late = byPosition.lateN = 0;
const before = bareBatch(2000, 40);
const early = byPosition.early / byPosition.earlyN;
const late = byPosition.late / byPosition.lateN;
const w1 = performance.now();
const games = Array.from({ length: GAMES }, (_, i) => record(i + 1));
const modes = (process.env.MODES?.split(",") ?? ["own", "ownPlain", "resumed", "checked", "plain"]) as Mode[];
const total: Record<Mode, number> = { own: 0, ownPlain: 0, resumed: 0, checked: 0, plain: 0 };
// The whole recorded games replayed from the start, bare: the same decisions as bareGame's.
let wholeMicros = 0;
let wholeN = 0;
for (const game of games) {
  const e = Engine.start(game.setup);
  const t0 = cpu();
  for (const d of game.decisions) e.submit({ seat: d.seat, prompt: d.prompt, choice: d.choice });
  wholeMicros += cpu() - t0;
  wholeN += game.decisions.length;
}
let replayed = 0;
for (let round = 0; round < 2; round++) {
  for (const game of games) {
    for (const [i, snap] of game.snapshots.entries()) {
      const end = game.snapshots[i + 1]?.at ?? game.decisions.length;
      if (end <= snap.at) continue;
      const order = round % 2 === 0 ? modes : [...modes].reverse();
      for (const mode of order) total[mode] += tail(game, snap, end, mode);
      replayed += end - snap.at;
    }
  }
}
const w2 = performance.now();
const after = bareBatch(2000, 40);
const w3 = performance.now();
await new Promise((resolve) => setTimeout(resolve, 50));
const gcIn = (a: number, b: number) => {
  let ms = 0;
  let major = 0;
  for (const x of gcs)
    if (x.start >= a && x.start < b) {
      ms += x.duration;
      if (x.kind !== 1) major++;
    }
  return `${((ms / (b - a)) * 100).toFixed(0)}% (${major} non-scavenge)`;
};
console.log(`gc share of wall: before ${gcIn(w0, w1)} replays ${gcIn(w1, w2)} after ${gcIn(w2, w3)}`);
const per = (m: Mode) => (total[m] / replayed).toFixed(1);
console.log(
  `decisions replayed ${replayed / 1} (per mode); µs/decision whole-bare ${(wholeMicros / wholeN).toFixed(1)} own ${per("own")} ownPlain ${per("ownPlain")} resumed ${per("resumed")} ` +
    `checked ${per("checked")} plain ${per("plain")}; bare µs/decision before ${before.toFixed(1)} after ${after.toFixed(1)}; ` +
    `bare before: decisions 1-80 ${early.toFixed(1)}, 81+ ${late.toFixed(1)}`,
);
