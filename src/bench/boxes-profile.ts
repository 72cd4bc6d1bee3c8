// Where an all-box game's decisions cost more than a core game's: the bare engine's per-function
// self time (V8's sampling CPU profiler) or exact call counts (precise coverage), per decision, for
// one mix of factions, in a warm process (the games after `warmup` games of the same mix). Run it
// once per mix and compare (issue 22: all boxes ≤ 1.1× core per decision).
//
//   node --import tsx src/bench/boxes-profile.ts <cpu|calls|alloc|mixed|play|kinds> <mix> [games] [warmup] [top] [--json]
//
// `kinds`: like `mixed` (core and the mix in one process, alternating batches of 5 games), the CPU
// of each submit by what it answered (a main prompt by the option's kind: m minion, a action,
// t talent, s Special, e end of turn; any other prompt by kind and purpose): which decisions an
// all-box game pays more for, in µs per decision of each mix, without a profiler's overhead.
//
// A mix: `core`, `all` (the four boxes), or `one:<faction>` (that faction among seven of core's,
// with core's bases only, so the faction's own cost is what differs from `core`), or
// `bases:<box>` (core's factions with core's bases and the box's).

import { execFileSync } from "node:child_process";
import { Session } from "node:inspector/promises";
import path from "node:path";
import "../../cards/index.ts";
import { randomChoice, randomSetup } from "../drivers/simulate.ts";
import { allFactions } from "../engine/defs.ts";
import { Engine } from "../engine/engine.ts";
import { makeChooserRng } from "../engine/rng.ts";
import type { GameSetup } from "../engine/types.ts";
import { ALL_BOXES } from "./engine-baseline.ts";

export function mixSetup(mix: string, seed: number): GameSetup {
  if (mix === "core") return randomSetup(seed, 4, ["core"], 400);
  if (mix === "all") return randomSetup(seed, 4, ALL_BOXES, 400);
  const [kind, arg] = mix.split(":");
  if (kind === "bases" && arg) return { ...randomSetup(seed, 4, ["core"], 400), baseBoxes: ["core", arg] };
  if (kind !== "one" || !arg) throw new Error(`unknown mix ${mix}`);
  const rng = makeChooserRng(seed ^ 0x2545f491);
  const pool = allFactions()
    .filter((f) => f.box === "core")
    .map((f) => f.id)
    .sort();
  const picks: string[] = [];
  for (let i = 0; i < 7; i++) picks.push(pool.splice(rng.int(pool.length), 1)[0] as string);
  picks.splice(rng.int(8), 0, arg);
  return {
    seed,
    players: Array.from({ length: 4 }, (_, i) => ({
      factions: [picks[2 * i], picks[2 * i + 1]] as [string, string],
    })),
    options: { maxTurns: 400 },
    baseBoxes: ["core"],
  };
}

export function playMix(mix: string, from: number, count: number): number {
  let decisions = 0;
  for (let i = from; i < from + count; i++) {
    const rng = makeChooserRng(1000 + i);
    const e = Engine.start(mixSetup(mix, 42 * 7919 + 1000 + i));
    for (let p = e.prompt; p; p = e.prompt) {
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      decisions++;
    }
  }
  return decisions;
}

/** CPU µs and count of the submits of `mix`'s games, by what each answered (see `kinds`). */
function playByKind(
  mix: string,
  from: number,
  count: number,
  out: Map<string, [number, number]> | null,
): number {
  let decisions = 0;
  for (let i = from; i < from + count; i++) {
    const rng = makeChooserRng(1000 + i);
    const e = Engine.start(mixSetup(mix, 42 * 7919 + 1000 + i));
    for (let p = e.prompt; p; p = e.prompt) {
      const choice = randomChoice(p, rng);
      const c0 = process.cpuUsage();
      e.submit({ seat: p.seat, prompt: p.id, choice });
      const c = process.cpuUsage(c0);
      decisions++;
      if (!out) continue;
      const key = p.kind === "main" ? `main:${choice[0]?.[0] ?? "-"}` : `${p.kind}:${p.purpose}`;
      const row = out.get(key) ?? [0, 0];
      row[0]++;
      row[1] += c.user + c.system;
      out.set(key, row);
    }
  }
  return decisions;
}

