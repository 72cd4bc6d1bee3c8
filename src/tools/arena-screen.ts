// `npm run -s arena-screen -- collect --seed S --games N [--first F] [--every K] --out POS.jsonl`
// `npm run -s arena-screen -- screen --positions POS.jsonl --arms '{"name":{budget},...}'
//    [--samples M] [--horizon H] [--limit L] --out RES.jsonl`
// `npm run -s arena-screen -- summary --from RES.jsonl[,RES2.jsonl]`
// Decision-level screening of Hard's knobs (issue 23), cheaper than whole games: a game's result
// hangs on a few decisions among ~30 and on the cards, so two arms need hundreds of games to tell
// 36 % from 40 %. Instead:
// - collect: plays the arena's 4-player games of one Hard among three Normals (playArenaGame, the
//   default budget: the positions Hard really meets) and keeps every K-th play-phase position of
//   Hard with at least two distinct plays (the state at that quiet point and its decision number,
//   so an arm's answer there is the one it would give in the game).
// - screen: at each position, each arm (a Hard budget; `{}` is the default) and Normal decide as
//   in the game; then an all-seeing judge (the true state: every hand and deck order as they are)
//   plays out every distinct answer on the same M samples of the game's generator, with Hard's
//   playout model (Normal-like rivals, own answers noiseless), to the play phase after H more
//   turns (3 at 4 players: Hard's own next turn), and values the end by the evaluation and by
//   the estimated chance to win. An arm's loss at a position is the judge's best value minus the
//   value of the arm's answer (0 when it picked the judge's best).
// - summary: per arm, agreement with the judge's best and the mean loss (± standard error), and
//   paired against the first arm (positions where it lost less / more).

import "../../cards/index.ts";
import { appendFileSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { BOXES } from "../../cards/index.ts";
import { playArenaGame } from "../ai/arena.ts";
import { cloneState, determinize } from "../ai/determinize.ts";
import { evaluate, winChance } from "../ai/evaluate.ts";
import { aiDecide, HARD_BUDGET } from "../ai/index.ts";
import { signature } from "../ai/policy.ts";
import { aiRng } from "../ai/rng.ts";
import { type PlayoutModel, playOut } from "../ai/search.ts";
import { Engine, serialize } from "../engine/engine.ts";
import type { GameState } from "../engine/types.ts";

interface Position {
  seed?: number;
  game: number;
  turn: number;
  seat: number;
  aiSeed: number;
  decisions: number;
  /** Hard's answer in the game (default budget). */
  hard: string;
  distinct: number;
  vp: number[];
  state: string;
}

interface Screened {
  /** The positions file's seed (collect --seed), so rows of several files merge by position. */
  seed?: number;
  game: number;
  turn: number;
  decisions: number;
  distinct: number;
  /** Each arm's answer and Normal's ("normal"). */
  picks: Record<string, string>;
  /** The judge's mean values by answer: the evaluation (ev) and the chance to win (wc). */
  ev: Record<string, number>;
  wc: Record<string, number>;
  cpuMs: Record<string, number>;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: "string", default: "1" },
    games: { type: "string", default: "10" },
    first: { type: "string", default: "0" },
    every: { type: "string", default: "3" },
    out: { type: "string" },
    positions: { type: "string" },
    arms: { type: "string", default: '{"default":{}}' },
    samples: { type: "string", default: "12" },
    horizon: { type: "string", default: "3" },
    limit: { type: "string", default: "1000000" },
    skip: { type: "string", default: "0" },
    from: { type: "string" },
  },
});

function distinctPlays(g: GameState, options: readonly { id: string }[]): number {
  return new Set(options.map((o) => signature(g, o.id))).size;
}

