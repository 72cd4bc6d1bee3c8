import { describe, expect, it } from "vitest";
import russianBases from "../../../cards/culture-shock/bases/russian-fairy-tales.ts";
import type { Scenario } from "../../../src/drivers/scenario.ts";
import { rules, table } from "../../harness/table.ts";

const R = "russian-fairy-tales";
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
const m = (id: string, owner: number, as: string): Minion => ({
  card: id.includes(":") ? id : `${R}:${id}`,
  owner,
  as,
});
const c = (id: string, as: string) => ({ card: id.includes(":") ? id : `${R}:${id}`, as });

describe("Russian Fairy Tales bases", () => {
  it("are the two bases of the reference data", () => {
    expect(russianBases.map((b) => [b.key, b.breakpoint, b.vp])).toEqual([
      ["base:transformation-spring", 19, [4, 2, 1]],
      ["base:giant-turnip", 30, [5, 3, 3]],
    ]);
  });
});

describe("Giant Turnip", () => {
  it("its breakpoint is 1 lower per minion here, any player's: 6 minions → 24; one leaves → 25", () => {
    rules("SCORE-2");
    const here = ["invader", "collector", "scout", "supreme-overlord", "zombies:walker"].map((id) =>
      m(id.includes(":") ? id : `aliens:${id}`, 1, id.replace(":", "-")),
    );
    const t = table({
      players: [
        { factions: [R, "ninjas"], hand: [c("ninjas:seeing-stars", "kill")] },
        { factions: ["aliens", "zombies"] },
      ],
      bases: [{ id: "giant-turnip", minions: [...here, m("toad", 0, "toad")] }, { id: "tar-pits" }],
    });
    t.check({ breakpoint: { "giant-turnip": 24 } });
    t.act(0, "kill").act(0, "toad");
    t.check({ breakpoint: { "giant-turnip": 25 }, locations: { toad: "discard:0" } });
  });
});

describe("Transformation Spring", () => {
  const spring = () =>
    table({
      players: [
        {
          factions: [R, "ninjas"],
          hand: [c("the-birch", "birch")],
          deck: [c("the-water-of-life", "water"), c("tsar-eagle", "eagle")],
        },
        { factions: ["aliens", "zombies"] },
      ],
      bases: [{ id: "transformation-spring" }, { id: "tar-pits" }],
    });

  it("after you play a minion here you may put it at the bottom of its owner's deck to play one off the top here", () => {
    rules("TOPDECK-1", "TOPDECK-4");
    const t = spring();
    t.act(0, "birch@transformation-spring").expectPrompt(0, "useAbility").act(0, "yes");
    // Tsar Eagle (the first minion off the top) is played here; with no minion in another
    // discard pile, it just draws.
    t.check({ locations: { birch: "deck:0", eagle: "base:transformation-spring" } });
    expect(t.g.turn.usedOnce.some((k) => k.startsWith("base-once:transformation-spring"))).toBe(true);
  });

  it("declined: the minion stays", () => {
    const t = spring();
    t.act(0, "birch@transformation-spring").act(0, "no");
    t.check({ locations: { birch: "base:transformation-spring", eagle: "deck:0" } });
  });
});

describe("Transformation Spring: once per turn, the active player's plays only", () => {
  it("used once: neither the minion it plays off the top nor a later minion here that turn offers it again", () => {
    rules("TERM-YOURTURN");
    const t = table({
      players: [
        {
          factions: [R, "ninjas"],
          hand: [c("the-birch", "birch"), c("toad", "toad")],
          deck: [c("tsar-eagle", "eagle")],
        },
        { factions: ["aliens", "zombies"] },
      ],
      bases: [{ id: "transformation-spring" }, { id: "tar-pits" }],
      turn: { extras: [{ kind: "minion", source: `${R}:the-gray-wolf` }] },
    });
    t.act(0, "birch@transformation-spring").act(0, "yes");
    t.check({ locations: { birch: "deck:0", eagle: "base:transformation-spring" } });
    expect(t.prompt.purpose).toBe("main");
    t.act(0, "toad@transformation-spring");
    // Toad's own choice comes (declined), then no Spring offer.
    t.expectPrompt(0, "chooseReceiver").act(0);
    expect(t.prompt.purpose).toBe("main");
    t.check({ locations: { toad: "base:transformation-spring" } });
  });

  it("another player's minion played here during your turn: nothing offered (Bob's off-the-top play by Transformation)", () => {
    rules("CARD-SOURCE-TRANSFORMATIONS");
    const t = table({
      players: [
        { factions: [R, "ninjas"], hand: [c("transformation", "tr")] },
        { factions: ["aliens", "zombies"], deck: [c("aliens:scout", "scout")] },
      ],
      bases: [{ id: "transformation-spring", minions: [m("aliens:invader", 1, "inv")] }, { id: "tar-pits" }],
    });
    t.act(0, "tr");
    t.check({ locations: { inv: "deck:1", scout: "base:transformation-spring" } });
    // The Scout's own ability only; the Spring is not offered to Bob nor to Alice.
    expect(t.prompt.purpose).not.toBe("useAbility");
  });

  it("is the active player's per turn: Bob may use it on his turn after Alice used it on hers", () => {
    const t = table({
      players: [
        { factions: [R, "ninjas"], hand: [c("the-birch", "birch")], deck: [c("tsar-eagle", "eagle")] },
        {
          factions: ["aliens", "zombies"],
          hand: [c("aliens:invader", "inv")],
          deck: [c("aliens:scout", "scout")],
        },
      ],
      bases: [{ id: "transformation-spring" }, { id: "tar-pits" }],
    });
    t.act(0, "birch@transformation-spring").act(0, "yes").act(0, "end");
    t.act(1, "inv@transformation-spring").expectPrompt(1, "useAbility").act(1, "yes");
    t.check({ locations: { inv: "deck:1" } });
  });
});

describe("Transformation Spring: a minion gone, or the turn's once spent, by the time its trigger resolves", () => {
  it("Bob's Leprechaun destroys the minion first (its controller ordered so): nothing offered", () => {
    rules("ORDER-2");
    const t = table({
      players: [
        { factions: [R, "ninjas"], hand: [c("toad", "toad")] },
        { factions: ["tricksters", "zombies"] },
      ],
      bases: [
        { id: "transformation-spring", minions: [m("tricksters:leprechaun", 1, "lep")] },
        { id: "tar-pits" },
      ],
    });
    t.act(0, "toad@transformation-spring").expectPrompt(0, "chooseReceiver").act(0);
    t.expectPrompt(0, "orderTriggers").act(0, "lep");
    t.check({ locations: { toad: "discard:0" } });
    expect(t.prompt.purpose).toBe("main");
  });

  it("two minions played here at once (Hoverbot's extra): offered once only", () => {
    const t = table({
      players: [
        {
          factions: [R, "robots"],
          hand: [c("robots:hoverbot", "hover")],
          deck: [c("robots:zapbot", "zap"), c("tsar-eagle", "eagle")],
        },
        { factions: ["aliens", "zombies"] },
      ],
      bases: [{ id: "transformation-spring" }, { id: "tar-pits" }],
    });
    t.act(0, "hover@transformation-spring").act(0, "zap@transformation-spring");
    t.expectPrompt(0, "useAbility").act(0, "yes");
    // One of the two went to the bottom of the deck and the Eagle came off the top; never asked again.
    t.check({ locations: { eagle: "base:transformation-spring" } });
    expect(t.prompt.purpose).toBe("main");
  });
});
