// The story of a game within Discord's limits (issue 13): the longest /smashup log page and the
// longest "since your last turn" summary, with the longest names; the board keeps the latest
// scoring's result on top for a round while newer lines push it out of the latest ones.

import { describe, expect, it } from "vitest";
import type { LogEntry } from "../../src/engine/types.ts";
import { LOCALES } from "../../src/i18n/index.ts";
import { renderBoard } from "../../src/render/compact-board.ts";
import {
  decodeLogPageId,
  encodeLogPageId,
  LOG_PAGE_CHARS,
  linesSinceLastTurn,
  logPages,
  renderLogPage,
  SUMMARY_CAP,
  SUMMARY_LINES,
  sinceLastTurnText,
  vpGained,
} from "../../src/render/history.ts";
import { Names } from "../../src/render/names.ts";
import { bigPublicView, GAME_ID, LONG_PLAYERS } from "./fixtures.ts";
import { buttons, embedText, expectValid } from "./support.ts";

const turn = (n: number, seat: number): LogEntry[] => [
  { k: "turnStart", p: [n, seat], to: -1, turn: n },
  ...Array.from(
    { length: 30 },
    (_, i): LogEntry => ({ k: "playActionOnMinion", p: [seat, 40 + i, 0], to: -1, turn: n }),
  ),
  { k: "place", p: [seat, 1, 0, 999, 4], to: -1, turn: n },
  { k: "drawSecret", p: [3], to: seat, turn: n },
  { k: "endTurn", p: [seat], to: -1, turn: n },
];

describe("/smashup log pages", () => {
  it("fit an embed whatever the log, each turn under its heading, with page buttons", () => {
    const big = bigPublicView({ bases: 2, minions: 10, attached: 2 });
    for (const locale of LOCALES) {
      const names = new Names(locale, LONG_PLAYERS, big.defs).resolver();
      const log = Array.from({ length: 40 }, (_, n) => turn(n + 1, n % 4)).flat();
      const pages = logPages(log, (n) => (n - 1) % 4, names, locale);
      expect(pages.length).toBeGreaterThan(10);
      for (const page of pages) expect(Array.from(page).length).toBeLessThanOrEqual(LOG_PAGE_CHARS);
      // Each page starts with the heading of its turn, a turn's heading is not followed by a
      // second "Turn N: … starts their turn." line (issue 21).
      const heading = locale === "en" ? /^__\*\*Turn \d+: / : /^__\*\*Tour \d+ : /;
      for (const page of pages) expect(page).toMatch(heading);
      expect(pages.join("\n")).not.toMatch(/starts their turn|commence son tour/);
      // Private lines never appear (drawSecret names a card in a hand).
      expect(pages.join("\n")).not.toMatch(/You draw|Vous piochez/);
      const last = renderLogPage(pages, 9999, GAME_ID, locale, true);
      expectValid(last);
      expect(last.embeds[0]?.title).toMatch(new RegExp(`${pages.length}/${pages.length}$`));
      const [previous, next] = buttons(last);
      expect(next?.disabled).toBe(true);
      expect(decodeLogPageId(previous?.custom_id ?? "")).toEqual({ gameId: GAME_ID, page: pages.length - 2 });
      const first = renderLogPage(pages, 0, GAME_ID, locale, true);
      expectValid(first);
      expect(buttons(first)[0]?.disabled).toBe(true);
    }
  });

  it("refuses forged page ids", () => {
    expect(decodeLogPageId(encodeLogPageId(GAME_ID, 3))).toEqual({ gameId: GAME_ID, page: 3 });
    for (const forged of ["hl:x:1", `hl:${encodeLogPageId(GAME_ID, 1).split(":")[1]}:01`, "hl::1", "sg:a:b"])
      expect(decodeLogPageId(forged)).toBeNull();
  });
});

describe("since your last turn", () => {
  it("starts after the player's own last turn, counts VP gained, and fits a ping", () => {
    const big = bigPublicView({ bases: 2, minions: 10, attached: 2 });
    const log = Array.from({ length: 9 }, (_, n) => turn(n + 1, n % 4)).flat();
    const since = linesSinceLastTurn(log, 1);
    // Seat 1 last played turn 6: turns 7 to 9 are news to them.
    expect(since.first).toBe(false);
    expect(since.lines[0]).toEqual({ k: "turnStart", p: [7, 2], to: -1, turn: 7 });
    expect([...vpGained(since.lines)]).toEqual([
      [0, 4],
      [2, 4],
      [3, 4],
    ]);
    for (const locale of LOCALES) {
      const names = new Names(locale, LONG_PLAYERS, big.defs).resolver();
      const text = sinceLastTurnText({ ...big.view, log }, 1, names, locale);
      expect(Array.from(text).length).toBeLessThanOrEqual(SUMMARY_CAP);
      expect(text.split("\n").at(-1)).toMatch(/^\*\*(VP|PV) ?:\*\* /);
      // The newest lines are kept, the oldest give way.
      expect(text).toMatch(
        locale === "en" ? /more in `\/smashup log`/ : /de plus dans `\/smashup historique`/,
      );
    }
  });
});