function collect(): void {
  const out = values.out ?? fail("--out FILE");
  const every = Number(values.every);
  for (let game = Number(values.first); game < Number(values.games); game++) {
    let k = 0;
    const r = playArenaGame(
      {
        game,
        seed: Number(values.seed),
        players: 4,
        boxes: BOXES.map((b) => b.id),
        seats: ["hard", "normal", "normal", "normal"],
        maxTurns: 200,
      },
      (e, p, type, choice, aiSeed) => {
        if (type !== "hard" || p.kind !== "main") return;
        const distinct = distinctPlays(e.g, p.options);
        if (distinct < 2 || k++ % every !== 0) return;
        const pos: Position = {
          seed: Number(values.seed),
          game,
          turn: e.g.turn.number,
          seat: p.seat,
          aiSeed,
          decisions: e.decisions,
          hard: choice[0] as string,
          distinct,
          vp: e.g.players.map((x) => x.vp),
          state: serialize(e.g),
        };
        appendFileSync(out, `${JSON.stringify(pos)}\n`);
      },
    );
    if (r.error) throw new Error(r.error);
    process.stderr.write(
      `game ${game}: winner ${r.winner}, hard seat ${r.seats.findIndex((s) => s.type === "hard")}\n`,
    );
  }
}

function engineAt(pos: Position): Engine {
  const e = Engine.fromState(JSON.parse(pos.state) as GameState);
  e.decisions = pos.decisions;
  return e;
}

function screen(): void {
  const out = values.out ?? fail("--out FILE");
  const arms = JSON.parse(values.arms) as Record<string, Record<string, unknown>>;
  const samples = Number(values.samples);
  const horizon = Number(values.horizon);
  const lines = readFileSync(values.positions ?? fail("--positions FILE"), "utf8")
    .split("\n")
    .filter(Boolean);
  const skip = Number(values.skip);
  const list = lines.slice(skip, skip + Number(values.limit)).map((l) => JSON.parse(l) as Position);
  for (const pos of list) {
    const e = engineAt(pos);
    const p = e.prompt;
    if (p?.kind !== "main" || p.seat !== pos.seat) throw new Error(`game ${pos.game}: not Hard's play phase`);
    const picks: Record<string, string> = {};
    const cpuMs: Record<string, number> = {};
    for (const [name, budget] of Object.entries(arms)) {
      const c0 = process.cpuUsage();
      picks[name] = aiDecide(e, pos.seat, "hard", pos.aiSeed, { budget })[0] as string;
      const c = process.cpuUsage(c0);
      cpuMs[name] = Math.round((c.user + c.system) / 100) / 10;
    }
    picks.normal = aiDecide(e, pos.seat, "normal", pos.aiSeed)[0] as string;
    if (Object.keys(arms).length > 0 && arms.default && picks.default !== pos.hard)
      process.stderr.write(
        `game ${pos.game} turn ${pos.turn}: default ${picks.default} but the game's ${pos.hard}\n`,
      );
    // The judge: every distinct answer on the same all-seeing samples.
    const bySig = new Map<string, string>();
    for (const id of Object.values(picks)) bySig.set(signature(e.g, id), id);
    const ev: Record<string, number> = {};
    const wc: Record<string, number> = {};
    const rootTurn = e.g.turn.number;
    const stop = (x: Engine) => x.prompt?.kind === "main" && x.g.turn.number > rootTurn + horizon;
    const model: PlayoutModel = { exact: pos.seat, lookahead: HARD_BUDGET.oppLookahead ?? 3 };
    for (const [sig, id] of bySig) {
      if (bySig.size === 1) {
        // Every arm agrees: no loss to measure, no judge's work spent.
        ev[sig] = 0;
        wc[sig] = 0;
        break;
      }
      let sEv = 0;
      let sWc = 0;
      for (let r = 0; r < samples; r++) {
        const d = determinize(e.g, pos.seat, aiRng(pos.aiSeed ^ 0x5eed, r), [], true);
        const x = Engine.fromState(cloneState(d));
        const q = x.prompt;
        if (!q || !x.submit({ seat: pos.seat, prompt: q.id, choice: [id] }).ok)
          throw new Error("judge: answer refused");
        playOut(x, stop, aiRng(pos.aiSeed ^ 0x5eed, 1000 + r), HARD_BUDGET.noise, model);
        sEv += evaluate(x.g, pos.seat, 1);
        sWc += winChance(x.g, pos.seat);
      }
      ev[sig] = sEv / samples;
      wc[sig] = sWc / samples;
    }
    const sigPicks = Object.fromEntries(Object.entries(picks).map(([k, id]) => [k, signature(e.g, id)]));
    const row: Screened = {
      ...(pos.seed !== undefined ? { seed: pos.seed } : {}),
      game: pos.game,
      turn: pos.turn,
      decisions: pos.decisions,
      distinct: pos.distinct,
      picks: sigPicks,
      ev,
      wc,
      cpuMs,
    };
    appendFileSync(out, `${JSON.stringify(row)}\n`);
  }
}

