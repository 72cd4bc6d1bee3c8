// Cold clicks alone, for a CPU profile or per-thread CPU (issue 22, cold48):
// `node [--cpu-prof] --import tsx src/bench/cold-click-profile.ts <rounds> [fresh|evicted|warm]
// [windows.json] [settle-ms]`. A 4-player game played by a warm service (DATABASE_URL's server, or
// an embedded one); each round one warm click, then the measured handler click, made:
// - fresh: on a new GameService + AnnouncementQueue + handler (the interaction bench's cold click,
//   "as after a restart"), after the warm service's `snapshotOnStop` (unmeasured);
// - evicted: on the running service after the game left its cache (the bot's usual cold click),
//   after the same `snapshotOnStop`;
// - warm: on the warm service.
// Prints CPU per measured click (process.cpuUsage, every thread) p50/p99/mean, and CPU by thread
// name per click for each half of the run (/proc ticks of 10 ms, summed over the half: "node" is
// V8's platform workers, i.e. TurboFan's concurrent compiles and the GC's helpers). Writes each
// measured click's window (µs, the monotonic clock of V8's profiles) to windows.json, to split a
// --cpu-prof profile by window. settle-ms: a pause before each measured click.
import { writeFileSync } from "node:fs";
import { GameService } from "../app/index.ts";
import { createPrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { handlerClicker, randomClick, stopCountingContexts } from "../loadtest/loadtest.ts";
import { threadsCpuMsByName } from "../loadtest/thread-cpu.ts";
import { createLogger } from "../log/logger.ts";
import { AnnouncementQueue, PrismaStore } from "../store/index.ts";

const rounds = Number(process.argv[2] ?? 100);
const mode = (process.argv[3] ?? "fresh") as "fresh" | "evicted" | "warm";
const windowsFile = process.argv[4] || undefined;
const settleMs = Number(process.argv[5] ?? 0);
const database = await throwawayDatabase(process.env.DATABASE_URL || undefined, "cold_profile");
const prisma = createPrismaClient(database.url);
const store = new PrismaStore(prisma);
const log = createLogger({ level: "silent", pretty: false });
let seed = 7;
const serviceOptions = { store, log, newSeed: () => seed++ };
const warmQueue = new AnnouncementQueue();
const warm = new GameService({ ...serviceOptions, announcements: warmQueue });
const rng = makeChooserRng(7);
stopCountingContexts();
const counted = { contexts: false };
const handler = handlerClicker(store, warm, log, { queue: warmQueue, ...counted });
let games = 0;
const newGame = async () => {
  games += 1;
  const opened = await warm.openLobby({
    guildId: "g",
    channelId: `c-${games}`,
    hostId: "u-0",
    hostName: "P0",
    options: { selectionMode: "random" },
  });
  if (!opened.ok) throw new Error(opened.reason);
  const gameId = opened.snapshot.record.id;
  for (let seat = 1; seat < 4; seat++) {
    const r = await warm.lobbyAction({
      gameId,
      userId: `u-${seat}`,
      action: { kind: "join", name: `P${seat}` },
    });
    if (!r.ok) throw new Error(r.reason);
  }
  const started = await warm.lobbyAction({ gameId, userId: "u-0", action: { kind: "start" } });
  if (!started.ok) throw new Error(started.reason);
  return started.snapshot;
};
let snapshot = await newGame();
type Clicker = ReturnType<typeof handlerClicker>;
const click = async (clicker: Clicker) => {
  if (snapshot.record.status !== "active") snapshot = await newGame();
  const input = randomClick(snapshot, rng);
  if (!input) throw new Error("no prompt");
  const result = await clicker.click(input);
  if (!result?.ok) throw new Error(`refused: ${result?.reason}`);
  snapshot = result.snapshot;
};
// Warm-up as the bench: 30 warm clicks.
for (let i = 0; i < 30; i++) await click(handler);
await handler.settled();
const cpu: number[] = [];
const windows: [number, number][] = [];
/** CPU ms by half of the run and thread name over the measured clicks (10 ms ticks: summed over many). */
const byThread = new Map<string, number>();
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
for (let i = 0; i < rounds; i++) {
  await click(handler); // the game moves on warm between measured clicks, as in the bench
  let clicker = handler;
  if (mode === "fresh") {
    await warm.snapshotOnStop();
    const queue = new AnnouncementQueue();
    const fresh = new GameService({ ...serviceOptions, announcements: queue });
    clicker = handlerClicker(store, fresh, log, { queue, ...counted });
  } else if (mode === "evicted") {
    await warm.snapshotOnStop();
    (warm as unknown as { cache: { delete(id: string): void } }).cache.delete(snapshot.record.id);
  }
  // Optionally a pause before the measured click: V8's compile jobs queued by the unmeasured work
  // before it (the stop's snapshot, the warm click) finish on its worker threads first.
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
  if (process.env.COLD_ROUND_MARKS) console.log(`ROUND ${i}`);
  const threadsBefore = threadsCpuMsByName();
  const t0 = nowUs();
  const before = process.cpuUsage();
  await click(clicker);
  const used = process.cpuUsage(before);
  windows.push([t0, nowUs()]);
  cpu.push((used.user + used.system) / 1000);
  const threadsAfter = threadsCpuMsByName();
  const half = i < rounds / 2 ? "1st half " : "2nd half ";
  for (const [name, ms] of threadsAfter ?? [])
    byThread.set(half + name, (byThread.get(half + name) ?? 0) + ms - (threadsBefore?.get(name) ?? 0));
  await clicker.settled();
  if (mode === "fresh") await warm.load(snapshot.record.id);
}
await handler.settled();
const sorted = [...cpu].sort((a, b) => a - b);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]?.toFixed(2);
console.log(
  JSON.stringify({
    mode,
    rounds,
    cpuP50: at(0.5),
    cpuP99: at(0.99),
    cpuMean: (cpu.reduce((a, b) => a + b, 0) / cpu.length).toFixed(2),
    threadMsPerClick: Object.fromEntries(
      [...byThread].map(([k, v]) => [k, Number((v / (rounds / 2)).toFixed(2))]),
    ),
  }),
);
if (windowsFile) writeFileSync(windowsFile, JSON.stringify(windows));
await prisma.$disconnect();
await database.drop();
