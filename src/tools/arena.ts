// `npm run -s arena -- --games N --players P --seats hard,normal[,...] [--boxes a,b] [--seed S]
//   [--threads T] [--iterations I] [--pick random|draft|free] [--max-turns M] [--jsonl FILE [--resume]] [--first F] [--json]`
// Plays AI against AI over worker threads (piscina, all cores by default) with the seat types
// rotated from game to game, and prints win rates per seat type with 95 % confidence intervals
// (Wilson), by faction, and decision times p50/p99. With --json the last stdout line is the
// summary object. CPU times are exact with --threads 1 (process-wide CPU time). Seat types: random, easy, normal, hard, hard-cheat (Hard seeing every hidden
// card: what honesty costs). The seat list is repeated to the table size (--seats hard,normal
// with 4 players is hard,normal,hard,normal).

import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { Piscina } from "piscina";
import { CATALOG } from "../../cards/catalog.ts";
import { BOXES } from "../../cards/index.ts";
import {
  type ArenaGame,
  type ArenaTask,
  PICK_MODES,
  type PickMode,
  pairedSummary,
  SEAT_TYPES,
  type SeatType,
  summarize,
  wilson,
} from "../ai/arena.ts";
import type { FactionPick } from "../ai/index.ts";

const USAGE = `Usage: npm run -s arena -- [options]
  --games N        games to play (default 20)
  --players P      players per game, 2 to 4 (default 2)
  --seats a,b      seat types in rotation (${SEAT_TYPES.join(", ")}; default hard,normal)
  --boxes a,b      boxes whose factions are dealt (default all: ${BOXES.map((b) => b.id).join(",")})
  --seed S         seed of the first game (default 1)
  --first F        play only games F to N-1 (another process may play the others:
                   --from on their joined --jsonl files summarizes the whole run)
  --threads T      worker threads (default: all cores, ${availableParallelism()})
  --iterations I   Hard's playouts per play-phase decision (default: the level's budget)
  --hard-mode X    Hard's search: sampled (default), plan or ismcts (src/ai/search.ts)
  --budget JSON    other knobs of Hard's budget, e.g. '{"width":6,"noise":0.2}' (SearchBudget)
  --pick X         how factions are chosen: random (default: dealt at random, as every
                   figure before stop 39), draft (snake draft, DRAFT-1..5) or free (each
                   seat picks its two in turn); in a draft each seat picks by its level's
                   own choice (aiPickFaction: Easy and random seats at random)
  --focus-pick X   the seat of the first listed seat type picks by X instead of its level's
                   own (random, strength: Normal's choice, rates: Hard's, the measured win
                   rates), for paired runs
  --others-pick X  every other seat picks by X instead of its level's own (e.g. rates: the
                   Normals drafting as well as Hard)
  --max-turns M    a game still running after M turns is a draw (default 200)
  --json           the last stdout line is the summary object
  --jsonl FILE     append each game to FILE as one JSON line when it ends (a long run
                   stopped early keeps the games it finished)
  --resume         with --jsonl: play only the games not yet in that file (a stopped run
                   continued with the same options)
  --from FILE      play nothing: summarize the games of such a file numbered below --games
                   (the missing ones are listed on stderr)
  --paired FILE    with --from: FILE holds a run of the same games (same seed) with another
                   first seat type or budget; prints the first seat type's wins in both on the
                   games in both, +k -m (won only in --from / only in FILE), the sign test, and
                   its mean VP margin over the best other seat (--from minus FILE)
  --help           this text
`;

const OPTIONS = {
  games: { type: "string", default: "20" },
  players: { type: "string", default: "2" },
  seats: { type: "string", default: "hard,normal" },
  boxes: { type: "string", default: BOXES.map((b) => b.id).join(",") },
  seed: { type: "string", default: "1" },
  first: { type: "string", default: "0" },
  threads: { type: "string", default: String(availableParallelism()) },
  iterations: { type: "string" },
  "hard-mode": { type: "string" },
  budget: { type: "string" },
  pick: { type: "string", default: "random" },
  "focus-pick": { type: "string" },
  "others-pick": { type: "string" },
  "max-turns": { type: "string", default: "200" },
  json: { type: "boolean", default: false },
  jsonl: { type: "string" },
  resume: { type: "boolean", default: false },
  from: { type: "string" },
  paired: { type: "string" },
  help: { type: "boolean", default: false },
} as const;

