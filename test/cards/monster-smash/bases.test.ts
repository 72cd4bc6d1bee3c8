import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../../cards/define.ts";
import msBases from "../../../cards/monster-smash/bases.ts";
import {
  addCounters,
  addPowerUntil,
  allMinions,
  card,
  chooseTarget,
  destroyChosen,
  destroyMinions,
  minionsOn,
  moveOne,
  powerAtMost,
  registerFaction,
  returnChosen,
  returnToHand,
  targets,
} from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

// A test-only faction standing in for the Monster Smash factions, which come later: a minion
// with a talent, and actions that destroy or place counters.
registerFaction(
  faction("mskit", "test", text("Monster Smash base kit"), [
    minion({
      id: "pup",
      power: 3,
      count: 4,
      name: text("Kit Pup"),
      text: text("Talent: this minion gains +1 power until the end of the turn."),
      talent: {
        from: "play",
        can: () => true,
        *use(ctx) {
          addPowerUntil(ctx, ctx.self, 1);
        },
      },
    }),
    minion({ id: "grunt", power: 2, count: 4, name: text("Kit Grunt"), text: text("No ability.") }),
    minion({
      id: "hopper",
      power: 1,
      count: 1,
      name: text("Kit Hopper"),
      text: text("Return this minion to your hand."),
      *onPlay(ctx) {
        returnToHand(ctx, ctx.self);
      },
    }),
    action({
      id: "gulp",
      count: 2,
      name: text("Kit Gulp"),
      text: text("Destroy a minion."),
      *onPlay(ctx) {
        yield* destroyChosen(ctx, () => true);
      },
    }),
    action({
      id: "sweep",
      count: 1,
      name: text("Kit Sweep"),
      text: text("Destroy every minion of power 2 or less on a base."),
      attach: "base",
      *onPlay(ctx, base) {
        yield* destroyMinions(ctx, targets(ctx, "destroy", powerAtMost(ctx.g, 2), minionsOn(ctx.g, base)));
      },
    }),
    action({
      id: "banner",
      count: 1,
      name: text("Kit Banner"),
      text: text("Play on a base. No ability."),
      attach: "base",
    }),
    action({
      id: "anchor",
      count: 1,
      name: text("Kit Anchor"),
      text: text("Play on a minion. Ongoing: this minion can't be moved."),
      attach: "minion",
      shield: (g, self, target, _ctx, kind) =>
        kind === "move" && card(g, self).at === target ? "immune" : null,
    }),
    action({
      id: "insulate",
      count: 1,
      name: text("Kit Insulate"),
      text: text("Play on a minion. Ongoing: this minion can't get +1 power counters."),
      attach: "minion",
      shield: (g, self, target, _ctx, kind) =>
        kind === "counter" && card(g, self).at === target ? "immune" : null,
    }),
    action({
      id: "recall",
      count: 1,
      name: text("Kit Recall"),
      text: text("Return a minion to its owner's hand."),
      *onPlay(ctx) {
        yield* returnChosen(ctx, () => true);
      },
    }),
    action({
      id: "nudge",
      count: 1,
      name: text("Kit Nudge"),
      text: text("Move a minion to another base."),
      *onPlay(ctx) {
        yield* moveOne(ctx, allMinions(ctx.g));
      },
    }),
    action({
      id: "prize",
      count: 1,
      name: text("Kit Prize"),
      text: text("Place a +1 power counter on a minion."),
      *onPlay(ctx) {
        const t = yield* chooseTarget(
          ctx,
          ctx.you,
          "placeCounter",
          "counter",
          targets(ctx, "counter", () => true),
        );
        if (t !== null) addCounters(ctx, t, 1);
      },
    }),
  ]),
);

type F = [string, string];
const KIT: F = ["mskit", "dinosaurs"];
const OTHER: F = ["aliens", "pirates"];
const MS = ["monster-smash"];
const counters = (t: ReturnType<typeof table>, alias: string) => t.g.cards[t.uid(alias)]?.counters;

