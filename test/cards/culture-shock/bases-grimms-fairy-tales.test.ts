import { describe, expect, it } from "vitest";
import grimmsBases from "../../../cards/culture-shock/bases/grimms-fairy-tales.ts";
import grimms from "../../../cards/culture-shock/grimms-fairy-tales.ts";
import type { Scenario } from "../../../src/drivers/scenario.ts";
import { registerBases, registerFaction } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

// The box is registered by the lead at the end; the tests register the faction and its bases.
registerFaction(grimms);
registerBases(grimmsBases);

type F = [string, string];
const G = "grimms-fairy-tales";
const GRIMMS: F = [G, "wizards"];
const P1: F = ["aliens", "zombies"];
const P2: F = ["dinosaurs", "ninjas"];
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
const m = (id: string, owner: number, as: string, extra: Partial<Minion> = {}): Minion => ({
  card: id.includes(":") ? id : `${G}:${id}`,
  owner,
  as,
  ...extra,
});
const c = (id: string, as: string) => ({ card: id.includes(":") ? id : `${G}:${id}`, as });

describe("Grimms' Fairy Tales bases: the list", () => {
  it("has both bases of the reference data: breakpoints, VP, names", () => {
    expect(grimmsBases.map((b) => [b.key, b.faction, b.breakpoint, b.vp, b.name.fr])).toEqual([
      ["base:gingerbread-house", G, 21, [4, 2, 1], "Maison en Pain d'Épices"],
      ["base:woodland-cottage", G, 19, [3, 1, 1], "Woodland Cottage"],
    ]);
    for (const b of grimmsBases) {
      expect(b.box).toBe("culture-shock");
      expect(b.text.en.length).toBeGreaterThan(0);
      expect(b.text.fr.length).toBeGreaterThan(0);
    }
  });
});

