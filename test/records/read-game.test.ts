// What a closed game leaves to the records (src/records/read-game.ts), read from rows shaped as
// the store keeps them: places with ties and players who left, base scorings found by replaying
// the log (and checked against the VP they gave), turn times from the decisions' times,
// timeouts, AI seats, abandoned and void games.

import { describe, expect, it } from "vitest";
import { summarize } from "../../src/app/engine-events.ts";
import type { GameSetupRecord } from "../../src/app/setup.ts";
import { playRandomGame, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";
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
    const { rows, run } = closedRows(3, 3);
    const out = readClosedGame(rows);
    const turns = out.seats.flatMap((s) => s.turnMs);
    // Every turn but the last (it ended the game) and perhaps the first is timed.
    expect(turns.length).toBeGreaterThanOrEqual(run.engine.g.turn.number - 2);
    expect(turns.length).toBeLessThanOrEqual(run.engine.g.turn.number - 1);
    // One decision a second: a turn lasts a whole number of seconds, at least one.
    for (const ms of turns) expect(ms % 1000 === 0 && ms >= 1000).toBe(true);
    expect(turns.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(run.decisions.length * 1000);
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
