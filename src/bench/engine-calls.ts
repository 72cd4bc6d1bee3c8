// Function calls per decision of the bare engine, this tree against another checkout, on the same
// seeded 4-player core games: exact counts (V8's precise coverage), so the figure does not depend
// on the machine's load, unlike CPU time on a shared machine (engine-baseline.ts). A count is not a
// cost (a small function is inlined), but where one tree calls much more, it does more work.
//
//   node --import tsx src/bench/engine-calls.ts /work/old0f8 [games] [top]
//   ENGINE_CALLS_BOXES=core,monster-smash,culture-shock,big-geeky-box ... (the games' boxes; core by default)

import { Session } from "node:inspector/promises";
import path from "node:path";
import { loadTree, playMeasured } from "./engine-baseline.ts";

type Counts = Map<string, number>;

const BOXES = (process.env.ENGINE_CALLS_BOXES ?? "core").split(",");

/** Calls by function ("name file") of the engine and cards under `root`, over `games` games. */
export async function countCalls(root: string, games: number): Promise<{ decisions: number; calls: Counts }> {
  const tree = await loadTree(root, root);
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  // Taking the coverage resets the counts: only the games below are counted.
  await session.post("Profiler.takePreciseCoverage");
  let decisions = 0;
  for (let i = 0; i < games; i++)
    decisions += playMeasured(tree, 42 * 7919 + 1000 + i, 1000 + i, BOXES).decisions;
  const { result } = await session.post("Profiler.takePreciseCoverage");
  await session.post("Profiler.stopPreciseCoverage");
  session.disconnect();
  const prefix = `${path.resolve(root)}/`;
  const calls: Counts = new Map();
  for (const script of result) {
    const file = decodeURIComponent(script.url.replace(/^file:\/\//, ""));
    if (!file.startsWith(prefix)) continue;
    const rel = file.slice(prefix.length);
    // The random-legal driver was src/engine/simulate.ts before it moved to src/drivers: not the engine.
    if (!/^(src\/engine|cards)\//.test(rel) || rel.endsWith("/simulate.ts")) continue;
    for (const f of script.functions) {
      const n = f.ranges[0]?.count ?? 0;
      if (n === 0) continue;
      const key = `${f.functionName || "(anon)"} ${rel}`;
      calls.set(key, (calls.get(key) ?? 0) + n);
    }
  }
  return { decisions, calls };
}

function sum(c: Counts): number {
  let total = 0;
  for (const n of c.values()) total += n;
  return total;
}

if (process.argv[1]?.endsWith("engine-calls.ts")) {
  const [other, gamesArg, topArg] = process.argv.slice(2);
  if (!other) throw new Error("usage: engine-calls.ts <other tree> [games] [top]");
  const games = Number(gamesArg ?? 50);
  const here = await countCalls(path.resolve(import.meta.dirname, "../.."), games);
  const there = await countCalls(other, games);
  const per = (n: number, d: number) => (n / d).toFixed(2).padStart(8);
  process.stdout.write(
    `calls per decision: this tree ${per(sum(here.calls), here.decisions)}, ${other} ${per(sum(there.calls), there.decisions)} ` +
      `(${games} games, ${here.decisions} and ${there.decisions} decisions)\n`,
  );
  const names = new Set([...here.calls.keys(), ...there.calls.keys()]);
  const rows = [...names].map((k) => ({
    k,
    a: (here.calls.get(k) ?? 0) / here.decisions,
    b: (there.calls.get(k) ?? 0) / there.decisions,
  }));
  rows.sort((x, y) => y.a - y.b - (x.a - x.b));
  for (const r of rows.slice(0, Number(topArg ?? 30)))
    process.stdout.write(
      `${r.a.toFixed(2).padStart(8)} ${r.b.toFixed(2).padStart(8)} ${(r.a - r.b).toFixed(2).padStart(8)}  ${r.k}\n`,
    );
}
