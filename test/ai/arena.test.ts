// The arena (issue 23): one game is a pure function of its task, seat types rotate, the summary
// counts seats, wins and Wilson intervals right, and the command line runs end to end over
// worker threads. A smoke test: few short games, no strength or speed asserted.

import "../../cards/index.ts";
import { execFile } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import {
  type ArenaGame,
  focusSeat,
  pairedSummary,
  playArenaGame,
  seatTypesFor,
  signTestP,
  summarize,
  wilson,
} from "../../src/ai/arena.ts";
import { warmUp } from "../../src/ai/warm-up.ts";

const run = promisify(execFile);

/** A short 2-player game (seat types rotated by game 1: seat 0 random, seat 1 normal). */
const SHORT_GAME = {
  game: 1,
  seed: 3,
  players: 2,
  boxes: ["core", "culture-shock"],
  seats: ["normal", "random"] as ("normal" | "random")[],
  maxTurns: 6,
};

/** A game's result without its timings, which vary from run to run. */
const timeless = (x: ArenaGame) => ({ ...x, ms: {}, msMain: {}, cpuMain: {}, cpuInner: {} });

describe("arena (issue 23)", () => {
  it("rotates the seat types from game to game, repeating the list to the table size", () => {
    expect(seatTypesFor({ game: 0, players: 4, seats: ["hard", "normal"] })).toEqual([
      "hard",
      "normal",
      "hard",
      "normal",
    ]);
    expect(seatTypesFor({ game: 1, players: 3, seats: ["hard", "normal", "normal"] })).toEqual([
      "normal",
      "normal",
      "hard",
    ]);
  });

  it("gives Wilson 95 % intervals", () => {
    const [lo, hi] = wilson(9, 10);
    expect(lo).toBeCloseTo(0.596, 2);
    expect(hi).toBeCloseTo(0.982, 2);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it("finds the first seat type's seat in every game, as seatTypesFor rotates it", () => {
    for (const players of [2, 3, 4])
      for (let game = 0; game < 9; game++)
        expect(seatTypesFor({ game, players, seats: ["hard", "normal"] })[focusSeat(game, players)]).toBe(
          "hard",
        );
  });

  it("gives the exact two-sided sign test", () => {
    expect(signTestP(0, 5)).toBeCloseTo(0.0625, 6);
    expect(signTestP(5, 0)).toBeCloseTo(0.0625, 6);
    // 6 of 8 one way: 2 * (1 + 8 + 28) / 256.
    expect(signTestP(2, 6)).toBeCloseTo(74 / 256, 6);
    expect(signTestP(3, 3)).toBe(1);
    expect(signTestP(0, 0)).toBe(1);
    // No underflow with thousands of games.
    expect(signTestP(1000, 1000)).toBe(1);
    expect(signTestP(900, 1100)).toBeLessThan(1e-5);
  });

  it("pairs two runs of the same games on the first seat type's results", () => {
    const g = (game: number, winner: number, vp: number[]): ArenaGame => ({
      game,
      seats: vp.map(() => ({ type: "normal", factions: ["a", "b"] })),
      winner,
      vp,
      turns: 1,
      ms: {},
      msMain: {},
      cpuMain: {},
    });
    // The first seat type sits at seat 0 in game 0, seat 3 in game 1, seat 2 in game 2 (4 players).
    const a = [g(0, 0, [15, 10, 9, 8]), g(1, 0, [15, 3, 3, 12]), g(2, 2, [1, 1, 15, 1])];
    const b = [
      g(0, 1, [12, 15, 9, 8]),
      g(1, 3, [10, 3, 3, 16]),
      g(2, 2, [1, 1, 15, 1]),
      g(3, 0, [15, 1, 1, 1]),
    ];
    const p = pairedSummary(a, b);
    // Game 3 is in one run only.
    expect(p).toMatchObject({ games: 3, winsA: 2, winsB: 2, plus: 1, minus: 1, signP: 1 });
    // Margins: game 0 +5 then -3, game 1 -3 then +6, game 2 +14 both: diffs -8, +9, 0.
    expect(p.marginDiff).toBeCloseTo(1 / 3, 3);
  });

  it("plays a short game reproducibly and summarizes it per seat type and faction", () => {
    const task = SHORT_GAME;
    const a = playArenaGame(task);
    const b = playArenaGame(task);
    expect(a.error).toBeUndefined();
    expect(timeless(a)).toEqual(timeless(b));
    expect(a.seats.map((s) => s.type)).toEqual(["random", "normal"]);
    const fake: ArenaGame = { ...a, winner: 1 };
    const s = summarize([fake, { ...a, winner: null }], 2);
    const normal = s.types.find((t) => t.type === "normal");
    expect(normal).toMatchObject({ seats: 2, wins: 1, winRate: 0.5, par: 0.5 });
    expect(s.draws).toBe(1);
    expect(s.factions.filter((f) => f.type === "normal").every((f) => f.seats === 2 && f.wins === 1)).toBe(
      true,
    );
  });

  it("shows an observer each seat's answer at its prompt, before it is submitted, and plays the same game", () => {
    const task = SHORT_GAME;
    const seen: { seat: number; type: string; choice: string[] }[] = [];
    const observed = playArenaGame(task, (e, p, type, choice) => {
      // Still at that prompt: the answer is not in yet.
      expect(e.prompt?.id).toBe(p.id);
      seen.push({ seat: p.seat, type, choice });
    });
    expect(timeless(observed)).toEqual(timeless(playArenaGame(task)));
    // Every decision, each with its seat's type (game 1 rotates the list: seat 0 random, seat 1 normal).
    expect(seen.length).toBe(Object.values(observed.ms).reduce((n, list) => n + (list?.length ?? 0), 0));
    expect(seen.every((d) => d.type === (d.seat === 0 ? "random" : "normal"))).toBe(true);
    expect(seen.some((d) => d.type === "normal") && seen.some((d) => d.type === "random")).toBe(true);
  });

  it("warms a thread up with a whole Normal game that changes no later answer", () => {
    const task = {
      game: 2,
      seed: 5,
      players: 3,
      boxes: ["core", "monster-smash"],
      seats: ["normal", "easy", "hard"] as ("normal" | "easy" | "hard")[],
      maxTurns: 4,
    };
    const before = timeless(playArenaGame(task));
    // A whole 4-player game ends by itself long before its turn cap (~35 turns, 200+ decisions).
    expect(warmUp()).toBeGreaterThan(100);
    expect(timeless(playArenaGame(task))).toEqual(before);
  }, 600_000 /* a whole game and a few Hard decisions: ~20 s alone, 133 s seen beside three arena runs (load ~20); the limit only stops a hang */);

  it("runs from the command line over worker threads and ends with the JSON summary", async () => {
    const jsonl = join(mkdtempSync(join(tmpdir(), "arena-")), "games.jsonl");
    const { stdout } = await run(
      "npx",
      [
        "tsx",
        "src/tools/arena.ts",
        "--games",
        "2",
        "--players",
        "2",
        "--seats",
        "easy,random",
        "--max-turns",
        "4",
        "--threads",
        "1",
        "--boxes",
        "core",
        "--json",
        "--jsonl",
        jsonl,
      ],
      { cwd: process.cwd(), timeout: 400_000 },
    );
    const last = stdout.trim().split("\n").pop() as string;
    const summary = JSON.parse(last);
    expect(summary.games).toBe(2);
    expect(summary.errors).toBe(0);
    expect(summary.types.map((t: { type: string }) => t.type).sort()).toEqual(["easy", "random"]);
    // Each finished game was kept as a line; --from summarizes them again without playing.
    expect(readFileSync(jsonl, "utf8").trim().split("\n")).toHaveLength(2);
    const again = await run(
      "npx",
      ["tsx", "src/tools/arena.ts", "--from", jsonl, "--players", "2", "--games", "2", "--json"],
      { cwd: process.cwd(), timeout: 400_000 },
    );
    const resumed = JSON.parse(again.stdout.trim().split("\n").pop() as string);
    expect(resumed.types).toEqual(summary.types);
    // The run continued (--resume) to 3 games from game 1 on (--first) plays game 2 alone; a game
    // written twice (processes that split a run overlapped) counts once in --from.
    await run(
      "npx",
      [
        "tsx",
        "src/tools/arena.ts",
        ...["--games", "3", "--first", "1", "--resume", "--players", "2", "--seats", "easy,random"],
        ...["--max-turns", "4", "--threads", "1", "--boxes", "core", "--jsonl", jsonl],
      ],
      { cwd: process.cwd(), timeout: 400_000 },
    );
    const lines = readFileSync(jsonl, "utf8").trim().split("\n");
    expect(lines.map((l) => JSON.parse(l).game).sort()).toEqual([0, 1, 2]);
    appendFileSync(jsonl, `${lines.find((l) => JSON.parse(l).game === 1)}\n`);
    const joined = await run(
      "npx",
      ["tsx", "src/tools/arena.ts", "--from", jsonl, "--players", "2", "--games", "3", "--json"],
      { cwd: process.cwd(), timeout: 400_000 },
    );
    expect(JSON.parse(joined.stdout.trim().split("\n").pop() as string).games).toBe(3);
    // A run paired with itself: the same wins, nothing won on one side only.
    const self = await run(
      "npx",
      [
        "tsx",
        "src/tools/arena.ts",
        "--from",
        jsonl,
        "--paired",
        jsonl,
        "--players",
        "2",
        "--games",
        "3",
        "--json",
      ],
      { cwd: process.cwd(), timeout: 400_000 },
    );
    expect(JSON.parse(self.stdout.trim().split("\n").pop() as string).paired).toMatchObject({
      games: 3,
      plus: 0,
      minus: 0,
      signP: 1,
      marginDiff: 0,
    });
    // Five tsx processes, each given 400 s on a loaded machine (one took 170 s beside three arena
    // runs): the test's own limit is their sum; the limits only stop a hang.
  }, 2_000_000);
});
