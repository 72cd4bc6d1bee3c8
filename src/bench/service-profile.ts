// A driver for profiling GameService.act() per decision (`node --cpu-prof --import tsx
// src/bench/service-profile.ts [games] [replays]`): seeded four-player games played through the
// service on the bench's instant store (src/bench/service-decisions.ts), then replayed through
// act() back to back, `replays` times each, as the service bench times them. Prints the decisions
// replayed and the CPU time of the replays per decision.

import { GameService } from "../app/index.ts";
import { DEFAULT_SNAPSHOT_EVERY } from "../config/config.ts";
import { createLogger } from "../log/logger.ts";
import { instantStore, playThroughService, replayThroughService } from "./service-decisions.ts";

const games = Number(process.argv[2] ?? 30);
const replays = Number(process.argv[3] ?? 3);
let seed = 42;
const service = new GameService({
  store: instantStore(),
  log: createLogger({ level: "silent", pretty: false }),
  newSeed: () => seed++,
  snapshotEvery: DEFAULT_SNAPSHOT_EVERY,
});
let decisions = 0;
let cpuMs = 0;
for (let i = 0; i < games; i++) {
  const gameSeed = seed;
  const played = await playThroughService(service, 1000 + i, `game-${i}`);
  for (let r = 0; r < replays; r++) {
    const after = seed;
    seed = gameSeed;
    const spent = await replayThroughService(service, played, `replay-${i}-${r}`);
    seed = after;
    cpuMs += spent.cpuMs;
    decisions += played.decisions.length;
  }
}
process.stdout.write(
  `${JSON.stringify({ decisions, actCpuMicros: Math.round((cpuMs * 1e4) / decisions) / 10 })}\n`,
);
