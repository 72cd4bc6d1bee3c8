// Bytes allocated and scavenges per decision (issue 22: act() runs the engine slower between the
// service's steps than back to back; how much does each decision leave for the GC?). The same
// seeded four-player core games played by the bare engine (core, and all four boxes' games) and
// replayed through GameService.act() on the bench's instant store (src/bench/service-decisions.ts).
// Counts, not times:
//   - bytes: in a child with a 256 MB young generation (no GC inside a game), the heap's used size
//     after a game minus before it (a full GC first): every byte the game allocated, exactly (for
//     act(), less the bytes of the game's start through the service, measured the same way alone).
//   - scavenges: in a child with V8's default heap, the minor GCs (perf_hooks `gc` entries) per
//     1,000 decisions, as the bot runs.
//   - with `profile`: where act()'s bytes go (the sampling heap profiler, every 1 KB, objects
//     collected since included), the top functions.
//
//   - gcMs: the GC's time (perf_hooks `gc` entries' durations) per 1,000 decisions, same child.
//
//   node --import tsx src/bench/alloc-per-decision.ts [games] [profile [top]]
//
// ALLOC_TREE=<tree>: the engine, service and bench store of another checkout (e.g. /work/old2ec).

import { execFileSync } from "node:child_process";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import type * as App from "../app/index.ts";
import type * as Simulate from "../drivers/simulate.ts";
import type * as EngineModule from "../engine/engine.ts";
import type * as Rng from "../engine/rng.ts";
import type * as Logger from "../log/logger.ts";
import { ALL_BOXES } from "./engine-baseline.ts";
import type * as Decisions from "./service-decisions.ts";

const tree = path.resolve(process.env.ALLOC_TREE ?? path.join(import.meta.dirname, "../.."));
const at = (p: string) => pathToFileURL(path.resolve(tree, p)).href;
await import(at("cards/index.ts"));
const { GameService } = (await import(at("src/app/index.ts"))) as typeof App;
const { randomChoice, randomSetup } = (await import(at("src/drivers/simulate.ts"))) as typeof Simulate;
const { Engine } = (await import(at("src/engine/engine.ts"))) as typeof EngineModule;
const { makeChooserRng } = (await import(at("src/engine/rng.ts"))) as typeof Rng;
const { createLogger } = (await import(at("src/log/logger.ts"))) as typeof Logger;
const { instantStore, playThroughService, replayThroughService } = (await import(
  at("src/bench/service-decisions.ts")
)) as typeof Decisions;

const games = Number(process.argv[2] ?? 10);
const role = process.env.ALLOC_ROLE;

type Kind = "core" | "all" | "act";
type Counts = Record<
  Kind,
  { decisions: number; bytes: number; scavenges: number; marks: number; gcMs: number }
>;

function usedBytes(): number {
  let n = 0;
  for (const s of v8.getHeapSpaceStatistics()) n += s.space_used_size;
  return n;
}

const gcs = { minor: 0, major: 0, ms: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcs.ms += e.duration;
    const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
    if (kind === 1) gcs.minor++;
    else gcs.major++;
  }
}).observe({ entryTypes: ["gc"] });
const settle = () => new Promise((r) => setTimeout(r, 20));

function bareGame(boxes: string[], i: number): number {
  const rng = makeChooserRng(1000 + i);
  const e = Engine.start(randomSetup(42 * 7919 + 1000 + i, 4, boxes, 400));
  let n = 0;
  for (let p = e.prompt; p; p = e.prompt) {
    e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
    n++;
  }
  return n;
}

