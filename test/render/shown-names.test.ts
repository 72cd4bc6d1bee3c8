// The players' shown names are kept per players array (render/names.ts `shownNames`) and the
// players array per game setup (discord/views.ts `playerRefs`) (issue 22, rnd48): a name changed in
// place, a seat added or another language never shows the old names.

import { describe, expect, it } from "vitest";
import type { GameSnapshot } from "../../src/app/index.ts";
import { playerRefs } from "../../src/discord/views.ts";
import { Names, type PlayerRef } from "../../src/render/names.ts";

const defs = { cards: {}, bases: {} };

describe("shown names kept per players array", () => {
  it("follow a name changed in place, a seat added and the language", () => {
    const players: PlayerRef[] = [
      { userId: "1", name: "Alice" },
      { userId: "2", name: "Bob" },
    ];
    expect(new Names("en", players, defs).seat(1)).toBe("Bob");
    expect(new Names("en", players, defs).seat(1)).toBe("Bob");
    players[1] = { userId: "2", name: "Bo_b" };
    expect(new Names("en", players, defs).seat(1)).toBe("Bo\\_b");
    expect(new Names("en", players, defs).plainSeat(1)).toBe("Bo_b");
    players.push({ userId: "3", name: "Alice" });
    // Shared names are told apart by seat (the same rule as a fresh array's).
    const fresh = new Names("en", players.slice(), defs);
    const kept = new Names("en", players, defs);
    expect(kept.seat(0)).toBe(fresh.seat(0));
    expect(kept.seat(2)).toBe(fresh.seat(2));
    expect(kept.seat(0)).not.toBe("Alice");
    const fr = new Names("fr", players, defs);
    expect(fr.seat(0)).toBe(new Names("fr", players.slice(), defs).seat(0));
    expect(new Names("en", players, defs).seat(0)).toBe(fresh.seat(0));
  });
});

describe("playerRefs kept per game setup", () => {
  it("is the same array while the seats read the same, a new one when a seat changes", () => {
    const seats = [
      { userId: "1", name: "Alice" },
      { userId: "2", name: "Bob" },
    ];
    const snapshot = { setup: { seats } } as unknown as GameSnapshot;
    const first = playerRefs(snapshot);
    expect(first).toEqual(seats);
    expect(playerRefs(snapshot)).toBe(first);
    (seats[1] as { name: string }).name = "Robert";
    expect(playerRefs(snapshot)).toEqual([seats[0], { userId: "2", name: "Robert" }]);
    (seats[0] as { userId: string }).userId = "9";
    expect(playerRefs(snapshot)[0]).toEqual({ userId: "9", name: "Alice" });
    seats.push({ userId: "3", name: "Chloé" });
    expect(playerRefs(snapshot)).toHaveLength(3);
  });
});