function fail(msg: string): never {
  process.stderr.write(`${msg}\n\n${USAGE}`);
  process.exit(2);
}

function int(name: string, v: string | undefined, min: number, max: number): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    fail(`--${name} must be an integer between ${min} and ${max}`);
  return n;
}

let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>["values"];
try {
  values = parseArgs({ options: OPTIONS }).values;
} catch (e) {
  fail((e as Error).message);
}
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
const seats = list(values.seats);
for (const s of seats) if (!SEAT_TYPES.includes(s as SeatType)) fail(`--seats: unknown seat type "${s}"`);
const boxes = list(values.boxes);
for (const b of boxes) {
  if (!CATALOG.some((c) => c.id === b)) fail(`--boxes: unknown box "${b}"`);
  if (!BOXES.some((x) => x.id === b)) fail(`--boxes: box "${b}" is not implemented yet`);
}
const games = int("games", values.games, 1, 1_000_000);
const players = int("players", values.players, 2, 4);
if (seats.length === 0 || seats.length > players) fail("--seats: give 1 to P seat types");
const seed = int("seed", values.seed, -(2 ** 31), 2 ** 31 - 1);
const first = int("first", values.first, 0, games - 1);
const threads = int("threads", values.threads, 1, 256);
const maxTurns = int("max-turns", values["max-turns"], 1, 100_000);
const iterations =
  values.iterations === undefined ? undefined : int("iterations", values.iterations, 1, 1_000_000);

const hardMode = values["hard-mode"];
if (hardMode !== undefined && !["plan", "sampled", "ismcts"].includes(hardMode))
  fail("--hard-mode: sampled, plan or ismcts");

const pickMode = values.pick as PickMode;
if (!PICK_MODES.includes(pickMode)) fail(`--pick: ${PICK_MODES.join(", ")}`);
const focusPick = values["focus-pick"] as FactionPick | undefined;
if (focusPick !== undefined && !["random", "strength", "rates"].includes(focusPick))
  fail("--focus-pick: random, strength or rates");
if (focusPick !== undefined && pickMode === "random") fail("--focus-pick: only with --pick draft or free");
const othersPick = values["others-pick"] as FactionPick | undefined;
if (othersPick !== undefined && !["random", "strength", "rates"].includes(othersPick))
  fail("--others-pick: random, strength or rates");
if (othersPick !== undefined && pickMode === "random") fail("--others-pick: only with --pick draft or free");

let budget: Record<string, unknown> | undefined;
if (values.budget !== undefined) {
  try {
    budget = JSON.parse(values.budget) as Record<string, unknown>;
  } catch {
    fail("--budget: a JSON object");
  }
  if (typeof budget !== "object" || budget === null || Array.isArray(budget)) fail("--budget: a JSON object");
}

const t0 = performance.now();
let results: ArenaGame[];
if (values.resume && values.jsonl === undefined) fail("--resume: give the --jsonl file to continue");
if (values.paired !== undefined && values.from === undefined)
  fail("--paired: give the --from file to pair it with");
if (values.from !== undefined) {
  results = [...readGames(values.from).values()].sort((a, b) => a.game - b.game);
  // Games still running when a run stopped are missing (the worker pool does not finish them in
  // order): say which, so a reader can judge the sample.
  const have = new Set(results.map((g) => g.game));
  const top = Math.max(-1, ...have);
  const missing = Array.from({ length: top + 1 }, (_, i) => i).filter((i) => !have.has(i));
  if (missing.length > 0) process.stderr.write(`--from: games missing below ${top}: ${missing.join(",")}\n`);
} else results = await playAll();

/** The games of a --jsonl file, one per number: a game is the same wherever it was played (its
 * seed is the run's seed and its number), so a copy from an overlapping process counts once. */
function readGames(file: string): Map<number, ArenaGame> {
  const byGame = new Map<number, ArenaGame>();
  if (!existsSync(file)) return byGame;
  for (const l of readFileSync(file, "utf8").split("\n")) {
    if (!l.trim()) continue;
    const g = JSON.parse(l) as ArenaGame;
    if (g.seats.length === players && g.game < games) byGame.set(g.game, g);
  }
  return byGame;
}

