// Card names (CS-10, BGB-6): a name is a definition's English name; a card in play may bear granted
// names (a Grimms' Blessing-like test card) that count only for other cards on its base
// (CARD-BENEDICTION-GRIMM), never for "the minion X" (CARD-GRAND-MECHANT-LOUP). The core cards
// that read names (War Raptor, the Microbots) are checked against it.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import {
  allActionsInPlay,
  card,
  cardsNamed,
  chooseTarget,
  destroyAction,
  grantedNames,
  hasName,
  minionNamedInPlay,
  minionsOf,
  namedOn,
  namedPower,
  namesOf,
  namesOfFactions,
  ownedMinionNames,
  playerPowerOn,
  registerFaction,
  sameName,
} from "../../src/engine/api.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("namekit", "test", text("Name kit"), [
    action({
      id: "blessing",
      count: 1,
      attach: "base",
      name: text("Kit Blessing"),
      text: text(
        "Play on a base. Ongoing: while you have two or more minions here, this card counts as every minion you own for other cards here.",
      ),
      nameGrant(g, self) {
        const c = card(g, self);
        return minionsOf(g, c.controller, c.at).length >= 2 ? ownedMinionNames(g, c.controller) : null;
      },
      playerPowerBonus: (g, self, seat, base) => {
        const c = card(g, self);
        return c.controller === seat && c.at === base ? namedPower(g, self) : 0;
      },
    }),
    minion({ id: "gnome", power: 2, count: 3, name: text("Kit Gnome"), text: text("No ability.") }),
    // A reprint: its own card, with the name of a Dinosaurs card (BGB-6).
    minion({ id: "raptor", power: 2, count: 1, name: text("War Raptor"), text: text("No ability.") }),
    minion({ id: "collector", power: 2, count: 1, name: text("Collector"), text: text("No ability.") }),
    action({
      id: "smash",
      count: 1,
      name: text("Kit Smash"),
      text: text("Destroy an action."),
      *onPlay(ctx) {
        const t = yield* chooseTarget(ctx, ctx.you, "destroyAction", "destroy", allActionsInPlay(ctx.g));
        if (t !== null) destroyAction(ctx, t);
      },
    }),
  ]),
);

const DINO: [string, string] = ["dinosaurs", "namekit"];
const ROBO: [string, string] = ["robots", "namekit"];
const OTHER: [string, string] = ["pirates", "aliens"];
const blessing = { card: "namekit:blessing", owner: 0, as: "bl" };

