// The arena: AI against AI, to measure the levels (issue 23). One game is a pure function of its
// task (setup seed, seat types), so the tool can spread games over worker threads and a test can
// play one in-process. Seat types rotate from game to game so no type keeps the first seat.

import { randomChoice, randomSetup } from "../drivers/simulate.ts";
import { allFactions } from "../engine/defs.ts";
import { availableFor, type DraftState, draftTurn, newDraft, pick } from "../engine/draft.ts";
import { Engine } from "../engine/engine.ts";
import { makeChooserRng } from "../engine/rng.ts";
import type { GameSetup, Prompt, Seat } from "../engine/types.ts";
import { quantileOfSorted } from "../stats/quantile.ts";
import { type AiLevel, aiDecide, aiPickFaction, type FactionPick } from "./index.ts";
import { mix } from "./rng.ts";
import type { SearchBudget } from "./search.ts";

/** Seat types: the three levels, random legal answers, Hard seeing every hidden card, and Hard
 * running the ISMCTS tree instead of its default sampled search (search.ts). */
export const SEAT_TYPES = ["random", "easy", "normal", "hard", "hard-cheat", "hard-ismcts"] as const;
export type SeatType = (typeof SEAT_TYPES)[number];

/** How the factions are chosen: dealt at random (the default: every figure before stop 39), or
 * picked by the seats themselves in a snake draft (DRAFT-1..5) or one after another (a free pick,
 * each seat taking its two in turn from a random first picker, as the lobby's AI seats do). */
export const PICK_MODES = ["random", "draft", "free"] as const;
export type PickMode = (typeof PICK_MODES)[number];

/** The tree search's default budget in the arena (about the sampled search's cost). */
const ISMCTS_ITERATIONS = 60;

export interface ArenaTask {
  game: number;
  seed: number;
  players: number;
  boxes: string[];
  /** The seat types in rotation order (as given); game `game` rotates them by `game` seats. */
  seats: SeatType[];
  maxTurns: number;
  /** Hard's iterations, when not the default. */
  iterations?: number;
  /** Hard's search mode, when not the default. */
  hardMode?: "plan" | "sampled" | "ismcts";
  /** Other knobs of Hard's budget, for experiments (`--budget '{"width":6}'`). */
  budget?: Partial<SearchBudget>;
  /** How the factions are chosen (default random: the deal of every figure before stop 39). */
  pick?: PickMode;
  /** The faction choice of the seat holding the first listed seat type (focusSeat), when not its
   * level's own (e.g. Hard by "strength": the choice of every level above Easy before stop 39), for
   * paired runs. */
  focusPick?: FactionPick;
  /** The faction choice of every other seat, when not their levels' own (e.g. Normals by "rates":
   * the table drafting as well as Hard, so that what is left of Hard's edge is its play). */
  othersPick?: FactionPick;
}

export interface ArenaGame {
  game: number;
  /** Type and factions of each seat. */
  seats: { type: SeatType; factions: [string, string] }[];
  winner: Seat | null;
  vp: number[];
  turns: number;
  /** Milliseconds per decision, by seat type: every prompt, and play-phase prompts only. */
  ms: Partial<Record<SeatType, number[]>>;
  msMain: Partial<Record<SeatType, number[]>>;
  /** CPU milliseconds of the play-phase decisions, by seat type (process-wide CPU time: exact
   * with one worker thread, since the main thread then waits; a load on the machine does not
   * inflate it as it inflates wall-clock time). */
  cpuMain: Partial<Record<SeatType, number[]>>;
  /** CPU milliseconds of the other decisions with a choice (2+ options), by seat type (absent in
   * rows written before stop 40). */
  cpuInner?: Partial<Record<SeatType, number[]>>;
  error?: string;
}

/** The seat types of one game: the list repeated to the table size, then rotated. */
export function seatTypesFor(task: Pick<ArenaTask, "game" | "players" | "seats">): SeatType[] {
  const base = Array.from({ length: task.players }, (_, i) => task.seats[i % task.seats.length] as SeatType);
  return base.map((_, s) => base[(s + task.game) % task.players] as SeatType);
}

