// `npm run -s arena-trace -- --seed S --games N [--first F] [--budget JSON] --jsonl FILE`
// `npm run -s arena-trace -- --from FILE[,FILE] [--paired FILE[,FILE]]`
// Where does Hard lose (issue 23)? Plays the arena's 4-player games of one Hard among three
// Normals through the arena's own game loop (playArenaGame: same seeds, same answers; one
// process, no threads) and records, at each of Hard's prompts, what Normal would have answered on
// the same state (a pure function of the state and seed: computing it does not touch the game),
// the VP and worths, and the CPU time of Hard's play-phase decisions. `--from` summarizes such
// files: Hard's wins and ranks, its answers that differ from Normal's by prompt kind in won and
// lost games, the differing play-phase answers by play type, and, with `--paired`, the games Hard
// won only in one run.

import "../../cards/index.ts";
import { appendFileSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { BOXES } from "../../cards/index.ts";
import { playArenaGame, wilson } from "../ai/arena.ts";
import { worths } from "../ai/evaluate.ts";
import { aiDecide } from "../ai/index.ts";
import { quantileOfSorted } from "../stats/quantile.ts";

interface TracedDecision {
  kind: string;
  purpose: string;
  n: number;
  turn: number;
  hard: string[];
  normal: string[];
  same: boolean;
  vp: number[];
  worth: number[];
}
interface TracedGame {
  game: number;
  hard: number;
  winner: number | null;
  vp: number[];
  turns: number;
  cpuMain: number[];
  decs: TracedDecision[];
}

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "1" },
    games: { type: "string", default: "10" },
    first: { type: "string", default: "0" },
    budget: { type: "string", default: "{}" },
    jsonl: { type: "string" },
    from: { type: "string" },
    paired: { type: "string" },
  },
});

function play(game: number, runSeed: number, budget: Record<string, unknown>): TracedGame {
  const decs: TracedDecision[] = [];
  const arena = playArenaGame(
    {
      game,
      seed: runSeed,
      players: 4,
      boxes: BOXES.map((b) => b.id),
      seats: ["hard", "normal", "normal", "normal"],
      maxTurns: 200,
      budget,
    },
    (e, p, type, choice, aiSeed) => {
      if (type !== "hard") return;
      const normal = aiDecide(e, p.seat, "normal", aiSeed);
      decs.push({
        kind: p.kind,
        purpose: p.purpose,
        n: p.options.length,
        turn: e.g.turn.number,
        hard: choice,
        normal,
        same: JSON.stringify(choice) === JSON.stringify(normal),
        vp: e.g.players.map((x) => x.vp),
        worth: worths(e.g).map((x) => Math.round(x * 100) / 100),
      });
    },
  );
  if (arena.error) throw new Error(arena.error);
  return {
    game,
    hard: arena.seats.findIndex((s) => s.type === "hard"),
    winner: arena.winner,
    vp: arena.vp,
    turns: arena.turns,
    cpuMain: (arena.cpuMain.hard ?? []).map((ms) => Math.round(ms * 10) / 10),
    decs,
  };
}

function load(files: string): Map<number, TracedGame> {
  const m = new Map<number, TracedGame>();
  for (const f of files.split(","))
    for (const l of readFileSync(f, "utf8").split("\n")) {
      if (!l.trim()) continue;
      const g = JSON.parse(l) as TracedGame;
      m.set(g.game, g);
    }
  return m;
}

const won = (g: TracedGame) => g.winner === g.hard;
const playType = (id = "") =>
  id === "end"
    ? "end"
    : ({ m: "minion", a: "action", t: "talent", s: "special" } as Record<string, string>)[id[0] ?? ""];

function summarize(games: Map<number, TracedGame>, paired?: Map<number, TracedGame>): void {
  const all = [...games.values()];
  const wins = all.filter(won).length;
  const ranks = [0, 0, 0, 0];
  const kinds: Record<string, number[]> = {};
  const plays: Record<string, number[]> = {};
  const bump = (to: Record<string, number[]>, key: string, size: number, i: number) => {
    const row = to[key] ?? Array.from({ length: size }, () => 0);
    to[key] = row;
    row[i] = (row[i] as number) + 1;
  };
  for (const g of all) {
    const rank = g.vp.filter((v, s) => s !== g.hard && v > (g.vp[g.hard] as number)).length;
    ranks[rank] = (ranks[rank] as number) + 1;
    const col = won(g) ? 0 : 2;
    for (const d of g.decs) {
      if (d.n < 2) continue;
      bump(kinds, d.kind, 4, col);
      if (d.same) continue;
      bump(kinds, d.kind, 4, col + 1);
      if (d.kind === "main")
        bump(plays, `${playType(d.hard[0])} instead of ${playType(d.normal[0])}`, 2, col / 2);
    }
  }
  const ci = wilson(wins, all.length).map((x) => (100 * x).toFixed(1));
  const cpu = all.flatMap((g) => g.cpuMain).sort((a, b) => a - b);
  console.log(
    `${all.length} games: Hard won ${wins} (${((100 * wins) / all.length).toFixed(1)} % [${ci.join(", ")}]), ranks 1st..4th ${ranks.join(" ")}`,
  );
  console.log(
    `Hard's play-phase CPU ms p50 ${quantileOfSorted(cpu, 0.5)} p99 ${quantileOfSorted(cpu, 0.99)}`,
  );
  console.log(
    "prompts with a choice (kind: won games: answers / differing from Normal; lost games: the same)",
  );
  for (const [k, v] of Object.entries(kinds))
    console.log(`  ${k}: won ${v[0]} / ${v[1]}, lost ${v[2]} / ${v[3]}`);
  console.log("differing play-phase answers (won, lost)");
  for (const [k, v] of Object.entries(plays).sort((a, b) => (b[1][1] as number) - (a[1][1] as number)))
    console.log(`  ${k}: ${v.join(", ")}`);
  if (!paired) return;
  let plus = 0;
  let minus = 0;
  let n = 0;
  for (const [k, g] of games) {
    const o = paired.get(k);
    if (!o) continue;
    n++;
    if (won(g) && !won(o)) plus++;
    if (won(o) && !won(g)) minus++;
  }
  console.log(`paired with the other run on ${n} games: +${plus} −${minus} (won here only / there only)`);
}

if (values.from !== undefined) summarize(load(values.from), values.paired ? load(values.paired) : undefined);
else {
  if (values.jsonl === undefined) throw new Error("--jsonl FILE: where to write the traced games");
  const budget = JSON.parse(values.budget) as Record<string, unknown>;
  for (let game = Number(values.first); game < Number(values.games); game++)
    appendFileSync(values.jsonl, `${JSON.stringify(play(game, Number(values.seed), budget))}\n`);
}