describe("since your last turn, short for a phone (issue 21)", () => {
  it("keeps the lines that concern the player and the scorings, counts the rest, ends with the VP", () => {
    const big = bigPublicView({ bases: 2, minions: 4, attached: 0, log: 0 });
    const log: LogEntry[] = [
      { k: "endTurn", p: [1], to: -1, turn: 4 },
      { k: "turnStart", p: [5, 2], to: -1, turn: 5 },
      ...Array.from(
        { length: 20 },
        (_, i): LogEntry => ({ k: "playAction", p: [2, 500 + i], to: -1, turn: 5 }),
      ),
      // Carol destroys one of seat 1's minions, then looks at their hand; a base scores.
      { k: "destroy", p: [900], to: -1, turn: 5, w: { 0: [1, big.view.bases[1]!.uid] } },
      { k: "lookHand", p: [2, 1], to: -1, turn: 5 },
      { k: "scoringBase", p: [0], to: -1, turn: 5 },
      { k: "place", p: [2, 1, 0, 12, 4], to: -1, turn: 5 },
      { k: "endTurn", p: [2], to: -1, turn: 5 },
    ];
    for (const locale of LOCALES) {
      const names = new Names(locale, LONG_PLAYERS, big.defs).resolver();
      const lines = sinceLastTurnText({ ...big.view, log }, 1, names, locale).split("\n");
      const story = lines.filter((l) => l.startsWith("• "));
      expect(story).toHaveLength(3);
      expect(story[0]).toMatch(locale === "en" ? / is destroyed\.$/ : / est détruite\.$/);
      expect(story[1]).toMatch(locale === "en" ? /looks at .+'s hand/ : /regarde la main de/);
      expect(story[2]).toMatch(locale === "en" ? / scores\.$/ : /./);
      // The 21 other moves are one tap away; the VP close the summary.
      expect(lines.at(-2)).toMatch(/^… 21 /);
      expect(lines.at(-1)).toMatch(/^\*\*(VP|PV) ?:\*\* /);
      expect(lines.length).toBeLessThanOrEqual(SUMMARY_LINES + 3);
    }
  });

  it("shows the latest two moves when nothing concerns the player", () => {
    const big = bigPublicView({ bases: 2, minions: 0, attached: 0, log: 0 });
    const log: LogEntry[] = Array.from(
      { length: 9 },
      (_, i): LogEntry => ({ k: "playAction", p: [2, 500 + i], to: -1, turn: 5 }),
    );
    const text = sinceLastTurnText(
      { ...big.view, log },
      1,
      new Names("en", LONG_PLAYERS, big.defs).resolver(),
      "en",
    );
    expect(text.split("\n").filter((l) => l.startsWith("• "))).toHaveLength(2);
    expect(text).toContain("… 7 more");
  });
});

describe("the board's log", () => {
  it("keeps the latest scoring's result on top for a round, then lets it go", () => {
    const big = bigPublicView({ bases: 2, minions: 1, attached: 0, log: 0 });
    const scoring: LogEntry[] = [
      { k: "scoringBase", p: [0], to: -1, turn: 10 },
      { k: "place", p: [1, 1, 0, 12, 4], to: -1, turn: 10 },
      { k: "place", p: [2, 2, 0, 8, 2], to: -1, turn: 10 },
    ];
    const after: LogEntry[] = Array.from({ length: 30 }, (_, i) => ({
      k: "pass",
      p: [i % 4],
      to: -1,
      turn: 11,
    }));
    const board = (n: number) =>
      renderBoard(
        {
          gameId: GAME_ID,
          version: 1,
          view: { ...big.view, turn: { number: n, active: 0, phase: "play" }, log: [...scoring, ...after] },
          players: LONG_PLAYERS.map((p, seat) => ({
            ...p,
            name: ["Ann", "Bob", "Cat", "Dan"][seat] as string,
          })),
          defs: big.defs,
        },
        "en",
      );
    const text = (n: number) => board(n).embeds.map(embedText).join("\n");
    expectValid(board(12));
    expect(text(12)).toContain("finishes #1 on");
    expect(text(12)).toContain("finishes #2 on");
    // Three players still in: a round later the result is gone from the board (it is in /smashup log).
    expect(text(14)).not.toContain("finishes #1 on");
  });
});
