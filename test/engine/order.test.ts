// Effect resolution order (ORDER-*): triggers wait for the card that caused them, the active
// player orders simultaneous triggers when it can matter, standard actions stay out of the
// discard pile while their triggers resolve, and nested plays resolve inside out.

import { describe, expect, it } from "vitest";
import { action, faction } from "../../cards/define.ts";
import { draw, offerExtraMinion, registerFaction } from "../../src/engine/api.ts";
import { rules, type TestTable, table } from "../harness/table.ts";

// A test-only card that plays another card partway through its own effect (ORDER-4).
registerFaction(
  faction("heraldry", "test", { en: "Heraldry", fr: "Héraldique" }, [
    action({
      id: "herald",
      count: 1,
      name: { en: "Herald", fr: "Héraut" },
      text: {
        en: "Play an extra minion now, then draw a card.",
        fr: "Jouez maintenant une créature supplémentaire, puis piochez une carte.",
      },
      *onPlay(ctx) {
        yield* offerExtraMinion(ctx, ctx.you);
        draw(ctx.g, ctx.you, 1);
      },
    }),
  ]),
);

const logIndex = (t: TestTable, pred: (l: { k: string; p: (string | number)[] }) => boolean) =>
  t.g.log.findIndex(pred);

describe("resolution order (ORDER-*)", () => {
  it("a card played partway through another resolves first, then the rest of it, then the triggers (ORDER-1, ORDER-4)", () => {
    rules("ORDER-1", "ORDER-4", "PLAY-13");
    const t = table({
      players: [
        {
          factions: ["heraldry", "aliens"],
          hand: [
            { card: "heraldry:herald", as: "h" },
            { card: "aliens:invader", as: "inv" },
          ],
        },
        { factions: ["tricksters", "dinosaurs"] },
      ],
      bases: [
        { id: "jungle-oasis", actions: [{ card: "tricksters:flame-trap", owner: 1, as: "trap" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "h").act(0, "inv@jungle-oasis");
    const vp = logIndex(t, (l) => l.k === "vp" && l.p[0] === 0);
    const drew = logIndex(t, (l) => l.k === "draw" && l.p[0] === 0);
    const destroyed = logIndex(t, (l) => l.k === "destroy" && l.p[0] === t.uid("inv"));
    // Invader's own ability (1 VP), then the rest of Herald (draw), then Flame Trap's trigger.
    expect(vp).toBeGreaterThan(-1);
    expect(vp).toBeLessThan(drew);
    expect(drew).toBeLessThan(destroyed);
    expect(t.vp(0)).toBe(1);
    expect([t.where("inv"), t.where("trap"), t.where("h")]).toEqual(["discard:0", "discard:1", "discard:0"]);
    t.expectPrompt(0, "main");
  });

  it("a standard action is not in the discard pile while its triggers resolve (ORDER-3)", () => {
    rules("ORDER-3", "ORDER-1", "DECK-1");
    const t = table({
      players: [
        {
          factions: ["ninjas", "robots"],
          hand: [{ card: "ninjas:seeing-stars", as: "stars" }],
          discard: ["robots:zapbot", "robots:zapbot"],
        },
        { factions: ["aliens", "dinosaurs"] },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "robots:microbot-archive", owner: 0, as: "arch" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    const p = t.g.players[0];
    if (!p) throw new Error("no player");
    for (const u of p.deck.splice(0)) {
      const c = t.g.cards[u];
      if (c) c.zone = "removed";
    }
    // Seeing Stars destroys the Archive, whose trigger draws from an empty deck: the discard pile
    // (two Zapbots and the Archive) is reshuffled, without Seeing Stars, which is still resolving.
    t.act(0, "stars");
    expect(t.g.log.some((l) => l.k === "reshuffle" && l.p[0] === 0)).toBe(true);
    expect(t.hand(0)).toHaveLength(1);
    expect(p.deck).toHaveLength(2);
    expect(p.deck).not.toContain(t.uid("stars"));
    expect(p.discard).toEqual([t.uid("stars")]);
  });

  it("the active player orders simultaneous triggers of different abilities, whoever controls them (ORDER-5)", () => {
    rules("ORDER-5", "CONFLICT-4", "MEFIRST-2", "ORDER-1");
    const t = table({
      players: [
        { factions: ["ninjas", "pirates"], hand: [{ card: "ninjas:seeing-stars", as: "stars" }] },
        { factions: ["robots", "wizards"] },
      ],
      bases: [
        {
          id: "cave-of-shinies",
          minions: [
            { card: "robots:microbot-guard", owner: 1, as: "mg" },
            { card: "robots:microbot-archive", owner: 1, as: "arch" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "stars").act(0, "mg");
    // Cave of Shinies (its owner gains 1 VP) and the Archive (its controller draws) trigger together.
    t.expectPrompt(0, "orderTriggers");
    expect(t.prompt.kind).toBe("order");
    expect(t.prompt.options).toHaveLength(2);
    t.act(0, "arch");
    const drew = logIndex(t, (l) => l.k === "draw" && l.p[0] === 1);
    const vp = logIndex(t, (l) => l.k === "vp" && l.p[0] === 1);
    expect(drew).toBeGreaterThan(-1);
    expect(drew).toBeLessThan(vp);
    expect([t.vp(1), t.hand(1).length]).toEqual([1, 1]);
    t.expectPrompt(0, "main");
  });

  it("triggers of the same ability need no ordering", () => {
    rules("ORDER-5");
    const t = table({
      players: [
        { factions: ["ninjas", "pirates"], hand: [{ card: "pirates:powderkeg", as: "keg" }] },
        { factions: ["robots", "wizards"] },
      ],
      bases: [
        {
          id: "cave-of-shinies",
          minions: [
            { card: "pirates:first-mate", owner: 0, as: "fm" },
            { card: "robots:microbot-guard", owner: 1, as: "mg" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "keg");
    // Both minions are destroyed on the Cave: two triggers of one ability, resolved without a prompt.
    expect([t.where("fm"), t.where("mg")]).toEqual(["discard:0", "discard:1"]);
    expect([t.vp(0), t.vp(1)]).toEqual([1, 1]);
    t.expectPrompt(0, "main");
  });

  it("start-of-turn effects all trigger, in the order the active player picks (START-1)", () => {
    rules("START-1", "CONFLICT-4", "START-4");
    const t = table({
      players: [{ factions: ["ninjas", "pirates"] }, { factions: ["robots", "wizards"] }],
      phase: "start",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "pirates:first-mate",
              owner: 0,
              as: "fm",
              attached: [{ card: "ninjas:smoke-bomb", owner: 0, as: "bomb" }],
            },
          ],
        },
        { id: "mushroom-kingdom" },
        { id: "tar-pits", minions: [{ card: "robots:warbot", owner: 1, as: "wb" }] },
      ],
    });
    t.expectPrompt(0, "orderTriggers");
    t.act(0, "mushroom-kingdom");
    t.expectPrompt(0, "move").act(0, "wb");
    expect(t.where("wb")).toBe("base:mushroom-kingdom");
    expect(t.where("bomb")).toBe("discard:0");
    t.expectPrompt(0, "main");
  });
});