describe("Monster Smash bases: the list", () => {
  it("has the 8 bases with the reference breakpoints, VP, factions and names", () => {
    expect(msBases.map((b) => [b.id, b.faction, b.breakpoint, b.vp])).toEqual([
      ["egg-chamber", "giant-ants", 17, [3, 1, 1]],
      ["the-hill", "giant-ants", 23, [4, 2, 1]],
      ["golem-schloss", "mad-scientists", 22, [4, 3, 2]],
      ["laboratorium", "mad-scientists", 25, [5, 3, 3]],
      ["castle-blood", "vampires", 18, [3, 1, 1]],
      ["crypt", "vampires", 20, [4, 2, 2]],
      ["moot-site", "werewolves", 15, [2, 1, 0]],
      ["standing-stones", "werewolves", 20, [4, 2, 1]],
    ]);
    expect(msBases.find((b) => b.id === "golem-schloss")?.name).toEqual({
      en: "Golem Schloß",
      fr: "Manoir Golem",
    });
    for (const b of msBases) {
      expect(b.key).toBe(`base:${b.id}`);
      expect(b.box).toBe("monster-smash");
      expect(b.text.en.length, b.id).toBeGreaterThan(0);
      expect(b.text.fr.length, b.id).toBeGreaterThan(0);
    }
  });
});

describe("Egg Chamber", () => {
  const egg = (hand: string[]) =>
    table({
      baseBoxes: MS,
      players: [
        { factions: KIT, hand: hand.map((c) => ({ card: `mskit:${c}`, as: c })) },
        { factions: OTHER },
      ],
      bases: [
        {
          id: "egg-chamber",
          minions: [
            { card: "aliens:invader", owner: 1, counters: 1, as: "armored" },
            { card: "aliens:collector", owner: 1, as: "bare" },
          ],
        },
        { id: "crypt", minions: [{ card: "aliens:invader", owner: 1, counters: 2, as: "away" }] },
        { id: "moot-site" },
      ],
    });

  it("a minion here with a counter can't be destroyed; it stays a legal target (CONFLICT-5)", () => {
    rules("CONFLICT-5", "TERM-DESTROY");
    const t = egg(["gulp"]);
    t.act(0, "gulp").expectPrompt(0, "destroy");
    expect(t.offers("armored")).toBe(true);
    t.act(0, "armored");
    expect(t.where("armored")).toBe("base:egg-chamber");
    expect(t.g.log.some((e) => e.k === "indestructible")).toBe(true);
  });

  it("a minion here without counters, or one with counters elsewhere, can be destroyed", () => {
    const t = egg(["gulp"]);
    t.act(0, "gulp").act(0, "bare");
    expect(t.where("bare")).toBe("discard:1");
    const u = egg(["gulp"]);
    u.act(0, "gulp").act(0, "away");
    expect(u.where("away")).toBe("discard:1");
  });

  it("gaining a counter makes a minion here indestructible from then on", () => {
    const t = table({
      baseBoxes: MS,
      players: [
        {
          factions: KIT,
          hand: [
            { card: "mskit:prize", as: "prize" },
            { card: "mskit:gulp", as: "gulp" },
          ],
        },
        { factions: OTHER },
      ],
      turn: { extras: [{ kind: "action", source: "test" }] },
      bases: [
        { id: "egg-chamber", minions: [{ card: "aliens:collector", owner: 1, as: "bare" }] },
        { id: "crypt" },
        { id: "moot-site" },
      ],
    });
    t.act(0, "prize").act(0, "gulp");
    expect(t.where("bare")).toBe("base:egg-chamber");
  });

  it("scoring discards are not destruction: its minions leave when it scores (SCORE-16)", () => {
    const t = table({
      baseBoxes: MS,
      phase: "score",
      players: [{ factions: KIT }, { factions: OTHER }],
      bases: [
        { id: "egg-chamber", minions: [{ card: "aliens:invader", owner: 1, counters: 14, as: "armored" }] },
        { id: "crypt" },
        { id: "moot-site" },
      ],
    });
    expect(t.where("armored")).toBe("discard:1");
    expect(t.vp(1)).toBe(3);
  });
});

