import { describe, expect, it } from "vitest";
import russianBases from "../../../cards/culture-shock/bases/russian-fairy-tales.ts";
import type { Scenario } from "../../../src/engine/scenario.ts";
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
