// The bare engine's cost per decision in machine instructions (valgrind's callgrind), which do not
// depend on the machine's load: CPU time on this shared 2-core machine moves ±30 % from run to run,
// so engine-baseline's allBoxesVsCoreDecisionRatio (a median of CPU ratios) carries a wide
// interval. Node runs with --single-threaded unless `--concurrent`: V8 then compiles on the main
// thread as functions get hot and collects without helper threads, and the count of the same games
// is the same to ~0.1 % from run to run (two runs: 307.83 and 307.42 million instructions). With
// V8's helper threads (`--concurrent`, as the bench and the bot run) the same games counted 105,643
// and 113,287 instructions per decision in two runs: how long code runs before its optimized
// version arrives depends on the threads' timing.
//
// Each (tree, mix) is one process under callgrind that plays engine-baseline's schedule: `warmup`
// warm-up games of their own seeds (counting off: the JIT compiles the code the games reach), then
// the first `games` measured games of the seed's series (counting on, callgrind_control), as
// engine-baseline's warm processes play them. Instructions of every thread count (the compiler's
// and the collector's helpers too), as process.cpuUsage counts their time.
//
//   node --import tsx src/bench/engine-instructions.ts [--games 30] [--warmup 100] [--seed 42]
//     [--tree /work/old30a]... [--mix core|all]... [--jobs 2] [--out DIR] [--concurrent]
//     [--node-flag <flag>]... [--json]
//
// Prints instructions per decision of each tree and mix, all four boxes ÷ core for each tree, and
// each tree's per-decision cost ÷ the first tree's (this tree unless `--tree` lists it elsewhere).
// Each is also split by kind of work (workOf: the optimizing compiler, the collector, property
// loads' inline caches, builtins, compiled JavaScript...) from its profile, kept in `--out DIR`
// (a fresh temporary directory unless given) as callgrind.<tree>.<mix> for callgrind_annotate:
// V8's compiled JavaScript has no symbols there, its builtins and compiler have.
// About 2 min of CPU per process at 30 games after 100 warm-up games (valgrind is ~50× slower).

import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ALL_BOXES, loadTree, playMeasured } from "./engine-baseline.ts";

export interface InstructionCount {
  tree: string;
  mix: string;
  games: number;
  warmupGames: number;
  decisions: number;
  instructions: number;
  perDecision: number;
  /** Instructions per decision by kind of work (splitOf), from the process's profile. */
  split: Record<Work, number>;
  /** With `--sim`: each simulated cache and branch event per decision (simEvents). */
  events?: Record<string, number>;
}

/** What an instruction was spent on: V8's optimizing compiler (TurboFan, on its own threads),
 * the garbage collector, property-access inline caches, other builtins (array methods, calls),
 * compiled JavaScript itself (no symbol: the engine's and the cards' code), the C library, or
 * other C++ (runtime functions, parsing, code installation). */
export type Work = "compiler" | "gc" | "ic" | "builtins" | "javascript" | "libc" | "otherC++";

const WORKS: Work[] = ["javascript", "builtins", "ic", "gc", "compiler", "libc", "otherC++"];

export function workOf(fn: string): Work {
  if (/^\?\?\?:0x[0-9a-f]+ /.test(fn)) return "javascript";
  if (/compiler::|turboshaft|maglev/i.test(fn)) return "compiler";
  if (/Heap|Scaveng|MarkCompact|Sweep|Marking|Evacuat|heap::|Remembered|SlotSet|ObjectCache/.test(fn))
    return "gc";
  if (/Builtins_\w*IC/.test(fn)) return "ic";
  if (fn.includes("Builtins_")) return "builtins";
  if (fn.includes("libc.so")) return "libc";
  return "otherC++";
}

/** A profile's instructions by kind of work (callgrind_annotate's self cost of each function). */
export function splitOf(file: string): Record<Work, number> {
  const text = execFileSync("callgrind_annotate", ["--show=Ir", "--threshold=100", file], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const split = Object.fromEntries(WORKS.map((w) => [w, 0])) as Record<Work, number>;
  for (const line of text.split("\n")) {
    const m = /^\s*([\d,]+)\s+\([^)]*\)\s+(.*)$/.exec(line);
    if (!m || m[2]?.includes("PROGRAM TOTALS")) continue;
    split[workOf(m[2] as string)] += Number((m[1] as string).replaceAll(",", ""));
  }
  return split;
}

const THIS_TREE = path.resolve(import.meta.dirname, "../..");
const MIXES: Record<string, string[]> = { core: ["core"], all: ALL_BOXES };

/** One tree and mix under callgrind: the measured games' instructions and decisions. */
export function countInstructions(
  tree: string,
  mix: string,
  games: number,
  warmup: number,
  seed: number,
  out: string,
  nodeFlags: string[] = [],
  sim = false,
): Promise<InstructionCount> {
  const file = path.resolve(out, `callgrind.${path.basename(tree)}.${mix}`);
  const args = [
    "--tool=callgrind",
    "--instr-atstart=no",
    ...(sim ? ["--cache-sim=yes", "--branch-sim=yes"] : []),
    `--callgrind-out-file=${file}`,
    process.execPath,
    ...nodeFlags,
    "--import",
    "tsx",
    fileURLToPath(import.meta.url),
    "--count",
    tree,
    mix,
    `${games}`,
    `${warmup}`,
    `${seed}`,
  ];
  return new Promise((resolve, reject) => {
    execFile("valgrind", args, { cwd: THIS_TREE, maxBuffer: 1 << 26 }, (err, stdout, stderr) => {
      const collected = /Collected : (\d+)/.exec(stderr);
      const line = stdout.trim().split("\n").pop() ?? "";
      if (err || !collected || !line.startsWith("{"))
        return reject(
          new Error(`callgrind ${tree} ${mix} failed: ${err?.message ?? ""}\n${stderr.slice(-2000)}`),
        );
      const { decisions } = JSON.parse(line) as { decisions: number };
      const instructions = Number(collected[1]);
      const events = simEvents(stderr, decisions);
      const split = splitOf(file);
      for (const w of WORKS) split[w] = Math.round(split[w] / decisions);
      resolve({
        tree,
        mix,
        games,
        warmupGames: warmup,
        decisions,
        instructions,
        perDecision: Math.round(instructions / decisions),
        split,
        ...(events ? { events } : {}),
      });
    });
  });
}

