// `node --import tsx src/ai/fit-eval.ts gen --seed S --games N [--first F] --jsonl FILE`
// `node --import tsx src/ai/fit-eval.ts fit --from FILE[,FILE] [--holdout K] [--vpShare A]`
// Fits the weights of fitted.ts on finished games (issue 23, stop 38). `gen` plays 4-player
// arena games of four Normals (all four boxes, the arena's own game loop and seeds) and records,
// at the start of every play phase, each seat's features (fitted.ts) and today's evaluation
// (evaluate.ts: worths and winChance), then the game's winner, one JSON line per game. `fit` fits
// a conditional logit (P(s wins) ∝ exp(w·f_s), Newton's method with a small ridge, deterministic)
// on the games whose number is not 0 mod K (default 5) and prints, on the held-out games, the
// log-loss and accuracy (the seat given the best chance is the winner) of the fit against today's
// winChance and against today's worths under a fitted scale (softmax of λ·worth). Stop 42: it also
// fits the horizon weights (fitted.ts, placeRow: features weighted by each seat's place in the order
// of play; a play phase's start is where Hard's playouts end), optionally on a soft target (`--vpShare
// A`: 1 − A on the winner, A spread by final VP shares), and scores every model's chance for the seat
// acting after next (Hard's place at its playouts' end) by its Bernoulli log-loss.

import "../../cards/index.ts";
import { appendFileSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { BOXES } from "../../cards/index.ts";
import { playArenaGame, SEAT_TYPES, type SeatType, seatTypesFor } from "./arena.ts";
import { winChance, worths } from "./evaluate.ts";
import {
  FEATURES,
  FITTED_WEIGHTS,
  HORIZON_WEIGHTS,
  PLACE_BASE,
  placeRow,
  raceRow,
  seatFeatures,
  softmax,
} from "./fitted.ts";
import { RACE_FEATURES, raceFeatures } from "./race.ts";
import type { SearchBudget } from "./search.ts";

/** One position: by seat, the features (null: out), today's worth and winChance. */
export interface Position {
  turn: number;
  f: (number[] | null)[];
  worth: number[];
  chance: number[];
  /** By seat, the race features (race.ts; null: out; absent in rows written before stop 44). */
  r?: (number[] | null)[];
}
export interface LabelledGame {
  game: number;
  /** Each seat's type (absent in rows written before stop 43: four Normals). */
  types?: SeatType[];
  winner: number | null;
  vp: number[];
  pos: Position[];
}

/** Plays game `game` of run `seed` with four Normals (or the seat types `seats`, rotated by game as
 * the arena does, Hard with `budget` over its default), recording each play phase's start. */
export function genGame(
  seed: number,
  game: number,
  seats: SeatType[] = ["normal", "normal", "normal", "normal"],
  budget?: Partial<SearchBudget>,
): LabelledGame {
  const pos: Position[] = [];
  let lastTurn = -1;
  const task = { game, seed, players: 4, boxes: BOXES.map((b) => b.id), seats, maxTurns: 200 };
  const r = playArenaGame(
    {
      ...task,
      ...(budget ? { budget } : {}),
    },
    (e, p) => {
      if (p.kind !== "main" || e.g.turn.number === lastTurn) return;
      lastTurn = e.g.turn.number;
      const g = e.g;
      const f = seatFeatures(g);
      const race = raceFeatures(g);
      pos.push({
        turn: g.turn.number,
        f: g.players.map((pl) => (pl.out ? null : (f[pl.seat] as number[]))),
        worth: worths(g),
        chance: g.players.map((pl) => winChance(g, pl.seat)),
        r: g.players.map((pl) => (pl.out ? null : (race[pl.seat] as number[]))),
      });
    },
  );
  if (r.error) throw new Error(r.error);
  return { game, types: seatTypesFor(task), winner: r.winner, vp: r.vp, pos };
}

interface Row {
  x: number[][];
  y: number;
  /** A soft target over the seats (sums to 1; absent: the winner `y`). */
  t?: number[];
}

/** Solves A x = b (Gaussian elimination with partial pivoting; A is k×k, copied). */
function solve(a: number[][], b: number[]): number[] {
  const k = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < k; c++) {
    let piv = c;
    for (let r = c + 1; r < k; r++)
      if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[piv] as number[])[c] as number)) piv = r;
    [m[c], m[piv]] = [m[piv] as number[], m[c] as number[]];
    const pr = m[c] as number[];
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const row = m[r] as number[];
      const q = (row[c] as number) / (pr[c] as number);
      for (let j = c; j <= k; j++) row[j] = (row[j] as number) - q * (pr[j] as number);
    }
  }
  return m.map((row, i) => (row[k] as number) / (row[i] as number));
}

