import { describe, expect, it } from "vitest";
import { catalogBox } from "../../../cards/catalog.ts";
import incas from "../../../cards/culture-shock/ancient-incas.ts";
import incaBases from "../../../cards/culture-shock/bases/ancient-incas.ts";
import type { Scenario } from "../../../src/drivers/scenario.ts";
import { breakpoint, printedBreakpoint, registerBases, registerFaction } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

registerFaction(incas);
registerBases(incaBases);

type F = [string, string];
const INCA: F = ["ancient-incas", "dinosaurs"];
const P1: F = ["tricksters", "aliens"];
const P2: F = ["ninjas", "robots"];
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type Attached = NonNullable<Minion["attached"]>[number];
const h = (card: string, as: string) => ({ card, as });
const m = (card: string, owner: number, as: string, extra: Partial<Minion> = {}): Minion => ({
  card,
  owner,
  as,
  ...extra,
});
const a = (card: string, owner: number, as: string, extra: Partial<Attached> = {}): Attached => ({
  card,
  owner,
  as,
  ...extra,
});
const I = (id: string) => `ancient-incas:${id}`;

describe("Ancient Incas bases: the list", () => {
  it("has Machu Picchu and Cuzcu with the reference breakpoints, VP, faction and names", () => {
    expect(incaBases.map((b) => [b.key, b.box, b.faction, b.breakpoint, b.vp])).toEqual([
      ["base:machu-picchu", "culture-shock", "ancient-incas", 20, [4, 2, 1]],
      ["base:cuzcu", "culture-shock", "ancient-incas", 30, [5, 3, 2]],
    ]);
    const cat = catalogBox("culture-shock")?.bases.filter((b) => b.faction === "ancient-incas");
    expect(incaBases.map((b) => b.name)).toEqual(cat?.map((b) => b.name));
    for (const b of incaBases) expect(b.text.fr).not.toBe(b.text.en);
  });
});

describe("Machu Picchu", () => {
  const machu = (active: number, hand: { card: string; as: string }[], actions: Attached[] = []) =>
    table({
      active,
      players: [
        { factions: INCA, hand: active === 0 ? hand : [], deck: [h("dinosaurs:king-rex", "d0")] },
        { factions: P1, hand: active === 1 ? hand : [], deck: [h("aliens:invader", "d1")] },
        { factions: P2, deck: [h("ninjas:shinobi", "d2")] },
      ],
      bases: [
        {
          id: "machu-picchu",
          minions: [m("dinosaurs:war-raptor", 0, "raptor"), m("aliens:scout", 1, "scout")],
          actions,
        },
        { id: "tar-pits" },
        { id: "jungle-oasis" },
        { id: "the-homeworld" },
      ],
      turn: { freeAction: 3 },
    });

  it("the player who plays an action on it draws a card, whoever's turn it is; the others don't", () => {
    rules("TERM-YOU", "COMP-5");
    const t = machu(1, [h("tricksters:enshrouding-mist", "mist")]);
    t.act(1, "mist@machu-picchu");
    expect(t.where("d1")).toBe("hand:1");
    expect([t.hand(0).length, t.hand(1).length, t.hand(2).length]).toEqual([0, 1, 0]);
    const mine = machu(0, [h(I("armory"), "armory")]);
    mine.act(0, "armory@machu-picchu");
    expect(mine.where("d0")).toBe("hand:0");
    expect([mine.hand(0).length, mine.hand(1).length]).toEqual([1, 0]);
  });

  it("one card per action: two actions there, two cards", () => {
    const t = machu(0, [h(I("armory"), "armory"), h("dinosaurs:wildlife-preserve", "preserve")]);
    t.act(0, "armory@machu-picchu").act(0, "preserve@machu-picchu");
    // Two played, two drawn (King Rex first).
    expect(t.where("d0")).toBe("hand:0");
    expect(t.hand(0).length).toBe(2);
  });

  it("not for an action played on a minion here, on another base, or a standard action", () => {
    const t = machu(0, [
      h("dinosaurs:upgrade", "up"),
      h("dinosaurs:wildlife-preserve", "preserve"),
      h("dinosaurs:howl", "howl"),
    ]);
    t.act(0, "up@raptor").act(0, "preserve@tar-pits").act(0, "howl");
    expect(t.where("d0")).toBe("deck:0");
    expect(t.hand(0).length).toBe(0);
  });

  it("not for a minion played there, nor an action on the minion numbered 0 there", () => {
    rules("TERM-ATTACH");
    const t = table({
      players: [
        {
          factions: INCA,
          hand: [h("dinosaurs:armor-stego", "stego"), h("dinosaurs:upgrade", "up")],
          deck: [h("dinosaurs:king-rex", "d0")],
        },
        { factions: P1 },
      ],
      bases: [
        { id: "machu-picchu", minions: [m(I("sapa-inca"), 0, "sapa")] },
        { id: "tar-pits" },
        { id: "jungle-oasis" },
      ],
    });
    expect(t.uid("sapa")).toBe(0);
    t.act(0, "stego@machu-picchu").act(0, "up@sapa");
    expect(t.where("d0")).toBe("deck:0");
    expect(t.hand(0)).toEqual([]);
  });

  it("with Temple of the Sun there: both draw (the active player orders them)", () => {
    const t = machu(
      0,
      [h("dinosaurs:wildlife-preserve", "preserve")],
      [a(I("temple-of-the-sun"), 0, "temple")],
    );
    t.act(0, "preserve@machu-picchu");
    t.expectPrompt(0, "orderTriggers").act(0, "#t0");
    expect(t.where("d0")).toBe("hand:0");
    expect(t.hand(0).length).toBe(2);
  });
});