/** With `--sim`, callgrind's cache and branch simulation (an idealised 2-level cache of this
 * machine's sizes and a simple predictor): every event's count per decision, e.g. D1mr (first-level
 * data read misses), DLmr (last-level), Bcm (mispredicted conditional branches), Bim (indirect). */
function simEvents(stderr: string, decisions: number): Record<string, number> | undefined {
  const names = /Events\s*:\s*(.+)/.exec(stderr)?.[1]?.trim().split(/\s+/);
  const counts = /Collected\s*:\s*(.+)/.exec(stderr)?.[1]?.trim().split(/\s+/);
  if (!names || !counts || names.length < 2) return undefined;
  return Object.fromEntries(
    names.map((n, i) => [n, Math.round((Number(counts[i]) / decisions) * 100) / 100]),
  );
}

// The child, under callgrind (not engine-baseline's `--child`, which its import runs): `--count <tree> <mix> <games> <warmup> <seed>`.
if (process.argv[2] === "--count") {
  const [tree, mix, games, warmup, seed] = process.argv.slice(3) as [string, string, string, string, string];
  const t = await loadTree(tree, tree);
  const boxes = MIXES[mix];
  if (!boxes) throw new Error(`unknown mix ${mix}`);
  const seedOf = (i: number) => Number(seed) * 7919 + i;
  for (let i = 0; i < Number(warmup); i++) playMeasured(t, seedOf(100000 + i), 100000 + i, boxes);
  const toggle = (on: boolean) =>
    execFileSync("callgrind_control", ["-i", on ? "on" : "off", `${process.pid}`], { stdio: "ignore" });
  toggle(true);
  let decisions = 0;
  for (let i = 0; i < Number(games); i++)
    decisions += playMeasured(t, seedOf(1000 + i), 1000 + i, boxes).decisions;
  toggle(false);
  process.stdout.write(`${JSON.stringify({ decisions })}\n`);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const opt = (name: string, dflt: number) => {
    const i = argv.indexOf(name);
    return i >= 0 ? Number(argv[i + 1]) : dflt;
  };
  const list = (name: string) => argv.flatMap((a, i) => (argv[i - 1] === name ? [a] : []));
  const games = opt("--games", 30);
  const warmup = opt("--warmup", 100);
  const seed = opt("--seed", 42);
  const jobs = opt("--jobs", 2);
  const nodeFlags = [...(argv.includes("--concurrent") ? [] : ["--single-threaded"]), ...list("--node-flag")];
  const out = list("--out")[0] ?? mkdtempSync(path.join(tmpdir(), "engine-instructions-"));
  const trees = [THIS_TREE, ...list("--tree").map((t) => path.resolve(t))];
  const mixes = list("--mix").length ? list("--mix") : ["core", "all"];
  const todo = trees.flatMap((tree) => mixes.map((mix) => ({ tree, mix })));
  const results: InstructionCount[] = [];
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++] as { tree: string; mix: string };
      results.push(
        await countInstructions(
          job.tree,
          job.mix,
          games,
          warmup,
          seed,
          out,
          nodeFlags,
          argv.includes("--sim"),
        ),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  const get = (tree: string, mix: string) => results.find((r) => r.tree === tree && r.mix === mix);
  const ratio = (a?: InstructionCount, b?: InstructionCount) =>
    a && b ? Math.round((a.perDecision / b.perDecision) * 10000) / 10000 : null;
  const summary = trees.map((tree) => ({
    tree,
    perDecision: Object.fromEntries(mixes.map((m) => [m, get(tree, m)?.perDecision])),
    decisions: Object.fromEntries(mixes.map((m) => [m, get(tree, m)?.decisions])),
    allVsCore: ratio(get(tree, "all"), get(tree, "core")),
    split: Object.fromEntries(mixes.map((m) => [m, get(tree, m)?.split])),
    events: Object.fromEntries(mixes.map((m) => [m, get(tree, m)?.events])),
    vsFirstTree: Object.fromEntries(mixes.map((m) => [m, ratio(get(tree, m), get(trees[0] as string, m))])),
  }));
  if (argv.includes("--json"))
    process.stdout.write(`${JSON.stringify({ games, warmup, seed, nodeFlags, summary })}\n`);
  else
    for (const s of summary)
      process.stdout.write(
        `${s.tree}: ${games} games after ${warmup} warm-up, instructions per decision ` +
          mixes.map((m) => `${m} ${s.perDecision[m]} (${s.decisions[m]} decisions)`).join(", ") +
          `; all ÷ core ${s.allVsCore ?? "-"}; ÷ ${trees[0]} ` +
          mixes.map((m) => `${m} ${s.vsFirstTree[m]}`).join(", ") +
          "\n" +
          mixes
            .map((m) => {
              const split = s.split[m] ?? {};
              return `  ${m} per decision: ${Object.entries(split)
                .map(([w, n]) => `${w} ${n}`)
                .join(", ")}\n`;
            })
            .join(""),
      );
  process.stdout.write(`profiles in ${out}\n`);
}