function scoresOf(x: number[][], w: readonly number[]): number[] {
  return x.map((row) => row.reduce((s, v, i) => s + v * (w[i] as number), 0));
}

/** Mean negative log-likelihood of the winners under weights `w` (plus the ridge towards `w0`). */
function loss(rows: readonly Row[], w: readonly number[], ridge: number, w0?: readonly number[]): number {
  let l = 0;
  for (const r of rows) {
    const s = scoresOf(r.x, w);
    if (!r.t) l -= Math.log(Math.max(1e-12, softmax(s, r.y)));
    else for (const [i, t] of r.t.entries()) if (t > 0) l -= t * Math.log(Math.max(1e-12, softmax(s, i)));
  }
  return l / rows.length + (ridge / 2) * w.reduce((s, v, j) => s + (v - (w0?.[j] ?? 0)) ** 2, 0);
}

/** Conditional logit by Newton's method (step halving), from 0 (or from the prior `w0`, the ridge
 * then pulling towards it: a refit on few games that stays near an earlier fit): deterministic. */
export function fitLogit(
  rows: readonly Row[],
  k: number,
  ridge = 1e-4,
  iters = 30,
  w0?: readonly number[],
): number[] {
  let w = w0 ? [...w0] : new Array<number>(k).fill(0);
  let cur = loss(rows, w, ridge, w0);
  for (let it = 0; it < iters; it++) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const r of rows) {
      const s = scoresOf(r.x, w);
      const p = s.map((_, i) => softmax(s, i));
      const mu = new Array<number>(k).fill(0);
      for (let i = 0; i < r.x.length; i++)
        for (let j = 0; j < k; j++)
          mu[j] = (mu[j] as number) + (p[i] as number) * ((r.x[i] as number[])[j] as number);
      // The target's mean features (the winner's, or the soft target's mixture) less the model's.
      const tgt = r.t ?? r.x.map((_, i) => (i === r.y ? 1 : 0));
      for (let i = 0; i < r.x.length; i++) {
        const ti = tgt[i] as number;
        if (ti === 0) continue;
        const xi = r.x[i] as number[];
        for (let j = 0; j < k; j++) grad[j] = (grad[j] as number) + ti * (xi[j] as number);
      }
      for (let j = 0; j < k; j++) grad[j] = (grad[j] as number) - (mu[j] as number);
      for (let i = 0; i < r.x.length; i++) {
        const xi = r.x[i] as number[];
        const pi = p[i] as number;
        for (let a = 0; a < k; a++) {
          const da = (xi[a] as number) - (mu[a] as number);
          if (da === 0) continue;
          const ha = hess[a] as number[];
          for (let b = 0; b < k; b++)
            ha[b] = (ha[b] as number) + pi * da * ((xi[b] as number) - (mu[b] as number));
        }
      }
    }
    const n = rows.length;
    // Newton step on the mean loss: (H/n + ridge) d = grad/n - ridge w.
    const h = hess.map((row, a) => row.map((v, b) => v / n + (a === b ? ridge : 0)));
    const gr = grad.map((v, j) => v / n - ridge * ((w[j] as number) - (w0?.[j] ?? 0)));
    const d = solve(h, gr);
    let step = 1;
    let next = w;
    let nl = cur;
    for (let t = 0; t < 20; t++, step /= 2) {
      next = w.map((v, j) => v + step * (d[j] as number));
      nl = loss(rows, next, ridge, w0);
      if (nl <= cur) break;
    }
    if (!(nl <= cur)) break;
    const done = cur - nl < 1e-10;
    w = next;
    cur = nl;
    if (done) break;
  }
  return w;
}

/** Held-out metrics of a chance function over positions: mean log-loss, accuracy. */
function metrics(items: readonly { p: number[]; y: number }[]): { logLoss: number; acc: number; n: number } {
  let l = 0;
  let hit = 0;
  for (const it of items) {
    l -= Math.log(Math.max(1e-12, it.p[it.y] as number));
    let best = 0;
    for (let i = 1; i < it.p.length; i++) if ((it.p[i] as number) > (it.p[best] as number)) best = i;
    if (best === it.y) hit++;
  }
  const r = (x: number) => Math.round(x * 10000) / 10000;
  return { logLoss: r(l / items.length), acc: r(hit / items.length), n: items.length };
}

/** Bernoulli log-loss of one seat's chance per position (the seat acting two turns from now:
 * where Hard stands at its playouts' end), mean over positions. */
function seatLoss(items: readonly { p: number; won: boolean }[]): number {
  let l = 0;
  for (const it of items) l -= Math.log(Math.max(1e-12, it.won ? it.p : 1 - it.p));
  return Math.round((l / Math.max(1, items.length)) * 10000) / 10000;
}

