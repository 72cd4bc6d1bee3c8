import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

type Card = string | { card: string; as: string };
type Factions = [string, string];

// Seat 0 plays Tricksters (with Dinosaurs); seat 1 plays Aliens and Robots by default.
const players = (hand0: Card[], more0: Record<string, unknown> = {}, more1: Record<string, unknown> = {}) => [
  { factions: ["tricksters", "dinosaurs"] as Factions, hand: hand0, ...more0 },
  { factions: ["aliens", "robots"] as Factions, ...more1 },
];

// Bases whose abilities only matter when they score.
const quiet = [{ id: "the-grey-opal" }, { id: "ninja-dojo" }];

describe("Tricksters", () => {
  describe("Leprechaun", () => {
    it("destroys a weaker minion another player plays here, after that minion's ability", () => {
      rules("ORDER-1", "TERM-AFTER");
      const t = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "aliens:invader", as: "inv" }] }),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "tricksters:leprechaun", owner: 0, as: "lep" }] },
          ...quiet,
        ],
      });
      t.act(1, "inv@jungle-oasis");
      expect(t.vp(1)).toBe(1); // Invader's ability resolved first
      expect(t.where("inv")).toBe("discard:1");
      expect(t.where("lep")).toBe("base:jungle-oasis");
    });

    it("leaves alone a played minion that already left play (Supreme Overlord returning itself)", () => {
      const t = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "aliens:supreme-overlord", as: "so" }] }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              {
                card: "tricksters:leprechaun",
                owner: 0,
                as: "lep",
                attached: [{ card: "dinosaurs:upgrade", owner: 0 }],
              },
            ],
          },
          ...quiet,
        ],
      });
      // 5 against the Leprechaun's current 7: weaker, but back in its owner's hand before the trigger.
      t.act(1, "so@jungle-oasis").expectPrompt(1, "return").act(1, "so");
      expect(t.where("so")).toBe("hand:1");
      expect(t.where("lep")).toBe("base:jungle-oasis");
    });

    it("spares minions of equal or greater power, minions played elsewhere and its controller's own", () => {
      const t = table({
        active: 1,
        players: players(
          [],
          {},
          {
            hand: [
              { card: "robots:nukebot", as: "nuke" },
              { card: "robots:zapbot", as: "zap" },
            ],
          },
        ),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "tricksters:leprechaun", owner: 0, as: "lep" }] },
          ...quiet,
        ],
      });
      t.act(1, "nuke@jungle-oasis"); // 5 is not less than 5
      expect(t.where("nuke")).toBe("base:jungle-oasis");

      const other = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "robots:zapbot", as: "zap" }] }),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "tricksters:leprechaun", owner: 0, as: "lep" }] },
          ...quiet,
        ],
      });
      other.act(1, "zap@the-grey-opal");
      expect(other.where("zap")).toBe("base:the-grey-opal");

      const own = table({
        players: players([{ card: "tricksters:gremlin", as: "grem" }]),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "tricksters:leprechaun", owner: 0, as: "lep" }] },
          ...quiet,
        ],
      });
      own.act(0, "grem@jungle-oasis");
      expect(own.where("grem")).toBe("base:jungle-oasis");
    });

    it("can't destroy a Warbot", () => {
      const t = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "robots:warbot", as: "war" }] }),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "tricksters:leprechaun", owner: 0, as: "lep" }] },
          ...quiet,
        ],
      });
      t.act(1, "war@jungle-oasis");
      expect(t.where("war")).toBe("base:jungle-oasis");
    });

    it("also destroys a minion played there as an extra (Hoverbot's revealed card)", () => {
      const t = table({
        active: 1,
        players: players(
          [],
          {},
          {
            hand: [{ card: "robots:hoverbot", as: "hover" }],
            deck: [{ card: "robots:zapbot", as: "zap" }],
          },
        ),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "tricksters:leprechaun", owner: 0, as: "lep" }] },
          ...quiet,
        ],
      });
      t.act(1, "hover@jungle-oasis").act(1, "zap@jungle-oasis");
      // Two triggers of the same ability: no order to choose.
      expect(t.where("hover")).toBe("discard:1");
      expect(t.where("zap")).toBe("discard:1");
      // Zapbot's ability had resolved: its extra is still there.
      expect(t.g.turn.extras).toHaveLength(1);
    });
  });

  describe("Brownie", () => {
    it("after another player's action affects it, that player discards two random cards", () => {
      rules("TERM-AFFECT");
      const t = table({
        active: 1,
        players: players(
          [],
          {},
          {
            hand: [
              { card: "aliens:beam-up", as: "beam" },
              { card: "aliens:invader", as: "a" },
              { card: "aliens:scout", as: "b" },
              { card: "robots:zapbot", as: "c" },
            ],
          },
        ),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "tricksters:brownie", owner: 0, as: "brownie" }] },
          ...quiet,
        ],
      });
      t.act(1, "beam");
      expect(t.where("brownie")).toBe("hand:0");
      expect(t.hand(1)).toHaveLength(1);
      expect(t.g.players[1]?.discard).toHaveLength(3); // two random cards and Beam Up
    });

    it("also punishes a played minion's ability, with fewer cards in hand discarding what there is", () => {
      const t = table({
        active: 1,
        players: players(
          [],
          {},
          {
            hand: [
              { card: "aliens:supreme-overlord", as: "so" },
              { card: "aliens:invader", as: "a" },
            ],
          },
        ),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "tricksters:brownie", owner: 0, as: "brownie" }] },
          ...quiet,
        ],
      });
      t.act(1, "so@the-grey-opal").expectPrompt(1, "return").act(1, "brownie");
      expect(t.where("brownie")).toBe("hand:0");
      expect(t.where("a")).toBe("discard:1");
      expect(t.hand(1)).toHaveLength(0);
    });

    it("is not triggered by its controller's own cards", () => {
      const t = table({
        players: players([
          { card: "dinosaurs:augmentation", as: "aug" },
          { card: "dinosaurs:king-rex", as: "rex" },
        ]),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "tricksters:brownie", owner: 0, as: "brownie" }] },
          ...quiet,
        ],
      });
      t.act(0, "aug");
      expect(t.power("brownie")).toBe(8);
      expect(t.where("rex")).toBe("hand:0");
    });

    it("is not triggered by abilities that don't come from playing a card (a base at turn start)", () => {
      const t = table({
        active: 1,
        phase: "start",
        players: players([], {}, { hand: [{ card: "aliens:invader", as: "a" }] }),
        bases: [
          { id: "mushroom-kingdom" },
          { id: "jungle-oasis", minions: [{ card: "tricksters:brownie", owner: 0, as: "brownie" }] },
          { id: "the-grey-opal" },
        ],
      });
      t.expectPrompt(1, "move").act(1, "brownie");
      expect(t.where("brownie")).toBe("base:mushroom-kingdom");
      expect(t.where("a")).toBe("hand:1");
    });

    it("one card affecting two Brownies triggers each of them", () => {
      const t = table({
        active: 1,
        players: players(
          [],
          {},
          {
            hand: [
              { card: "aliens:crop-circles", as: "cc" },
              { card: "aliens:invader", as: "a" },
              { card: "aliens:scout", as: "b" },
              { card: "aliens:collector", as: "c" },
              { card: "robots:zapbot", as: "d" },
              { card: "robots:warbot", as: "e" },
            ],
          },
        ),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "tricksters:brownie", owner: 0, as: "b1" },
              { card: "tricksters:brownie", owner: 0, as: "b2" },
            ],
          },
          ...quiet,
        ],
      });
      t.act(1, "cc").act(1, "jungle-oasis");
      expect([t.where("b1"), t.where("b2")]).toEqual(["hand:0", "hand:0"]);
      expect(t.hand(1)).toHaveLength(1);
    });
  });

  describe("Gnome", () => {
    it("may destroy a minion here with power less than your minion count; declining is allowed", () => {
      const spec = () =>
        table({
          players: players([{ card: "tricksters:gnome", as: "gnome" }]),
          bases: [
            {
              id: "jungle-oasis",
              minions: [
                { card: "tricksters:gremlin", owner: 0, as: "mine" },
                { card: "tricksters:brownie", owner: 0, as: "brownie" },
                { card: "robots:zapbot", owner: 1, as: "zap" },
                { card: "robots:hoverbot", owner: 1, as: "hover" },
              ],
            },
            { id: "the-grey-opal", minions: [{ card: "robots:zapbot", owner: 1, as: "far" }] },
            { id: "ninja-dojo" },
          ],
        });
      const t = spec();
      // Three minions of seat 0 here: power 2 or less.
      t.act(0, "gnome@jungle-oasis").expectPrompt(0, "destroy");
      expect(t.offers("zap")).toBe(true);
      expect(t.offers("mine")).toBe(true);
      expect(t.offers("hover")).toBe(false);
      expect(t.offers("far")).toBe(false);
      expect(t.offers("gnome")).toBe(false);
      t.act(0, "zap");
      expect(t.where("zap")).toBe("discard:1");

      const d = spec();
      d.act(0, "gnome@jungle-oasis").act(0);
      expect(d.where("zap")).toBe("base:jungle-oasis");
      expect(d.prompt.kind).toBe("main");
    });

    it("asks nothing when no minion is weak enough", () => {
      const t = table({
        players: players([{ card: "tricksters:gnome", as: "gnome" }]),
        bases: [{ id: "jungle-oasis", minions: [{ card: "robots:zapbot", owner: 1, as: "zap" }] }, ...quiet],
      });
      t.act(0, "gnome@jungle-oasis");
      expect(t.where("zap")).toBe("base:jungle-oasis");
      expect(t.prompt.kind).toBe("main");
    });
  });

  describe("Gremlin", () => {
    it("after it is destroyed, its controller draws a card and each other player discards a random card", () => {
      const t = table({
        active: 1,
        players: [
          { factions: ["tricksters", "dinosaurs"], deck: [{ card: "tricksters:gnome", as: "top" }] },
          {
            factions: ["dinosaurs", "aliens"],
            hand: [
              { card: "dinosaurs:laseratops", as: "laser" },
              { card: "aliens:invader", as: "a" },
            ],
          },
          { factions: ["robots", "aliens"], hand: [{ card: "robots:zapbot", as: "z" }] },
        ],
        bases: [
          { id: "jungle-oasis", minions: [{ card: "tricksters:gremlin", owner: 0, as: "grem" }] },
          ...quiet,
          { id: "tortuga" },
        ],
      });
      t.act(1, "laser@jungle-oasis");
      expect(t.where("grem")).toBe("discard:0");
      expect(t.where("top")).toBe("hand:0");
      expect(t.where("a")).toBe("discard:1");
      expect(t.where("z")).toBe("discard:2");
    });

    it("is not triggered when its base scores: the cards there are discarded, not destroyed", () => {
      rules("SCORE-16");
      const t = table({
        active: 1,
        phase: "score",
        players: players([], {}, { hand: [{ card: "aliens:invader", as: "a" }] }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "tricksters:gremlin", owner: 0, as: "grem" },
              { card: "robots:nukebot", owner: 1 },
              { card: "robots:warbot", owner: 1 },
              { card: "robots:zapbot", owner: 1 },
            ],
          },
          ...quiet,
        ],
      });
      expect(t.vp(1)).toBe(2);
      expect(t.where("grem")).toBe("discard:0");
      expect(t.hand(0)).toHaveLength(0);
      expect(t.where("a")).toBe("hand:1");
    });

    it("is not triggered when it leaves play otherwise (returned to hand)", () => {
      const t = table({
        active: 1,
        players: players(
          [],
          {},
          {
            hand: [
              { card: "aliens:beam-up", as: "beam" },
              { card: "aliens:invader", as: "a" },
            ],
          },
        ),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "tricksters:gremlin", owner: 0, as: "grem" }] },
          ...quiet,
        ],
      });
      t.act(1, "beam");
      expect(t.where("grem")).toBe("hand:0");
      expect(t.hand(0)).toHaveLength(1);
      expect(t.where("a")).toBe("hand:1");
    });
  });

  describe("Block the Path", () => {
    it("names a faction among those in the game; its minions can't be played on that base by anyone", () => {
      rules("CONFLICT-3");
      const t = table({
        players: players([
          { card: "tricksters:block-the-path", as: "btp" },
          { card: "dinosaurs:king-rex", as: "rex" },
          { card: "tricksters:gnome", as: "gnome" },
        ]),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "btp@jungle-oasis").expectPrompt(0, "nameFaction");
      expect(["tricksters", "dinosaurs", "aliens", "robots"].every((f) => t.offers(`label:${f}`))).toBe(true);
      expect(t.offers("label:ninjas")).toBe(false);
      t.act(0, "label:dinosaurs");
      expect(t.g.cards[t.uid("btp")]?.memo).toBe("dinosaurs");
      expect(t.g.log.some((e) => e.k === "nameFaction" && e.p[0] === 0 && e.p[1] === "dinosaurs")).toBe(true);
      expect(t.offers("rex@jungle-oasis")).toBe(false);
      expect(t.offers("rex@the-grey-opal")).toBe(true);
      expect(t.offers("gnome@jungle-oasis")).toBe(true);
    });

    it("binds other players too, including extra plays; moving a minion there is not playing it", () => {
      rules("TERM-PLAY");
      const t = table({
        active: 1,
        players: players(
          [],
          {},
          {
            hand: [
              { card: "robots:hoverbot", as: "hover" },
              { card: "aliens:invasion", as: "inv" },
              { card: "aliens:invader", as: "invader" },
            ],
            deck: [{ card: "robots:zapbot", as: "zap" }],
          },
        ),
        bases: [
          {
            id: "jungle-oasis",
            actions: [{ card: "tricksters:block-the-path", owner: 0, as: "btp", memo: "robots" }],
          },
          { id: "the-grey-opal", minions: [{ card: "robots:warbot", owner: 1, as: "war" }] },
          { id: "ninja-dojo" },
        ],
      });
      expect(t.offers("hover@jungle-oasis")).toBe(false);
      expect(t.offers("invader@jungle-oasis")).toBe(true);
      t.act(1, "hover@the-grey-opal").expectPrompt(1, "playExtraMinion");
      expect(t.offers("zap@jungle-oasis")).toBe(false);
      expect(t.offers("zap@ninja-dojo")).toBe(true);
      t.act(1, "zap@ninja-dojo");
      t.act(1, "inv").act(1, "war").act(1, "jungle-oasis");
      expect(t.where("war")).toBe("base:jungle-oasis");
    });
  });

  describe("Disenchant", () => {
    it("destroys an action attached to a base or to a minion, whoever controls it", () => {
      const t = table({
        players: players(
          [{ card: "tricksters:disenchant", as: "dis" }],
          {},
          { factions: ["aliens", "dinosaurs"] },
        ),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              {
                card: "dinosaurs:king-rex",
                owner: 1,
                as: "rex",
                attached: [{ card: "dinosaurs:upgrade", owner: 1, as: "up" }],
              },
            ],
            actions: [{ card: "aliens:jammed-signal", owner: 1, as: "js" }],
          },
          { id: "the-grey-opal", actions: [{ card: "tricksters:hideout", owner: 0, as: "hide" }] },
          { id: "ninja-dojo" },
        ],
      });
      expect(t.power("rex")).toBe(9);
      t.act(0, "dis").expectPrompt(0, "destroyAction");
      expect(t.offers("js")).toBe(true);
      expect(t.offers("hide")).toBe(true);
      t.act(0, "up");
      expect(t.where("up")).toBe("discard:1");
      expect(t.power("rex")).toBe(7);
      expect(t.where("dis")).toBe("discard:0");
    });

    it("with no action in play it is still played (CONFLICT-5)", () => {
      rules("CONFLICT-5");
      const t = table({
        players: players([{ card: "tricksters:disenchant", as: "dis" }]),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "dis");
      expect(t.where("dis")).toBe("discard:0");
      expect(t.g.turn.freeAction).toBe(0);
    });

    it("removing Block the Path lifts its restriction", () => {
      const t = table({
        players: players([
          { card: "tricksters:disenchant", as: "dis" },
          { card: "dinosaurs:king-rex", as: "rex" },
        ]),
        bases: [
          {
            id: "jungle-oasis",
            actions: [{ card: "tricksters:block-the-path", owner: 0, as: "btp", memo: "dinosaurs" }],
          },
          ...quiet,
        ],
      });
      expect(t.offers("rex@jungle-oasis")).toBe(false);
      t.act(0, "dis");
      expect(t.where("btp")).toBe("discard:0");
      expect(t.offers("rex@jungle-oasis")).toBe(true);
    });
  });

  describe("Enshrouding Mist", () => {
    it("gives its controller one extra minion on its base on each of their turns", () => {
      rules("PLAY-8");
      const t = table({
        players: players([
          { card: "tricksters:enshrouding-mist", as: "mist" },
          { card: "tricksters:gnome", as: "g1" },
          { card: "tricksters:gnome", as: "g2" },
          { card: "tricksters:gremlin", as: "g3" },
        ]),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "mist@jungle-oasis");
      t.act(0, "g1@the-grey-opal");
      expect(t.offers("g2@the-grey-opal")).toBe(false);
      expect(t.offers("g2@jungle-oasis")).toBe(true);
      t.act(0, "g2@jungle-oasis");
      expect(t.where("g2")).toBe("base:jungle-oasis");
      // Once per turn.
      expect(t.offers("g3@jungle-oasis")).toBe(false);
    });

    it("two Mists give two extras; another player gets nothing from them", () => {
      const t = table({
        players: players([
          { card: "tricksters:gnome", as: "g1" },
          { card: "tricksters:gnome", as: "g2" },
          { card: "tricksters:gremlin", as: "g3" },
        ]),
        bases: [
          {
            id: "jungle-oasis",
            actions: [
              { card: "tricksters:enshrouding-mist", owner: 0 },
              { card: "tricksters:enshrouding-mist", owner: 0 },
            ],
          },
          ...quiet,
        ],
      });
      t.act(0, "g1@jungle-oasis").act(0, "g2@jungle-oasis").act(0, "g3@jungle-oasis");
      expect(t.where("g3")).toBe("base:jungle-oasis");

      const other = table({
        active: 1,
        players: players(
          [],
          {},
          {
            hand: [
              { card: "robots:zapbot", as: "z1" },
              { card: "aliens:invader", as: "i1" },
            ],
          },
        ),
        bases: [
          { id: "jungle-oasis", actions: [{ card: "tricksters:enshrouding-mist", owner: 0 }] },
          ...quiet,
        ],
      });
      other.act(1, "i1@jungle-oasis");
      expect(other.offers("z1@jungle-oasis")).toBe(false);
    });

    it("is charged before an unrestricted extra when a minion is played on its base (OPEN-17)", () => {
      rules("OPEN-17", "PLAY-9");
      // The free minion is spent; Summon stores an extra for any base, the Mist gives one on its base.
      const t = table({
        players: [
          {
            factions: ["tricksters", "wizards"],
            hand: [
              { card: "wizards:summon", as: "sum" },
              { card: "tricksters:gremlin", as: "g1" },
              { card: "tricksters:gnome", as: "g2" },
            ],
          },
          { factions: ["aliens", "robots"] },
        ],
        turn: { freeMinion: 0 },
        bases: [
          { id: "jungle-oasis", actions: [{ card: "tricksters:enshrouding-mist", owner: 0, as: "mist" }] },
          ...quiet,
        ],
      });
      t.act(0, "sum").act(0, "g1@jungle-oasis");
      // The Mist paid for the play on its base: Summon's extra still goes anywhere.
      expect(t.offers("g2@the-grey-opal")).toBe(true);
      t.act(0, "g2@the-grey-opal");
      expect(t.where("g2")).toBe("base:the-grey-opal");
    });
  });

  describe("Flame Trap", () => {
    it("destroys a minion another player plays here (after its ability) and itself", () => {
      rules("ORDER-1");
      const t = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "aliens:invader", as: "inv" }] }),
        bases: [
          { id: "jungle-oasis", actions: [{ card: "tricksters:flame-trap", owner: 0, as: "trap" }] },
          ...quiet,
        ],
      });
      t.act(1, "inv@jungle-oasis");
      expect(t.vp(1)).toBe(1);
      expect(t.where("inv")).toBe("discard:1");
      expect(t.where("trap")).toBe("discard:0");
    });

    it("ignores its controller's minions and other bases", () => {
      const t = table({
        players: players([{ card: "tricksters:gnome", as: "gnome" }]),
        bases: [
          { id: "jungle-oasis", actions: [{ card: "tricksters:flame-trap", owner: 0, as: "trap" }] },
          ...quiet,
        ],
      });
      t.act(0, "gnome@jungle-oasis");
      expect(t.where("gnome")).toBe("base:jungle-oasis");
      expect(t.where("trap")).toBe("base:jungle-oasis");

      const far = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "aliens:invader", as: "inv" }] }),
        bases: [
          { id: "jungle-oasis", actions: [{ card: "tricksters:flame-trap", owner: 0, as: "trap" }] },
          ...quiet,
        ],
      });
      far.act(1, "inv@ninja-dojo");
      expect(far.where("inv")).toBe("base:ninja-dojo");
      expect(far.where("trap")).toBe("base:jungle-oasis");
    });

    it("a played minion that already left play stays where it went; the trap is still spent", () => {
      const t = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "aliens:supreme-overlord", as: "so" }] }),
        bases: [
          { id: "jungle-oasis", actions: [{ card: "tricksters:flame-trap", owner: 0, as: "trap" }] },
          ...quiet,
        ],
      });
      t.act(1, "so@jungle-oasis").expectPrompt(1, "return").act(1, "so");
      expect(t.where("so")).toBe("hand:1");
      expect(t.where("trap")).toBe("discard:0");
    });

    it("a Warbot survives but the trap is spent", () => {
      const t = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "robots:warbot", as: "war" }] }),
        bases: [
          { id: "jungle-oasis", actions: [{ card: "tricksters:flame-trap", owner: 0, as: "trap" }] },
          ...quiet,
        ],
      });
      t.act(1, "war@jungle-oasis");
      expect(t.where("war")).toBe("base:jungle-oasis");
      expect(t.where("trap")).toBe("discard:0");
    });
  });

  describe("Hideout", () => {
    const hideoutTable = (hand1: Card[], more: Record<string, unknown> = {}) =>
      table({
        active: 1,
        players: players([], {}, { factions: ["aliens", "dinosaurs"], hand: hand1 }),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "tricksters:gnome", owner: 0, as: "g1" },
              { card: "tricksters:gremlin", owner: 0, as: "g2" },
              { card: "dinosaurs:war-raptor", owner: 1, as: "theirs" },
            ],
            actions: [{ card: "tricksters:hideout", owner: 0, as: "hide" }],
          },
          { id: "the-grey-opal", minions: [{ card: "tricksters:gnome", owner: 0, as: "far" }] },
          { id: "ninja-dojo" },
        ],
        ...more,
      });

    it("absorbs another player's action aimed at your minion here, and is destroyed", () => {
      rules("TERM-AFFECT");
      const t = hideoutTable([{ card: "aliens:beam-up", as: "beam" }]);
      t.act(1, "beam").expectPrompt(1, "return");
      expect(t.offers("g1")).toBe(true); // still a legal choice: the protection pays when it happens
      t.act(1, "g1");
      expect(t.where("g1")).toBe("base:jungle-oasis");
      expect(t.where("hide")).toBe("discard:0");
      expect(t.where("beam")).toBe("discard:1");
    });

    it("protects all your minions here from the whole action, once", () => {
      const t = hideoutTable([{ card: "aliens:crop-circles", as: "cc" }]);
      t.act(1, "cc").act(1, "jungle-oasis");
      expect(t.where("g1")).toBe("base:jungle-oasis");
      expect(t.where("g2")).toBe("base:jungle-oasis");
      expect(t.where("theirs")).toBe("hand:1");
      expect(t.where("hide")).toBe("discard:0");
    });

    it("stops an action played on your minion here (the action is discarded)", () => {
      const t = hideoutTable([{ card: "dinosaurs:upgrade", as: "up" }]);
      t.act(1, "up@g1");
      expect(t.where("up")).toBe("discard:1");
      expect(t.where("hide")).toBe("discard:0");
      expect(t.power("g1")).toBe(3);
    });

    it("doesn't stop minions' abilities, your own actions, or effects on minions elsewhere", () => {
      const m = hideoutTable([{ card: "aliens:supreme-overlord", as: "so" }]);
      m.act(1, "so@ninja-dojo").act(1, "g1");
      expect(m.where("g1")).toBe("hand:0");
      expect(m.where("hide")).toBe("base:jungle-oasis");

      const e = hideoutTable([{ card: "aliens:beam-up", as: "beam" }]);
      e.act(1, "beam").act(1, "far");
      expect(e.where("far")).toBe("hand:0");
      expect(e.where("hide")).toBe("base:jungle-oasis");

      const own = table({
        players: players([{ card: "dinosaurs:augmentation", as: "aug" }]),
        bases: [
          {
            id: "jungle-oasis",
            minions: [{ card: "tricksters:gnome", owner: 0, as: "g1" }],
            actions: [{ card: "tricksters:hideout", owner: 0, as: "hide" }],
          },
          ...quiet,
        ],
      });
      own.act(0, "aug");
      expect(own.power("g1")).toBe(7);
      expect(own.where("hide")).toBe("base:jungle-oasis");
    });
  });

  describe("Mark of Sleep", () => {
    it("the chosen player can't play actions during their next turn only", () => {
      rules("CONFLICT-1", "CONFLICT-3");
      const t = table({
        players: players(
          [{ card: "tricksters:mark-of-sleep", as: "mark" }],
          {},
          {
            hand: [
              { card: "aliens:beam-up", as: "beam" },
              { card: "aliens:invader", as: "inv" },
            ],
          },
        ),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "mark").expectPrompt(0, "choosePlayer");
      expect(t.offers("player:0")).toBe(true);
      t.act(0, "player:1");
      expect(t.g.log.some((e) => e.k === "noActions" && e.p[0] === 1)).toBe(true);
      t.act(0, "end");
      // Seat 1's turn: minions yes, actions no.
      t.expectPrompt(1, "main");
      expect(t.offers("inv@jungle-oasis")).toBe(true);
      expect(t.offers("beam")).toBe(false);
      t.act(1, "end");
      t.expectPrompt(0, "main").act(0, "end");
      t.expectPrompt(1, "main");
      expect(t.offers("beam")).toBe(true);
    });

    it("in a 3-player game, it waits for the chosen player's own next turn, not the next turn of the game", () => {
      rules("CONFLICT-1");
      const t = table({
        players: [
          { factions: ["tricksters", "dinosaurs"], hand: [{ card: "tricksters:mark-of-sleep", as: "mark" }] },
          { factions: ["aliens", "robots"], hand: [{ card: "aliens:beam-up", as: "beam1" }] },
          { factions: ["pirates", "ninjas"], hand: [{ card: "pirates:swashbuckling", as: "swash2" }] },
        ],
        bases: [{ id: "jungle-oasis" }, ...quiet, { id: "tar-pits" }],
      });
      t.act(0, "mark").act(0, "player:2").act(0, "end");
      t.expectPrompt(1, "main");
      expect(t.offers("beam1")).toBe(true);
      t.act(1, "end");
      t.expectPrompt(2, "main");
      expect(t.offers("swash2")).toBe(false);
      t.act(2, "end");
      t.expectPrompt(0, "main").act(0, "end");
      t.expectPrompt(1, "main").act(1, "end");
      t.expectPrompt(2, "main");
      expect(t.offers("swash2")).toBe(true);
    });

    it("on yourself, it spares the current turn and takes effect on your next one", () => {
      const t = table({
        players: players([
          { card: "tricksters:mark-of-sleep", as: "mark" },
          { card: "tricksters:take-the-shinies", as: "shinies" },
          { card: "tricksters:disenchant", as: "dis" },
        ]),
        bases: [{ id: "jungle-oasis" }, ...quiet],
      });
      t.act(0, "mark").act(0, "player:0");
      t.act(0, "end");
      t.expectPrompt(1, "main").act(1, "end");
      t.expectPrompt(0, "main");
      expect(t.offers("shinies")).toBe(false);
      expect(t.offers("dis")).toBe(false);
    });
  });

  describe("Pay the Piper", () => {
    it("after another player plays a minion here, that player discards a card of their choice", () => {
      const t = table({
        active: 1,
        players: players(
          [],
          {},
          {
            hand: [
              { card: "robots:zapbot", as: "zap" },
              { card: "robots:zapbot", as: "zap2" },
              { card: "aliens:invader", as: "a" },
              { card: "aliens:beam-up", as: "b" },
            ],
          },
        ),
        bases: [
          { id: "jungle-oasis", actions: [{ card: "tricksters:pay-the-piper", owner: 0, as: "piper" }] },
          ...quiet,
        ],
      });
      t.act(1, "zap@jungle-oasis").expectPrompt(1, "discardFromHand");
      t.act(1, "b");
      expect(t.where("b")).toBe("discard:1");
      expect(t.where("a")).toBe("hand:1");
      expect(t.where("piper")).toBe("base:jungle-oasis");
      // Once more with the Zapbot's extra: the Piper stays and triggers again (one card left: no choice).
      t.act(1, "zap2@jungle-oasis");
      expect(t.where("a")).toBe("discard:1");
      expect(t.hand(1)).toHaveLength(0);
    });

    it("an empty hand discards nothing; its controller's minions and other bases don't trigger it", () => {
      const t = table({
        active: 1,
        players: players([], {}, { hand: [{ card: "aliens:invader", as: "a" }] }),
        bases: [
          { id: "jungle-oasis", actions: [{ card: "tricksters:pay-the-piper", owner: 0, as: "piper" }] },
          ...quiet,
        ],
      });
      t.act(1, "a@jungle-oasis");
      expect(t.prompt.kind).toBe("main");

      const own = table({
        players: players([
          { card: "tricksters:gnome", as: "gnome" },
          { card: "tricksters:gremlin", as: "grem" },
        ]),
        bases: [
          { id: "jungle-oasis", actions: [{ card: "tricksters:pay-the-piper", owner: 0, as: "piper" }] },
          ...quiet,
        ],
      });
      own.act(0, "gnome@jungle-oasis");
      expect(own.where("grem")).toBe("hand:0");
      expect(own.prompt.kind).toBe("main");

      // Another player's minion on another base, or action on this one: nothing to pay.
      const elsewhere = table({
        active: 1,
        players: players(
          [],
          {},
          {
            hand: [
              { card: "aliens:invader", as: "a" },
              { card: "aliens:jammed-signal", as: "js" },
              { card: "aliens:beam-up", as: "b" },
            ],
          },
        ),
        bases: [
          { id: "jungle-oasis", actions: [{ card: "tricksters:pay-the-piper", owner: 0, as: "piper" }] },
          ...quiet,
        ],
      });
      elsewhere.act(1, "a@ninja-dojo");
      expect(elsewhere.prompt.kind).toBe("main");
      elsewhere.act(1, "js@jungle-oasis");
      expect(elsewhere.prompt.kind).toBe("main");
      expect(elsewhere.where("b")).toBe("hand:1");
    });
  });

  it("Leprechaun, Flame Trap and Pay the Piper react to minions played, not to their base scoring", () => {
    const t = table({
      active: 1,
      phase: "score",
      players: players([], {}, { hand: [{ card: "aliens:invader", as: "keep" }] }),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "tricksters:leprechaun", owner: 0, as: "lep" },
            { card: "robots:warbot", owner: 1, as: "war" },
            { card: "aliens:supreme-overlord", owner: 1, as: "so" },
          ],
          actions: [
            { card: "tricksters:flame-trap", owner: 0, as: "trap" },
            { card: "tricksters:pay-the-piper", owner: 0, as: "piper" },
          ],
        },
        ...quiet,
      ],
    });
    expect(t.vp(1)).toBeGreaterThan(0); // the base scored
    for (const a of ["lep", "trap", "piper"]) expect(t.where(a)).toBe("discard:0");
    expect(t.where("keep")).toBe("hand:1");
  });

  it("the actions played on a base work on the base numbered 0 too (The Homeworld, its ability jammed)", () => {
    const onBaseZero = (
      active: number,
      actions: { card: string; owner: number; as: string }[],
      more: object,
    ) => {
      const t = table({
        active,
        ...more,
        bases: [
          {
            id: "the-homeworld",
            minions: [{ card: "tricksters:gnome", owner: 0, as: "gnome" }],
            actions: [{ card: "aliens:jammed-signal", owner: 1 }, ...actions],
          },
          ...quiet,
        ],
      } as Parameters<typeof table>[0]);
      expect(t.base("the-homeworld")).toBe(0);
      return t;
    };
    const hand1 = (cards: Card[]) => ({ players: players([], {}, { hand: cards }) });
    const trap = onBaseZero(
      1,
      [{ card: "tricksters:flame-trap", owner: 0, as: "trap" }],
      hand1([{ card: "aliens:invader", as: "inv" }]),
    );
    trap.act(1, "inv@the-homeworld");
    expect([trap.where("inv"), trap.where("trap")]).toEqual(["discard:1", "discard:0"]);

    const piper = onBaseZero(
      1,
      [{ card: "tricksters:pay-the-piper", owner: 0, as: "piper" }],
      hand1([
        { card: "aliens:invader", as: "inv" },
        { card: "robots:zapbot", as: "zap" },
      ]),
    );
    piper.act(1, "inv@the-homeworld");
    expect(piper.where("zap")).toBe("discard:1");

    const hideout = onBaseZero(
      1,
      [{ card: "tricksters:hideout", owner: 0, as: "hide" }],
      hand1([{ card: "aliens:beam-up", as: "beam" }]),
    );
    hideout.act(1, "beam");
    expect([hideout.where("gnome"), hideout.where("hide")]).toEqual(["base:the-homeworld", "discard:0"]);

    const mist = onBaseZero(0, [{ card: "tricksters:enshrouding-mist", owner: 0, as: "mist" }], {
      players: players([
        { card: "tricksters:gremlin", as: "g1" },
        { card: "tricksters:gremlin", as: "g2" },
      ]),
    });
    mist.act(0, "g1@the-homeworld").act(0, "g2@the-homeworld");
    expect([mist.where("g1"), mist.where("g2")]).toEqual(["base:the-homeworld", "base:the-homeworld"]);
  });

  describe("Take the Shinies", () => {
    it("each other player discards two random cards (fewer if they have fewer)", () => {
      const t = table({
        players: [
          {
            factions: ["tricksters", "dinosaurs"],
            hand: [
              { card: "tricksters:take-the-shinies", as: "ts" },
              { card: "tricksters:gnome", as: "gnome" },
            ],
          },
          {
            factions: ["aliens", "robots"],
            hand: [
              { card: "aliens:invader", as: "a" },
              { card: "aliens:scout", as: "b" },
              { card: "robots:zapbot", as: "c" },
            ],
          },
          { factions: ["dinosaurs", "aliens"], hand: [{ card: "dinosaurs:king-rex", as: "rex" }] },
        ],
        bases: [{ id: "jungle-oasis" }, ...quiet, { id: "tortuga" }],
      });
      t.act(0, "ts");
      expect(t.hand(0)).toEqual([t.uid("gnome")]);
      expect(t.hand(1)).toHaveLength(1);
      expect(t.g.players[1]?.discard).toHaveLength(2);
      expect(t.where("rex")).toBe("discard:2");
      expect(t.where("ts")).toBe("discard:0");
    });
  });
});
