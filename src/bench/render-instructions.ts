// The render work of a click in machine instructions (valgrind's callgrind), for one or more
// checkouts (issue 22, rnd48): what panel-ab.ts times — at every decision of seeded 4-player core
// games, the public view, the board's definitions, the clicker's player view, its definitions and
// their panel — counted instead of timed, so that a change of a few per cent shows on this shared
// machine. Each (tree, mode) is one process under callgrind (node --single-threaded: V8 compiles and
// collects on the main thread, so the same work counts the same to ~0.1 %, engine-instructions.ts):
// `warm` rounds of the games uncounted, then `rounds` rounds counted (callgrind_control). Mode
// `render` renders at every decision, mode `engine` plays the same decisions without rendering: the
// render's instructions per click are the difference, per click, in total and by kind of work
// (workOf); the figure to compare is the one without the optimising compiler and the collector
// (`renderPerClickWithoutCompilerAndGc`): both depend on when V8 tiers a function up or a major
// collection falls in the counted rounds, ±25 % between two processes of the same code (rnd48).
//
//   node --import tsx src/bench/render-instructions.ts [--games 10] [--warm 3] [--rounds 2]
//     [--tree <checkout>]... [--out DIR]
//
// Trees default to this one; each tree's own modules play (its engine, views and renderers). Two
// processes run at a time. Several minutes per tree (valgrind is ~50× slower).

import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as SimulateModule from "../drivers/simulate.ts";
import type * as EngineModule from "../engine/engine.ts";
import type * as RngModule from "../engine/rng.ts";
import type * as ViewModule from "../engine/view.ts";
import type * as NamesModule from "../render/names.ts";
import type * as PanelModule from "../render/panel.ts";

const players = [
  { userId: "100000000000000001", name: "Alice" },
  { userId: "100000000000000002", name: "Bob" },
  { userId: "100000000000000003", name: "Chloé" },
  { userId: "100000000000000004", name: "Dan" },
];

type Mode = "render" | "engine";

async function child(root: string, mode: Mode, games: number, warm: number, rounds: number): Promise<void> {
  const at = (p: string) => pathToFileURL(path.resolve(root, p)).href;
  await import(at("cards/index.ts"));
  const simulate = (await import(at("src/drivers/simulate.ts"))) as typeof SimulateModule;
  const { Engine } = (await import(at("src/engine/engine.ts"))) as typeof EngineModule;
  const rng = (await import(at("src/engine/rng.ts"))) as typeof RngModule;
  const view = (await import(at("src/engine/view.ts"))) as typeof ViewModule;
  const names = (await import(at("src/render/names.ts"))) as typeof NamesModule;
  const panel = (await import(at("src/render/panel.ts"))) as typeof PanelModule;
  let sink = 0;
  const play = (seed: number): number => {
    const e = Engine.start(simulate.randomSetup(seed, 4, ["core"], 400, { vpTarget: 15 }));
    const choose = rng.makeChooserRng(seed);
    let clicks = 0;
    for (let version = 1, p = e.prompt; p; p = e.prompt, version++) {
      if (mode === "render") {
        const pub = view.publicView(e.g, p);
        const boardDefs = names.viewDefs(e.g, pub);
        const mine = view.playerView(e.g, p, p.seat, pub);
        const input = {
          gameId: "0f8fad5b-d9cb-469f-a165-70867728950e",
          version,
          view: mine,
          players,
          defs: names.viewDefs(e.g, mine),
        };
        const out = panel.renderPanel(input, "en");
        sink += out.embeds.length + Object.keys(boardDefs.cards).length;
      }
      clicks++;
      e.submit({ seat: p.seat, prompt: p.id, choice: simulate.randomChoice(p, choose) });
    }
    return clicks;
  };
  const round = () => {
    let clicks = 0;
    for (let i = 0; i < games; i++) clicks += play(1000 + i);
    return clicks;
  };
  for (let r = 0; r < warm; r++) round();
  // A full collection first: the garbage of the warm rounds is not collected in the counted ones.
  (globalThis as { gc?: () => void }).gc?.();
  await control(true);
  let clicks = 0;
  for (let r = 0; r < rounds; r++) clicks += round();
  await control(false);
  process.stdout.write(`${JSON.stringify({ clicks, sink })}\n`);
}

