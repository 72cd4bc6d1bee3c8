// The render of a click in instructions (issue 22, rnd46): load-independent, unlike the CPU times of
// panel-ab.ts. One tree's seeded 4-player core games (panel-ab.ts's seeds, choices and click
// render: the public view, the board's definitions, the clicker's player view, its definitions and
// panel), warmed `warm` times, then under callgrind rounds of the games without the render (`bare`)
// and with it (`render`), alternating twice, each instrumented alone (callgrind_control) after a
// full collection: the render's instructions per click are the difference over the clicks.
//
//   node --import tsx src/bench/render-instructions.ts ratio <tree A> <tree B> [games=4] [warm=3]
//
// runs each tree in its own valgrind (a few minutes each) and prints both and A ÷ B. The side itself:
//
//   RENDER_INSTRUCTIONS_CTL=1 valgrind --tool=callgrind --instr-atstart=no node --import tsx \
//     <this file> side <tree> <games> <warm> <out prefix>

import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as SimulateModule from "../drivers/simulate.ts";
import type * as EngineModule from "../engine/engine.ts";
import type * as RngModule from "../engine/rng.ts";
import type * as ViewModule from "../engine/view.ts";
import type * as NamesModule from "../render/names.ts";
import type * as PanelModule from "../render/panel.ts";

const [mode, ...rest] = process.argv.slice(2);

if (mode === "ratio") {
  const [a, b, games = "4", warm = "3"] = rest;
  if (!a || !b) throw new Error("ratio <tree A> <tree B> [games] [warm]");
  const dir = mkdtempSync(path.join(tmpdir(), "render-instructions-"));
  const side = (tree: string, tag: string) => {
    const prefix = path.join(dir, tag);
    const printed = execFileSync(
      "valgrind",
      [
        "--tool=callgrind",
        "--instr-atstart=no",
        "--smc-check=all-non-file",
        `--callgrind-out-file=${prefix}.%p`,
        process.execPath,
        "--single-threaded",
        "--no-memory-reducer",
        "--expose-gc",
        "--import",
        "tsx",
        import.meta.filename,
        "side",
        path.resolve(tree),
        games,
        warm,
      ],
      {
        env: { ...process.env, RENDER_INSTRUCTIONS_CTL: "1" },
        stdio: ["ignore", "pipe", "ignore"],
        encoding: "utf8",
      },
    );
    const clicks = (JSON.parse(printed.trim().split("\n").at(-1) ?? "{}") as { clicks?: number }).clicks;
    // callgrind dumps at each toggle off: the dumps' totals in order (bare, render, bare, render).
    const out = execFileSync("sh", ["-c", `ls ${prefix}.*`], { encoding: "utf8" })
      .trim()
      .split("\n");
    const totals = out
      .sort()
      .map((f) => Number(readFileSync(f, "utf8").match(/^totals: (\d+)/m)?.[1] ?? Number.NaN));
    return { totals, clicks: clicks ?? Number.NaN };
  };
  const result: Record<string, unknown> = {};
  for (const [tag, tree] of [
    ["a", a],
    ["b", b],
  ] as const) {
    const measured = side(tree, tag);
    const totals = measured.totals.filter((n) => n > 0);
    const clicks = measured.clicks;
    const [b1 = 0, r1 = 0, b2 = 0, r2 = 0] = totals;
    result[tag] = { tree, totals, renderPerClick: Math.round((r1 - b1 + r2 - b2) / 2 / clicks) };
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else if (mode === "side") {
  const [tree, gamesArg = "4", warmArg = "3"] = rest;
  if (!tree) throw new Error("side <tree> [games] [warm]");
  const games = Number(gamesArg);
  const warm = Number(warmArg);
  const at = (p: string) => pathToFileURL(path.resolve(tree, p)).href;
  await import(at("cards/index.ts"));
  const simulate = (await import(at("src/drivers/simulate.ts"))) as typeof SimulateModule;
  const { Engine } = (await import(at("src/engine/engine.ts"))) as typeof EngineModule;
  const rng = (await import(at("src/engine/rng.ts"))) as typeof RngModule;
  const view = (await import(at("src/engine/view.ts"))) as typeof ViewModule;
  const names = (await import(at("src/render/names.ts"))) as typeof NamesModule;
  const panel = (await import(at("src/render/panel.ts"))) as typeof PanelModule;
  const players = [
    { userId: "100000000000000001", name: "Alice" },
    { userId: "100000000000000002", name: "Bob" },
    { userId: "100000000000000003", name: "Chloé" },
    { userId: "100000000000000004", name: "Dan" },
  ];
  let sink = 0;
  let clicks = 0;
  const round = (render: boolean) => {
    clicks = 0;
    for (let i = 0; i < games; i++) {
      const seed = 1000 + i;
      const e = Engine.start(simulate.randomSetup(seed, 4, ["core"], 400, { vpTarget: 15 }));
      const r = rng.makeChooserRng(seed);
      for (let version = 1, p = e.prompt; p; p = e.prompt, version++) {
        if (render) {
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
          sink += out.components.length + Object.keys(boardDefs.cards).length;
        }
        clicks += 1;
        e.submit({ seat: p.seat, prompt: p.id, choice: simulate.randomChoice(p, r) });
      }
    }
  };
  const control = (on: boolean) =>
    process.env.RENDER_INSTRUCTIONS_CTL === "1"
      ? new Promise((resolve) =>
          spawn("callgrind_control", [on ? "-i" : "-i", on ? "on" : "off", String(process.pid)], {
            stdio: "ignore",
          }).on("exit", () =>
            // A dump per measured round: its totals are that round's alone.
            on
              ? resolve(undefined)
              : spawn("callgrind_control", ["-d", String(process.pid)], { stdio: "ignore" }).on(
                  "exit",
                  resolve,
                ),
          ),
        )
      : Promise.resolve();
  // A full collection before each measured round: the rounds start from the same heap, whatever the
  // tree's render left in it (else a collection's timing swings the totals by ~30 %).
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
  for (let w = 0; w < warm; w++) round(true);
  for (const render of [false, true, false, true]) {
    collect();
    await control(true);
    round(render);
    await control(false);
  }
  process.stdout.write(`${JSON.stringify({ tree, clicks, sink })}\n`);
}