describe("The Hill", () => {
  const hill = (seats = 2) =>
    table({
      baseBoxes: MS,
      phase: "start",
      players: [{ factions: KIT }, { factions: OTHER }, { factions: ["aliens", "mskit"] }].slice(
        0,
        seats,
      ) as {
        factions: F;
      }[],
      bases: [
        { id: "the-hill", minions: [{ card: "mskit:grunt", owner: 0, as: "home" }] },
        {
          id: "crypt",
          minions: [
            { card: "mskit:pup", owner: 0, counters: 2, as: "pup" },
            { card: "aliens:invader", owner: 1, as: "theirs" },
          ],
        },
        { id: "moot-site" },
      ],
    });

  it("at the start of a player's turn, they may move one of their minions from another base here, with its counters (START-4, COUNTER-8)", () => {
    rules("START-4", "COUNTER-8", "TERM-MOVE");
    const t = hill();
    t.expectPrompt(0, "move");
    expect(t.offers("theirs")).toBe(false);
    expect(t.offers("home")).toBe(false);
    t.act(0, "pup");
    expect(t.where("pup")).toBe("base:the-hill");
    expect(counters(t, "pup")).toBe(2);
    expect(t.power("pup")).toBe(5);
    expect(t.prompt.kind).toBe("main");
  });

  it("is optional", () => {
    const t = hill();
    t.act(0);
    expect(t.where("pup")).toBe("base:crypt");
    expect(t.prompt.kind).toBe("main");
  });

  it("only at the start of a turn: playing a minion later in the turn offers no move", () => {
    const t = table({
      baseBoxes: MS,
      players: [{ factions: KIT, hand: [{ card: "mskit:grunt", as: "g" }] }, { factions: OTHER }],
      bases: [
        { id: "the-hill" },
        { id: "crypt", minions: [{ card: "mskit:pup", owner: 0, as: "pup" }] },
        { id: "moot-site" },
      ],
    });
    t.act(0, "g@crypt");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("pup")).toBe("base:crypt");
  });

  it("a minion that can't be moved is not offered (TERM-AFFECT)", () => {
    rules("TERM-AFFECT");
    const t = table({
      baseBoxes: MS,
      phase: "start",
      players: [{ factions: KIT }, { factions: OTHER }],
      bases: [
        { id: "the-hill" },
        {
          id: "crypt",
          minions: [
            { card: "mskit:pup", owner: 0, as: "pup", attached: [{ card: "mskit:anchor", owner: 0 }] },
          ],
        },
        { id: "moot-site" },
      ],
    });
    expect(t.prompt.kind).toBe("main");
    expect(t.where("pup")).toBe("base:crypt");
  });

  it("asks the player whose turn starts, not the others; nothing to move → no question", () => {
    const t = table({
      baseBoxes: MS,
      phase: "start",
      active: 1,
      players: [{ factions: KIT }, { factions: OTHER }, { factions: ["aliens", "mskit"] }],
      bases: [
        { id: "the-hill" },
        { id: "crypt", minions: [{ card: "mskit:pup", owner: 0, as: "pup" }] },
        { id: "moot-site" },
        { id: "laboratorium" },
      ],
    });
    // Seat 1 has no minion in play: no prompt, straight to its main prompt.
    expect([t.prompt.seat, t.prompt.kind]).toEqual([1, "main"]);
    expect(t.where("pup")).toBe("base:crypt");
  });
});