function control(on: boolean): Promise<void> {
  if (process.env.RENDER_INSTRUCTIONS_CTL !== "1") return Promise.resolve();
  return new Promise((resolve) =>
    execFile("callgrind_control", [`--instr=${on ? "on" : "off"}`, String(process.pid)], () => resolve()),
  );
}

interface Count {
  tree: string;
  mode: Mode;
  clicks: number;
  instructions: number;
  split: Record<string, number>;
}

function totalOf(file: string): number {
  const m = /^totals:\s+(\d+)/m.exec(readFileSync(file, "utf8"));
  if (!m) throw new Error(`no total in ${file}`);
  return Number(m[1]);
}

function count(tree: string, mode: Mode, out: string, argv: string[]): Promise<Count> {
  // Imported here: engine-instructions.ts loads engine-baseline.ts, whose module body plays by argv.
  const split = import("./engine-instructions.ts").then((m) => m.splitOf);
  const file = path.join(out, `callgrind.${path.basename(tree)}.${mode}`);
  return new Promise((resolve, reject) => {
    execFile(
      "valgrind",
      [
        "--tool=callgrind",
        "--instr-atstart=no",
        `--callgrind-out-file=${file}`,
        process.execPath,
        "--single-threaded",
        "--expose-gc",
        "--import",
        "tsx",
        fileURLToPath(import.meta.url),
        "--child",
        tree,
        mode,
        ...argv,
      ],
      { env: { ...process.env, RENDER_INSTRUCTIONS_CTL: "1" }, encoding: "utf8", maxBuffer: 1 << 26 },
      (err, stdout) => {
        if (err) return reject(err);
        const { clicks } = JSON.parse(stdout.trim().split("\n").pop() as string) as { clicks: number };
        split.then(
          (splitOf) => resolve({ tree, mode, clicks, instructions: totalOf(file), split: splitOf(file) }),
          reject,
        );
      },
    );
  });
}

const args = process.argv.slice(2);
if (args[0] === "--child") {
  const [, tree, mode, games, warm, rounds] = args;
  await child(tree as string, mode as Mode, Number(games), Number(warm), Number(rounds));
} else {
  const opt = (name: string, dflt: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? (args[i + 1] as string) : dflt;
  };
  const trees = args.flatMap((a, i) => (a === "--tree" ? [path.resolve(args[i + 1] as string)] : []));
  if (trees.length === 0) trees.push(path.resolve(import.meta.dirname, "../.."));
  const argv = [opt("--games", "10"), opt("--warm", "3"), opt("--rounds", "2")];
  const out = opt("--out", "") || mkdtempSync(path.join(tmpdir(), "render-instructions-"));
  const jobs = trees.flatMap((t) => (["render", "engine"] as Mode[]).map((m) => [t, m] as const));
  const counts: Count[] = [];
  for (let i = 0; i < jobs.length; i += 2)
    counts.push(...(await Promise.all(jobs.slice(i, i + 2).map(([t, m]) => count(t, m, out, argv)))));
  for (const tree of trees) {
    const r = counts.find((c) => c.tree === tree && c.mode === "render") as Count;
    const e = counts.find((c) => c.tree === tree && c.mode === "engine") as Count;
    const perClick = (n: number) => Math.round(n / r.clicks);
    const bySplit = Object.fromEntries(
      Object.keys(r.split).map((k) => [k, perClick((r.split[k] ?? 0) - (e.split[k] ?? 0))]),
    );
    const steady = (c: Count) => c.instructions - (c.split.compiler ?? 0) - (c.split.gc ?? 0);
    process.stdout.write(
      `${JSON.stringify({
        tree,
        clicks: r.clicks,
        renderPerClick: perClick(r.instructions - e.instructions),
        renderPerClickWithoutCompilerAndGc: perClick(steady(r) - steady(e)),
        bySplit,
        enginePerClick: perClick(e.instructions),
        out,
      })}\n`,
    );
  }
}
