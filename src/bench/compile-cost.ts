// What TurboFan compiled in each 20-channel run, and at what cost (issue 22, jit48): reads the
// output of `node --trace-opt --trace-deopt --import tsx src/bench/click-warmth.ts 2 > trace.txt`
// (click-warmth prints "=== RUN n START/END" between V8's trace lines) and gives per run the
// compiles, the recompiles (a function compiled again: after a deoptimisation, or already compiled
// before the run), the eager deoptimisations by reason, and the functions that cost the most
// compile time. `node --import tsx src/bench/compile-cost.ts trace.txt [top=25]`.
//
// The times are V8's own per compile, "took a, b, c ms": a the graph's creation (main thread),
// b the optimisation (V8's other threads when concurrent), c the code's finalisation (main thread).
// They are wall times: on a loaded machine the background thread waits for a core, so read their
// shares, and the counts, rather than their sums (docs/bench/README.md, jit48).

import { readFileSync } from "node:fs";

export interface RunCompiles {
  run: number;
  compiles: number;
  /** Compiles of a function (by its SharedFunctionInfo) compiled before, in this run or earlier. */
  recompiles: number;
  /** Sum of a + b + c over the run's compiles, ms (wall), and the recompiles' part of it. */
  compileMs: number;
  recompileMs: number;
  deopts: Map<string, number>;
  /** Per function name: compiles and summed ms. */
  byFunction: Map<string, { compiles: number; ms: number }>;
}

const COMPILED =
  /completed compiling 0x[0-9a-f]+ <JSFunction ?(\S*) ?\(sfi = (0x[0-9a-f]+)\)>.* - took ([\d.]+), ([\d.]+), ([\d.]+) ms/;
const DEOPT = /^\[bailout \(kind: deopt-eager, reason: ([^)]*)\)/;
const MARKER = /^=== RUN (\d+) (START|END)/;

/** The runs of one trace; compiles outside the markers (start-up, warm game) only count as "seen". */
export function compileCosts(trace: string): RunCompiles[] {
  const runs: RunCompiles[] = [];
  const seen = new Set<string>();
  let current: RunCompiles | null = null;
  for (const line of trace.split("\n")) {
    const marker = MARKER.exec(line);
    if (marker) {
      if (marker[2] === "START") {
        current = {
          run: Number(marker[1]),
          compiles: 0,
          recompiles: 0,
          compileMs: 0,
          recompileMs: 0,
          deopts: new Map(),
          byFunction: new Map(),
        };
        runs.push(current);
      } else current = null;
      continue;
    }
    const compiled = COMPILED.exec(line);
    if (compiled) {
      const [, name, sfi, a, b, c] = compiled as unknown as string[];
      const again = seen.has(sfi as string);
      seen.add(sfi as string);
      if (!current) continue;
      const ms = Number(a) + Number(b) + Number(c);
      current.compiles += 1;
      current.compileMs += ms;
      if (again) {
        current.recompiles += 1;
        current.recompileMs += ms;
      }
      const key = name || "(anonymous)";
      const f = current.byFunction.get(key) ?? { compiles: 0, ms: 0 };
      f.compiles += 1;
      f.ms += ms;
      current.byFunction.set(key, f);
      continue;
    }
    const deopt = current && DEOPT.exec(line);
    if (current && deopt) {
      const reason = deopt[1] as string;
      current.deopts.set(reason, (current.deopts.get(reason) ?? 0) + 1);
    }
  }
  return runs;
}

function report(runs: RunCompiles[], top: number): string {
  const out: string[] = [];
  for (const r of runs) {
    const deopts = [...r.deopts.values()].reduce((s, n) => s + n, 0);
    out.push(
      `run ${r.run}: ${r.compiles} compiles (${r.recompiles} recompiles, ${pct(r.recompileMs, r.compileMs)} of the time), ` +
        `${Math.round(r.compileMs)} ms compiling (wall), ${deopts} eager deopts: ` +
        [...r.deopts].map(([reason, n]) => `${reason} ${n}`).join(", "),
    );
    let cumulative = 0;
    const functions = [...r.byFunction].sort((x, y) => y[1].ms - x[1].ms).slice(0, top);
    for (const [name, f] of functions) {
      cumulative += f.ms;
      out.push(
        `  ${pct(f.ms, r.compileMs).padStart(6)} (cum. ${pct(cumulative, r.compileMs).padStart(6)}) ${String(f.compiles).padStart(2)}× ${name}`,
      );
    }
  }
  return out.join("\n");
}

const pct = (part: number, whole: number) => `${whole > 0 ? ((100 * part) / whole).toFixed(1) : "0.0"}%`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error("usage: compile-cost.ts <trace file> [top]");
  console.log(report(compileCosts(readFileSync(file, "utf8")), Number(process.argv[3] ?? 25)));
}