describe("Golem Schloß", () => {
  it("every tied winner places a counter on each of their minions, wherever they are (SCORE-13, CARD-MANOIR-GOLEM)", () => {
    rules("SCORE-13", "CARD-MANOIR-GOLEM", "TERM-AFTER-SCORING");
    const t = table({
      baseBoxes: MS,
      phase: "score",
      players: [{ factions: KIT }, { factions: OTHER }, { factions: ["dinosaurs", "mskit"] }],
      bases: [
        {
          id: "golem-schloss",
          minions: [
            { card: "mskit:pup", owner: 0, counters: 7, as: "a" },
            { card: "aliens:invader", owner: 1, counters: 7, as: "b" },
            { card: "mskit:grunt", owner: 2, as: "c" },
          ],
        },
        { id: "crypt", minions: [{ card: "mskit:grunt", owner: 0, as: "a2" }] },
        {
          id: "moot-site",
          minions: [
            { card: "pirates:first-mate", owner: 1, as: "b2" },
            { card: "dinosaurs:war-raptor", owner: 2, as: "c2" },
          ],
        },
        { id: "laboratorium" },
      ],
    });
    expect([t.vp(0), t.vp(1), t.vp(2)]).toEqual([4, 4, 2]);
    expect([counters(t, "a2"), counters(t, "b2"), counters(t, "c2")]).toEqual([1, 1, 0]);
    // The winners' minions on the base got one too before being discarded (and lost it then).
    expect(t.where("a")).toBe("discard:0");
  });
});

describe("Laboratorium", () => {
  const lab = (extra: Record<string, unknown> = {}) =>
    table({
      baseBoxes: MS,
      players: [
        {
          factions: KIT,
          hand: [
            { card: "mskit:pup", as: "p1" },
            { card: "mskit:grunt", as: "g1" },
            { card: "mskit:banner", as: "banner" },
          ],
        },
        { factions: OTHER },
      ],
      turn: { extras: [{ kind: "minion", source: "test" }] },
      bases: [{ id: "laboratorium" }, { id: "crypt" }, { id: "moot-site" }],
      ...extra,
    });

  it("the first minion played here each turn gets a counter from its controller; the second doesn't", () => {
    rules("COUNTER-1", "COUNTER-2");
    const t = lab();
    t.act(0, "p1@laboratorium");
    expect(counters(t, "p1")).toBe(1);
    expect(t.power("p1")).toBe(4);
    t.act(0, "g1@laboratorium");
    expect(counters(t, "g1")).toBe(0);
  });

  it("reacts only to a minion played here: not to one played elsewhere next, nor to an action played here", () => {
    const t = lab();
    t.act(0, "p1@laboratorium").act(0, "g1@crypt").act(0, "banner@laboratorium");
    expect([counters(t, "p1"), counters(t, "g1"), counters(t, "banner")]).toEqual([1, 0, 0]);
  });

  it("a minion played elsewhere first doesn't use it up", () => {
    const t = lab();
    t.act(0, "p1@crypt").act(0, "g1@laboratorium");
    expect([counters(t, "p1"), counters(t, "g1")]).toEqual([0, 1]);
  });

  it("a minion already played here this turn, even one that left, means no counter (the first time each turn)", () => {
    const t = table({
      baseBoxes: MS,
      players: [{ factions: KIT, hand: [{ card: "mskit:pup", as: "p1" }] }, { factions: OTHER }],
      bases: [
        { id: "laboratorium" },
        { id: "crypt", minions: [{ card: "mskit:grunt", owner: 0, as: "early" }] },
        { id: "moot-site" },
      ],
      turn: { playedMinions: [{ card: "early", seat: 0, base: "laboratorium" }] },
    });
    t.act(0, "p1@laboratorium");
    expect(counters(t, "p1")).toBe(0);
  });
});

