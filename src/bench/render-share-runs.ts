// The render share of the bench's profiled 20-channel handler run (service.ts benchClicks), several
// times in one process, for any checkout (issue 22, rnd46): a warm game, two unprofiled runs as the
// bench makes before its profiled one, then `runs` profiled runs, each printed (its share, busy
// samples, CPU per click and render ms per click). The checkout's own modules play; the profile is
// read by this tree's render-share.ts. Run two checkouts A B B A: one run's share swings ±0.02.
//
//   node --import tsx src/bench/render-share-runs.ts [checkout, default: this one] [runs=3]

import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as PrismaModule from "../db/prisma.ts";
import type * as ThrowawayModule from "../db/throwaway.ts";
import type * as LoadtestModule from "../loadtest/loadtest.ts";
import type * as StoreModule from "../store/index.ts";
import { handlerPlans } from "./click-plan.ts";
import { withRenderShare } from "./render-share.ts";

const root = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, "../.."));
const runs = Number(process.argv[3] ?? 3);
const at = (p: string) => pathToFileURL(path.resolve(root, p)).href;
await import(at("cards/index.ts"));
const { throwawayDatabase } = (await import(at("src/db/throwaway.ts"))) as typeof ThrowawayModule;
const { createPrismaClient } = (await import(at("src/db/prisma.ts"))) as typeof PrismaModule;
const { PrismaStore } = (await import(at("src/store/index.ts"))) as typeof StoreModule;
const { playChannels, localBarrier } = (await import(
  at("src/loadtest/loadtest.ts")
)) as typeof LoadtestModule;

const CHANNELS = 20;
const database = await throwawayDatabase(process.env.DATABASE_URL, "smashup_render_share");
const prisma = createPrismaClient(database.url);
const store = new PrismaStore(prisma);
const plans = handlerPlans(CHANNELS, false);
/** The bench's profiled run is counted per click (its queries before the answer), not by totals. */
const perClick = (games: number, tag: string): LoadtestModule.LoadPlan => {
  const { counting: _totals, ...plan } = plans(games, tag);
  return plan;
};
const run = async (p: LoadtestModule.LoadPlan) => {
  const barriers = localBarrier(CHANNELS);
  const cpu0 = process.cpuUsage();
  const report = await playChannels(
    store,
    p,
    Array.from({ length: CHANNELS }, (_, i) => i),
    () => barriers,
  );
  const cpu = process.cpuUsage(cpu0);
  if (report.failures.length > 0) throw new Error(`bench game failed: ${report.failures[0]}`);
  const clicks = report.latencies.length;
  return { clicks, cpuMs: (cpu.user + cpu.system) / 1000 / clicks };
};
try {
  await playChannels(store, plans(1, "warm"), [0], () => localBarrier(1));
  await run(plans(CHANNELS, "cc"));
  await run(plans(CHANNELS, "cc-2"));
  for (let i = 0; i < runs; i++) {
    const { value, render } = await withRenderShare(() => run(perClick(CHANNELS, `profiled-${i}`)));
    const line = {
      tree: root,
      run: i,
      share: render.share,
      samples: render.samples,
      clicks: value.clicks,
      cpuMs: Math.round(value.cpuMs * 1000) / 1000,
      renderMs: Math.round(render.share * value.cpuMs * 1000) / 1000,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
} finally {
  await prisma.$disconnect();
  await database.drop();
}
