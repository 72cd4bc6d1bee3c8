// The before-scoring step (SCORE-3 step 3) is a Me First! window like the after-scoring one:
// Part A, the "before this base scores" abilities of cards and bases in play, in the order the
// active player picks (MEFIRST-2, ORDER-5); then Part B, the Special round (MEFIRST-3).
// No core card acts before scoring from play (Culture Shock's bases do), so the abilities here
// are test-only definitions.

import { describe, expect, it } from "vitest";
import { action, bases, faction, minion } from "../../cards/define.ts";
import { card, cardCtx, draw, gainVp, registerBases, registerFaction } from "../../src/engine/api.ts";
import { rules, table } from "../harness/table.ts";

registerFaction(
  faction("vigil", "test", { en: "Before-scoring test kit", fr: "Kit de test avant décompte" }, [
    minion({
      id: "herald",
      power: 3,
      count: 2,
      name: { en: "Herald", fr: "Héraut" },
      text: {
        en: "Ongoing: before this minion's base scores, draw a card.",
        fr: "Permanent : avant la conquête de la base de cette créature, piochez une carte.",
      },
      onEvents: ["beforeScoring"],
      on(g, self, ev) {
        const c = card(g, self);
        if (ev.t !== "beforeScoring" || c.zone !== "base" || c.at !== ev.base) return null;
        return {
          def: "vigil:herald",
          ctx: cardCtx(g, self),
          *run(ctx) {
            draw(ctx.g, ctx.you, 1);
          },
        };
      },
    }),
    action({
      id: "filler",
      count: 1,
      name: { en: "Filler", fr: "Remplissage" },
      text: { en: "Draw a card.", fr: "Piochez une carte." },
      *onPlay(ctx) {
        draw(ctx.g, ctx.you, 1);
      },
    }),
  ]),
);

registerBases(
  bases("test", [
    {
      id: "vigil-hall",
      faction: "vigil",
      breakpoint: 5,
      vp: [3, 2, 1],
      name: { en: "Vigil Hall", fr: "Salle de la Veille" },
      text: {
        en: "Before this base scores, the active player gains 1 VP.",
        fr: "Avant la conquête de cette base, le joueur actif gagne 1 PV.",
      },
      *beforeScore(ctx) {
        gainVp(ctx.g, ctx.you, 1);
      },
    },
  ]),
);

/** Vigil Hall about to score (its ability cancelled if `jammed`), seat 1 holding a Shinobi; a
 * Herald of seat 0 here, elsewhere or absent. */
const spec = (herald: "here" | "elsewhere" | "none", jammed = false) => {
  const her = { card: "vigil:herald", owner: 0, as: "her" };
  return {
    players: [
      { factions: ["vigil", "robots"] as [string, string], deck: [{ card: "robots:zapbot", as: "top" }] },
      { factions: ["ninjas", "aliens"] as [string, string], hand: [{ card: "ninjas:shinobi", as: "shin" }] },
    ],
    phase: "score" as const,
    bases: [
      {
        id: "vigil-hall",
        actions: jammed ? [{ card: "aliens:jammed-signal", owner: 1 }] : [],
        minions: [
          ...(herald === "here" ? [her] : []),
          { card: "robots:warbot", owner: 0 },
          { card: "aliens:invader", owner: 1 },
        ],
      },
      { id: "jungle-oasis", minions: herald === "elsewhere" ? [her] : [] },
      { id: "tar-pits" },
    ],
  };
};

describe("before-scoring triggers (MEFIRST-2 Part A)", () => {
  it("a base's 'before this base scores' ability resolves before the Special round", () => {
    rules("MEFIRST-2", "MEFIRST-3", "SCORE-3", "TERM-BEFORE-SCORING");
    const t = table(spec("none"));
    // Seat 1 holds a Shinobi: the Special round asks them, and by then the base has acted.
    t.expectPrompt(1, "beforeScoring");
    expect(t.vp(0)).toBe(1);
    t.act(1, "pass");
    // Then the base scores: seat 0 first (4 against 1), 3 VP more.
    expect(t.vp(0)).toBe(4);
  });

  it("cards in play act too, and several abilities resolve in the order the active player picks", () => {
    rules("MEFIRST-2", "ORDER-5", "CONFLICT-4");
    const order = (first: string) => {
      const t = table(spec("here"));
      t.expectPrompt(0, "orderTriggers").act(0, first);
      // Both have resolved before the Special round opens.
      t.expectPrompt(1, "beforeScoring");
      expect(t.where("top")).toBe("hand:0");
      expect(t.vp(0)).toBe(1);
      return t.g.log.map((e) => e.k).filter((k) => k === "draw" || k === "vp");
    };
    expect(order("her")).toEqual(["draw", "vp"]);
    expect(order("vigil-hall")).toEqual(["vp", "draw"]);
  });

  it("a minion elsewhere doesn't act for another base", () => {
    const t = table(spec("elsewhere"));
    t.expectPrompt(1, "beforeScoring");
    expect(t.where("top")).toBe("deck:0");
  });

  it("a cancelled base ability doesn't act before scoring either (Jammed Signal)", () => {
    rules("TERM-CANCEL");
    const t = table(spec("none", true));
    t.expectPrompt(1, "beforeScoring");
    expect(t.vp(0)).toBe(0);
  });
});