describe("Blessing-style granted names (CARD-BENEDICTION-GRIMM)", () => {
  it("War Raptors count an active Blessing on their base; it gets nothing from them", () => {
    rules("CARD-BENEDICTION-GRIMM");
    const t = table({
      players: [{ factions: DINO }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:war-raptor", owner: 0, as: "r1" },
            { card: "dinosaurs:war-raptor", owner: 0, as: "r2" },
          ],
          actions: [blessing],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    expect(t.power("r1")).toBe(5);
    expect(namedPower(t.g, t.uid("bl"))).toBe(0);
    expect(playerPowerOn(t.g, 0, t.base("jungle-oasis"))).toBe(10);
    expect(grantedNames(t.g, t.uid("bl"))).toContain("War Raptor");
    // Sorted, each once: deterministic.
    const names = grantedNames(t.g, t.uid("bl"));
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
  });

  it("is inactive with fewer than two of its controller's minions there, and counts only on its base", () => {
    const t = table({
      players: [{ factions: DINO }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:war-raptor", owner: 0, as: "r1" },
            { card: "dinosaurs:war-raptor", owner: 0, controller: 1, as: "r2" },
          ],
          actions: [blessing],
        },
        {
          id: "tar-pits",
          minions: [
            { card: "dinosaurs:war-raptor", owner: 0, as: "r3" },
            { card: "namekit:gnome", owner: 0 },
          ],
        },
      ],
      baseBoxes: ["core"],
    });
    // Seat 0 controls one minion on the Oasis: no names.
    expect(grantedNames(t.g, t.uid("bl"))).toEqual([]);
    expect(t.power("r1")).toBe(4);
    expect(t.power("r3")).toBe(3);
  });

  it("a second minion arriving turns it on at once", () => {
    const t = table({
      players: [{ factions: DINO, hand: [{ card: "namekit:gnome", as: "g" }] }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [{ card: "dinosaurs:war-raptor", owner: 0, as: "r1" }],
          actions: [blessing],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    expect(t.power("r1")).toBe(3);
    t.act(0, "g@jungle-oasis");
    expect(t.power("r1")).toBe(4);
  });

  it("Microbot Fixer gives it +1 on the Fixer's base only; the player's total counts it (APOWER-1)", () => {
    rules("CARD-BENEDICTION-GRIMM", "APOWER-1");
    const spec = (fixerBase: string) =>
      table({
        players: [{ factions: ROBO }, { factions: OTHER }],
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:zapbot", owner: 0 },
              { card: "robots:zapbot", owner: 0 },
              ...(fixerBase === "jungle-oasis"
                ? [{ card: "robots:microbot-fixer", owner: 0, as: "fx" }]
                : []),
            ],
            actions: [blessing],
          },
          {
            id: "tar-pits",
            minions: fixerBase === "tar-pits" ? [{ card: "robots:microbot-fixer", owner: 0, as: "fx" }] : [],
          },
        ],
        baseBoxes: ["core"],
      });
    const here = spec("jungle-oasis");
    expect(namedPower(here.g, here.uid("bl"))).toBe(1);
    // Zapbots 2 + 2, the Fixer 1 + 1 (itself a Microbot), the Blessing 1.
    expect(playerPowerOn(here.g, 0, here.base("jungle-oasis"))).toBe(7);
    const away = spec("tar-pits");
    expect(namedPower(away.g, away.uid("bl"))).toBe(0);
    expect(playerPowerOn(away.g, 0, away.base("jungle-oasis"))).toBe(4);
  });

  it("Microbot Alpha counts it among your other Microbots (CS-Q4)", () => {
    const t = table({
      players: [{ factions: ROBO }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:microbot-alpha", owner: 0, as: "alpha" },
            { card: "robots:zapbot", owner: 0 },
          ],
          actions: [blessing],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    // 1 printed + the Zapbot (a Microbot through the Alpha) + the Blessing.
    expect(t.power("alpha")).toBe(3);
  });

  it("Microbot Alpha counts only a Blessing of yours: another player's, bearing Microbot names, adds nothing", () => {
    // "Your other Microbots": seat 1's active Blessing bears its Zapbots' names on the Alpha's base.
    const t = table({
      players: [{ factions: ROBO }, { factions: ROBO }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:microbot-alpha", owner: 0, as: "alpha" },
            { card: "robots:zapbot", owner: 1 },
            { card: "robots:zapbot", owner: 1 },
          ],
          actions: [{ card: "namekit:blessing", owner: 1, as: "bl" }],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    expect(grantedNames(t.g, t.uid("bl"))).toContain("Zapbot");
    expect(t.power("alpha")).toBe(1);
  });

  it("Microbot Archive draws when a Blessing bearing a Microbot name is destroyed on its base", () => {
    const t = table({
      players: [{ factions: ROBO, hand: [{ card: "namekit:smash", as: "smash" }] }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:microbot-archive", owner: 0 },
            { card: "robots:zapbot", owner: 0 },
          ],
          actions: [blessing],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    t.act(0, "smash");
    expect(t.where("bl")).toBe("discard:0");
    expect(t.hand(0).length).toBe(1);
  });

  it("Microbot Archive draws for no other action: an inactive Blessing, another player's Blessing", () => {
    // "One of your Microbots": a Blessing without a Microbot's name (one minion of its controller
    // there) is no Microbot; another player's Blessing bearing Microbot names is not one of yours.
    const mine = table({
      players: [{ factions: ROBO, hand: [{ card: "namekit:smash", as: "smash" }] }, { factions: OTHER }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "robots:microbot-archive", owner: 0 }], actions: [blessing] },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    mine.act(0, "smash");
    expect(mine.where("bl")).toBe("discard:0");
    expect(mine.hand(0).length).toBe(0);

    const theirs = table({
      players: [{ factions: ROBO, hand: [{ card: "namekit:smash", as: "smash" }] }, { factions: ROBO }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:microbot-archive", owner: 0 },
            { card: "robots:zapbot", owner: 1 },
            { card: "robots:zapbot", owner: 1 },
          ],
          actions: [{ card: "namekit:blessing", owner: 1, as: "bl" }],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    expect(grantedNames(theirs.g, theirs.uid("bl"))).toContain("Zapbot");
    const before = theirs.hand(1).length;
    theirs.act(0, "smash");
    expect(theirs.where("bl")).toBe("discard:1");
    expect(theirs.hand(0).length).toBe(0);
    expect(theirs.hand(1).length).toBe(before);
  });

  it('"the minion X" ignores it; printed names and names seen from another base do too', () => {
    rules("CARD-GRAND-MECHANT-LOUP");
    const t = table({
      players: [{ factions: DINO }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "namekit:gnome", owner: 0, as: "g1" },
            { card: "namekit:gnome", owner: 0, as: "g2" },
          ],
          actions: [blessing],
        },
        { id: "tar-pits", minions: [{ card: "namekit:gnome", owner: 0, as: "far" }] },
      ],
      baseBoxes: ["core"],
    });
    const bl = t.uid("bl");
    expect(namesOf(t.g, bl)).toContain("King Rex");
    expect(hasName(t.g, bl, "King Rex", { asker: t.uid("g1") })).toBe(true);
    expect(hasName(t.g, bl, "King Rex", { asker: t.uid("far") })).toBe(false);
    expect(hasName(t.g, bl, "King Rex", { asker: bl })).toBe(false);
    expect(hasName(t.g, bl, "King Rex")).toBe(false);
    expect(hasName(t.g, bl, "King Rex", { minionOnly: true, asker: t.uid("g1") })).toBe(false);
    expect(minionNamedInPlay(t.g, "King Rex")).toBe(false);
    expect(namedOn(t.g, t.base("jungle-oasis"), "King Rex")).toEqual([bl]);
    expect(namedOn(t.g, t.base("jungle-oasis"), "King Rex", { minionOnly: true })).toEqual([]);
    expect(namedOn(t.g, t.base("jungle-oasis"), "Kit Gnome", { excluding: t.uid("g1") })).toEqual([
      t.uid("g2"),
      bl,
    ]);
  });
});

describe("same name, different card (BGB-6)", () => {
  it("a War Raptor counts a reprint named War Raptor, which keeps its own definition and faction", () => {
    rules("SETUP-2");
    const t = table({
      players: [{ factions: DINO }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:war-raptor", owner: 0, as: "r1" },
            { card: "namekit:raptor", owner: 0, as: "copy" },
          ],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    expect(t.power("r1")).toBe(4);
    // The reprint has no ability of its own.
    expect(t.power("copy")).toBe(2);
    expect(sameName(t.g, t.uid("r1"), t.uid("copy"))).toBe(true);
    expect(card(t.g, t.uid("copy")).def).toBe("namekit:raptor");
    expect(minionNamedInPlay(t.g, "War Raptor")).toBe(true);
    const all = t.g.cards.map((c) => c.uid);
    expect(cardsNamed(t.g, all, "War Raptor").length).toBe(5);
  });

  it("Collector can't return a reprint named Collector (BGB errata read by name)", () => {
    const t = table({
      players: [
        { factions: ["aliens", "namekit"], hand: [{ card: "aliens:collector", as: "col" }] },
        { factions: OTHER },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "namekit:collector", owner: 0, as: "copy" },
            { card: "namekit:gnome", owner: 0, as: "gn" },
          ],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    t.act(0, "col@jungle-oasis");
    expect(t.offers("gn")).toBe(true);
    expect(t.offers("copy")).toBe(false);
  });

  it("names of factions: each once, sorted (naming a card)", () => {
    const names = namesOfFactions(["dinosaurs", "namekit"], "minion");
    expect(names).toEqual([...names].sort());
    expect(names.filter((n) => n === "War Raptor").length).toBe(1);
    expect(names).toContain("Kit Gnome");
    expect(names).not.toContain("Kit Blessing");
  });
});
