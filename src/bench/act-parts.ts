// act()'s instructions beyond the bare engine by part (issue 22): the two callgrind files that
// `act-instructions.ts ratio` keeps (ACT_INSTRUCTIONS_KEEP=<dir>, node run with
// `--perf-basic-prof`), each function's self instructions put in a part (V8's compiled JavaScript
// named from /tmp/perf-<pid>.map by its source file), act side minus bare side, per decision.
//
//   node --import tsx src/bench/act-parts.ts <dir> [decisions] [--functions N]
//
// `decisions`: the count act-instructions.ts printed (1,047 for its 4 seeded core games).
// `--functions N`: also the N functions whose act − bare difference is largest.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".";
const decisions = Number(process.argv[3] ?? 1047);
const fnAt = process.argv.indexOf("--functions");
const topFunctions = fnAt > 0 ? Number(process.argv[fnAt + 1]) : 0;

/** A perf map's code ranges, the later entry winning where code was replaced. */
function perfMap(pid: string): (address: number) => string | undefined {
  const file = `/tmp/perf-${pid}.map`;
  if (!existsSync(file)) return () => undefined;
  const ranges: { start: number; end: number; name: string }[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
    if (!m) continue;
    const start = Number.parseInt(m[1] as string, 16);
    ranges.push({ start, end: start + Number.parseInt(m[2] as string, 16), name: m[3] as string });
  }
  return (address) => {
    for (let i = ranges.length - 1; i >= 0; i--) {
      const r = ranges[i] as (typeof ranges)[number];
      if (address >= r.start && address < r.end) return r.name;
    }
    return undefined;
  };
}

/** The part of act() a function's instructions go to. */
export function partOf(fn: string): string {
  if (/^JS:|^LazyCompile:|^Function:/.test(fn)) {
    if (/restore\.ts/.test(fn)) return "fingerprint (restore.ts)";
    if (/row-codec|storable-text|prisma-store|json-text|snapshot-codec/.test(fn)) return "save text (store)";
    if (/snapshot-text\.ts/.test(fn)) return "snapshot rows (snapshot-text.ts)";
    if (/src\/app\/|src\/log\//.test(fn)) return "service JavaScript (src/app)";
    if (/src\/engine\/|\/cards\//.test(fn)) return "engine JavaScript";
    return "other JavaScript";
  }
  if (/JsonStringifier|JsonStringify/.test(fn)) return "JSON.stringify (snapshot)";
  if (/compiler::|turboshaft|maglev/i.test(fn)) return "compiler";
  if (/Heap|Scaveng|MarkCompact|Sweep|Marking|Evacuat|heap::|Remembered|SlotSet|ObjectCache/.test(fn))
    return "GC";
  if (/brotli|Brotli|zlib|deflate|inflate/i.test(fn)) return "compression";
  if (/Builtin:\w*IC|Builtins_\w*IC/.test(fn)) return "inline caches";
  if (/Builtin:|Builtins_/.test(fn)) return "builtins";
  if (fn.includes("libc.so")) return "libc";
  return "other C++";
}

function selfCosts(file: string): Map<string, number> {
  const pid = /^pid: (\d+)/m.exec(readFileSync(file, "utf8").slice(0, 500))?.[1] ?? "";
  const lookup = perfMap(pid);
  const text = execFileSync("callgrind_annotate", ["--show=Ir", "--threshold=100", file], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const costs = new Map<string, number>();
  for (const line of text.split("\n")) {
    const m = /^\s*([\d,]+)\s+\([^)]*\)\s+(.*)$/.exec(line);
    if (!m || m[2]?.includes("PROGRAM TOTALS")) continue;
    let fn = m[2] as string;
    const jit = /^\?\?\?:0x([0-9a-f]+) /.exec(fn);
    if (jit) {
      const name = lookup(Number.parseInt(jit[1] as string, 16));
      // The tier mark (~ ^ * +) and the column dropped: one name per function.
      fn = name ? name.replace(/^(\w+:)[~^*+]/, "$1").replace(/:\d+:\d+$/, "") : "JS:unnamed";
    } else fn = fn.replace(/^\?\?\?:/, "").replace(/ \[.*\]$/, "");
    costs.set(fn, (costs.get(fn) ?? 0) + Number((m[1] as string).replaceAll(",", "")));
  }
  return costs;
}

const bare = selfCosts(path.join(dir, "callgrind.bare"));
const act = selfCosts(path.join(dir, "callgrind.act"));
const parts = new Map<string, { act: number; bare: number }>();
const fns = new Map<string, number>();
for (const [side, costs] of [
  ["act", act],
  ["bare", bare],
] as const) {
  for (const [fn, n] of costs) {
    const part = partOf(fn);
    const entry = parts.get(part) ?? { act: 0, bare: 0 };
    entry[side] += n;
    parts.set(part, entry);
    fns.set(fn, (fns.get(fn) ?? 0) + (side === "act" ? n : -n));
  }
}
const per = (n: number) => Math.round(n / decisions);
const rows = [...parts].sort((a, b) => b[1].act - b[1].bare - (a[1].act - a[1].bare));
let total = { act: 0, bare: 0 };
console.log("part | act | bare | act − bare (instructions per decision)");
for (const [part, { act: a, bare: b }] of rows) {
  console.log(`${part} | ${per(a)} | ${per(b)} | ${per(a - b)}`);
  total = { act: total.act + a, bare: total.bare + b };
}
console.log(`total | ${per(total.act)} | ${per(total.bare)} | ${per(total.act - total.bare)}`);
if (topFunctions > 0) {
  console.log("\nfunction | act − bare per decision");
  for (const [fn, n] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, topFunctions))
    console.log(`${per(n)} | ${fn.slice(0, 160)} [${partOf(fn)}]`);
}