async function playAll(): Promise<ArenaGame[]> {
  const pool = new Piscina({
    filename: new URL("./arena-worker.ts", import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // The workers need the TypeScript loader the main thread runs under (tsx).
    execArgv: process.execArgv,
  });
  const done =
    values.resume && values.jsonl !== undefined ? readGames(values.jsonl) : new Map<number, ArenaGame>();
  const todo: number[] = [];
  for (let game = first; game < games; game++) if (!done.has(game)) todo.push(game);
  const played: ArenaGame[] = [...done.values()].filter((g) => g.game >= first);
  // One task in flight per thread, handed out in order: piscina 5 runs a queue of tasks out of
  // order (piscinajs/piscina#1031: all even games first), so a run stopped early would hold a
  // biased sample (a seat type's seats follow the game's parity); in order it holds games 0..k.
  let next = 0;
  async function lane(): Promise<void> {
    while (next < todo.length) {
      const game = todo[next++] as number;
      const task: ArenaTask = {
        game,
        seed,
        players,
        boxes,
        seats: seats as SeatType[],
        maxTurns,
        ...(iterations ? { iterations } : {}),
        ...(hardMode ? { hardMode: hardMode as ArenaTask["hardMode"] } : {}),
        ...(budget ? { budget: budget as ArenaTask["budget"] } : {}),
        ...(pickMode !== "random" ? { pick: pickMode } : {}),
        ...(focusPick ? { focusPick } : {}),
        ...(othersPick ? { othersPick } : {}),
      };
      const g = (await pool.run(task)) as ArenaGame;
      if (values.jsonl !== undefined) appendFileSync(values.jsonl, `${JSON.stringify(g)}\n`);
      played.push(g);
    }
  }
  await Promise.all(Array.from({ length: threads }, lane));
  await pool.destroy();
  return played.sort((a, b) => a.game - b.game);
}
const summary = { ...summarize(results, players), seats, boxes, seed, pick: pickMode, threads, seconds: 0 };
summary.seconds = Math.round((performance.now() - t0) / 100) / 10;
for (const g of results) if (g.error) process.stderr.write(`game ${g.game}: ${g.error}\n`);

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const lines = [
  `${summary.games} games, ${players} players, seats ${seats.join(",")}, boxes ${boxes.join(",")}, seed ${seed}${values.from === undefined ? `, factions ${pickMode}` : ""}: ` +
    `${summary.draws} draws, ${summary.errors} errors, ${summary.turnsMean} turns per game, ${summary.seconds} s on ${threads} threads`,
  "type        seats  wins  win rate  95 % CI            par    decision ms p50/p99  play-phase ms p50/p99  play-phase CPU ms p50/p99",
  ...summary.types.map(
    (t) =>
      `${t.type.padEnd(11)} ${String(t.seats).padStart(5)} ${String(t.wins).padStart(5)}  ${pct(t.winRate).padStart(8)}  ` +
      `[${pct(t.ci95[0])}, ${pct(t.ci95[1])}]`.padEnd(19) +
      `${pct(t.par).padStart(6)}  ${`${t.msP50.toFixed(1)} / ${t.msP99.toFixed(1)}`.padStart(19)}  ` +
      `${`${t.mainMsP50.toFixed(1)} / ${t.mainMsP99.toFixed(1)}`.padStart(20)}  ` +
      `${`${t.mainCpuP50.toFixed(1)} / ${t.mainCpuP99.toFixed(1)}`.padStart(24)}`,
  ),
  "by faction (type faction seats wins):",
  ...summary.factions.map((f) => `  ${f.type} ${f.faction} ${f.seats} ${f.wins} (${pct(f.winRate)})`),
];
const paired =
  values.paired === undefined ? undefined : pairedSummary([...readGames(values.paired).values()], results);
if (paired) {
  const ci = (k: number) => wilson(k, paired.games).map(pct).join(", ");
  lines.push(
    `paired with ${values.paired} on ${paired.games} games, first seat type ${seats[0]}: ` +
      `${paired.winsB} wins [${ci(paired.winsB)}] here, ${paired.winsA} [${ci(paired.winsA)}] there; ` +
      `+${paired.plus} −${paired.minus} (won here only / there only), sign test p = ${paired.signP}; ` +
      `VP margin over the best other seat, here minus there: ${paired.marginDiff} ± ${paired.marginSe}`,
  );
}
if (values.json) {
  process.stdout.write(`${lines.join("\n")}\n${JSON.stringify(paired ? { ...summary, paired } : summary)}\n`);
} else {
  process.stdout.write(`${lines.join("\n")}\n`);
}
process.exitCode = summary.errors > 0 ? 1 : 0;
