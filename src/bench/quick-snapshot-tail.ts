// The tail a cold click replays after a game left the hot path (issue 22, stop 47), by where the
// snapshot written then stands: the every-80 one alone (a process killed), the latest quiet point
// (cold46's rule), or the latest quiet point short of the undoes the players may still ask for
// (this stop's rule, `latestUndoSafe`). Over every position of seeded random games (all boxes),
// engine only: exact decision counts, no timing.
//
//   node --import tsx src/bench/quick-snapshot-tail.ts [games=6] [players=4]

import "../../cards/index.ts";
import { latestUndoSafe } from "../app/restore.ts";
import { randomChoice, randomSetup } from "../drivers/simulate.ts";
import { Engine } from "../engine/engine.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { type DecisionTrace, submitTraced } from "../engine/undo.ts";

const BOXES = ["core", "monster-smash", "culture-shock", "big-geeky-box"];
const games = Number(process.argv[2] ?? 6);
const players = Number(process.argv[3] ?? 4);

const tails = { every80: [] as number[], quiet: [] as number[], undoSafe: [] as number[] };
let written = 0;
let positions = 0;
for (let seed = 1; seed <= games; seed++) {
  const setup = randomSetup(seed, players, BOXES, 400);
  const bot = Engine.start(setup, { snapshots: true, snapshotEvery: 80 });
  const traced = Engine.start(setup);
  const rng = makeChooserRng(seed * 7919);
  const traces: DecisionTrace[] = [];
  const quiet: number[] = [];
  for (let n = 0; bot.prompt && n < 1500; n++) {
    const p = bot.prompt;
    const d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
    if (!bot.submit(d).ok) throw new Error("the bot engine refused a decision");
    bot.takeCheckpoint();
    const { result, trace } = submitTraced(traced, d);
    if (!result.ok) throw new Error("the traced engine refused a decision");
    traces.push(trace);
    if (bot.lastQuietPoint !== quiet.at(-1)) quiet.push(bot.lastQuietPoint);
    if (!bot.prompt) break;
    // The game leaves the hot path here: its stored snapshot is the every-80 one.
    const from = bot.lastSnapshot;
    const head = bot.decisions;
    positions++;
    tails.every80.push(head - from);
    const latest = Math.max(bot.lastQuietPoint, from);
    tails.quiet.push(head - latest);
    const safe = latestUndoSafe(
      traces.slice(from),
      from,
      quiet.filter((q) => q > from),
      bot.g.players.map((x) => x.out === true),
    );
    if (safe !== null) written++;
    tails.undoSafe.push(head - (safe ?? from));
  }
}

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return {
    mean: Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10,
    p50: at(0.5),
    p99: at(0.99),
  };
};
console.log(
  JSON.stringify(
    {
      games,
      players,
      positions,
      undoSafeWrittenShare: Math.round((written / positions) * 100) / 100,
      tailEvery80: stats(tails.every80),
      tailLatestQuiet: stats(tails.quiet),
      tailUndoSafe: stats(tails.undoSafe),
    },
    null,
    1,
  ),
);
