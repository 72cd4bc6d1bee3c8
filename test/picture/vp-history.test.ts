// The final chart's VP history: built from every public log line of a game (a scoring's places,
// other VP gains), it must end on each player's VP and never go down.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import type { LogEntry } from "../../src/engine/types.ts";
import { vpHistory } from "../../src/picture/index.ts";
import { randomGameEnd } from "../../src/picture/samples.ts";

const line = (k: string, p: (string | number)[], turn: number, to = -1): LogEntry => ({ k, p, to, turn });

describe("vpHistory", () => {
  it("adds up a scoring's places and other VP gains turn by turn, ignoring private lines", () => {
    const h = vpHistory(
      [
        line("turnStart", [1, 0], 1),
        line("place", [0, 1, 7, 12, 4], 2), // seat 0 finishes first: 4 VP
        line("place", [2, 2, 7, 9, 2], 2), // seat 2 second: 2 VP
        line("place", [1, 3, 7, 1, 0], 2), // third but 0 VP
        line("vp", [1, 1], 3), // another gain (SCORE-10 style): seat 1 +1
        line("vp", [1, 5], 3, 1), // a private line never counts
        line("turnStart", [5, 2], 5),
      ],
      3,
    );
    expect(h.series).toEqual([
      [0, 0, 4, 4, 4, 4],
      [0, 0, 0, 1, 1, 1],
      [0, 0, 2, 2, 2, 2],
    ]);
  });

  it("ends on every player's VP in random games of 2, 3 and 4 players", () => {
    for (const [seed, players, boxes] of [
      [3, 2, ["core"]],
      [4, 3, ["core", "monster-smash"]],
      [11, 4, ["core", "culture-shock", "monster-smash", "big-geeky-box"]],
    ] as const) {
      const end = randomGameEnd(seed, players, boxes);
      const series = end.vpHistory?.series ?? [];
      expect(series.length).toBe(players);
      expect(series.map((s) => s[s.length - 1])).toEqual(end.view.players.map((p) => p.vp));
      expect(end.view.players.some((p) => p.vp > 0)).toBe(true);
      for (const s of series)
        for (let t = 1; t < s.length; t++) expect(s[t]).toBeGreaterThanOrEqual(s[t - 1] as number);
    }
  });
});