/**
 * Called at each decision of an arena game, after the seat chose and before its answer is submitted
 * (the engine still at that prompt): what `npm run arena-trace` records beside the arena's own play.
 */
export type ArenaObserver = (e: Engine, p: Prompt, type: SeatType, choice: string[], aiSeed: number) => void;

export function playArenaGame(task: ArenaTask, observe?: ArenaObserver): ArenaGame {
  const seed = mix(task.seed, task.game);
  const types = seatTypesFor(task);
  const setup = arenaSetup(task, seed, types);
  const out: ArenaGame = {
    game: task.game,
    seats: types.map((type, s) => ({ type, factions: setup.players[s]?.factions as [string, string] })),
    winner: null,
    vp: [],
    turns: 0,
    ms: {},
    msMain: {},
    cpuMain: {},
    cpuInner: {},
  };
  // Hard's search inside effects forks the game from the engine's trail (EngineOptions.trail).
  const e = Engine.start(setup, { trail: task.budget?.innerSearch === true });
  const rng = makeChooserRng(seed ^ 0x2545f491);
  const budget = {
    ...task.budget,
    ...(task.iterations ? { iterations: task.iterations } : {}),
    ...(task.hardMode ? { mode: task.hardMode } : {}),
  };
  try {
    while (e.prompt) {
      const p = e.prompt;
      const type = types[p.seat] as SeatType;
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      let choice: string[];
      const aiSeed = mix(seed, p.seat + 1);
      if (type === "random") choice = randomChoice(p, rng);
      else if (type === "hard-cheat")
        choice = aiDecide(e, p.seat, "hard", aiSeed, { budget: { ...budget, cheat: true } });
      else if (type === "hard-ismcts")
        choice = aiDecide(e, p.seat, "hard", aiSeed, {
          budget: { mode: "ismcts", iterations: task.iterations ?? ISMCTS_ITERATIONS },
        });
      else choice = aiDecide(e, p.seat, type as AiLevel, aiSeed, type === "hard" ? { budget } : {});
      const ms = performance.now() - t0;
      push(out.ms, type, ms);
      if (p.kind === "main") {
        const c = process.cpuUsage(c0);
        push(out.msMain, type, ms);
        push(out.cpuMain, type, (c.user + c.system) / 1000);
      } else if (p.options.length > 1) {
        const c = process.cpuUsage(c0);
        push(out.cpuInner as Partial<Record<SeatType, number[]>>, type, (c.user + c.system) / 1000);
      }
      observe?.(e, p, type, choice, aiSeed);
      const r = e.submit({ seat: p.seat, prompt: p.id, choice });
      if (!r.ok) throw new Error(`${type} answered ${JSON.stringify(choice)} to ${p.purpose}: ${r.reason}`);
    }
  } catch (err) {
    out.error = (err as Error).stack ?? String(err);
  }
  out.winner = e.g.result?.winner ?? null;
  out.vp = e.g.players.map((p) => p.vp);
  out.turns = e.g.turn.number;
  return out;
}

// The draft's first picker and the picks draw from their own streams of the game's seed (DRAFT-5:
// chosen apart from the first player); the engine's setup seed stays the random deal's.
const DRAFT_SALT = 0x2f6b_1d3a;
const PICK_SALT = 0x1b87_3593;

/**
 * The game's setup: the random deal, or factions chosen by the seats through the engine's draft
 * (draft.ts: order and legality). Each seat chooses by its own level's function (aiPickFaction;
 * random seats and Easy at random) from what it may know then: the factions it may still take and
 * its own first pick (the bases are dealt after the factions, SETUP-14).
 */
