// Robots, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): "for each of your minions there" with minions of yours elsewhere and
// another player's minions there; "Microbots" in a discard pile that holds other robots.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

const RW: [string, string] = ["robots", "wizards"];
const AD: [string, string] = ["aliens", "dinosaurs"];

describe("Robots, read to the letter", () => {
  it("Tech Center draws one card per minion of yours on the chosen base, not per base nor per minion anywhere", () => {
    rules("TERM-YOURCARDS");
    const t = table({
      players: [{ factions: RW, hand: [{ card: "robots:tech-center", as: "tc" }] }, { factions: AD }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:zapbot", owner: 0 },
            { card: "robots:zapbot", owner: 0 },
            { card: "aliens:invader", owner: 1 },
            { card: "aliens:collector", owner: 1 },
            { card: "dinosaurs:war-raptor", owner: 1 },
          ],
        },
        { id: "tar-pits", minions: [{ card: "robots:zapbot", owner: 0 }] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "tc").expectPrompt(0, "chooseBase").act(0, "jungle-oasis");
    expect(t.hand(0)).toHaveLength(2);
  });

  it("Microbot Reclaimer offers only the Microbots of the discard pile (out of play, Alpha makes no Microbot)", () => {
    rules("TERM-INPLAY");
    const t = table({
      players: [
        {
          factions: RW,
          hand: [{ card: "robots:microbot-reclaimer", as: "rec" }],
          discard: [
            { card: "robots:zapbot", as: "zap" },
            { card: "robots:microbot-guard", as: "guard" },
          ],
        },
        { factions: AD },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "robots:microbot-alpha", owner: 0 }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "rec@tar-pits").expectPrompt(0, "shuffleIntoDeck");
    expect(t.offers("guard")).toBe(true);
    expect(t.offers("zap")).toBe(false);
  });

  it("Microbot Archive draws after a Microbot its player controls is destroyed, owned by another player", () => {
    rules("TERM-CONTROL", "TERM-OWNER");
    const t = table({
      active: 1,
      players: [
        { factions: RW },
        { factions: ["aliens", "pirates"], hand: [{ card: "pirates:cannon", as: "cannon" }] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:microbot-alpha", owner: 0 },
            { card: "robots:microbot-archive", owner: 0 },
            // A Microbot of seat 0 while it controls it (Alpha: all of your minions are Microbots).
            { card: "aliens:collector", owner: 1, controller: 0, as: "held" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(1, "cannon").act(1, "held");
    expect(t.where("held")).toBe("discard:1");
    expect(t.hand(0)).toHaveLength(1);
  });

  it("Nukebot destroys the other players' minions there by controller: one its player controls but doesn't own stays", () => {
    rules("TERM-CONTROL", "TERM-OWNER");
    const t = table({
      active: 1,
      players: [
        { factions: RW },
        { factions: ["dinosaurs", "aliens"], hand: [{ card: "dinosaurs:natural-selection", as: "ns" }] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:nukebot", owner: 0, as: "nuke" },
            { card: "aliens:collector", owner: 1, controller: 0, as: "held" },
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(1, "ns").act(1, "nuke");
    expect(t.where("nuke")).toBe("discard:0");
    expect(t.where("rex")).toBe("discard:1");
    expect(t.where("held")).toBe("base:jungle-oasis");
  });

  it("Hoverbot offers the revealed minion only, not another minion of the hand", () => {
    rules("PLAY-9");
    const t = table({
      players: [
        {
          factions: RW,
          hand: [
            { card: "robots:hoverbot", as: "hover" },
            { card: "robots:warbot", as: "inHand" },
          ],
          deck: [{ card: "robots:zapbot", as: "top" }],
        },
        { factions: AD },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "hover@jungle-oasis").expectPrompt(0, "playExtraMinion");
    expect(t.offers("top@tar-pits")).toBe(true);
    expect(t.prompt.options.some((o) => o.card === t.uid("inHand"))).toBe(false);
  });
});
