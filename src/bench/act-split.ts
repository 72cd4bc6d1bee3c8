// Where act()'s CPU beyond the bare engine goes (issue 22, stop 46), in one process, each game's
// decisions replayed back to back by each variant in turn (the order turning game by game), CPU
// time of the replays alone, each ÷ the bare engine's:
//   - bare: Engine.start and submit, no snapshots;
//   - bareSnap: the same engine taking the bot's snapshots (SNAPSHOT_EVERY 80, each taken);
//   - svcEngine / svcEngineNoSnap: the engine a service started (its lobby, its setup), its
//     decisions submitted directly, with and without its snapshots;
//   - act / actNoSnap: GameService.act() on the bench's instant store, snapshots every 80 / never
//     mid-game (the snapshots left to write are written after the replay, outside the time).
// act ÷ actNoSnap is what the snapshots cost a decision of act(); act ÷ svcEngine what the
// service's own work does (its steps, and the engine's caches it evicts).
//
//   node --import tsx src/bench/act-split.ts [games] [rounds] [variant,...]

import { GameService } from "../app/index.ts";
import type { DecisionRecord } from "../engine/engine.ts";
import { Engine } from "../engine/engine.ts";
import { createLogger } from "../log/logger.ts";
import { actAll, instantStore, playThroughService, startThroughService } from "./service-decisions.ts";

const games = Number(process.argv[2] ?? 20);
const rounds = Number(process.argv[3] ?? 3);
const names = (process.argv[4] ?? "bare,bareSnap,svcEngine,svcEngineNoSnap,act,actNoSnap").split(",");

let seed = 42;
const service = (snapshotEvery: number) =>
  new GameService({
    store: instantStore(),
    log: createLogger({ level: "silent", pretty: false }),
    newSeed: () => seed++,
    snapshotEvery,
  });
const withSnapshots = service(80);
const withoutSnapshots = service(1e9);
const played: { seed: number; game: Awaited<ReturnType<typeof playThroughService>> }[] = [];
for (let i = 0; i < games; i++) {
  const first = seed;
  played.push({ seed: first, game: await playThroughService(withSnapshots, 1000 + i, `game-${i}`) });
}

const cpu = () => {
  const c = process.cpuUsage();
  return c.user + c.system;
};
let replays = 0;
/** A new game of game k's setup, started through `svc` (its seed as when played). */
async function startAgain(svc: GameService, k: number) {
  const after = seed;
  seed = (played[k] as (typeof played)[number]).seed;
  const started = await startThroughService(svc, `replay-${replays++}`);
  seed = after;
  return started;
}
const decisionsOf = (k: number): DecisionRecord[] => (played[k] as (typeof played)[number]).game.decisions;

async function act(svc: GameService, k: number): Promise<number> {
  const { gameId, snapshot } = await startAgain(svc, k);
  const t0 = cpu();
  await actAll(svc, gameId, snapshot.record.version, decisionsOf(k));
  const spent = cpu() - t0;
  await svc.snapshotsWritten();
  return spent;
}

function submitAll(engine: Engine, k: number, take: boolean): number {
  const t0 = cpu();
  for (const d of decisionsOf(k)) {
    engine.submit(d);
    if (take) engine.takeCheckpoint();
  }
  return cpu() - t0;
}

async function serviceEngine(k: number, snapshots: boolean): Promise<number> {
  const engine = (await startAgain(withSnapshots, k)).snapshot.engine as Engine;
  // The bench reaches into the engine: the same engine, its snapshots off.
  if (!snapshots) (engine as unknown as { snapshots: boolean }).snapshots = false;
  return submitAll(engine, k, true);
}

const variants: Record<string, (k: number) => Promise<number>> = {
  bare: async (k) => submitAll(Engine.start((played[k] as (typeof played)[number]).game.setup), k, false),
  bareSnap: async (k) =>
    submitAll(
      Engine.start((played[k] as (typeof played)[number]).game.setup, { snapshots: true, snapshotEvery: 80 }),
      k,
      true,
    ),
  svcEngine: (k) => serviceEngine(k, true),
  svcEngineNoSnap: (k) => serviceEngine(k, false),
  act: (k) => act(withSnapshots, k),
  actNoSnap: (k) => act(withoutSnapshots, k),
};
const run = (name: string, k: number) => {
  const variant = variants[name];
  if (!variant) throw new Error(`no variant ${name}`);
  return variant(k);
};

// Warm-up, not counted: every variant once over every game.
for (let k = 0; k < games; k++) for (const name of names) await run(name, k);
const spent: Record<string, number> = {};
let decisions = 0;
for (let r = 0; r < rounds; r++) {
  for (let k = 0; k < games; k++) {
    const order = (k + r) % 2 === 0 ? names : [...names].reverse();
    for (const name of order) spent[name] = (spent[name] ?? 0) + (await run(name, k));
    decisions += decisionsOf(k).length;
  }
}
const first = spent[names[0] as string] as number;
const perDecision: Record<string, number> = {};
const overFirst: Record<string, number> = {};
for (const name of names) {
  perDecision[name] = Math.round(((spent[name] as number) / decisions) * 100) / 100;
  overFirst[name] = Math.round(((spent[name] as number) / first) * 1000) / 1000;
}
process.stdout.write(`${JSON.stringify({ decisions, cpuMicrosPerDecision: perDecision, overFirst })}\n`);