describe("Castle Blood", () => {
  const castle = (theirCounters: number) =>
    table({
      baseBoxes: MS,
      players: [
        {
          factions: KIT,
          hand: [
            { card: "mskit:pup", as: "pup" },
            { card: "mskit:banner", as: "banner" },
          ],
        },
        { factions: OTHER },
      ],
      bases: [
        {
          id: "castle-blood",
          minions: [
            { card: "mskit:grunt", owner: 0, as: "mine" },
            { card: "aliens:invader", owner: 1, counters: theirCounters, as: "theirs" },
          ],
        },
        { id: "crypt" },
        { id: "moot-site" },
      ],
    });

  it("behind after the play (the new minion counted), the player may place a counter on it", () => {
    const t = castle(3); // 2 + 3 = 5 against 6
    t.act(0, "pup@castle-blood").expectPrompt(0, "useAbility").act(0, "yes");
    expect(counters(t, "pup")).toBe(1);
  });

  it("one other player ahead is enough, even with another one behind (3 players)", () => {
    const t = table({
      baseBoxes: MS,
      players: [
        { factions: KIT, hand: [{ card: "mskit:pup", as: "pup" }] },
        { factions: OTHER },
        { factions: ["dinosaurs", "zombies"] },
      ],
      bases: [
        {
          id: "castle-blood",
          minions: [
            { card: "aliens:invader", owner: 1, counters: 1, as: "ahead" },
            { card: "zombies:walker", owner: 2, as: "behind" },
          ],
        },
        { id: "crypt" },
        { id: "moot-site" },
      ],
    });
    // 3 against 4 and 2.
    t.act(0, "pup@castle-blood").expectPrompt(0, "useAbility").act(0, "yes");
    expect(counters(t, "pup")).toBe(1);
  });

  it("an action played here, even while behind, is not a minion: nothing is asked", () => {
    const t = castle(3);
    t.act(0, "banner@castle-blood");
    expect(t.prompt.kind).toBe("main");
    expect(counters(t, "banner")).toBe(0);
  });

  it("may be declined", () => {
    const t = castle(3);
    t.act(0, "pup@castle-blood").act(0, "no");
    expect(counters(t, "pup")).toBe(0);
  });

  it("a minion that left the base before the ability resolves gets nothing, and nothing is asked", () => {
    const t = table({
      baseBoxes: MS,
      players: [{ factions: KIT, hand: [{ card: "mskit:hopper", as: "hop" }] }, { factions: OTHER }],
      bases: [
        {
          id: "castle-blood",
          minions: [{ card: "aliens:invader", owner: 1, counters: 3, as: "theirs" }],
        },
        { id: "crypt" },
        { id: "moot-site" },
      ],
    });
    t.act(0, "hop@castle-blood");
    expect(t.where("hop")).toBe("hand:0");
    expect(t.prompt.kind).toBe("main");
  });

  it("tied or ahead: nothing is offered", () => {
    const tied = castle(2); // 5 against 5
    tied.act(0, "pup@castle-blood");
    expect(tied.prompt.kind).toBe("main");
    expect(counters(tied, "pup")).toBe(0);
  });
});

describe("Crypt", () => {
  const crypt = (mine: boolean) =>
    table({
      baseBoxes: MS,
      players: [
        {
          factions: KIT,
          hand: [
            { card: "mskit:sweep", as: "sweep" },
            { card: "mskit:gulp", as: "gulp" },
          ],
        },
        { factions: OTHER },
      ],
      bases: [
        {
          id: "crypt",
          minions: [
            ...(mine ? [{ card: "mskit:pup", owner: 0, as: "pup" }] : []),
            { card: "aliens:collector", owner: 1, as: "c1" },
            { card: "aliens:collector", owner: 1, as: "c2" },
          ],
        },
        { id: "castle-blood", minions: [{ card: "mskit:grunt", owner: 0, as: "far" }] },
        { id: "moot-site" },
      ],
    });

  it("the player who destroyed minions here may place one counter on one of their minions here, however many died together (MS-8)", () => {
    const t = crypt(true);
    t.act(0, "sweep@crypt").expectPrompt(0, "placeCounter");
    expect(t.offers("far")).toBe(false);
    t.act(0, "pup");
    expect([t.where("c1"), t.where("c2")]).toEqual(["discard:1", "discard:1"]);
    expect(counters(t, "pup")).toBe(1);
    expect(t.prompt.kind).toBe("main");
  });

  it("is optional, and gives nothing to a destroyer with no minion here", () => {
    const t = crypt(true);
    t.act(0, "gulp").act(0, "c1").act(0);
    expect(counters(t, "pup")).toBe(0);
    // A minion destroyed on another base doesn't count.
    const elsewhere = crypt(true);
    elsewhere.act(0, "gulp").act(0, "far");
    expect(elsewhere.prompt.kind).toBe("main");
    expect(counters(elsewhere, "pup")).toBe(0);
    const none = crypt(false);
    none.act(0, "gulp").act(0, "c1");
    expect(none.prompt.kind).toBe("main");
    expect(counters(none, "far")).toBe(0);
  });
});