async function child(): Promise<void> {
  const exact = role === "bytes";
  const gc = (globalThis as { gc?: () => void }).gc;
  if (exact && !gc) throw new Error("bytes: run with --expose-gc");
  let seed = 42;
  const service = new GameService({
    store: instantStore(),
    log: createLogger({ level: "silent", pretty: false }),
    newSeed: () => seed++,
  });
  const played: { seed: number; game: Awaited<ReturnType<typeof playThroughService>> }[] = [];
  for (let i = 0; i < games; i++) {
    const gameSeed = seed;
    played.push({ seed: gameSeed, game: await playThroughService(service, 1000 + i, `play-${i}`) });
  }
  // Warm-up: each kind once over the games (the JIT's code allocated before counting).
  for (let i = 0; i < games; i++) {
    bareGame(["core"], i);
    bareGame(ALL_BOXES, i);
  }
  // `startOnly`: the game's lobby and start alone (no decision), taken off act()'s bytes.
  const replay = async (k: number, tag: string, startOnly = false) => {
    const { seed: s, game: whole } = played[k] as (typeof played)[number];
    const game = startOnly ? { ...whole, decisions: [] } : whole;
    const after = seed;
    seed = s;
    await replayThroughService(service, game, `${tag}-${k}`);
    // A baseline from before issue 22's snapshots at idle has none to write.
    await (service as { snapshotsWritten?: () => Promise<void> }).snapshotsWritten?.();
    seed = after;
    return game.decisions.length;
  };
  for (let k = 0; k < games; k++) await replay(k, "warm");
  const counts: Counts = {
    core: { decisions: 0, bytes: 0, scavenges: 0, marks: 0, gcMs: 0 },
    all: { decisions: 0, bytes: 0, scavenges: 0, marks: 0, gcMs: 0 },
    act: { decisions: 0, bytes: 0, scavenges: 0, marks: 0, gcMs: 0 },
  };
  // The bytes a game's start through the service allocates (lobby, joins, start), not a decision's.
  const startBytes = async (k: number) => {
    gc?.();
    await settle();
    const h0 = usedBytes();
    await replay(k, "start", true);
    return usedBytes() - h0;
  };
  const run = async (kind: Kind, k: number) => {
    const start = exact && kind === "act" ? await startBytes(k) : 0;
    if (exact) gc?.();
    await settle();
    const g0 = { ...gcs };
    const h0 = usedBytes();
    const n = kind === "act" ? await replay(k, "count") : bareGame(kind === "core" ? ["core"] : ALL_BOXES, k);
    const h1 = usedBytes();
    await settle();
    const c = counts[kind];
    c.decisions += n;
    c.scavenges += gcs.minor - g0.minor;
    c.marks += gcs.major - g0.major;
    c.gcMs += gcs.ms - g0.ms;
    if (exact) {
      if (gcs.minor + gcs.major !== g0.minor + g0.major)
        throw new Error(
          `bytes: a GC inside a ${kind} game (${gcs.minor - g0.minor} minor, ${gcs.major - g0.major} other, ${h1 - h0} B)`,
        );
      c.bytes += h1 - h0 - start;
    }
  };
  for (let k = 0; k < games; k++) for (const kind of ["core", "all", "act"] as Kind[]) await run(kind, k);
  if (role === "profile") {
    const top = Number(process.argv[4] ?? 30);
    const session = new Session();
    session.connect();
    await session.post("HeapProfiler.enable");
    await session.post("HeapProfiler.startSampling", {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    } as never);
    let decisions = 0;
    for (let k = 0; k < games; k++) decisions += await replay(k, "profile");
    const { profile } = await session.post("HeapProfiler.stopSampling");
    type Node = {
      callFrame: { functionName: string; url: string; lineNumber: number };
      selfSize: number;
      children: Node[];
    };
    const root = `${path.resolve(import.meta.dirname, "../..")}/`;
    const rows = new Map<string, number>();
    // Inclusive: each function's bytes with its callees' (once per stack however deep it recurses).
    const inclusive = new Map<string, number>();
    const walkInclusive = (n: Node, above: Set<string>): number => {
      const file = decodeURIComponent(n.callFrame.url.replace(/^file:\/\//, "")).replace(root, "");
      const key = `${n.callFrame.functionName || "(anon)"} ${file || "(native)"}`;
      const fresh = !above.has(key);
      if (fresh) above.add(key);
      let total = n.selfSize;
      for (const c of n.children) total += walkInclusive(c, above);
      if (fresh) {
        above.delete(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + total);
      }
      return total;
    };
    walkInclusive(profile.head as unknown as Node, new Set());
    process.stderr.write("inclusive:\n");
    for (const [key, b] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
      process.stderr.write(`${String(Math.round(b / decisions)).padStart(7)} B  ${key}\n`);
    process.stderr.write("self:\n");
    const walk = (n: Node) => {
      const file = decodeURIComponent(n.callFrame.url.replace(/^file:\/\//, "")).replace(root, "");
      const key = `${n.callFrame.functionName || "(anon)"} ${file || "(native)"}:${n.callFrame.lineNumber + 1}`;
      if (n.selfSize) rows.set(key, (rows.get(key) ?? 0) + n.selfSize);
      for (const c of n.children) walk(c);
    };
    walk(profile.head as unknown as Node);
    const total = [...rows.values()].reduce((a, b) => a + b, 0);
    process.stderr.write(`act(): ~${Math.round(total / decisions)} B a decision sampled\n`);
    for (const [key, b] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top))
      process.stderr.write(`${String(Math.round(b / decisions)).padStart(7)} B  ${key}\n`);
  }
  process.stdout.write(JSON.stringify(counts));
}

if (role) await child();
else {
  const self = import.meta.filename;
  const go = (r: string, flags: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, [...flags, "--import", "tsx", self, ...process.argv.slice(2)], {
        env: { ...process.env, ALLOC_ROLE: r },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
        maxBuffer: 1 << 26,
      }),
    ) as Counts;
  const bytes = go("bytes", ["--expose-gc", "--min-semi-space-size=256", "--max-semi-space-size=256"]);
  const plain = go(process.argv[3] === "profile" ? "profile" : "count", []);
  const out: Record<string, number> = {};
  for (const kind of ["core", "all", "act"] as Kind[]) {
    out[`${kind}Decisions`] = plain[kind].decisions;
    out[`${kind}BytesPerDecision`] = Math.round(bytes[kind].bytes / bytes[kind].decisions);
    out[`${kind}ScavengesPer1000`] = Math.round((plain[kind].scavenges * 1e4) / plain[kind].decisions) / 10;
    out[`${kind}MarkCompactsPer1000`] = Math.round((plain[kind].marks * 1e4) / plain[kind].decisions) / 10;
    out[`${kind}GcMicrosPerDecision`] = Math.round((plain[kind].gcMs * 1e5) / plain[kind].decisions) / 100;
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
