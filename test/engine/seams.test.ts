// Seams between the Culture Shock / Bigger Geekier Box engine pieces: rules that several modules
// must apply the same way. Exercised with a test-only kit.

import { describe, expect, it } from "vitest";
import { faction, minion } from "../../cards/define.ts";
import {
  addCounters,
  canMove,
  card,
  cardCtx,
  moveMinion,
  playOffTop,
  registerFaction,
} from "../../src/engine/api.ts";
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
      onEvents: ["notOwnedUsed"],
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

describe("a base closed by its scoring (design CS 16)", () => {
  it("from step 7 on, no minion moves there", () => {
    rules("TERM-MOVE");
    const t = table({
      players: [{ factions: ["seamkit", "aliens"] }, { factions: ["dinosaurs", "robots"] }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "seamkit:watcher", owner: 0, as: "w" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    const tar = t.g.basesInPlay[1] as number;
    t.g.scoring = tar;
    t.g.scoringStep = 7;
    const ctx = cardCtx(t.g, t.uid("w"));
    expect(canMove(ctx, t.uid("w"), tar)).toBe(false);
    expect(moveMinion(ctx, t.uid("w"), tar)).toBe(false);
    expect(t.where("w")).toBe("base:jungle-oasis");
    t.g.scoringStep = 6;
    expect(canMove(ctx, t.uid("w"), tar)).toBe(true);
  });
});
