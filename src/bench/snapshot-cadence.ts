// What a snapshot cadence (SNAPSHOT_EVERY) trades (issue 22): serialisation on the hot path against
// replay on a cold load. Seeded four-player core games played in bot mode at each cadence, counted
// exactly: the states serialised per decision (and their bytes) — the work `submit` does at quiet
// points, which act() pays and the bare engine does not — and the tail a cold load replays when it
// comes at any decision of a game (the decisions since the last snapshot taken: mean and p99).
// Then, CPU time (process.cpuUsage, this process, interleaved cadence by cadence) of what each
// unit costs here: a serialisation (`serialize`), and a replayed decision as a cold load replays it
// (resumed from the snapshot's text, each answer's fingerprint checked, restore.ts replayTail).
//
//   node --import tsx src/bench/snapshot-cadence.ts [games] [cadences, e.g. 80,160]

import { asksTheSame, botEngineOptions, promptFingerprint, snapshotState } from "../app/restore.ts";
import { randomChoice, randomSetup } from "../drivers/simulate.ts";
import { Engine, serialize } from "../engine/engine.ts";
import { makeChooserRng } from "../engine/rng.ts";
import type { GameState } from "../engine/types.ts";
import { JsonText } from "../store/json-text.ts";

await import("../../cards/index.ts");

const GAMES = Number(process.argv[2] ?? 20);
const CADENCES = (process.argv[3] ?? "80,160").split(",").map(Number);

interface Played {
  decisions: { seat: number; prompt: number; choice: string[]; asked: string }[];
  /** Per cadence: the snapshots taken (serialised state, decisions it includes). */
  snapshots: Map<number, { state: string; at: number }[]>;
}

function play(seed: number): Played {
  const setup = randomSetup(seed, 4, ["core"], 400);
  const engines = CADENCES.map((n) => Engine.start(setup, botEngineOptions(n)));
  const rng = makeChooserRng(seed);
  const played: Played = { decisions: [], snapshots: new Map(CADENCES.map((n) => [n, []])) };
  const lead = engines[0] as Engine;
  for (let p = lead.prompt; p; p = lead.prompt) {
    const d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
    played.decisions.push({ ...d, asked: promptFingerprint(p) });
    CADENCES.forEach((n, i) => {
      const e = engines[i] as Engine;
      e.submit(d);
      const c = e.takeCheckpoint();
      if (c) played.snapshots.get(n)?.push({ state: c.state, at: c.decisions });
    });
  }
  return played;
}

const games = Array.from({ length: GAMES }, (_, i) => play(4800 + i));

function cpu(): number {
  const c = process.cpuUsage();
  return c.user + c.system;
}

/** Exact counts at cadence n. */
function counts(n: number) {
  let decisions = 0;
  let serialised = 0;
  let bytes = 0;
  const tails: number[] = [];
  for (const g of games) {
    const snaps = g.snapshots.get(n) ?? [];
    decisions += g.decisions.length;
    // The snapshot at decision 0 (the setup's) is the one the game starts with: not a decision's.
    for (const s of snaps)
      if (s.at > 0) {
        serialised++;
        bytes += s.state.length;
      }
    // A cold load after decision k replays k minus the last snapshot taken at or before k.
    let last = 0;
    let next = 0;
    for (let k = 1; k <= g.decisions.length; k++) {
      while (next < snaps.length && (snaps[next] as { at: number }).at <= k)
        last = (snaps[next++] as { at: number }).at;
      tails.push(k - last);
    }
  }
  tails.sort((a, b) => a - b);
  const mean = tails.reduce((a, b) => a + b, 0) / tails.length;
  return {
    decisions,
    serialisationsPerDecision: serialised / decisions,
    serialisedBytesPerDecision: bytes / decisions,
    tailMean: mean,
    tailP99: tails[Math.floor(tails.length * 0.99)] as number,
  };
}

/** CPU µs per serialisation (the engine's `serialize` of each snapshot's state, as a quiet point does). */
function serialiseMicros(n: number): number {
  const states: GameState[] = [];
  for (const g of games)
    for (const s of g.snapshots.get(n) ?? [])
      states.push(snapshotState(new JsonText(`{"v":1,"g":${s.state}}`)));
  const t = cpu();
  let sink = 0;
  for (const s of states) sink += serialize(s).length;
  if (sink < 0) throw new Error("unreachable");
  return (cpu() - t) / states.length;
}

/** CPU µs per replayed decision: each snapshot resumed from its text, its tail replayed and checked. */
function replayMicros(n: number): number {
  let replayed = 0;
  let micros = 0;
  for (const g of games) {
    for (const s of g.snapshots.get(n) ?? []) {
      const t = cpu();
      const e = Engine.resume(
        snapshotState(new JsonText(`{"v":1,"g":${s.state}}`)),
        [],
        s.at,
        botEngineOptions(n),
      );
      for (let k = s.at; k < g.decisions.length && k < s.at + n; k++) {
        const d = g.decisions[k] as Played["decisions"][number];
        if (!e.prompt || !asksTheSame(d.asked, e.prompt)) throw new Error("the replay diverged");
        e.submit({ seat: d.seat, prompt: d.prompt, choice: d.choice });
        replayed++;
      }
      micros += cpu() - t;
    }
  }
  return micros / replayed;
}

const rounds = 3;
const serial = new Map(CADENCES.map((n) => [n, 0]));
const replay = new Map(CADENCES.map((n) => [n, 0]));
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? CADENCES : [...CADENCES].reverse();
  for (const n of order) {
    serial.set(n, (serial.get(n) ?? 0) + serialiseMicros(n) / rounds);
    replay.set(n, (replay.get(n) ?? 0) + replayMicros(n) / rounds);
  }
}
for (const n of CADENCES) {
  const c = counts(n);
  const s = serial.get(n) ?? 0;
  const rp = replay.get(n) ?? 0;
  process.stdout.write(
    `${JSON.stringify({
      cadence: n,
      ...c,
      serialiseMicros: Math.round(s),
      serialiseMicrosPerDecision: Math.round(s * c.serialisationsPerDecision * 100) / 100,
      replayMicrosPerDecision: Math.round(rp * 10) / 10,
      coldLoadReplayMicrosMean: Math.round(rp * c.tailMean),
      coldLoadReplayMicrosP99: Math.round(rp * c.tailP99),
    })}\n`,
  );
}
