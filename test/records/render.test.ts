// The records as read on a phone (src/records/render.ts): rates with their sample, small samples
// apart as "wins of games", ties sharing a rank on the leaderboard, the components' ids refusing
// junk, every view within one message, in English and French.

import { describe, expect, it } from "vitest";
import { stats as statsText } from "../../src/i18n/areas/stats.ts";
import {
  decodeStatsId,
  factionLines,
  leaderboardLines,
  overviewLines,
  pairLines,
  privateStatsPayload,
  statsShareId,
  statsViewId,
} from "../../src/records/render.ts";
import { byWinRate, type PlayerStats } from "../../src/records/stats.ts";

const player: PlayerStats = {
  userId: "42",
  games: 12,
  finished: 11,
  wins: 4,
  avgVp: 12.345,
  aiGames: 2,
  aiWins: 1,
  medianTurnMs: 95_000,
  timeouts: 1,
  favourites: [
    { faction: "pirates", games: 6 },
    { faction: "ninjas", games: 5 },
  ],
  rating: { ordinal: 7.25, mu: 30, sigma: 7.6, games: 11, rank: 2, of: 9 },
};
const server = { played: 40, finished: 37, abandoned: 3, withAi: 2 };

describe("the overview", () => {
  it("says the server's games, then the player: rating, wins, turn time, favourites, AI games apart", () => {
    const lines = overviewLines(server, player, "en");
    expect(lines).toEqual([
      "**📊 Smash Up on this server**",
      "Games: 40 played — 37 finished, 3 abandoned",
      "(+2 with an AI, counted apart)",
      "",
      "**<@42>**",
      "Rating 7.3 · #2 of 9",
      "Wins: 4 of 11 (36%) · avg 12.3 VP",
      "Turn: 1 min 35 s (median) · 1 timeout",
      "Plays: Pirates (6), Ninjas (5)",
      "With an AI: 2 games, 1 win",
    ]);
  });

  it("in French, with French faction names and plurals", () => {
    const lines = overviewLines({ ...server, abandoned: 1 }, player, "fr");
    expect(lines[1]).toBe("Parties : 40 jouées — 37 terminées, 1 abandonnée");
    expect(lines[5]).toBe("Cote 7.3 · 2e sur 9");
    expect(lines).toContain("Victoires : 4 sur 11 (36 %) · 12.3 PV en moyenne");
  });

  it("says so when the server has no game yet, and a player without games is unrated", () => {
    expect(overviewLines({ played: 0, finished: 0, abandoned: 0, withAi: 0 }, player, "en")).toEqual([
      "**📊 Smash Up on this server**",
      statsText.en.noGames,
    ]);
    const none = { ...player, games: 0, finished: 0, wins: 0, aiGames: 0, avgVp: null, rating: null };
    expect(overviewLines(server, none, "en").slice(-2)).toEqual([
      statsText.en.unrated,
      statsText.en.noPlayerGames,
    ]);
  });
});

describe("rates", () => {
  it("order by win rate those with enough games, then the small samples by games", () => {
    const rows = [
      { name: "a", games: 10, wins: 5 },
      { name: "b", games: 3, wins: 3 },
      { name: "c", games: 20, wins: 12 },
      { name: "d", games: 9, wins: 1 },
    ];
    expect(byWinRate(rows, (r) => r.name).map((r) => r.name)).toEqual(["c", "a", "d", "b"]);
  });

  it("show a small sample as wins of games, never as a percentage", () => {
    const lines = factionLines(
      [
        { faction: "aliens", games: 10, wins: 5 },
        { faction: "robots", games: 3, wins: 3 },
      ],
      "en",
    );
    expect(lines).toEqual([
      statsText.en.factionsTitle,
      "Aliens — 50% · 10 games",
      statsText.en.fewGames,
      "Robots — 3 of 3",
    ]);
    const pairs = pairLines([{ a: "aliens", b: "robots", games: 2, wins: 1 }], "fr");
    expect(pairs.at(-1)).toBe("Aliens + Robots — 1 sur 2");
  });
});

describe("the leaderboard", () => {
  it("gives tied ratings the same rank", () => {
    const rows = [
      { userId: "1", ordinal: 9, mu: 30, sigma: 7, games: 5 },
      { userId: "2", ordinal: 9, mu: 30, sigma: 7, games: 5 },
      { userId: "3", ordinal: 2, mu: 25, sigma: 7, games: 4 },
    ];
    expect(leaderboardLines(rows, "en").slice(1)).toEqual([
      "1. <@1> — 9.0 · 5",
      "1. <@2> — 9.0 · 5",
      "3. <@3> — 2.0 · 4",
    ]);
  });
});

describe("components", () => {
  it("decode what they encode", () => {
    expect(decodeStatsId(statsViewId("123"), ["bases"])).toEqual({
      kind: "view",
      view: "bases",
      subject: "123",
    });
    expect(decodeStatsId(statsShareId("pairs", "123"))).toEqual({
      kind: "share",
      view: "pairs",
      subject: "123",
    });
  });

  it("refuse junk, unknown views and forged subjects", () => {
    expect(decodeStatsId(statsViewId("123"), ["nope"])).toBeNull();
    expect(decodeStatsId(statsViewId("123"), ["me", "bases"])).toBeNull();
    expect(decodeStatsId("st:s:me:<@everyone>")).toBeNull();
    expect(decodeStatsId("st:s:me")).toBeNull();
    expect(decodeStatsId("st:x:me:1")).toBeNull();
    expect(decodeStatsId("hl:s:me:1")).toBeNull();
  });

  it("fit one message with a select of every view and a Share button", () => {
    const many = Array.from({ length: 400 }, (_, i) => `line ${i} ${"x".repeat(20)}`);
    const payload = privateStatsPayload(many, "me", "123", "en");
    expect(payload.content.length).toBeLessThanOrEqual(2000);
    expect(payload.content).toMatch(/… and \d+ more$/);
    expect(payload.components).toHaveLength(2);
    expect(payload.allowedMentions).toEqual({ parse: [] });
  });
});
