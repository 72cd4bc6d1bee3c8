import { describe, expect, it } from "vitest";
import { isMicrobot } from "../../../cards/core/robots.ts";
import { rules, table } from "../../harness/table.ts";

type Card = string | { card: string; as: string };

// Seat 0 plays Robots (with Dinosaurs); seat 1 plays Dinosaurs and Tricksters.
const players = (hand0: Card[], more0: Record<string, unknown> = {}, more1: Record<string, unknown> = {}) => [
  { factions: ["robots", "dinosaurs"] as [string, string], hand: hand0, ...more0 },
  { factions: ["dinosaurs", "tricksters"] as [string, string], ...more1 },
];
// Seat 1 with Robots, for its own Microbots.
const robots1 = { factions: ["dinosaurs", "robots"] };

// Bases whose abilities only matter when they score.
const quiet = [{ id: "the-grey-opal" }, { id: "ninja-dojo" }];

describe("Robots", () => {
  describe("Nukebot", () => {
    it("after it is destroyed, destroys each other player's minions on its base", () => {
      rules("ORDER-1", "TERM-YOU", "TERM-DESTROY");
      // Seat 1's turn: Natural Selection destroys seat 0's Nukebot with King Rex.
      const t = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "dinosaurs:natural-selection", as: "ns" }] }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:nukebot", owner: 0, as: "nuke" },
              { card: "robots:zapbot", owner: 0, as: "mine" },
              { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
              { card: "dinosaurs:armor-stego", owner: 1, as: "stego" },
            ],
          },
          { id: "the-grey-opal", minions: [{ card: "dinosaurs:war-raptor", owner: 1, as: "far" }] },
          { id: "ninja-dojo" },
        ],
      });
      t.act(1, "ns").expectPrompt(1, "chooseOwnMinion").act(1, "rex");
      t.expectPrompt(1, "destroy").act(1, "nuke");
      expect(t.where("nuke")).toBe("discard:0");
      expect(t.where("rex")).toBe("discard:1");
      expect(t.where("stego")).toBe("discard:1");
      expect(t.where("mine")).toBe("base:jungle-oasis");
      expect(t.where("far")).toBe("base:the-grey-opal");
      expect(t.where("ns")).toBe("discard:1");
      expect(t.prompt.kind).toBe("main");
    });

    it("spares indestructible minions and triggers what those destructions trigger", () => {
      rules("ORDER-2");
      const t = table({
        active: 1,
        players: players(
          [],
          { deck: [{ card: "robots:hoverbot", as: "top0" }] },
          {
            hand: [
              { card: "dinosaurs:natural-selection", as: "ns" },
              { card: "dinosaurs:howl", as: "h1" },
            ],
          },
        ),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:nukebot", owner: 0, as: "nuke" },
              { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
              { card: "robots:warbot", owner: 0, controller: 1, as: "war" },
              { card: "tricksters:gremlin", owner: 1, as: "grem" },
            ],
          },
          ...quiet,
        ],
      });
      t.act(1, "ns").act(1, "rex").act(1, "nuke");
      expect(t.where("rex")).toBe("discard:1");
      expect(t.where("grem")).toBe("discard:1");
      // The Warbot (controlled by seat 1) can't be destroyed.
      expect(t.where("war")).toBe("base:jungle-oasis");
      // Gremlin: its controller (seat 1) draws, seat 0 (hand empty) discards nothing.
      expect(t.hand(1)).toHaveLength(2);
      expect(t.where("top0")).toBe("deck:0");
    });

    it("is an ordinary minion while in play (no effect when another minion is destroyed)", () => {
      const t = table({
        players: players([{ card: "robots:microbot-guard", as: "guard" }]),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:nukebot", owner: 0, as: "nuke" },
              { card: "dinosaurs:war-raptor", owner: 1, as: "raptor" },
              { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
              { card: "robots:zapbot", owner: 0, as: "zap" },
            ],
          },
          ...quiet,
        ],
      });
      // Guard: 3 minions of seat 0 here, so power < 3: Zapbot, the Guard itself, the War Raptor (3) is not.
      t.act(0, "guard@jungle-oasis").expectPrompt(0, "destroy");
      expect(t.offers("raptor")).toBe(false);
      t.act(0, "zap");
      expect(t.where("zap")).toBe("discard:0");
      expect(t.where("rex")).toBe("base:jungle-oasis");
      expect(t.where("nuke")).toBe("base:jungle-oasis");
    });
  });

  describe("Nukebot and Microbot Archive with a controller who is not their owner", () => {
    it("Nukebot played, then moved, destroys nothing: only its own destruction triggers it", () => {
      const t = table({
        players: players([{ card: "robots:nukebot", as: "nuke" }]),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }] },
          ...quiet,
        ],
      });
      t.act(0, "nuke@jungle-oasis");
      expect(t.where("rex")).toBe("base:jungle-oasis");
      expect(t.prompt.kind).toBe("main");
    });

    it("a Nukebot controlled by seat 1 destroys the minions of the players other than seat 1", () => {
      rules("TERM-YOU", "TERM-CONTROL");
      const t = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "dinosaurs:natural-selection", as: "ns" }] }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:nukebot", owner: 0, controller: 1, as: "nuke" },
              { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
              { card: "robots:zapbot", owner: 0, as: "zap" },
            ],
          },
          ...quiet,
        ],
      });
      t.act(1, "ns");
      if (t.prompt.purpose === "chooseOwnMinion") t.act(1, "rex");
      if (t.prompt.purpose === "destroy") t.act(1, "nuke");
      expect(t.where("nuke")).toBe("discard:0");
      expect(t.where("zap")).toBe("discard:0");
      expect(t.where("rex")).toBe("base:jungle-oasis");
    });

    it("Microbot Archive: its controller (not its owner) draws, for their own Microbots only", () => {
      // Seat 1 controls seat 0's Archive; both players have a Microbot Guard on the base.
      const setup = () =>
        table({
          active: 1,
          players: [
            { factions: ["robots", "dinosaurs"] as [string, string], deck: ["robots:zapbot"] },
            {
              factions: ["dinosaurs", "robots"] as [string, string],
              hand: [{ card: "dinosaurs:natural-selection", as: "ns" }],
              deck: ["robots:hoverbot", "robots:hoverbot"],
            },
          ],
          bases: [
            {
              id: "jungle-oasis",
              minions: [
                { card: "robots:microbot-archive", owner: 0, controller: 1, as: "arc" },
                { card: "robots:microbot-guard", owner: 1, as: "g1" },
                { card: "robots:microbot-guard", owner: 0, as: "g0" },
                { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
              ],
            },
            ...quiet,
          ],
        });
      const own = setup();
      own.act(1, "ns").expectPrompt(1, "destroy").act(1, "g1");
      expect(own.where("g1")).toBe("discard:1");
      expect(own.hand(1)).toHaveLength(1); // seat 1 drew 1 (Natural Selection left the hand)
      expect(own.hand(0)).toHaveLength(0);
      const theirs = setup();
      theirs.act(1, "ns").expectPrompt(1, "destroy").act(1, "g0");
      expect(theirs.where("g0")).toBe("discard:0");
      expect(theirs.hand(1)).toHaveLength(0);
      expect(theirs.hand(0)).toHaveLength(0);
    });
  });

  describe("Warbot", () => {
    it("can't be destroyed; the destroying card is still played (CONFLICT-5)", () => {
      rules("CONFLICT-5", "DIFF-20");
      const t = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "dinosaurs:natural-selection", as: "ns" }] }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:warbot", owner: 0, as: "war" },
              { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
            ],
          },
          ...quiet,
        ],
      });
      t.act(1, "ns");
      // The only target, auto-chosen, can't be destroyed.
      expect(t.where("war")).toBe("base:jungle-oasis");
      expect(t.where("ns")).toBe("discard:1");
      expect(t.g.turn.freeAction).toBe(0);
      expect(t.g.log.some((e) => e.k === "indestructible" && e.p[0] === t.uid("war"))).toBe(true);
    });

    it("has 4 power and no on-play ability", () => {
      const t = table({
        players: players([{ card: "robots:warbot", as: "war" }]),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "war@jungle-oasis");
      expect(t.power("war")).toBe(4);
      expect(t.prompt.kind).toBe("main");
    });
  });

  describe("Hoverbot", () => {
    it("reveals a minion on top and may play it as an extra minion at once; its ability resolves", () => {
      rules("PLAY-9", "PLAY-13", "TERM-REVEAL", "ORDER-4");
      const t = table({
        players: players([{ card: "robots:hoverbot", as: "hover" }], {
          deck: [{ card: "robots:zapbot", as: "zap" }],
        }),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "hover@jungle-oasis").expectPrompt(0, "playExtraMinion");
      expect(t.g.log.some((e) => e.k === "reveal" && e.p[1] === t.uid("zap") && e.to === -1)).toBe(true);
      t.act(0, "zap@the-grey-opal");
      expect(t.where("zap")).toBe("base:the-grey-opal");
      // Zapbot's own ability resolved: an extra minion of power 2 or less is now stored.
      expect(t.g.turn.extras).toEqual([{ kind: "minion", maxPower: 2, source: "robots:zapbot" }]);
      expect(t.g.turn.freeMinion).toBe(0);
      expect(t.g.turn.minionsPlayed).toBe(2);
    });

    it("may decline: the minion stays on top of the deck", () => {
      const t = table({
        players: players([{ card: "robots:hoverbot", as: "hover" }], {
          deck: [{ card: "robots:warbot", as: "war" }],
        }),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "hover@jungle-oasis").expectPrompt(0, "playExtraMinion").act(0);
      expect(t.where("war")).toBe("deck:0");
      expect(t.g.players[0]?.deck[0]).toBe(t.uid("war"));
      expect(t.prompt.kind).toBe("main");
    });

    it("leaves an action on top of the deck without asking", () => {
      const t = table({
        players: players([{ card: "robots:hoverbot", as: "hover" }], {
          deck: [{ card: "robots:tech-center", as: "tc" }],
        }),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "hover@jungle-oasis");
      expect(t.g.players[0]?.deck[0]).toBe(t.uid("tc"));
      expect(t.prompt.kind).toBe("main");
    });

    it("reshuffles an empty deck before revealing; with no cards at all it does nothing", () => {
      rules("DECK-1");
      const t = table({
        players: players([{ card: "robots:hoverbot", as: "hover" }], {
          discard: [{ card: "robots:microbot-alpha", as: "alpha" }],
        }),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      // Empty the deck (the scenario put every unlisted card there).
      const deck = t.g.players[0]?.deck ?? [];
      for (const uid of deck.splice(0)) {
        const c = t.g.cards[uid];
        if (c) c.zone = "removed";
      }
      t.act(0, "hover@jungle-oasis").expectPrompt(0, "playExtraMinion").act(0, "alpha@jungle-oasis");
      expect(t.where("alpha")).toBe("base:jungle-oasis");

      const none = table({
        players: players([{ card: "robots:hoverbot", as: "hover" }]),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      const d = none.g.players[0]?.deck ?? [];
      for (const uid of d.splice(0)) {
        const c = none.g.cards[uid];
        if (c) c.zone = "removed";
      }
      none.act(0, "hover@jungle-oasis");
      expect(none.where("hover")).toBe("base:jungle-oasis");
      expect(none.prompt.kind).toBe("main");
    });
  });

  describe("Zapbot", () => {
    it("grants an extra minion of power 2 or less, usable later in the play phase", () => {
      rules("PLAY-8", "PLAY-9", "PLAY-2");
      const t = table({
        players: players([
          { card: "robots:zapbot", as: "zap" },
          { card: "robots:hoverbot", as: "hover" },
          { card: "robots:microbot-guard", as: "guard" },
          { card: "robots:tech-center", as: "tc" },
        ]),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "zap@jungle-oasis");
      expect(t.g.turn.extras).toHaveLength(1);
      // Power 3 doesn't fit the extra; power 1 does.
      expect(t.offers("hover@jungle-oasis")).toBe(false);
      expect(t.offers("guard@the-grey-opal")).toBe(true);
      t.act(0, "tc").act(0, "jungle-oasis"); // an action in between: the extra is kept
      t.act(0, "guard@the-grey-opal");
      expect(t.where("guard")).toBe("base:the-grey-opal");
      expect(t.offers("hover@jungle-oasis")).toBe(false);
    });

    it("played as the extra of another Zapbot, grants one more", () => {
      const t = table({
        players: players([
          { card: "robots:zapbot", as: "z1" },
          { card: "robots:zapbot", as: "z2" },
          { card: "robots:zapbot", as: "z3" },
        ]),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "z1@jungle-oasis").act(0, "z2@jungle-oasis").act(0, "z3@jungle-oasis");
      expect(t.where("z3")).toBe("base:jungle-oasis");
      expect(t.g.turn.extras).toHaveLength(1);
    });
  });

  describe("Microbots", () => {
    it("only cards printed as Microbots are Microbots, unless their controller has a Microbot Alpha in play", () => {
      const t = table({
        players: players([], { discard: [{ card: "robots:zapbot", as: "zd" }] }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:zapbot", owner: 0, as: "zap" },
              { card: "robots:microbot-guard", owner: 0, as: "guard" },
              { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
            ],
          },
          ...quiet,
        ],
      });
      expect(isMicrobot(t.g, t.uid("zap"))).toBe(false);
      expect(isMicrobot(t.g, t.uid("guard"))).toBe(true);

      const a = table({
        players: players([], { discard: [{ card: "robots:zapbot", as: "zd" }] }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:zapbot", owner: 0, as: "zap" },
              { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
            ],
          },
          {
            id: "the-grey-opal",
            minions: [{ card: "robots:microbot-alpha", owner: 0, as: "alpha" }],
            actions: [{ card: "dinosaurs:wildlife-preserve", owner: 0, as: "wp" }],
          },
          { id: "ninja-dojo" },
        ],
      });
      expect(isMicrobot(a.g, a.uid("wp"))).toBe(false); // an action is never a minion
      expect(isMicrobot(a.g, a.uid("zap"))).toBe(true); // on another base: still "all of your minions"
      expect(isMicrobot(a.g, a.uid("rex"))).toBe(false); // not seat 0's
      expect(isMicrobot(a.g, a.uid("zd"))).toBe(false); // not in play
    });

    it("Microbot Alpha gains +1 power for each of your other Microbots, wherever they are", () => {
      const t = table({
        players: players([{ card: "robots:microbot-alpha", as: "alpha" }], {}, robots1),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:zapbot", owner: 0, as: "zap" },
              { card: "robots:microbot-guard", owner: 1, as: "theirs" },
            ],
          },
          { id: "the-grey-opal", minions: [{ card: "dinosaurs:king-rex", owner: 0, as: "rex" }] },
          { id: "ninja-dojo" },
        ],
      });
      t.act(0, "alpha@ninja-dojo");
      // Zapbot and King Rex count (they are Microbots now); seat 1's Microbot Guard doesn't.
      expect(t.power("alpha")).toBe(3);
      expect(t.power("theirs")).toBe(1);
    });

    it("Microbot Fixer gives each of your Microbots +1 power, itself included", () => {
      const t = table({
        players: players([], {}, robots1),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:microbot-fixer", owner: 0, as: "fixer" },
              { card: "robots:microbot-guard", owner: 0, as: "guard" },
              { card: "robots:zapbot", owner: 0, as: "zap" },
              { card: "robots:microbot-reclaimer", owner: 1, as: "theirs" },
            ],
          },
          ...quiet,
        ],
      });
      expect(t.power("fixer")).toBe(2);
      expect(t.power("guard")).toBe(2);
      expect(t.power("zap")).toBe(2); // not a Microbot without an Alpha
      expect(t.power("theirs")).toBe(1);
    });

    it("Alpha and two Fixers: every minion of yours is a Microbot and gets +2", () => {
      const t = table({
        players: players([]),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:microbot-fixer", owner: 0, as: "f1" },
              { card: "robots:microbot-fixer", owner: 0, as: "f2" },
              { card: "robots:zapbot", owner: 0, as: "zap" },
            ],
          },
          { id: "the-grey-opal", minions: [{ card: "robots:microbot-alpha", owner: 0, as: "alpha" }] },
          { id: "ninja-dojo" },
        ],
      });
      expect(t.power("zap")).toBe(4);
      expect(t.power("f1")).toBe(3);
      // 1 printed + 3 other Microbots + 2 Fixers.
      expect(t.power("alpha")).toBe(6);
    });

    it("Microbot Fixer grants an extra minion only if it is the first minion played this turn", () => {
      const t = table({
        players: players([
          { card: "robots:microbot-fixer", as: "fixer" },
          { card: "robots:warbot", as: "war" },
        ]),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "fixer@jungle-oasis");
      expect(t.g.turn.extras).toEqual([{ kind: "minion", source: "robots:microbot-fixer" }]);
      t.act(0, "war@the-grey-opal");
      expect(t.where("war")).toBe("base:the-grey-opal");

      // Played as an extra after a Zapbot: not the first minion, so no extra.
      const late = table({
        players: players([
          { card: "robots:zapbot", as: "zap" },
          { card: "robots:microbot-fixer", as: "fixer" },
          { card: "robots:warbot", as: "war" },
        ]),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      late.act(0, "zap@jungle-oasis").act(0, "fixer@jungle-oasis");
      expect(late.g.turn.extras).toEqual([]);
      expect(late.offers("war@jungle-oasis")).toBe(false);
    });

    it("Microbot Fixer played from the top of the deck by a Hoverbot is not the first minion", () => {
      const t = table({
        players: players([{ card: "robots:hoverbot", as: "hover" }], {
          deck: [{ card: "robots:microbot-fixer", as: "fixer" }],
        }),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "hover@jungle-oasis").act(0, "fixer@jungle-oasis");
      expect(t.g.turn.extras).toEqual([]);
    });

    it("Microbot Fixer played through Hidden Ninja in another player's turn is its player's first minion (PLAY-10)", () => {
      rules("PLAY-10", "TERM-YOU");
      const t = table({
        active: 1,
        phase: "score",
        players: [
          {
            factions: ["ninjas", "robots"],
            hand: [
              { card: "ninjas:hidden-ninja", as: "hn" },
              { card: "robots:microbot-fixer", as: "fixer" },
              { card: "robots:microbot-reclaimer", as: "rec" },
              { card: "robots:zapbot", as: "zap" },
            ],
          },
          { factions: ["dinosaurs", "tricksters"] },
        ],
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "dinosaurs:king-rex", owner: 1 },
              { card: "dinosaurs:laseratops", owner: 1 },
              { card: "dinosaurs:war-raptor", owner: 1 },
            ],
          },
          ...quiet,
        ],
      });
      t.expectPrompt(0, "beforeScoring").act(0, "hn").act(0, "fixer@jungle-oasis");
      // Its extra is granted outside its player's play phase: offered at once, anywhere.
      t.expectPrompt(0, "playExtraMinion");
      expect(t.offers("zap@the-grey-opal")).toBe(true);
      // The Reclaimer played through it is the second minion of seat 0 this turn: no more extra.
      t.act(0, "rec@jungle-oasis");
      expect(t.offers("zap@jungle-oasis")).toBe(false);
      expect(t.where("fixer")).toBe("discard:0"); // the base scored
      expect(t.where("zap")).toBe("hand:0");
    });

    it("Microbot Guard destroys a minion here with power less than your minion count (mandatory, own minions too)", () => {
      rules("CONFLICT-6");
      const t = table({
        players: players([{ card: "robots:microbot-guard", as: "guard" }]),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:zapbot", owner: 0, as: "zap" },
              { card: "dinosaurs:war-raptor", owner: 1, as: "raptor" },
              { card: "dinosaurs:armor-stego", owner: 1, as: "stego" },
            ],
          },
          { id: "the-grey-opal", minions: [{ card: "dinosaurs:war-raptor", owner: 1, as: "far" }] },
          { id: "ninja-dojo" },
        ],
      });
      // Two minions of seat 0 once the Guard is in: power 1 or less only (the Guard itself).
      t.act(0, "guard@jungle-oasis");
      expect(t.where("guard")).toBe("discard:0");
      expect(t.where("zap")).toBe("base:jungle-oasis");
      expect(t.where("raptor")).toBe("base:jungle-oasis");
    });

    it("Microbot Guard: the player chooses among the weaker minions; none means no destruction", () => {
      const t = table({
        players: players([{ card: "robots:microbot-guard", as: "guard" }]),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:warbot", owner: 0, as: "w1" },
              { card: "robots:warbot", owner: 0, as: "w2" },
              { card: "robots:zapbot", owner: 0, as: "zap" },
              { card: "tricksters:gremlin", owner: 1, as: "grem" },
              { card: "dinosaurs:armor-stego", owner: 1, as: "stego" },
            ],
          },
          { id: "the-grey-opal", minions: [{ card: "tricksters:gremlin", owner: 1, as: "far" }] },
          { id: "ninja-dojo" },
        ],
      });
      t.act(0, "guard@jungle-oasis").expectPrompt(0, "destroy");
      expect(t.offers("grem")).toBe(true);
      expect(t.offers("zap")).toBe(true);
      expect(t.offers("guard")).toBe(true);
      expect(t.offers("stego")).toBe(false); // 5 power during seat 0's turn
      expect(t.offers("far")).toBe(false); // another base
      expect(t.offers("w1")).toBe(false);
      t.act(0, "grem");
      expect(t.where("grem")).toBe("discard:1");

      const none = table({
        players: players([{ card: "robots:microbot-guard", as: "guard" }]),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      // Alone here: it would need power below 1, and its own power is 1.
      none.act(0, "guard@jungle-oasis");
      expect(none.where("guard")).toBe("base:jungle-oasis");
      expect(none.prompt.kind).toBe("main");
    });

    it("Microbot Guard counts a Microbot's boosted power", () => {
      const t = table({
        players: players([{ card: "robots:microbot-guard", as: "guard" }]),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:microbot-fixer", owner: 0, as: "fixer" },
              { card: "tricksters:gremlin", owner: 1, as: "grem" },
            ],
          },
          ...quiet,
        ],
      });
      // Two minions of seat 0: Fixer and Guard have 2 power each (Microbots), the Gremlin 2: none below 2.
      t.act(0, "guard@jungle-oasis");
      expect(t.where("grem")).toBe("base:jungle-oasis");
      expect(t.where("guard")).toBe("base:jungle-oasis");
      expect(t.prompt.kind).toBe("main");
    });

    it("Microbot Archive draws after one of your Microbots is destroyed, itself included", () => {
      rules("ORDER-1");
      const t = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "dinosaurs:laseratops", as: "laser" }] }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:microbot-archive", owner: 0, as: "archive" },
              { card: "robots:microbot-guard", owner: 0, as: "guard" },
              { card: "robots:zapbot", owner: 0, as: "zap" },
            ],
          },
          ...quiet,
        ],
      });
      t.act(1, "laser@jungle-oasis").expectPrompt(1, "destroy");
      t.act(1, "guard");
      expect(t.hand(0)).toHaveLength(1);

      // A Zapbot is not a Microbot without an Alpha.
      const zap = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "dinosaurs:laseratops", as: "laser" }] }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:microbot-archive", owner: 0, as: "archive" },
              { card: "robots:zapbot", owner: 0, as: "zap" },
            ],
          },
          ...quiet,
        ],
      });
      zap.act(1, "laser@jungle-oasis").act(1, "zap");
      expect(zap.where("zap")).toBe("discard:0");
      expect(zap.hand(0)).toHaveLength(0);

      // The Archive itself.
      const self = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "dinosaurs:laseratops", as: "laser" }] }),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "robots:microbot-archive", owner: 0, as: "archive" }] },
          ...quiet,
        ],
      });
      self.act(1, "laser@jungle-oasis");
      expect(self.where("archive")).toBe("discard:0");
      expect(self.hand(0)).toHaveLength(1);
      expect(self.hand(1)).toHaveLength(0);
    });

    it("Microbot Archive: with an Alpha any minion of yours counts; other players' Microbots don't", () => {
      const t = table({
        active: 1,
        players: players([], {}, { ...robots1, hand: [{ card: "dinosaurs:laseratops", as: "laser" }] }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:microbot-archive", owner: 0, as: "archive" },
              { card: "dinosaurs:war-raptor", owner: 0, as: "raptor" },
              { card: "robots:microbot-guard", owner: 1, as: "theirs" },
            ],
          },
          { id: "the-grey-opal", minions: [{ card: "robots:microbot-alpha", owner: 0, as: "alpha" }] },
          { id: "ninja-dojo" },
        ],
      });
      t.act(1, "laser@jungle-oasis").expectPrompt(1, "destroy");
      expect(t.offers("raptor")).toBe(false);
      t.act(1, "theirs");
      expect(t.hand(0)).toHaveLength(0);
      expect(t.hand(1)).toHaveLength(0);

      const a = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "dinosaurs:laseratops", as: "laser" }] }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:microbot-archive", owner: 0, as: "archive", counters: 5 },
              { card: "robots:zapbot", owner: 0, as: "zap" },
            ],
          },
          { id: "the-grey-opal", minions: [{ card: "robots:microbot-alpha", owner: 0, as: "alpha" }] },
          { id: "ninja-dojo" },
        ],
      });
      a.act(1, "laser@jungle-oasis");
      expect(a.where("zap")).toBe("discard:0");
      expect(a.hand(0)).toHaveLength(1);
    });

    it("Microbot Reclaimer: first minion grants an extra; shuffles chosen printed Microbots from the discard pile into the deck", () => {
      rules("CONFLICT-8");
      const t = table({
        players: players(
          [{ card: "robots:microbot-reclaimer", as: "rec" }],
          {
            discard: [
              { card: "robots:microbot-guard", as: "guard" },
              { card: "robots:microbot-fixer", as: "fixer" },
              { card: "robots:microbot-alpha", as: "alpha" },
              { card: "robots:zapbot", as: "zap" },
            ],
          },
          robots1,
        ),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "robots:microbot-alpha", owner: 1, as: "other" }] },
          ...quiet,
        ],
      });
      t.act(0, "rec@jungle-oasis").expectPrompt(0, "shuffleIntoDeck");
      expect(t.offers("guard")).toBe(true);
      expect(t.offers("alpha")).toBe(true);
      expect(t.offers("zap")).toBe(false);
      t.act(0, "guard", "fixer");
      expect(t.where("guard")).toBe("deck:0");
      expect(t.where("fixer")).toBe("deck:0");
      expect(t.where("alpha")).toBe("discard:0");
      expect(t.where("zap")).toBe("discard:0");
      expect(t.g.turn.extras).toEqual([{ kind: "minion", source: "robots:microbot-reclaimer" }]);
    });

    it("Microbot Reclaimer: choosing none shuffles nothing; not first means no extra", () => {
      const t = table({
        turn: { minionsPlayed: 1, freeMinion: 1 },
        players: players([{ card: "robots:microbot-reclaimer", as: "rec" }], {
          discard: [{ card: "robots:microbot-guard", as: "guard" }],
        }),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      const deckBefore = t.g.players[0]?.deck.slice();
      t.act(0, "rec@jungle-oasis").expectPrompt(0, "shuffleIntoDeck").act(0);
      expect(t.where("guard")).toBe("discard:0");
      expect(t.g.players[0]?.deck).toEqual(deckBefore);
      expect(t.g.turn.extras).toEqual([]);
    });

    it("Microbot Reclaimer with no Microbot in the discard pile asks nothing", () => {
      const t = table({
        players: players([{ card: "robots:microbot-reclaimer", as: "rec" }], {
          discard: [{ card: "robots:zapbot", as: "zap" }],
        }),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "rec@jungle-oasis");
      expect(t.prompt.kind).toBe("main");
      expect(t.where("zap")).toBe("discard:0");
    });
  });

  describe("Tech Center", () => {
    it("draws a card for each of your minions on the chosen base", () => {
      const t = table({
        players: players([{ card: "robots:tech-center", as: "tc" }]),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "robots:zapbot", owner: 0 },
              { card: "robots:warbot", owner: 0 },
              { card: "dinosaurs:king-rex", owner: 1 },
            ],
          },
          { id: "the-grey-opal", minions: [{ card: "robots:hoverbot", owner: 0 }] },
          { id: "ninja-dojo" },
        ],
      });
      t.act(0, "tc").expectPrompt(0, "chooseBase").act(0, "jungle-oasis");
      expect(t.hand(0)).toHaveLength(2);
      expect(t.where("tc")).toBe("discard:0");
    });

    it("a base without your minions draws nothing, and the card is still played", () => {
      const t = table({
        players: players([{ card: "robots:tech-center", as: "tc" }]),
        bases: [{ id: "jungle-oasis", minions: [{ card: "dinosaurs:king-rex", owner: 1 }] }, ...quiet],
      });
      t.act(0, "tc").act(0, "jungle-oasis");
      expect(t.hand(0)).toHaveLength(0);
      expect(t.where("tc")).toBe("discard:0");
      expect(t.g.turn.freeAction).toBe(0);
    });
  });
});