describe("Cuzcu", () => {
  const cuzcu = (actions: Attached[], minions: Minion[] = [], phase: "play" | "score" = "play") =>
    table({
      phase,
      active: 1,
      players: [{ factions: INCA }, { factions: P1, hand: [h("tricksters:disenchant", "dis")] }],
      bases: [{ id: "cuzcu", actions, minions }, { id: "tar-pits" }, { id: "jungle-oasis" }],
    });

  it("3 lower for each action here, every player's, on the base or on a minion here", () => {
    rules("SCORE-2", "CONFLICT-2");
    const t = cuzcu(
      [a(I("armory"), 0, "armory"), a("tricksters:enshrouding-mist", 1, "mist")],
      [m("aliens:invader", 1, "inv", { attached: [a("dinosaurs:upgrade", 0, "up")] })],
    );
    const b = t.base("cuzcu");
    expect([breakpoint(t.g, b), printedBreakpoint(t.g, b)]).toEqual([21, 30]);
    expect(breakpoint(t.g, t.base("tar-pits"))).toBe(16);
  });

  it("an action that leaves: the breakpoint goes back up at once", () => {
    const t = cuzcu([a(I("armory"), 0, "armory"), a("tricksters:enshrouding-mist", 1, "mist")]);
    expect(breakpoint(t.g, t.base("cuzcu"))).toBe(24);
    t.act(1, "dis").expectPrompt(1, "destroyAction").act(1, "armory");
    expect(breakpoint(t.g, t.base("cuzcu"))).toBe(27);
  });

  it("ten actions: breakpoint 0 (never below); it scores with no power, for nobody, and is replaced", () => {
    rules("OPEN-2", "OPEN-13");
    // No Armory: nobody gets any power here.
    const actions = [
      a(I("fortress-walls"), 0, "x1"),
      a(I("fortress-walls"), 0, "x2"),
      a(I("temple-of-the-sun"), 0, "x3"),
      a(I("royal-highway"), 0, "x4"),
      a(I("signs-in-the-stars"), 0, "x5"),
      a("dinosaurs:wildlife-preserve", 0, "x6"),
      a("tricksters:enshrouding-mist", 1, "x7"),
      a("tricksters:flame-trap", 1, "x8"),
      a("tricksters:hideout", 1, "x9"),
      a("tricksters:pay-the-piper", 1, "x10"),
      a("tricksters:block-the-path", 1, "x11", { memo: "pirates" }),
    ];
    const before = cuzcu(actions.slice(0, 10));
    expect(breakpoint(before.g, before.base("cuzcu"))).toBe(0);
    const eleven = cuzcu(actions);
    expect(breakpoint(eleven.g, eleven.base("cuzcu"))).toBe(0);
    const t = cuzcu(actions, [], "score");
    expect([t.vp(0), t.vp(1)]).toEqual([0, 0]);
    expect(t.where("x1")).toBe("discard:0");
    expect(t.where("x11")).toBe("discard:1");
    expect(t.g.basesInPlay).not.toContain(t.base("cuzcu"));
    expect(t.g.basesInPlay).toHaveLength(3);
  });
});