describe("Gingerbread House", () => {
  // Breakpoint 21: it scores in the scoring phase.
  const house = (
    minions: Minion[],
    players: Scenario["players"] = [{ factions: GRIMMS }, { factions: P1 }],
  ) =>
    table({
      phase: "score",
      players,
      bases: [{ id: "gingerbread-house", minions }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });

  it("exactly two minions with the same power, or none: a minion without a partner is never offered (CARD-PAIN-D-EPICES)", () => {
    rules("CARD-PAIN-D-EPICES", "TERM-BEFORE-SCORING", "MEFIRST-2");
    const t = house([
      m("gretel", 0, "a"), // 2
      m("rose-red", 0, "b"), // 2
      m("aliens:collector", 1, "borrowed", { controller: 0 }), // 2, seat 0's
      m("rumpelstiltskin", 0, "c"), // 3, alone
      m("zombies:zombie-lord", 1, "lord"),
      m("aliens:supreme-overlord", 1, "over"),
      m("aliens:invader", 1, "inv"),
    ]);
    // 2 + 2 + 2 + 3 + 5 + 5 + 3 = 22: it scores.
    t.expectPrompt(0, "powerUp");
    expect(t.prompt.min).toBe(0);
    expect(["a", "b", "borrowed", "c", "lord", "inv"].map((x) => t.offers(x))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    t.act(0, "a").expectPrompt(0, "powerUp");
    // The partner is mandatory once the first is chosen.
    expect(t.prompt.min).toBe(1);
    expect(["a", "b", "borrowed", "c"].map((x) => t.offers(x))).toEqual([false, true, true, false]);
    t.act(0, "borrowed");
    expect([t.power("a"), t.power("b"), t.power("borrowed"), t.power("c")]).toEqual([4, 2, 4, 3]);
    // Then seat 1, whose Zombie Lord and Supreme Overlord have 5 each.
    t.expectPrompt(1, "powerUp");
  });

  it("the +2s change the ranking; each player chooses in turn from the active player; equal current power counts", () => {
    rules("TERM-POWER");
    const t = house(
      [
        m("gretel", 0, "a"), // 2
        m("rose-red", 0, "b"), // 2
        m("zombies:walker", 1, "walk", { counters: 1 }), // 2 + 1
        m("aliens:scout", 1, "scout"), // 3
        m("dinosaurs:war-raptor", 2, "r1"), // 2 + 2 (+1 for each War Raptor here)
        m("dinosaurs:war-raptor", 2, "r2"),
        m("aliens:supreme-overlord", 1, "over"), // 5
      ],
      [{ factions: GRIMMS }, { factions: P1 }, { factions: P2 }],
    );
    // Seat 0 first: declines.
    t.expectPrompt(0, "powerUp").act(0);
    expect(t.power("a")).toBe(2);
    // Seat 1: the Walker with a counter (3) pairs with the Scout (3), not with the 5.
    t.expectPrompt(1, "powerUp");
    expect(t.offers("over")).toBe(false);
    t.act(1, "walk");
    expect([t.power("walk"), t.power("scout"), t.power("over")]).toEqual([5, 5, 5]);
    // Seat 2: its raptors (4 and 4) pair up.
    t.expectPrompt(2, "powerUp").act(2, "r1");
    expect([t.power("r1"), t.power("r2")]).toEqual([6, 6]);
    // Then the Special window and the award: 15 for seat 1, 12 for seat 2, 4 for seat 0.
    while (t.prompt.purpose === "beforeScoring") t.act(t.prompt.seat, "pass");
    expect([t.vp(0), t.vp(1), t.vp(2)]).toEqual([1, 4, 2]);
  });

  it("a player without a pair is not asked", () => {
    const t = house([
      m("gretel", 0, "a"),
      m("rumpelstiltskin", 0, "c"),
      m("zombies:zombie-lord", 1, "lord"),
      m("aliens:supreme-overlord", 1, "over"),
      m("aliens:invader", 1, "inv"),
      m("aliens:scout", 1, "scout"),
    ]);
    // 21 in all. Seat 0 has no pair (2 and 3); seat 1's Zombie Lord and Supreme Overlord have 5 each.
    t.expectPrompt(1, "powerUp");
  });
});

describe("Woodland Cottage", () => {
  const cottage = (extra: Partial<Scenario> = {}, hand = [c("gretel", "gretel"), c("hansel", "hansel")]) =>
    table({
      players: [
        {
          factions: GRIMMS,
          hand,
          deck: [c("rumpelstiltskin", "small"), c("prince-charming", "big"), c("another-story", "story")],
        },
        { factions: P1 },
      ],
      bases: [{ id: "woodland-cottage" }, { id: "tar-pits" }, { id: "the-central-brain" }],
      ...extra,
    });

  it("once per turn, after you play a minion here: you may search your deck for a minion of printed power 3 or less", () => {
    rules("CONFLICT-14", "DECK-4");
    const t = cottage({ turn: { extras: [{ kind: "minion", source: "test" }] } });
    t.act(0, "gretel@woodland-cottage").expectPrompt(0, "useAbility").act(0, "yes");
    t.expectPrompt(0, "searchDeck");
    expect([t.offers("small"), t.offers("big"), t.offers("story")]).toEqual([true, false, false]);
    t.act(0, "small");
    expect(t.where("small")).toBe("hand:0");
    // The second minion played here this turn: nothing.
    t.act(0, "hansel@woodland-cottage");
    expect(t.prompt.purpose).toBe("main");
  });

  it("declined: nothing is taken, and the next minion played here may still use it", () => {
    const t = cottage({ turn: { extras: [{ kind: "minion", source: "test" }] } });
    t.act(0, "gretel@woodland-cottage").act(0, "no");
    expect(t.where("small")).toBe("deck:0");
    t.act(0, "hansel@woodland-cottage").expectPrompt(0, "useAbility");
  });

  it("no minion of power 3 or less in the deck: the search finds nothing", () => {
    const small = [
      ...[
        "red-riding-hood",
        "rumpelstiltskin",
        "the-frog-prince",
        "hansel",
        "rose-red",
        "the-other-snow-white",
      ].map((id) => `${G}:${id}`),
      ...Array(2).fill("wizards:chronomage"),
      ...Array(3).fill("wizards:enchantress"),
      ...Array(4).fill("wizards:neophyte"),
    ];
    const t = table({
      players: [{ factions: GRIMMS, hand: [c("gretel", "gretel")], discard: small }, { factions: P1 }],
      bases: [{ id: "woodland-cottage" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    const hand = t.hand(0).length;
    t.act(0, "gretel@woodland-cottage").act(0, "yes");
    expect(t.prompt.purpose).toBe("main");
    expect(t.hand(0).length).toBe(hand - 1);
  });

  it("two minions played here before either search resolves: still only one search (ORDER-2)", () => {
    rules("ORDER-2");
    const t = table({
      players: [
        {
          factions: GRIMMS,
          hand: [c("gretel", "gretel")],
          discard: [c("hansel", "hansel")],
          deck: [c("rumpelstiltskin", "small")],
        },
        { factions: P1 },
      ],
      bases: [
        { id: "woodland-cottage", minions: [m("the-frog-prince", 0, "frog")] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    // Gretel's play triggers the Cottage and the Frog Prince; the Frog Prince first plays Hansel
    // here, whose own Cottage search resolves before Gretel's one waiting.
    t.act(0, "gretel@woodland-cottage").expectPrompt(0, "orderTriggers").act(0, "frog");
    t.expectPrompt(0, "useAbility").act(0, "yes").expectPrompt(0, "playExtraMinion");
    t.act(0, "hansel@woodland-cottage").expectPrompt(0, "useAbility").act(0, "yes");
    t.expectPrompt(0, "searchDeck").act(0, "small");
    expect(t.where("small")).toBe("hand:0");
    expect(t.prompt.purpose).toBe("main");
  });

  it("once used, it doesn't trigger at all: nothing to order beside the Frog Prince", () => {
    rules("ORDER-5");
    const t = table({
      players: [
        {
          factions: GRIMMS,
          hand: [c("gretel", "gretel"), c("hansel", "hansel")],
          deck: [c("rumpelstiltskin", "small")],
        },
        { factions: P1 },
      ],
      bases: [
        { id: "woodland-cottage", minions: [m("the-frog-prince", 0, "frog")] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      turn: { extras: [{ kind: "minion", source: "test" }] },
    });
    t.act(0, "gretel@woodland-cottage").expectPrompt(0, "orderTriggers").act(0, "woodland-cottage");
    t.expectPrompt(0, "useAbility").act(0, "yes").act(0, "small");
    // The Frog Prince finds no minion in the discard pile: it asks nothing.
    expect(t.prompt.purpose).toBe("main");
    t.act(0, "hansel@woodland-cottage");
    expect(t.prompt.purpose).toBe("main");
  });

  it("a minion played on another base: nothing", () => {
    const t = cottage();
    t.act(0, "gretel@tar-pits");
    expect(t.prompt.purpose).toBe("main");
  });

  it("once per turn per player: another player's minion played here in the same turn lets that player search (CS-15)", () => {
    rules("TERM-SPECIAL");
    const t = table({
      players: [
        { factions: GRIMMS, hand: [c("gretel", "gretel")], deck: [c("hansel", "hansel")] },
        {
          factions: P2,
          hand: [c("ninjas:shinobi", "shinobi")],
          deck: [c("ninjas:ninja-acolyte", "acolyte"), c("ninjas:ninja-master", "master")],
        },
      ],
      bases: [
        {
          id: "woodland-cottage",
          minions: [
            m("dinosaurs:king-rex", 1, "rex"),
            m("dinosaurs:laseratops", 1, "lasera"),
            m("rumpelstiltskin", 0, "rumpel"),
            m("prince-charming", 0, "prince"),
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    // 7 + 4 + 3 + 4 + Gretel's 2 = 20: the Cottage scores this turn.
    t.act(0, "gretel@woodland-cottage").act(0, "yes").act(0, "hansel");
    expect(t.where("hansel")).toBe("hand:0");
    t.act(0, "end").expectPrompt(1, "beforeScoring").act(1, "shinobi");
    t.expectPrompt(1, "useAbility").act(1, "yes").expectPrompt(1, "searchDeck");
    expect([t.offers("acolyte"), t.offers("master")]).toEqual([true, false]);
    t.act(1, "acolyte");
    expect(t.where("acolyte")).toBe("hand:1");
  });
});