interface Labelled {
  row: Row;
  /** The same seats' horizon features (fitted.ts, placeRow). */
  hx: number[][];
  /** The same with the bases' race (fitted.ts, raceRow; null: rows written before stop 44). */
  rx: number[][] | null;
  /** Final VP shares of the same seats (0 VP all round: equal shares). */
  share: number[];
  /** Index (among the seats) of the seat acting two turns from now (−1 if out). */
  after: number;
  worth: number[];
  chance: number[];
  turn: number;
  game: number;
  /** Whether the seat acting two turns from now is a Hard (its place in Hard's own playouts). */
  afterHard: boolean;
  /** Whether a Hard played in this game. */
  hardGame: boolean;
}

/** The positions of finished games with a winner, as rows over the seats still in. */
function rowsOf(games: readonly LabelledGame[]): Labelled[] {
  const out: Labelled[] = [];
  for (const g of games) {
    if (g.winner === null) continue;
    for (const p of g.pos) {
      const seats = p.f.map((f, s) => (f ? s : -1)).filter((s) => s >= 0);
      const y = seats.indexOf(g.winner);
      if (y < 0) continue;
      const vp = seats.map((s) => Math.max(0, g.vp[s] ?? 0));
      const tot = vp.reduce((a, b) => a + b, 0);
      const after = seats.findIndex((s) => (p.f[s] as number[])[8] === 1);
      out.push({
        row: { x: seats.map((s) => p.f[s] as number[]), y },
        hx: seats.map((s) => placeRow(p.f[s] as number[])),
        rx: p.r ? seats.map((s) => raceRow(p.f[s] as number[], p.r?.[s] as number[])) : null,
        share: vp.map((v) => (tot > 0 ? v / tot : 1 / seats.length)),
        after,
        worth: seats.map((s) => p.worth[s] as number),
        chance: seats.map((s) => p.chance[s] as number),
        turn: p.turn,
        game: g.game,
        afterHard: g.types?.[seats[after] as number]?.startsWith("hard") === true,
        hardGame: g.types?.some((t) => t.startsWith("hard")) === true,
      });
    }
  }
  return out;
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      seed: { type: "string", default: "3801" },
      games: { type: "string", default: "10" },
      first: { type: "string", default: "0" },
      jsonl: { type: "string" },
      from: { type: "string" },
      holdout: { type: "string", default: "5" },
      vpShare: { type: "string", default: "0" },
      seats: { type: "string", default: "normal,normal,normal,normal" },
      // The horizon fit's ridge, towards HORIZON_WEIGHTS with --prior (stop 43), else towards 0.
      ridge: { type: "string", default: "0.0001" },
      prior: { type: "boolean", default: false },
      // Train only on games with a Hard seat (stop 43).
      hardOnly: { type: "boolean", default: false },
      // Which games are held out: number mod `holdout` equal to this (cross-validation).
      fold: { type: "string", default: "0" },
      budget: { type: "string" },
    },
  });
  if (positionals[0] === "gen") {
    const seed = Number(values.seed);
    const seats = values.seats.split(",") as SeatType[];
    for (const t of seats) if (!SEAT_TYPES.includes(t)) throw new Error(`unknown seat type ${t}`);
    const budget = values.budget ? (JSON.parse(values.budget) as Partial<SearchBudget>) : undefined;
    for (let game = Number(values.first); game < Number(values.games); game++) {
      const g = genGame(seed, game, seats, budget);
      const line = `${JSON.stringify(g)}\n`;
      if (values.jsonl) appendFileSync(values.jsonl, line);
      else process.stdout.write(line);
    }
    return;
  }
  if (positionals[0] !== "fit" || !values.from)
    throw new Error("usage: fit-eval.ts gen|fit (see the header)");
  const games: LabelledGame[] = [];
  for (const file of values.from.split(","))
    for (const line of readFileSync(file, "utf8").split("\n")) {
      // A file still being written may end with a partial line.
      if (!line.endsWith("}")) continue;
      games.push(JSON.parse(line));
    }
  const k = Number(values.holdout);
  const all = rowsOf(games);
  // Held-out by game (key: file order), so no game's positions are on both sides.
  const fold = Number(values.fold);
  const held = (i: number) => i % k === fold;
  const gameIndex = new Map(games.map((g, i) => [g, i]));
  const idx = new Map<number, number>();
  for (const g of games) idx.set(g.game, gameIndex.get(g) as number);
  const train = all.filter((r) => !held(idx.get(r.game) as number) && (!values.hardOnly || r.hardGame));
  const test = all.filter((r) => held(idx.get(r.game) as number));
  const alpha = Number(values.vpShare);
  // The soft target: (1 − α) on the winner, α spread by final VP shares (α = 0: the win only).
  const soft = (r: Labelled): number[] =>
    r.share.map((v, i) => (1 - alpha) * (i === r.row.y ? 1 : 0) + alpha * v);
  const w = fitLogit(
    train.map((r) => r.row),
    FEATURES.length,
  );
  const hw = fitLogit(
    train.map((r) => ({ x: r.hx, y: r.row.y, ...(alpha > 0 ? { t: soft(r) } : {}) })),
    PLACE_BASE.length * 4 + 3,
    Number(values.ridge),
    30,
    values.prior ? HORIZON_WEIGHTS : undefined,
  );
  // The horizon fit with the bases' race (stop 44), when every position recorded it.
  const withRace = all.length > 0 && all.every((r) => r.rx);
  const rw = withRace
    ? fitLogit(
        train.map((r) => ({ x: r.rx as number[][], y: r.row.y })),
        PLACE_BASE.length * 4 + 3 + RACE_FEATURES.length * 4,
        Number(values.ridge),
        30,
        // --prior: towards stop 42's weights, the race's at 0.
        values.prior ? [...HORIZON_WEIGHTS, ...RACE_FEATURES.flatMap(() => [0, 0, 0, 0])] : undefined,
      )
    : [];
  const lam = fitLogit(
    train.map((r) => ({ x: r.worth.map((v) => [v]), y: r.row.y })),
    1,
  )[0] as number;
  const models: Record<string, (r: Labelled) => number[]> = {
    fitted: (r) => r.row.x.map((_, i) => softmax(scoresOf(r.row.x, w), i)),
    fittedStop38: (r) => r.row.x.map((_, i) => softmax(scoresOf(r.row.x, FITTED_WEIGHTS), i)),
    horizon: (r) => r.hx.map((_, i) => softmax(scoresOf(r.hx, hw), i)),
    horizonStop42: (r) => r.hx.map((_, i) => softmax(scoresOf(r.hx, HORIZON_WEIGHTS), i)),
    ...(withRace
      ? {
          race: (r: Labelled) =>
            (r.rx as number[][]).map((_, i) => softmax(scoresOf(r.rx as number[][], rw), i)),
        }
      : {}),
    todayWinChance: (r) => r.chance,
    todayWorthScaled: (r) =>
      r.worth.map((_, i) =>
        softmax(
          r.worth.map((v) => lam * v),
          i,
        ),
      ),
  };
  const ev = (rows: Labelled[]) =>
    Object.fromEntries(
      Object.entries(models).map(([name, m]) => {
        const ps = rows.map((r) => ({ p: m(r), y: r.row.y, after: r.after, hard: r.afterHard }));
        const seat = (xs: typeof ps) =>
          seatLoss(xs.map((x) => ({ p: x.p[x.after] as number, won: x.y === x.after })));
        const afterSeat = ps.filter((x) => x.after >= 0);
        // The same where that seat is a Hard (games with a Hard seat; stop 43).
        const afterHard = afterSeat.filter((x) => x.hard);
        return [
          name,
          {
            ...metrics(ps),
            afterSeatLoss: seat(afterSeat),
            afterHardLoss: seat(afterHard),
            afterHardN: afterHard.length,
          },
        ];
      }),
    );
  const phase = (lo: number, hi: number) => test.filter((r) => r.turn >= lo && r.turn < hi);
  const round = (x: number) => Math.round(x * 10000) / 10000;
  const report = {
    games: games.length,
    withWinner: games.filter((g) => g.winner !== null).length,
    trainPositions: train.length,
    heldOutPositions: test.length,
    vpShare: alpha,
    ridge: Number(values.ridge),
    prior: values.prior,
    hardOnly: values.hardOnly,
    weights: Object.fromEntries(FEATURES.map((f, i) => [f, round(w[i] as number)])),
    horizonWeights: hw.map(round),
    ...(withRace ? { raceWeights: rw.map(round) } : {}),
    worthScale: round(lam),
    heldOut: ev(test),
    heldOutHardGames: ev(test.filter((r) => r.hardGame)),
    heldOutNormalGames: ev(test.filter((r) => !r.hardGame)),
    heldOutTurns0to15: ev(phase(0, 16)),
    heldOutTurns16to31: ev(phase(16, 32)),
    heldOutTurns32plus: ev(phase(32, 10000)),
  };
  process.stdout.write(`${JSON.stringify(report, null, 1)}\n`);
}

if (process.argv[1]?.endsWith("fit-eval.ts")) main();
