import { describe, expect, it } from "vitest";
import {
  decodeRematchId,
  encodeRematchId,
  type GameOverSummary,
  renderGameOver,
} from "../../src/render/game-over.ts";
import { LONG_PLAYERS } from "./fixtures.ts";
import { expectValid } from "./support.ts";

const summary = (over: Partial<GameOverSummary> = {}): GameOverSummary => ({
  outcome: "finished",
  winner: { seat: 2, ...LONG_PLAYERS[2]! },
  reason: "vp",
  players: LONG_PLAYERS.map((p, seat) => ({
    seat,
    ...p,
    factions: ["grimms-fairy-tales", "russian-fairy-tales"],
    vp: [12, 20, 21, 3][seat]!,
    out: seat === 1,
  })),
  turns: 999,
  decisions: 123_456,
  ...over,
});

describe("renderGameOver", () => {
  it("ranks the players, names the winner and pings every player and nobody else", () => {
    const p = renderGameOver(summary(), "fr");
    expectValid(p);
    expect(p.embeds[0]?.title).toBe("Partie terminée — <@&123456789012345678> > quote gagne !");
    const lines = (p.embeds[0]?.description ?? "").split("\n");
    expect(lines[0]).toMatch(/^1\. \*\*<@&123456789012345678> > quote\*\* — 21 PV/);
    expect(lines[3]).toMatch(/^4\. .*— 20 PV .* — a quitté la partie$/);
    expect(p.embeds[0]?.footer?.text).toBe("Victoire aux points. 999 tours, 123456 décisions.");
    expect(p.allowedMentions).toEqual({ parse: [], users: LONG_PLAYERS.map((x) => x.userId) });
    expect(p.components).toEqual([]);
  });

  it("covers a game without a winner and a cancelled game", () => {
    const none = renderGameOver(summary({ winner: null, reason: "abandoned" }), "en");
    expectValid(none);
    expect(none.embeds[0]?.title).toBe("Game over — no winner");
    const cancelled = renderGameOver(summary({ outcome: "cancelled", winner: null, reason: null }), "en");
    expectValid(cancelled);
    expect(cancelled.embeds[0]?.title).toBe("Game cancelled");
    expect(cancelled.embeds[0]?.footer?.text).toBe("999 turns, 123456 decisions.");
  });
});

describe("Rematch on the game over message (issue 21)", () => {
  const GAME = "8d3e4f5a-1b2c-4d5e-8f90-a1b2c3d4e5f6";
  it("offers Rematch once a game finished, not when it was cancelled, in EN and FR", () => {
    for (const [locale, label] of [
      ["en", "Rematch"],
      ["fr", "Revanche"],
    ] as const) {
      const p = renderGameOver(summary(), locale, { gameId: GAME });
      expectValid(p);
      const button = p.components[0]?.components[0];
      expect(button && "label" in button ? button.label : "").toBe(label);
      expect(decodeRematchId(button && "custom_id" in button ? button.custom_id : "")).toBe(GAME);
      const cancelled = renderGameOver(summary({ outcome: "cancelled" }), locale, { gameId: GAME });
      expect(cancelled.components).toEqual([]);
    }
  });

  it("refuses forged rematch ids", () => {
    const id = encodeRematchId(GAME);
    for (const forged of ["rm", "rm:", `${id}:1`, "rm:xyz", `sg${id.slice(2)}`, id.replace("rm:", "rm:A")])
      expect(decodeRematchId(forged)).toBeNull();
  });
});