export function arenaSetup(task: ArenaTask, seed: number, types: readonly SeatType[]): GameSetup {
  const setup = randomSetup(seed, task.players, task.boxes, task.maxTurns);
  const mode = task.pick ?? "random";
  if (mode === "random") return setup;
  const pool = allFactions()
    .filter((f) => task.boxes.includes(f.box))
    .map((f) => f.id)
    .sort();
  const first = makeChooserRng(seed ^ DRAFT_SALT).int(task.players) as Seat;
  let d: DraftState = newDraft(task.players, first, pool);
  if (mode === "free") {
    const order = Array.from({ length: task.players }, (_, i) => (first + i) % task.players);
    d = { ...d, order: order.flatMap((s) => [s, s]) };
  }
  const rng = makeChooserRng(seed ^ PICK_SALT);
  const focus = focusSeat(task.game, task.players);
  for (let seat = draftTurn(d); seat !== null; seat = draftTurn(d)) {
    const choices = availableFor(d, seat);
    const type = types[seat] as SeatType;
    const made = d.picks.reduce((n, p) => n + p.length, 0);
    const level: AiLevel = type === "random" ? "easy" : type.startsWith("hard") ? "hard" : (type as AiLevel);
    const faction =
      type === "random"
        ? (choices[rng.int(choices.length)] as string)
        : aiPickFaction(
            choices,
            d.picks[seat] ?? [],
            level,
            mix(seed ^ PICK_SALT, made + 1),
            seat === focus ? task.focusPick : task.othersPick,
          );
    d = pick(d, seat, faction);
  }
  return { ...setup, players: d.picks.map((p) => ({ factions: [p[0], p[1]] as [string, string] })) };
}

function push(to: Partial<Record<SeatType, number[]>>, type: SeatType, ms: number): void {
  const list = to[type];
  if (list) list.push(ms);
  else to[type] = [ms];
}

/** Wilson score interval at 95 % for `k` successes out of `n`. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

export interface TypeSummary {
  type: SeatType;
  /** Seats of this type played (a game with three Normals counts three). */
  seats: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
  /** Par: the win rate of a seat that wins as often as any other (1 / players). */
  par: number;
  msP50: number;
  msP99: number;
  mainMsP50: number;
  mainMsP99: number;
  /** CPU time of play-phase decisions (exact with --threads 1). */
  mainCpuP50: number;
  mainCpuP99: number;
  decisions: number;
}

export interface ArenaSummary {
  games: number;
  players: number;
  errors: number;
  /** Games without a winner (turn cap). */
  draws: number;
  turnsMean: number;
  types: TypeSummary[];
  /** Win rate by seat type and faction (each seat counts for both of its factions). */
  factions: { type: SeatType; faction: string; seats: number; wins: number; winRate: number }[];
}

export function summarize(games: readonly ArenaGame[], players: number): ArenaSummary {
  const types = new Map<
    SeatType,
    { seats: number; wins: number; ms: number[]; main: number[]; cpu: number[] }
  >();
  const factions = new Map<string, { type: SeatType; faction: string; seats: number; wins: number }>();
  let errors = 0;
  let draws = 0;
  let turns = 0;
  for (const g of games) {
    if (g.error) errors++;
    if (g.winner === null) draws++;
    turns += g.turns;
    g.seats.forEach((s, seat) => {
      const won = g.winner === seat ? 1 : 0;
      let t = types.get(s.type);
      if (!t) {
        t = { seats: 0, wins: 0, ms: [], main: [], cpu: [] };
        types.set(s.type, t);
      }
      t.seats++;
      t.wins += won;
      for (const f of s.factions) {
        const key = `${s.type}|${f}`;
        let fr = factions.get(key);
        if (!fr) {
          fr = { type: s.type, faction: f, seats: 0, wins: 0 };
          factions.set(key, fr);
        }
        fr.seats++;
        fr.wins += won;
      }
    });
    for (const [type, ms] of Object.entries(g.ms)) types.get(type as SeatType)?.ms.push(...ms);
    for (const [type, ms] of Object.entries(g.msMain)) types.get(type as SeatType)?.main.push(...ms);
    for (const [type, ms] of Object.entries(g.cpuMain ?? {})) types.get(type as SeatType)?.cpu.push(...ms);
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    games: games.length,
    players,
    errors,
    draws,
    turnsMean: games.length ? round(turns / games.length) : 0,
    types: [...types.entries()].map(([type, t]) => {
      const ms = t.ms.sort((a, b) => a - b);
      const main = t.main.sort((a, b) => a - b);
      const cpu = t.cpu.sort((a, b) => a - b);
      const ci = wilson(t.wins, t.seats);
      return {
        type,
        seats: t.seats,
        wins: t.wins,
        winRate: round(t.seats ? t.wins / t.seats : 0),
        ci95: [round(ci[0]), round(ci[1])] as [number, number],
        par: round(1 / players),
        msP50: round(quantileOfSorted(ms, 0.5)),
        msP99: round(quantileOfSorted(ms, 0.99)),
        mainMsP50: round(quantileOfSorted(main, 0.5)),
        mainMsP99: round(quantileOfSorted(main, 0.99)),
        mainCpuP50: round(quantileOfSorted(cpu, 0.5)),
        mainCpuP99: round(quantileOfSorted(cpu, 0.99)),
        decisions: ms.length,
      };
    }),
    factions: [...factions.values()]
      .map((f) => ({ ...f, winRate: round(f.seats ? f.wins / f.seats : 0) }))
      .sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : b.winRate - a.winRate)),
  };
}

