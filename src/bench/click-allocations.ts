// Where a 20-channel handler run's allocations come from (issue 22, cpu46): V8's sampling heap
// profiler over the bench's seeded games after its one warm game, every allocation sampled at
// `--interval` bytes (default 32 KiB), kept or not (the collected ones too: what the GC pays for).
// `node --import tsx src/bench/click-allocations.ts [--interval BYTES] [--top N]`: the allocated
// bytes per click by the nearest frame of the project's own code, and by the allocating frame's
// package or place (src/bench/click-cpu-groups.ts's groups).

import "../../cards/index.ts";
import { Session } from "node:inspector/promises";
import { createPrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import { localBarrier, playChannels } from "../loadtest/loadtest.ts";
import { PrismaStore } from "../store/index.ts";
import { groupOf } from "./click-cpu-groups.ts";
import { handlerPlans } from "./click-plan.ts";

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const channels = 20;
const database = await throwawayDatabase(process.env.DATABASE_URL || undefined, "smashup_allocations");
const prisma = createPrismaClient(database.url);
const store = new PrismaStore(prisma);
const plan = handlerPlans(channels);
await playChannels(store, plan(1, "warm"), [0], () => localBarrier(1));
const session = new Session();
session.connect();
await session.post("HeapProfiler.enable");
await session.post("HeapProfiler.startSampling", {
  samplingInterval: option("--interval", 32768),
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
} as never);
const report = await playChannels(
  store,
  plan(channels, "run"),
  Array.from({ length: channels }, (_, i) => i),
  () => localBarrier(channels),
);
const { profile } = (await session.post("HeapProfiler.stopSampling")) as { profile: { head: HeapNode } };
session.disconnect();
const clicks = report.latencies.length;
const project = (url: string) => url.startsWith("file://") && !url.includes("/node_modules/");
const short = (f: HeapNode["callFrame"]) =>
  `${f.functionName || "(anonymous)"} ${f.url.split("/").slice(-2).join("/")}`;
const byOwner = new Map<string, number>();
const byGroup = new Map<string, number>();
let total = 0;
const walk = (node: HeapNode, owner: string, group: string | null) => {
  const here = project(node.callFrame.url) ? short(node.callFrame) : owner;
  const pkg = node.callFrame.url.includes("/node_modules/") ? groupOf(node.callFrame) : group;
  if (node.selfSize > 0) {
    total += node.selfSize;
    const g = project(node.callFrame.url) ? groupOf(node.callFrame) : (pkg ?? groupOf(node.callFrame));
    byOwner.set(`${here} [${g}]`, (byOwner.get(`${here} [${g}]`) ?? 0) + node.selfSize);
    byGroup.set(g, (byGroup.get(g) ?? 0) + node.selfSize);
  }
  // A project frame starts its own package-less stretch: what it calls in a package is that package's.
  for (const child of node.children) walk(child, here, project(node.callFrame.url) ? null : pkg);
};
walk(profile.head, "(no project frame)", null);
const top = option("--top", 40);
const kb = (n: number) => `${(n / clicks / 1024).toFixed(2).padStart(7)} KiB`;
process.stdout.write(`${clicks} clicks, ${kb(total)} per click sampled\nby group:\n`);
for (const [k, n] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, top))
  process.stdout.write(`  ${kb(n)}  ${k}\n`);
process.stdout.write("by nearest project frame [group]:\n");
for (const [k, n] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top))
  process.stdout.write(`  ${kb(n)}  ${k}\n`);
await prisma.$disconnect();
await database.drop();
process.exit(0);
