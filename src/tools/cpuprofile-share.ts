// `npx tsx src/tools/cpuprofile-share.ts FILE.cpuprofile PATTERN...`: the share of a thread's busy
// time (samples, idle left out) spent under frames whose "function file:line" label contains each
// PATTERN (inclusive: a sample counts once for a pattern however many of its frames match;
// "A|B" matches either, counted once). For
// a main thread's profile of the load test (`node --cpu-prof --import tsx src/tools/loadtest.ts
// --pictures on ...`): what the pictures cost the event loop, as a share of one run's own time
// (a shared machine's load changes absolute times, much less the shares). Async functions resumed
// from the microtask queue show only their synchronous part under their own name.

import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const [file, ...patterns] = process.argv.slice(2);
if (!file || patterns.length === 0) {
  process.stderr.write("usage: cpuprofile-share FILE.cpuprofile PATTERN...\n");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, "utf8")) as { nodes: ProfileNode[]; samples: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber + 1}`;
const counts = new Map<number, number>();
for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
let busy = 0;
const under = new Map(patterns.map((p) => [p, 0]));
for (const [id, count] of counts) {
  const node = byId.get(id);
  if (!node || node.callFrame.functionName === "(idle)") continue;
  busy += count;
  const chain: string[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const n = byId.get(at);
    if (n) chain.push(label(n));
  }
  for (const p of patterns) {
    const any = p.split("|");
    if (chain.some((l) => any.some((a) => l.includes(a)))) under.set(p, (under.get(p) ?? 0) + count);
  }
}
process.stdout.write(`${busy} busy samples\n`);
for (const [p, count] of under) process.stdout.write(`${((100 * count) / busy).toFixed(2)} %  ${p}\n`);
