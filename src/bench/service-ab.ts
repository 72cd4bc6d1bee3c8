// GameService.act() of this checkout against another's, paired in one process (issue 22: the
// service bench's act ÷ bare moves by ±0.15 from run to run on a loaded machine, more than a
// change to the service's own work): seeded four-player games played through this checkout's
// service on the bench's instant store (src/bench/service-decisions.ts), then each replayed
// through act() back to back on both services (which one first turning game by game), and on
// this checkout's bare engine. CPU time (process.cpuUsage) of the replays alone.
//
//   node --import tsx src/bench/service-ab.ts <baseline tree> [games] [rounds] [every] [baseline every]
//
// `every`, `baseline every`: each service's snapshot cadence (SNAPSHOT_EVERY; the default 80 when
// absent). With the baseline tree `.`, the same code at two cadences: what a snapshot costs per
// decision (stop 40: none mid-game ~0.36x the bare engine under 80, 160 about half that).

import path from "node:path";
import { pathToFileURL } from "node:url";
import { GameService } from "../app/index.ts";
import { DEFAULT_SNAPSHOT_EVERY } from "../config/config.ts";
import { Engine } from "../engine/engine.ts";
import { createLogger } from "../log/logger.ts";
import type * as Decisions from "./service-decisions.ts";
import { instantStore, playThroughService, replayThroughService } from "./service-decisions.ts";

const baseline = path.resolve(process.argv[2] ?? ".");
const games = Number(process.argv[3] ?? 20);
const rounds = Number(process.argv[4] ?? 3);
const every = Number(process.argv[5] ?? DEFAULT_SNAPSHOT_EVERY);
const baselineEvery = Number(process.argv[6] ?? DEFAULT_SNAPSHOT_EVERY);
const at = (p: string) => pathToFileURL(path.resolve(baseline, p)).href;
await import(at("cards/index.ts"));
const old = (await import(at("src/app/index.ts"))) as { GameService: typeof GameService };
const oldStore = (await import(at("src/bench/service-decisions.ts"))) as typeof Decisions;

let seed = 42;
const options = (snapshotEvery: number) => ({
  log: createLogger({ level: "silent", pretty: false }),
  newSeed: () => seed++,
  snapshotEvery,
});
const mine = new GameService({ store: instantStore(), ...options(every) });
const theirs = new old.GameService({ store: oldStore.instantStore(), ...options(baselineEvery) });

const played: { seed: number; game: Awaited<ReturnType<typeof playThroughService>> }[] = [];
for (let i = 0; i < games; i++) {
  const gameSeed = seed;
  played.push({ seed: gameSeed, game: await playThroughService(mine, 1000 + i, `game-${i}`) });
}
// SERVICE_AB_IDLE=1: this checkout's replays also write each decision's snapshot before the next
// decision, in the time measured (since issue 22 they are written after the answer, at idle): the
// decision's work and the idle work it leaves, against a baseline that did it all in act().
const withIdleWork = process.env.SERVICE_AB_IDLE === "1";
const replay = async (service: GameService, k: number, tag: string) => {
  const { seed: gameSeed, game } = played[k] as (typeof played)[number];
  const after = seed;
  seed = gameSeed;
  const spent = await replayThroughService(service, game, `${tag}-${k}`, withIdleWork && service === mine);
  // The snapshots left to write, written before the next replay, outside the time measured (a
  // service of this checkout; a baseline's before issue 22 has none).
  await (service as { snapshotsWritten?: () => Promise<void> }).snapshotsWritten?.();
  seed = after;
  return spent.cpuMs;
};
const bare = (k: number) => {
  const { game } = played[k] as (typeof played)[number];
  const engine = Engine.start(game.setup);
  const cpu0 = process.cpuUsage();
  for (const d of game.decisions) engine.submit(d);
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / 1000;
};
// Warm-up, not counted: the baseline's service plays the games too (this checkout's played them
// first), so that both have run as much code before the rounds (an A/A run gives ~1.0).
for (let k = 0; k < played.length; k++) {
  await playThroughService(theirs as unknown as GameService, 1000 + k, `warm-play-${k}`);
  await replay(mine, k, "warm-new");
  await replay(theirs as unknown as GameService, k, "warm-old");
  bare(k);
}
const sum = { mine: 0, theirs: 0, bare: 0, decisions: 0 };
for (let r = 0; r < rounds; r++) {
  for (let k = 0; k < played.length; k++) {
    const mineFirst = (k + r) % 2 === 0;
    if (mineFirst) sum.mine += await replay(mine, k, `new-${r}`);
    sum.theirs += await replay(theirs as unknown as GameService, k, `old-${r}`);
    if (!mineFirst) sum.mine += await replay(mine, k, `new-${r}`);
    sum.bare += bare(k);
    sum.decisions += (played[k] as (typeof played)[number]).game.decisions.length;
  }
}
const round = (n: number) => Math.round(n * 1000) / 1000;
process.stdout.write(
  `${JSON.stringify({
    decisions: sum.decisions,
    snapshotEvery: every,
    withIdleWork,
    baselineSnapshotEvery: baselineEvery,
    newActCpuMicros: round((sum.mine * 1000) / sum.decisions),
    baselineActCpuMicros: round((sum.theirs * 1000) / sum.decisions),
    bareSubmitCpuMicros: round((sum.bare * 1000) / sum.decisions),
    newOverBaseline: round(sum.mine / sum.theirs),
    newOverBare: round(sum.mine / sum.bare),
    baselineOverBare: round(sum.theirs / sum.bare),
  })}\n`,
);
