// One side of the act ÷ bare instruction count (issue 22): seeded four-player games played through
// GameService.act() on the bench's instant store (src/bench/service-decisions.ts), then warmed both
// ways, then `rounds` replays of one side only: `bare` (the engine's submit of the same decisions)
// or `act` (act() on new games of the same setups). Each round starts its games first (the lobby,
// the engines) and then takes their decisions back to back, as service-ab.ts times them.
//
//   node --import tsx src/bench/act-instructions.ts <bare|act> [games] [warm] [rounds]
//
// Under `valgrind --tool=callgrind --instr-atstart=no`, ACT_INSTRUCTIONS_CTL=1 turns the
// instrumentation on for the decisions alone (callgrind_control, through valgrind's gdbserver):
// the instructions collected over `decisions` are that side's per decision (the decisions' share
// of compilation and garbage collection included; a snapshot written at idle too, once per game).
//
//   node --import tsx src/bench/act-instructions.ts ratio [games] [warm] [rounds]
//
// runs both sides so (one after the other, each in its own valgrind; minutes each) and prints
// instructions per decision and act ÷ bare, in total and without the optimising compiler's
// (V8's optimising compilers, as engine-instructions.ts' workOf names them: the warm-up's tail, which goes on for ~60 games natively and
// longer under valgrind, not a decision's steady cost). Load-independent, unlike the CPU times of
// service-ab.ts. Keep the callgrind files with ACT_INSTRUCTIONS_KEEP=<dir> (`callgrind_annotate`;
// add `--perf-basic-prof` to node and map the JIT code's addresses with /tmp/perf-<pid>.map).

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GameService } from "../app/index.ts";
import { Engine } from "../engine/engine.ts";
import { createLogger } from "../log/logger.ts";
import { callgrindArgs, instrument } from "./callgrind.ts";
import { splitOf } from "./engine-instructions.ts";
import { actAll, instantStore, playThroughService, startThroughService } from "./service-decisions.ts";

const games = Number(process.argv[3] ?? 4);
const warm = Number(process.argv[4] ?? 3);
const rounds = Number(process.argv[5] ?? 1);

if (process.argv[2] === "ratio") {
  const dir = process.env.ACT_INSTRUCTIONS_KEEP ?? mkdtempSync(path.join(tmpdir(), "act-instructions-"));
  const count = (which: "bare" | "act") => {
    const out = path.join(dir, `callgrind.${which}`);
    const printed = execFileSync(
      "valgrind",
      [
        ...callgrindArgs(out),
        process.execPath,
        // ACT_INSTRUCTIONS_NODE_FLAGS="--single-threaded --no-memory-reducer": fewer threads' timing
        // in the count (V8's helper threads; the memory reducer's GC, timed in wall time, which
        // valgrind stretches ~50×, of tsx's loader thread too).
        ...(process.env.ACT_INSTRUCTIONS_NODE_FLAGS ?? "").split(" ").filter(Boolean),
        "--import",
        "tsx",
        import.meta.filename,
        which,
        String(games),
        String(warm),
        String(rounds),
      ],
      {
        env: { ...process.env, ACT_INSTRUCTIONS_CTL: "1" },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
    const { decisions } = JSON.parse(printed.trim().split("\n").at(-1) as string) as { decisions: number };
    const summary = readFileSync(out, "utf8").match(/^totals: (\d+)/m);
    const total = Number(summary?.[1] ?? Number.NaN);
    // The optimising compiler's own instructions, split as engine-instructions.ts splits a profile.
    const { compiler } = splitOf(out);
    return { decisions, perDecision: total / decisions, withoutCompiler: (total - compiler) / decisions };
  };
  const bare = count("bare");
  const act = count("act");
  const round = (n: number) => Math.round(n);
  process.stdout.write(
    `${JSON.stringify({
      decisions: act.decisions,
      bareInstructions: round(bare.perDecision),
      actInstructions: round(act.perDecision),
      actOverBare: Math.round((act.perDecision / bare.perDecision) * 1000) / 1000,
      bareInstructionsWithoutCompiler: round(bare.withoutCompiler),
      actInstructionsWithoutCompiler: round(act.withoutCompiler),
      actOverBareWithoutCompiler: Math.round((act.withoutCompiler / bare.withoutCompiler) * 1000) / 1000,
    })}\n`,
  );
  process.exit(0);
}

await import("../../cards/index.ts");
const side = process.argv[2] === "act" ? "act" : "bare";
// The games' seeds: each replay starts its game from the seed its played game had.
let seed = 42;
const log = createLogger({ level: "silent", pretty: false });
const service = new GameService({ store: instantStore(), log, newSeed: () => seed++ });
const played: { seed: number; game: Awaited<ReturnType<typeof playThroughService>> }[] = [];
for (let i = 0; i < games; i++) {
  const first = seed;
  const game = await playThroughService(service, 1000 + i, `game-${i}`);
  played.push({ seed: first, game });
}

const control = (on: boolean) =>
  process.env.ACT_INSTRUCTIONS_CTL === "1" ? instrument(on) : Promise.resolve();

let replays = 0;
/** One round of one side: every game started, then (`measured`: instrumented) their decisions. */
async function round(which: "act" | "bare", measured: boolean): Promise<number> {
  let decisions = 0;
  if (which === "bare") {
    const engines = played.map(({ game }) => Engine.start(game.setup));
    if (measured) await control(true);
    for (let k = 0; k < games; k++) {
      const engine = engines[k] as Engine;
      for (const d of (played[k] as (typeof played)[number]).game.decisions) engine.submit(d);
    }
  } else {
    const started = [];
    for (const { seed: gameSeed } of played) {
      const after = seed;
      seed = gameSeed;
      started.push(await startThroughService(service, `replay-${replays++}`));
      seed = after;
    }
    if (measured) await control(true);
    for (let k = 0; k < games; k++) {
      const { gameId, snapshot } = started[k] as (typeof started)[number];
      await actAll(
        service,
        gameId,
        snapshot.record.version,
        (played[k] as (typeof played)[number]).game.decisions,
      );
    }
  }
  if (measured) await control(false);
  await service.snapshotsWritten();
  for (const { game } of played) decisions += game.decisions.length;
  return decisions;
}

for (let r = 0; r < warm; r++) {
  await round("act", false);
  await round("bare", false);
}
let decisions = 0;
for (let r = 0; r < rounds; r++) decisions += await round(side, true);
process.stdout.write(`${JSON.stringify({ side, games, warm, rounds, decisions })}\n`);