function summary(): void {
  // Rows of one position from several runs (other arms) merge: the judge's values of one answer
  // are the same in every run (its samples depend on the position alone).
  const byPos = new Map<string, Screened>();
  for (const l of (values.from ?? fail("--from FILE"))
    .split(",")
    .flatMap((f) => readFileSync(f, "utf8").split("\n").filter(Boolean))) {
    const r = JSON.parse(l) as Screened;
    const key = `${r.seed ?? "?"}:${r.game}:${r.decisions}`;
    const o = byPos.get(key);
    if (!o) byPos.set(key, r);
    else {
      Object.assign(o.picks, r.picks);
      Object.assign(o.ev, r.ev);
      Object.assign(o.wc, r.wc);
      Object.assign(o.cpuMs, r.cpuMs);
    }
  }
  const arms = [...new Set([...byPos.values()].flatMap((r) => Object.keys(r.picks)))];
  // Only positions every arm answered.
  const rows = [...byPos.values()].filter((r) => arms.every((a) => r.picks[a] !== undefined));
  if (arms.includes("default")) {
    arms.splice(arms.indexOf("default"), 1);
    arms.unshift("default");
  }
  const ref = arms[0] as string;
  console.log(`${rows.length} positions; judge's values: ev (evaluation, VP) and wc (chance to win, %)`);
  console.log(
    "arm           agree   loss ev (±se)     loss wc % (±se)   vs first arm ev: better/worse   cpu ms p50",
  );
  for (const arm of arms) {
    const lossEv: number[] = [];
    const lossWc: number[] = [];
    let agree = 0;
    let better = 0;
    let worse = 0;
    const cpu: number[] = [];
    for (const r of rows) {
      const bestEv = Math.max(...Object.values(r.ev));
      const bestWc = Math.max(...Object.values(r.wc));
      const s = r.picks[arm] as string;
      const le = bestEv - (r.ev[s] as number);
      lossEv.push(le);
      lossWc.push(100 * (bestWc - (r.wc[s] as number)));
      if (le < 1e-9) agree++;
      const d = (r.ev[s] as number) - (r.ev[r.picks[ref] as string] as number);
      if (d > 1e-9) better++;
      if (d < -1e-9) worse++;
      if (r.cpuMs[arm] !== undefined) cpu.push(r.cpuMs[arm] as number);
    }
    cpu.sort((a, b) => a - b);
    console.log(
      `${arm.padEnd(12)} ${String(agree).padStart(4)}/${rows.length}  ${fmt(lossEv)}  ${fmt(lossWc)}   +${better} −${worse}   ${cpu.length ? cpu[Math.floor(cpu.length / 2)] : "-"}`,
    );
  }
}

function fmt(xs: number[]): string {
  const n = xs.length;
  const m = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, n - 1));
  return `${m.toFixed(3)} (±${(sd / Math.sqrt(n)).toFixed(3)})`.padEnd(17);
}

function fail(msg: string): never {
  process.stderr.write(`${msg}\n`);
  process.exit(2);
}

const cmd = positionals[0];
if (cmd === "collect") collect();
else if (cmd === "screen") screen();
else if (cmd === "summary") summary();
else fail("arena-screen collect | screen | summary (see the file's header)");