function printKinds(mix: string, games: number, warmup: number, top: number): void {
  for (let i = 0; i < warmup; i += 5) {
    playByKind("core", 200000 + i, 5, null);
    playByKind(mix, 200000 + i, 5, null);
  }
  const by = { core: new Map<string, [number, number]>(), other: new Map<string, [number, number]>() };
  const d = { core: 0, other: 0 };
  for (let i = 0; i < games; i += 5) {
    const order = (i / 5) % 2 === 0 ? (["core", "other"] as const) : (["other", "core"] as const);
    for (const m of order) d[m] += playByKind(m === "core" ? "core" : mix, i, 5, by[m]);
  }
  const per = (m: "core" | "other", k: string) => (by[m].get(k)?.[1] ?? 0) / d[m];
  const each = (m: "core" | "other", k: string) => {
    const r = by[m].get(k);
    return r ? r[1] / r[0] : 0;
  };
  const share = (m: "core" | "other", k: string) => (by[m].get(k)?.[0] ?? 0) / d[m];
  let coreAll = 0;
  let otherAll = 0;
  for (const k of by.core.keys()) coreAll += per("core", k);
  for (const k of by.other.keys()) otherAll += per("other", k);
  process.stdout.write(
    `one process, ${games} games each: core ${d.core} decisions ${coreAll.toFixed(2)} µs, ${mix} ${d.other} ` +
      `decisions ${otherAll.toFixed(2)} µs per decision (CPU of the submits), ratio ${(otherAll / coreAll).toFixed(3)}\n` +
      "  +µs/dec   core µs/dec  mix µs/dec  core share  mix share  core µs each  mix µs each  answered\n",
  );
  const keys = [...new Set([...by.core.keys(), ...by.other.keys()])];
  keys.sort((a, b) => per("other", b) - per("core", b) - (per("other", a) - per("core", a)));
  for (const k of keys.slice(0, top))
    process.stdout.write(
      `${(per("other", k) - per("core", k)).toFixed(2).padStart(9)} ${per("core", k).toFixed(2).padStart(12)} ` +
        `${per("other", k).toFixed(2).padStart(11)} ${share("core", k).toFixed(3).padStart(11)} ` +
        `${share("other", k).toFixed(3).padStart(10)} ${each("core", k).toFixed(1).padStart(13)} ` +
        `${each("other", k).toFixed(1).padStart(12)}  ${k}\n`,
    );
}

const ROOT = `${path.resolve(import.meta.dirname, "../..")}/`;