describe("Crypt: who destroyed them", () => {
  it("a Leprechaun destroying a minion played here: its controller places the counter, only minions being destroyed count", () => {
    rules("TERM-YOU");
    const t = table({
      baseBoxes: MS,
      players: [
        { factions: KIT, hand: [{ card: "mskit:grunt", as: "g" }] },
        { factions: ["tricksters", "aliens"] },
      ],
      bases: [
        { id: "crypt", minions: [{ card: "tricksters:leprechaun", owner: 1, as: "lep" }] },
        { id: "castle-blood" },
        { id: "moot-site" },
      ],
    });
    t.act(0, "g@crypt");
    // The play itself is no destruction: only the Leprechaun's destruction reaches the Crypt.
    t.expectPrompt(1, "placeCounter").act(1, "lep");
    expect(t.where("g")).toBe("discard:0");
    expect(counters(t, "lep")).toBe(1);
  });

  it("two tied winners of Ninja Dojo each destroying a minion here: each may place a counter (SCORE-13, MS-8)", () => {
    rules("SCORE-13");
    const t = table({
      baseBoxes: ["core", ...MS],
      phase: "score",
      players: [{ factions: KIT }, { factions: OTHER }, { factions: ["ninjas", "zombies"] }],
      bases: [
        {
          id: "ninja-dojo",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0, counters: 2 },
            { card: "aliens:invader", owner: 1, counters: 6 },
          ],
        },
        {
          id: "crypt",
          minions: [
            { card: "mskit:pup", owner: 0, as: "p0" },
            { card: "aliens:collector", owner: 1, as: "p1" },
            { card: "zombies:walker", owner: 2, as: "w1" },
            { card: "zombies:walker", owner: 2, as: "w2" },
          ],
        },
        { id: "moot-site" },
        { id: "castle-blood" },
      ],
    });
    t.expectPrompt(0, "destroy").act(0, "w1");
    t.expectPrompt(1, "destroy").act(1, "w2");
    t.expectPrompt(0, "placeCounter").act(0, "p0");
    t.expectPrompt(1, "placeCounter").act(1, "p1");
    expect([counters(t, "p0"), counters(t, "p1")]).toEqual([1, 1]);
  });

  it("a minion of the destroyer that can't get counters is not offered (COUNTER-7)", () => {
    rules("COUNTER-7");
    const t = table({
      baseBoxes: MS,
      players: [{ factions: KIT, hand: [{ card: "mskit:gulp", as: "gulp" }] }, { factions: OTHER }],
      bases: [
        {
          id: "crypt",
          minions: [
            { card: "mskit:pup", owner: 0, as: "pup", attached: [{ card: "mskit:insulate", owner: 0 }] },
            { card: "aliens:collector", owner: 1, as: "c1" },
          ],
        },
        { id: "castle-blood" },
        { id: "moot-site" },
      ],
    });
    t.act(0, "gulp").act(0, "c1");
    expect(t.where("c1")).toBe("discard:1");
    expect(t.prompt.kind).toBe("main");
    expect(counters(t, "pup")).toBe(0);
  });
});

