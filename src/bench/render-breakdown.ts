// Where a click's rendering goes (issue 22, rnd46): reads a CPU profile written by the render share's
// profiled run (`RENDER_PROFILE_OUT=<file> npm run -s bench -- --only clicks`, or `node --cpu-prof`)
// and lists, over the samples render-share.ts counts as rendering, each function's inclusive share
// (a function counted once per sample it is on the stack of), its self share, and the render layer's
// entry frames (the outermost render frame of each sample).
//
//   node --import tsx src/bench/render-breakdown.ts <profile> [top=40] [--under=<function>]
//
// `--under=game`: every sample under a frame of that function counts, the frames it calls being the
// entries (panel-ab.ts's `game`, whose view building is the engine's).

import { readFileSync } from "node:fs";
import { isRenderFile } from "./render-share.ts";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const under = process.argv.find((a) => a.startsWith("--under="))?.slice(8);
const [file, topArg] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!file) throw new Error("usage: render-breakdown.ts <profile> [top]");
const top = Number(topArg ?? 40);
const profile = JSON.parse(readFileSync(file, "utf8")) as { nodes: Node[]; samples: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const label = (n: Node) =>
  `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.replace(/^.*\/(src|commands|cards|node_modules)\//, "$1/")}:${n.callFrame.lineNumber + 1}`;

let busy = 0;
let render = 0;
const inclusive = new Map<string, number>();
const self = new Map<string, number>();
const entry = new Map<string, number>();
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
for (const id of profile.samples) {
  const leaf = byId.get(id);
  if (!leaf || leaf.callFrame.functionName === "(idle)") continue;
  busy += 1;
  const stack: Node[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const n = byId.get(at);
    if (n) stack.push(n);
  }
  const outer = under
    ? stack[stack.findLastIndex((n) => n.callFrame.functionName === under) - 1]
    : stack.findLast((n) => isRenderFile(n.callFrame.url));
  if (!outer) continue;
  render += 1;
  bump(entry, label(outer));
  bump(self, label(leaf));
  const seen = new Set<string>();
  for (const n of stack.slice(0, stack.indexOf(outer) + 1)) {
    const k = label(n);
    if (!seen.has(k)) {
      seen.add(k);
      bump(inclusive, k);
    }
  }
}

const pct = (v: number) => `${((100 * v) / render).toFixed(1)}%`.padStart(6);
const list = (title: string, m: Map<string, number>) => {
  process.stdout.write(`\n${title}\n`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    process.stdout.write(`${pct(v)} ${String(v).padStart(5)}  ${k}\n`);
};
process.stdout.write(
  `busy samples ${busy}, render ${render} (${((100 * render) / busy).toFixed(1)}% of busy)\n`,
);
list("entries (outermost render frame):", entry);
list("inclusive within rendering:", inclusive);
list("self within rendering:", self);