/** The seat that held the first listed seat type in game `game` (seatTypesFor rotates it). */
export function focusSeat(game: number, players: number): Seat {
  return (players - (game % players)) % players;
}

/** Two-sided exact sign test: the chance of a split at least this uneven of `plus + minus` fair coins. */
export function signTestP(plus: number, minus: number): number {
  const n = plus + minus;
  const k = Math.min(plus, minus);
  if (n === 0) return 1;
  // Binomial(n, 1/2) tail in logs (no underflow at thousands of games).
  let logC = 0;
  let tail = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logC += Math.log((n - i + 1) / i);
    tail += Math.exp(logC - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}

export interface PairedSummary {
  /** Games played in both runs. */
  games: number;
  /** Wins of the first listed seat type, in run A and in run B. */
  winsA: number;
  winsB: number;
  /** Games that seat won only in B / only in A, and the sign test on them. */
  plus: number;
  minus: number;
  signP: number;
  /** That seat's mean VP margin over the best other seat, B minus A, with its standard error. */
  marginDiff: number;
  marginSe: number;
}

/**
 * Two runs of the same games (same seed and game numbers, the first listed seat type differing,
 * e.g. hard vs hard-cheat): the first seat type's results paired game by game. A changed decision
 * changes the whole game, so pairing removes the deal's luck, not the play's.
 */
export function pairedSummary(a: readonly ArenaGame[], b: readonly ArenaGame[]): PairedSummary {
  const byGame = new Map(b.map((g) => [g.game, g]));
  let games = 0;
  let winsA = 0;
  let winsB = 0;
  let plus = 0;
  let minus = 0;
  const diffs: number[] = [];
  const margin = (g: ArenaGame, s: Seat) => (g.vp[s] ?? 0) - Math.max(...g.vp.filter((_, i) => i !== s));
  for (const ga of a) {
    const gb = byGame.get(ga.game);
    if (!gb || gb.seats.length !== ga.seats.length) continue;
    const s = focusSeat(ga.game, ga.seats.length);
    const wa = ga.winner === s;
    const wb = gb.winner === s;
    games++;
    winsA += wa ? 1 : 0;
    winsB += wb ? 1 : 0;
    if (wb && !wa) plus++;
    if (wa && !wb) minus++;
    diffs.push(margin(gb, s) - margin(ga, s));
  }
  const mean = diffs.length ? diffs.reduce((x, y) => x + y, 0) / diffs.length : 0;
  const sd =
    diffs.length > 1 ? Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / (diffs.length - 1)) : 0;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    games,
    winsA,
    winsB,
    plus,
    minus,
    signP: round(signTestP(plus, minus)),
    marginDiff: round(mean),
    marginSe: round(diffs.length ? sd / Math.sqrt(diffs.length) : 0),
  };
}