describe("Moot Site", () => {
  it("the first minion played here each turn gains +2 until the end of the turn; the second doesn't", () => {
    rules("TERM-DURATION", "EOT-2");
    const t = table({
      baseBoxes: MS,
      players: [
        {
          factions: KIT,
          hand: [
            { card: "mskit:grunt", as: "g1" },
            { card: "mskit:grunt", as: "g2" },
          ],
        },
        { factions: OTHER },
      ],
      turn: { extras: [{ kind: "minion", source: "test" }] },
      bases: [{ id: "moot-site" }, { id: "crypt" }, { id: "castle-blood" }],
    });
    t.act(0, "g1@moot-site").act(0, "g2@moot-site");
    expect([t.power("g1"), t.power("g2")]).toEqual([4, 2]);
    t.act(0, "end");
    expect(t.power("g1")).toBe(2);
  });

  it("reacts only to a minion played here: not to one played elsewhere next, nor to an action played here", () => {
    const t = table({
      baseBoxes: MS,
      players: [
        {
          factions: KIT,
          hand: [
            { card: "mskit:grunt", as: "g1" },
            { card: "mskit:grunt", as: "g2" },
            { card: "mskit:banner", as: "banner" },
          ],
        },
        { factions: OTHER },
      ],
      turn: { extras: [{ kind: "minion", source: "test" }] },
      bases: [{ id: "moot-site" }, { id: "crypt" }, { id: "castle-blood" }],
    });
    t.act(0, "g1@moot-site").act(0, "g2@crypt").act(0, "banner@moot-site");
    expect([t.power("g1"), t.power("g2")]).toEqual([4, 2]);
    expect(t.g.lasting.map((l) => ("uid" in l ? l.uid : -1))).toEqual([t.uid("g1")]);
  });
});

describe("Standing Stones", () => {
  const stones = () =>
    table({
      baseBoxes: MS,
      players: [
        {
          factions: KIT,
          hand: [
            { card: "mskit:recall", as: "recall" },
            { card: "mskit:nudge", as: "nudge" },
          ],
        },
        { factions: OTHER },
      ],
      bases: [
        {
          id: "standing-stones",
          minions: [
            { card: "mskit:pup", owner: 0, as: "a" },
            { card: "mskit:pup", owner: 0, as: "b" },
          ],
        },
        { id: "crypt", minions: [{ card: "mskit:pup", owner: 0, as: "far" }] },
        { id: "moot-site", minions: [{ card: "mskit:pup", owner: 0, controller: 1, as: "theirs" }] },
      ],
    });

  it("one of your minions here may use its talent twice in your turn (TERM-TALENT)", () => {
    rules("TERM-TALENT");
    const t = stones();
    t.act(0, "a").act(0, "a");
    expect(t.power("a")).toBe(5);
    expect(t.offers("a")).toBe(false);
    // The second use went to a: b uses its talent once only this turn.
    t.act(0, "b");
    expect(t.offers("b")).toBe(false);
  });

  it("the second use belongs to the minion's stay: after it left play, another minion here may use it (OPEN-4)", () => {
    rules("TERM-TALENT", "OPEN-4");
    const t = stones();
    t.act(0, "a").act(0, "a");
    // a is returned to its owner's hand and played again: a new card (OPEN-4), not the one that used
    // the second use, so the base's "one of your minions here" is free again.
    t.act(0, "recall").act(0, "a");
    expect(t.where("a")).toBe("hand:0");
    t.act(0, "a@standing-stones").act(0, "a");
    expect(t.power("a")).toBe(4);
    t.act(0, "b").act(0, "b");
    expect(t.power("b")).toBe(5);
    expect(t.offers("b")).toBe(false);
  });

  it("the minion that used the second use still holds it after moving away (TERM-TALENT)", () => {
    rules("TERM-TALENT");
    const t = stones();
    t.act(0, "a").act(0, "a");
    t.act(0, "nudge").act(0, "a").act(0, "crypt");
    expect(t.where("a")).toBe("base:crypt");
    t.act(0, "b");
    expect(t.offers("b")).toBe(false);
  });

  it("a grant recorded without its holder (a game saved by an older release this turn) stays used", () => {
    const t = stones();
    t.g.turn.usedOnce.push(`talent2:b${t.base("standing-stones")}`);
    t.act(0, "a");
    expect(t.offers("a")).toBe(false);
  });

  it("a minion on another base uses its talent once", () => {
    const t = stones();
    expect(t.offers("theirs")).toBe(false);
    t.act(0, "far");
    expect(t.offers("far")).toBe(false);
  });
});