function rel(url: string): string {
  const file = decodeURIComponent(url.replace(/^file:\/\//, ""));
  return file.startsWith(ROOT) ? file.slice(ROOT.length) : file || "(native)";
}

if (process.argv[1]?.endsWith("boxes-profile.ts")) {
  const [what, mix, gamesArg, warmupArg, topArg] = process.argv.slice(2);
  if (!what || !mix)
    throw new Error(
      "usage: boxes-profile.ts <cpu|calls|alloc|mixed|play|kinds> <mix> [games] [warmup] [top]",
    );
  const games = Number(gamesArg ?? 100);
  const warmup = Number(warmupArg ?? 50);
  const top = Number(topArg ?? 40);
  const json = process.argv.includes("--json");
  playMix(mix, 100000, warmup);
  const session = new Session();
  if (what === "kinds") {
    printKinds(mix, games, warmup, top);
    process.exit(0);
  }
  if (what !== "play") session.connect();
  const rows = new Map<string, number>();
  let decisions = 0;
  let cpu = 0;
  if (what === "mixed") {
    // Both mixes in one process (the JIT's feedback shared, as a bot running games of both), in
    // alternating batches of 5 games after warm-up games of both: the ratio of CPU per decision
    // is free of the machine's load changing between processes. `mix` is the second mix, against core.
    let coreD = 0;
    let coreCpu = 0;
    let otherD = 0;
    let otherCpu = 0;
    for (let i = 0; i < warmup; i += 5) {
      playMix("core", 200000 + i, 5);
      playMix(mix, 200000 + i, 5);
    }
    for (let i = 0; i < games; i += 5) {
      const order = (i / 5) % 2 === 0 ? ["core", mix] : [mix, "core"];
      for (const m of order) {
        const c0 = process.cpuUsage();
        const d = playMix(m, i, 5);
        const c = process.cpuUsage(c0);
        if (m === "core") {
          coreD += d;
          coreCpu += c.user + c.system;
        } else {
          otherD += d;
          otherCpu += c.user + c.system;
        }
      }
    }
    decisions = coreD + otherD;
    cpu = coreCpu + otherCpu;
    process.stdout.write(
      `one process, ${games} games each in batches of 5: core ${(coreCpu / coreD).toFixed(2)} µs, ${mix} ` +
        `${(otherCpu / otherD).toFixed(2)} µs per decision, ratio ${(otherCpu / otherD / (coreCpu / coreD)).toFixed(3)}\n`,
    );
  } else if (what === "play") {
    // No profiler: CPU time only; under `valgrind --tool=callgrind --instr-atstart=no`, the
    // instructions of the measured games alone (callgrind_control switches the count on and off).
    const callgrind = process.argv.includes("--callgrind");
    const toggle = (on: boolean) =>
      callgrind &&
      execFileSync("callgrind_control", ["-i", on ? "on" : "off", `${process.pid}`], { stdio: "ignore" });
    toggle(true);
    const c0 = process.cpuUsage();
    decisions = playMix(mix, 0, games);
    const c = process.cpuUsage(c0);
    toggle(false);
    cpu = c.user + c.system;
    rows.set("(all)", cpu);
  } else if (what === "alloc") {
    // Bytes allocated (V8's sampling heap profiler, every ~4 KB, objects collected since included).
    await session.post("HeapProfiler.enable");
    await session.post("HeapProfiler.startSampling", {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    } as never);
    decisions = playMix(mix, 0, games);
    const { profile } = await session.post("HeapProfiler.stopSampling");
    type Node = {
      callFrame: { functionName: string; url: string; lineNumber: number };
      selfSize: number;
      children: Node[];
    };
    const walk = (n: Node) => {
      const key = `${n.callFrame.functionName || "(anon)"} ${rel(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
      if (n.selfSize) rows.set(key, (rows.get(key) ?? 0) + n.selfSize);
      for (const c of n.children) walk(c);
    };
    walk(profile.head as unknown as Node);
  } else if (what === "calls") {
    await session.post("Profiler.enable");
    await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
    await session.post("Profiler.takePreciseCoverage");
    decisions = playMix(mix, 0, games);
    const { result } = await session.post("Profiler.takePreciseCoverage");
    await session.post("Profiler.stopPreciseCoverage");
    for (const script of result) {
      const r = rel(script.url);
      if (!/^(src\/engine|cards)\//.test(r)) continue;
      for (const f of script.functions) {
        const n = f.ranges[0]?.count ?? 0;
        if (n === 0) continue;
        const key = `${f.functionName || "(anon)"} ${r}:${f.ranges[0]?.startOffset}`;
        rows.set(key, (rows.get(key) ?? 0) + n);
      }
    }
  } else {
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 100 });
    await session.post("Profiler.start");
    const c0 = process.cpuUsage();
    decisions = playMix(mix, 0, games);
    const c = process.cpuUsage(c0);
    cpu = c.user + c.system;
    const { profile } = await session.post("Profiler.stop");
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    // Samples, not their time deltas: on a loaded machine a delta also counts the time the
    // process waited for a core. Each sample is its share of the games' CPU time.
    const samples = profile.samples ?? [];
    const each = cpu / Math.max(1, samples.length);
    for (const id of samples) self.set(id, (self.get(id) ?? 0) + each);
    const keyOf = (n: { callFrame: { functionName: string; url: string; lineNumber: number } }) =>
      `${n.callFrame.functionName || "(anon)"} ${rel(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
    if (process.argv.includes("--inclusive")) {
      // Each function's time with its callees' (once per sample however deep it recurses): which
      // part of the engine (the main prompt, the Special windows, the triggers) a mix pays more in.
      const parent = new Map<number, number>();
      for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
      for (const [id, t] of self) {
        const seen = new Set<string>();
        for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
          const n = byId.get(at);
          if (n) seen.add(keyOf(n));
        }
        for (const key of seen) rows.set(key, (rows.get(key) ?? 0) + t);
      }
    } else
      for (const [id, t] of self) {
        const n = byId.get(id);
        if (n) rows.set(keyOf(n), (rows.get(keyOf(n)) ?? 0) + t);
      }
  }
  if (what !== "play") session.disconnect();
  let total = 0;
  for (const v of rows.values()) total += v;
  if (what === "mixed") {
    // Its line is printed above.
  } else if (json) {
    process.stdout.write(
      `${JSON.stringify({ mix, what, games, decisions, cpu, rows: Object.fromEntries(rows) })}\n`,
    );
  } else {
    process.stdout.write(
      `${mix} ${what}: ${games} games, ${decisions} decisions, total ${(total / decisions).toFixed(2)} per decision` +
        (cpu ? `, CPU ${(cpu / decisions).toFixed(1)} µs per decision` : "") +
        "\n",
    );
    const sorted = [...rows].sort((a, b) => b[1] - a[1]).slice(0, top);
    for (const [k, v] of sorted) process.stdout.write(`${(v / decisions).toFixed(2).padStart(9)}  ${k}\n`);
  }
}
