// What a closed game leaves to the records (src/records/read-game.ts), read from rows shaped as
// the store keeps them: places with ties and players who left, base scorings found by replaying
// the log (and checked against the VP they gave), turn times from the decisions' times,
// timeouts, AI seats, abandoned and void games.

import { describe, expect, it } from "vitest";
import { summarize } from "../../src/app/engine-events.ts";
import type { GameSetupRecord } from "../../src/app/setup.ts";
import { playRandomGame, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";
import { createState } from "../../src/engine/state.ts";
import { aiLevelOf, type ClosedGameRows, placesOf, readClosedGame } from "../../src/records/read-game.ts";

describe("places", () => {
  it("share a place on equal VP, with no winner (turn limit)", () => {
    expect(
      placesOf(
        [
          { vp: 10, out: false },
          { vp: 12, out: false },
          { vp: 12, out: false },
        ],
        null,
      ),
    ).toEqual([3, 1, 1]);
  });

  it("put the winner first even when tied on VP with another player (the tie-break decided)", () => {
    expect(
      placesOf(
        [
          { vp: 10, out: false },
          { vp: 16, out: false },
          { vp: 16, out: false },
        ],
        2,
      ),
    ).toEqual([3, 2, 1]);
  });

  it("rank four players 1, 2, 2, 4 when two of them tie behind the winner", () => {
    const players = [15, 10, 10, 3].map((vp) => ({ vp, out: false }));
    expect(placesOf(players, 0)).toEqual([1, 2, 2, 4]);
  });

  it("put a player who left behind those who stayed, whatever their VP", () => {
    expect(
      placesOf(
        [
          { vp: 14, out: true },
          { vp: 5, out: false },
          { vp: 9, out: false },
        ],
        2,
      ),
    ).toEqual([3, 2, 1]);
  });
});

describe("AI seats", () => {
  it("are read however the lobby marks them, and a person is no AI", () => {
    expect(aiLevelOf({ userId: "1", ai: "hard" })).toBe("hard");
    expect(aiLevelOf({ userId: "1", ai: { level: "easy" } })).toBe("easy");
    expect(aiLevelOf({ userId: "1", ai: true })).toBe("ai");
    expect(aiLevelOf({ userId: "1", kind: "ai", level: "normal" })).toBe("normal");
    expect(aiLevelOf({ userId: "1", name: "ai" })).toBeNull();
    expect(aiLevelOf({ userId: "1", ai: false })).toBeNull();
  });
});

/** A seeded random game of `players`, as the store keeps it once over, one decision a second. */
function closedRows(seed: number, players: number, patch: Partial<ClosedGameRows> = {}) {
  const engineSetup = randomSetup(seed, players, ["core", "big-geeky-box"], 200);
  const run = playRandomGame(engineSetup, seed, false);
  if (!run.engine.over || run.engine.g.result?.reason === "turnCap")
    throw new Error(`seed ${seed} did not finish`);
  const setup: GameSetupRecord = {
    v: 1,
    hostId: "u0",
    options: {
      boxes: ["core"],
      selectionMode: "random",
      vpTarget: 15,
      turnTimerHours: 0,
      hiddenTiming: false,
    },
    seats: engineSetup.players.map((p, i) => ({ userId: `u${i}`, name: `p${i}`, factions: [...p.factions] })),
    stage: "over",
    bannedFactions: [],
    locale: "en",
    seed,
    engine: {
      seed,
      players: engineSetup.players,
      baseBoxes: ["core", "big-geeky-box"],
      options: { vpTarget: 15, hiddenTiming: false },
    },
  };
  const start = Date.UTC(2030, 0, 1);
  const rows: ClosedGameRows = {
    gameId: `g${seed}`,
    guildId: "guild",
    status: "finished",
    endedAt: new Date(start + (run.decisions.length + 1) * 1000),
    setup,
    summary: summarize(setup, run.engine),
    decisions: run.decisions.map((d, i) => ({
      seq: i + 1,
      seat: d.seat,
      userId: `u${d.seat}`,
      answer: d,
      createdAt: new Date(start + (i + 1) * 1000),
    })),
    ...patch,
  };
  return { rows, run, setup };
}

describe("a finished game", () => {
  for (const [seed, players] of [
    [3, 3],
    [8, 4],
  ] as const) {
    it(`of ${players} players (seed ${seed}): places, VP, winner, factions as the game ended`, () => {
      const { rows, run } = closedRows(seed, players);
      const out = readClosedGame(rows);
      const g = run.engine.g;
      expect(out.outcome).toBe("finished");
      expect(out.seats.map((s) => s.vp)).toEqual(g.players.map((p) => p.vp));
      const winner = g.result?.winner ?? -1;
      expect(out.seats.filter((s) => s.won).map((s) => s.seat)).toEqual([winner]);
      expect(out.seats[winner]?.place).toBe(1);
      for (const s of out.seats) {
        expect(s.factions).toEqual([...(rows.setup as GameSetupRecord).seats[s.seat]!.factions].sort());
        // A seat with fewer VP than another who stayed is placed behind it.
        for (const o of out.seats)
          if (o.vp > s.vp && !g.players[o.seat]?.out && o.seat !== winner && s.seat !== winner)
            expect(o.place).toBeLessThan(s.place);
      }
    });
  }

  it("lists each base that scored, the first places agreeing with the VP log", () => {
    const { rows, run } = closedRows(3, 3);
    const out = readClosedGame(rows);
    const history = Engine.history(run.setup, run.decisions);
    const scored = history.filter((e) => e.k === "scoringBase").length;
    const stopped = history.filter((e) => e.k === "scoreStop").length;
    expect(out.bases.length).toBe(scored - stopped);
    expect(out.bases.length).toBeGreaterThan(0);
    const firsts = history.filter((e) => e.k === "place" && Number(e.p[1]) === 1).map((e) => Number(e.p[0]));
    expect(out.bases.flatMap((b) => b.winners).sort()).toEqual(firsts.sort());
    // Every base is named by its card id, not by its number in the game.
    for (const b of out.bases) expect(b.base).toMatch(/^[a-z0-9-]+:[a-z0-9-]+$/);
  });

  it("times each turn from the decision that began it to the one that ended it", () => {
    // A game saved before the start time was kept: its first turn is untimed (unless a mulligan's
    // decision began it); its last one ends with the game's last decision.
    const { rows, run } = closedRows(3, 3);
    const out = readClosedGame(rows);
    const turns = out.seats.flatMap((s) => s.turnMs);
    expect(turns.length).toBeGreaterThanOrEqual(run.engine.g.turn.number - 1);
    expect(turns.length).toBeLessThanOrEqual(run.engine.g.turn.number);
    // One decision a second: a turn lasts a whole number of seconds, at least one.
    for (const ms of turns) expect(ms % 1000 === 0 && ms >= 1000).toBe(true);
    expect(turns.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(run.decisions.length * 1000);
  });

  /** Each seat's turn lengths as the test reads them: turn changes seen by replaying step by step. */
  function turnsByHand(rows: ClosedGameRows, startedAt: number, run: ReturnType<typeof closedRows>["run"]) {
    const engine = Engine.fromState(createState(run.setup));
    const opening = { turn: engine.g.turn.number, seat: engine.g.turn.active };
    const bySeat = new Map<number, number[]>();
    let turn = engine.g.turn.number;
    let active = engine.g.turn.active;
    let since: number | null = turn >= 1 ? startedAt : null;
    let last = 0;
    rows.decisions.forEach((d, i) => {
      engine.submit(run.decisions[i]!);
      last = d.createdAt.getTime();
      if (engine.g.turn.number === turn) return;
      if (since !== null) bySeat.set(active, [...(bySeat.get(active) ?? []), last - since]);
      [turn, active, since] = [engine.g.turn.number, engine.g.turn.active, last];
    });
    if (since !== null && last > since) bySeat.set(active, [...(bySeat.get(active) ?? []), last - since]);
    return { bySeat, turns: turn, opening };
  }
  /** percentile_disc(0.5), as the stats view reads it. */
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length / 2) - 1];

  it("times the first turn from the game's start and the last one to the game's end (the median moves)", () => {
    // Seed 5: nobody is offered a mulligan, the game opens on the first turn; the seat that opens
    // it also plays its last turn.
    const { rows, run, setup } = closedRows(5, 3);
    const start = rows.decisions[0]!.createdAt.getTime();
    // Turn t's lengths all differ: (2t + 1) minutes more than the one before it; the first player
    // took 40 minutes more over their first turn, and the last turn took an hour more.
    const walk = Engine.fromState(createState(run.setup));
    const turnAfter = run.decisions.map((d) => {
      walk.submit(d);
      return walk.g.turn.number;
    });
    const startedAt = start - 40 * 60_000;
    const decisions = rows.decisions.map((d, i) => {
      const extra = (turnAfter[i] ?? 0) ** 2 * 60_000 + (i === rows.decisions.length - 1 ? 3_600_000 : 0);
      return { ...d, createdAt: new Date(d.createdAt.getTime() + extra) };
    });
    // The engine setup exactly as played (its bases included), and the start time the service keeps.
    const timedRows = {
      ...rows,
      decisions,
      setup: { ...setup, engine: run.setup, startedAt: new Date(startedAt).toISOString() },
    };
    const out = readClosedGame(timedRows);
    const { bySeat, turns, opening } = turnsByHand(timedRows, startedAt, run);
    // The game opens on the first turn (no mulligan asked): its start is the game's.
    expect(opening.turn).toBe(1);
    // Every turn is timed, the first and the last included.
    expect(out.seats.flatMap((s) => s.turnMs).length).toBe(turns);
    for (const seat of out.seats) expect(seat.turnMs).toEqual(bySeat.get(seat.seat) ?? []);
    const first = out.seats[opening.seat]!;
    expect(first.turnMs[0]).toBeGreaterThan(40 * 60_000);
    // The first seat's median with its first (and perhaps last) turn is not the one without them.
    const lastSeat = run.engine.g.turn.active;
    const without = first.turnMs.slice(1, lastSeat === first.seat ? -1 : undefined);
    expect(median(first.turnMs)).not.toBe(median(without));
    const ender = out.seats[lastSeat]!;
    expect(ender.turnMs.at(-1)).toBeGreaterThan(3_600_000);
  });

  it("counts the decisions the turn timer took in a seat's place, for that seat only", () => {
    const { rows } = closedRows(3, 3);
    const decisions = rows.decisions.map((d, i) =>
      i < 6 && d.seat === 1 ? { ...d, userId: null, answer: { ...(d.answer as object), auto: true } } : d,
    );
    const auto = decisions.filter((d) => (d.answer as { auto?: boolean }).auto).length;
    expect(auto).toBeGreaterThan(0);
    const out = readClosedGame({ ...rows, decisions });
    expect(out.seats.map((s) => s.timeouts)).toEqual([0, auto, 0]);
  });

  it("marks an AI seat with its level", () => {
    const { rows, setup } = closedRows(3, 3);
    const seats = setup.seats.map((s, i) => (i === 2 ? { ...s, ai: "hard" } : s));
    const out = readClosedGame({ ...rows, setup: { ...setup, seats } });
    expect(out.seats.map((s) => s.ai)).toEqual([null, null, "hard"]);
  });
});

describe("a game that did not finish", () => {
  it("is abandoned when cancelled after play began: nobody won, its bases so far still count", () => {
    const { rows, setup } = closedRows(3, 3);
    const decisions = rows.decisions.slice(0, 120);
    const out = readClosedGame({
      ...rows,
      status: "cancelled",
      decisions,
      summary: summarize({ ...setup, stage: "cancelled" }, null, { kind: "admin", userId: "x" }),
    });
    expect(out.outcome).toBe("abandoned");
    expect(out.seats.some((s) => s.won)).toBe(false);
    expect(out.seats).toHaveLength(3);
  });

  it("is void when cancelled before the factions were dealt", () => {
    const { rows, setup } = closedRows(3, 3);
    const { engine: _dropped, ...lobby } = setup;
    const out = readClosedGame({
      ...rows,
      status: "cancelled",
      setup: { ...lobby, stage: "cancelled" },
      decisions: [],
    });
    expect(out.outcome).toBe("void");
    expect(out.seats).toEqual([]);
  });
});
