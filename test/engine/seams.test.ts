// Seams between the Culture Shock / Bigger Geekier Box engine pieces: rules that several modules
// must apply the same way. Exercised with a test-only kit.

import { describe, expect, it } from "vitest";
import { faction, minion } from "../../cards/define.ts";
import { addCounters, card, cardCtx, playOffTop, registerFaction } from "../../src/engine/api.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("seamkit", "test", text("Seams kit"), [
    minion({
      id: "raider",
      power: 2,
      count: 1,
      name: text("Kit Raider"),
      text: text("Play a minion off the top of the next player's deck."),
      *onPlay(ctx) {
        yield* playOffTop(ctx, ctx.you, "minion", { deck: (ctx.you + 1) % ctx.g.players.length });
      },
    }),
    minion({
      id: "watcher",
      power: 1,
      count: 1,
      name: text("Kit Watcher"),
      text: text("Ongoing: after a player plays or discards a card they don't own, +1 counter here."),
      on: (g, self, ev) =>
        ev.t === "notOwnedUsed"
          ? {
              ctx: cardCtx(g, self),
              *run(ctx) {
                addCounters(ctx, ctx.self, 1);
              },
            }
          : null,
    }),
  ]),
);

describe("top-of-deck plays (TOPDECK-6, CS-1)", () => {
  it("a minion played off another player's deck is a card its player doesn't own, from a deck", () => {
    rules("TOPDECK-1", "TOPDECK-6", "TERM-OWNER", "CARD-MBORO-ONINI");
    const t = table({
      players: [
        { factions: ["seamkit", "aliens"], hand: [{ card: "seamkit:raider", as: "raider" }] },
        { factions: ["dinosaurs", "robots"], deck: [{ card: "robots:zapbot", as: "zap" }] },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "seamkit:watcher", owner: 0, as: "w" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "raider@jungle-oasis");
    t.expectPrompt(0, "chooseBase");
    t.act(0, "zap@tar-pits");
    expect(t.where("zap")).toBe("base:tar-pits");
    expect(card(t.g, t.uid("zap")).controller).toBe(0);
    expect(card(t.g, t.uid("zap")).owner).toBe(1);
    expect(card(t.g, t.uid("w")).counters).toBe(1);
  });
});
