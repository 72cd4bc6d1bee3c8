// The render work of a click, paired between two checkouts (issue 22, clk34): at every decision
// of seeded 4-player core games (each tree's own engine, the same seeds and choices), what a click
// builds for its answer — the public view and the board's definitions (src/discord/views.ts
// boardInput), the clicker's player view and its definitions (panelInput) and their panel
// (renderPanel) — timed in CPU (process.cpuUsage, all threads) per tree, the trees interleaved
// game by game (which goes first alternates), and every panel, player view and definitions table
// hashed as JSON per tree (the last round): equal digests
// say the outputs are byte-identical.
//
//   node --import tsx src/bench/panel-ab.ts [games] [other tree, default: this one] [--rounds=N]

import { createHash } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as SimulateModule from "../drivers/simulate.ts";
import type * as EngineModule from "../engine/engine.ts";
import type * as RngModule from "../engine/rng.ts";
import type * as ViewModule from "../engine/view.ts";
import type * as NamesModule from "../render/names.ts";
import type * as PanelModule from "../render/panel.ts";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const GAMES = Number(args[0] ?? 20);
const rounds = Number(process.argv.find((a) => a.startsWith("--rounds="))?.slice(9) ?? 3);
const here = path.resolve(import.meta.dirname, "../..");
const other = path.resolve(args[1] ?? here);

interface Tree {
  name: string;
  simulate: typeof SimulateModule;
  Engine: typeof EngineModule.Engine;
  rng: typeof RngModule;
  view: typeof ViewModule;
  names: typeof NamesModule;
  panel: typeof PanelModule;
  micros: number;
  clicks: number;
  hash: ReturnType<typeof createHash>;
}

async function load(name: string, root: string): Promise<Tree> {
  const at = (p: string) => pathToFileURL(path.resolve(root, p)).href;
  await import(at("cards/index.ts"));
  return {
    name,
    simulate: await import(at("src/drivers/simulate.ts")),
    Engine: ((await import(at("src/engine/engine.ts"))) as typeof EngineModule).Engine,
    rng: await import(at("src/engine/rng.ts")),
    view: await import(at("src/engine/view.ts")),
    names: await import(at("src/render/names.ts")),
    panel: await import(at("src/render/panel.ts")),
    micros: 0,
    clicks: 0,
    hash: createHash("sha256"),
  };
}

const players = [
  { userId: "100000000000000001", name: "Alice" },
  { userId: "100000000000000002", name: "Bob" },
  { userId: "100000000000000003", name: "Chloé" },
  { userId: "100000000000000004", name: "Dan" },
];

function cpu(): number {
  const c = process.cpuUsage();
  return c.user + c.system;
}

/** One game on `t`: its decisions' click renders timed (and hashed when `hash`). */
function game(t: Tree, seed: number, hash: boolean): void {
  const e = t.Engine.start(t.simulate.randomSetup(seed, 4, ["core"], 400, { vpTarget: 15 }));
  const rng = t.rng.makeChooserRng(seed);
  for (let version = 1, p = e.prompt; p; p = e.prompt, version++) {
    const t0 = cpu();
    const pub = t.view.publicView(e.g, p);
    const boardDefs = t.names.viewDefs(e.g, pub);
    const mine = t.view.playerView(e.g, p, p.seat, pub);
    const input = {
      gameId: "0f8fad5b-d9cb-469f-a165-70867728950e",
      version,
      view: mine,
      players,
      defs: t.names.viewDefs(e.g, mine),
    };
    const out = t.panel.renderPanel(input, "en");
    t.micros += cpu() - t0;
    t.clicks += 1;
    if (hash)
      t.hash.update(JSON.stringify(out)).update(JSON.stringify(boardDefs)).update(JSON.stringify(mine));
    e.submit({ seat: p.seat, prompt: p.id, choice: t.simulate.randomChoice(p, rng) });
  }
}

const a = await load("this", here);
const b = await load("other", other);
for (let round = 0; round < rounds; round++) {
  const last = round === rounds - 1;
  for (const tree of [a, b]) {
    tree.micros = 0;
    tree.clicks = 0;
  }
  for (let i = 0; i < GAMES; i++) {
    const order = i % 2 === 0 ? [a, b] : [b, a];
    for (const tree of order) game(tree, 1000 + i, last);
  }
  const per = (t: Tree) => t.micros / t.clicks;
  process.stdout.write(
    `${JSON.stringify({
      round: round + 1,
      clicks: a.clicks,
      thisUsPerClick: +per(a).toFixed(2),
      otherUsPerClick: +per(b).toFixed(2),
      ratio: +(per(a) / per(b)).toFixed(3),
    })}\n`,
  );
}
const da = a.hash.digest("hex").slice(0, 16);
const db = b.hash.digest("hex").slice(0, 16);
process.stdout.write(`${JSON.stringify({ thisDigest: da, otherDigest: db, identical: da === db })}\n`);
