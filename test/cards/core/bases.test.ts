import { describe, expect, it } from "vitest";
import coreBases from "../../../cards/core/bases.ts";
import { action, faction, minion } from "../../../cards/define.ts";
import { playSelf, registerFaction } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

// A test-only faction: no core card of the registered factions plays a minion outside the play
// phase, so this Special stands in for cards like Shinobi (Ninjas) to test PLAY-10.
registerFaction(
  faction("basekit", "test", { en: "Base test kit", fr: "Kit de test des bases" }, [
    minion({
      id: "ambusher",
      power: 3,
      count: 2,
      name: { en: "Ambusher", fr: "Embusqué" },
      text: {
        en: "Special: before a base scores, you may play this minion there.",
        fr: "Spécial : avant la conquête d'une base, vous pouvez y jouer cette créature.",
      },
      specials: [
        {
          window: "beforeScoring",
          from: "hand",
          can: () => true,
          *use(ctx, w) {
            yield* playSelf(ctx, w.base);
          },
        },
      ],
    }),
    action({
      id: "filler",
      count: 1,
      name: { en: "Filler", fr: "Remplissage" },
      text: { en: "No effect.", fr: "Aucun effet." },
    }),
  ]),
);

type F = [string, string];
const DA: F = ["dinosaurs", "aliens"];
const AD: F = ["aliens", "dinosaurs"];
const rex = (owner: number, counters = 0, as?: string) => ({
  card: "dinosaurs:king-rex",
  owner,
  counters,
  ...(as ? { as } : {}),
});
const deckDefs = (t: ReturnType<typeof table>) => t.g.baseDeck.map((b) => t.g.bases[b]?.def);
const bottomOfDeck = (t: ReturnType<typeof table>, seat: number) => t.g.players[seat]?.deck.at(-1);

describe("Core bases: the list", () => {
  it("has the 16 core bases with the reference breakpoints, VP and names", () => {
    expect(coreBases.map((b) => [b.id, b.faction, b.breakpoint, b.vp])).toEqual([
      ["the-homeworld", "aliens", 23, [4, 2, 1]],
      ["the-mothership", "aliens", 20, [4, 2, 1]],
      ["jungle-oasis", "dinosaurs", 12, [2, 0, 0]],
      ["tar-pits", "dinosaurs", 16, [4, 3, 2]],
      ["ninja-dojo", "ninjas", 18, [2, 3, 2]],
      ["temple-of-goju", "ninjas", 18, [2, 3, 2]],
      ["the-grey-opal", "pirates", 17, [3, 1, 1]],
      ["tortuga", "pirates", 21, [4, 3, 2]],
      ["factory-436-1337", "robots", 25, [2, 2, 1]],
      ["the-central-brain", "robots", 19, [4, 2, 1]],
      ["cave-of-shinies", "tricksters", 23, [4, 2, 1]],
      ["mushroom-kingdom", "tricksters", 20, [5, 3, 2]],
      ["school-of-wizardry", "wizards", 20, [3, 2, 1]],
      ["the-great-library", "wizards", 22, [4, 2, 1]],
      ["evans-city-cemetery", "zombies", 20, [5, 3, 2]],
      ["rhodes-plaza-mall", "zombies", 24, [0, 0, 0]],
    ]);
    const fr = Object.fromEntries(coreBases.map((b) => [b.id, b.name.fr]));
    expect(fr["jungle-oasis"]).toBe("Oasis Luxuriante");
    expect(fr["the-mothership"]).toBe("Vaisseau-Amiral");
    expect(fr["ninja-dojo"]).toBe("Dojo Ninja");
    expect(fr["evans-city-cemetery"]).toBe("Cimetière d'Evans City");
    expect(fr["tar-pits"]).toBe("Tar Pits");
    for (const b of coreBases) {
      expect(b.key).toBe(`base:${b.id}`);
      expect(b.box).toBe("core");
      expect(b.text.en.length, b.id).toBeGreaterThan(0);
      expect(b.text.fr.length, b.id).toBeGreaterThan(0);
    }
  });
});

describe("The Homeworld", () => {
  it("during its owner's play phase, stores an extra minion of power 2 or less for later (PLAY-9)", () => {
    rules("PLAY-8", "PLAY-9");
    const t = table({
      players: [
        {
          factions: DA,
          hand: [
            { card: "aliens:collector", as: "col1" },
            { card: "aliens:collector", as: "col2" },
            { card: "dinosaurs:war-raptor", as: "raptor" },
            { card: "dinosaurs:king-rex", as: "rex" },
          ],
        },
        { factions: AD },
      ],
      bases: [{ id: "the-homeworld" }, { id: "the-great-library" }, { id: "rhodes-plaza-mall" }],
    });
    t.act(0, "col1@the-homeworld");
    expect(t.prompt.kind).toBe("main");
    expect(t.g.turn.extras).toEqual([{ kind: "minion", maxPower: 2, source: "base:the-homeworld" }]);
    // The extra may go to any base, but only for a minion of power 2 or less.
    expect(t.offers("col2@the-great-library")).toBe(true);
    expect(t.offers("rex@the-great-library")).toBe(false);
    // Each minion played there grants another one, the extras' own included.
    t.act(0, "raptor@the-homeworld");
    expect(t.g.turn.extras).toHaveLength(1);
    t.act(0, "col2@the-great-library");
    expect(t.g.turn.extras).toEqual([]);
    expect(t.offers("rex@the-great-library")).toBe(false);
    expect([t.where("col1"), t.where("raptor"), t.where("col2")]).toEqual([
      "base:the-homeworld",
      "base:the-homeworld",
      "base:the-great-library",
    ]);
  });

  const homeworldScoring = () =>
    table({
      players: [
        { factions: DA },
        {
          factions: ["basekit", "aliens"],
          hand: [
            { card: "basekit:ambusher", as: "amb" },
            { card: "aliens:collector", as: "col" },
            { card: "aliens:invader", as: "inv" },
          ],
        },
      ],
      phase: "score",
      bases: [
        { id: "the-homeworld", minions: [rex(0, 16, "rex")] },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });

  it("outside its owner's play phase, offers the extra at once (PLAY-10, MEFIRST-7)", () => {
    rules("PLAY-10", "MEFIRST-7", "TERM-SPECIAL", "PLAY-12");
    const t = homeworldScoring();
    t.expectPrompt(1, "beforeScoring").act(1, "amb");
    expect(t.where("amb")).toBe("base:the-homeworld");
    t.expectPrompt(1, "playExtraMinion");
    expect(t.offers("inv@the-homeworld")).toBe(false); // power 3
    t.act(1, "col@the-homeworld");
    // The Collector's own ability resolves first (ORDER-1); seat 1 declines it.
    t.expectPrompt(1, "return").act(1);
    // Then the Homeworld grants another extra, but no minion of power 2 or less is left.
    // Scoring: seat 0 23, seat 1 3 + 2 = 5.
    expect([t.vp(0), t.vp(1)]).toEqual([4, 2]);
    expect(t.where("col")).toBe("discard:1");
    expect(t.where("inv")).toBe("hand:1");
    expect(t.g.turn.extras).toEqual([]);
  });

  it("the extra offered outside the play phase may be declined", () => {
    const t = homeworldScoring();
    t.act(1, "amb").expectPrompt(1, "playExtraMinion").act(1);
    expect(t.where("col")).toBe("hand:1");
    expect([t.vp(0), t.vp(1)]).toEqual([4, 2]);
    expect(t.g.log.some((e) => e.k === "extraLost" && e.p[0] === 1)).toBe(true);
  });
});

describe("The Mothership", () => {
  it("lets the winner return one of their minions of power 3 or less from it to their hand", () => {
    rules("SCORE-15", "TERM-AFTER-SCORING");
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      phase: "score",
      bases: [
        {
          id: "the-mothership",
          minions: [
            rex(0, 3, "rex"),
            { card: "aliens:invader", owner: 0, as: "inv" },
            { card: "aliens:collector", owner: 0, as: "col" },
            {
              card: "aliens:collector",
              owner: 0,
              as: "big",
              attached: [{ card: "dinosaurs:upgrade", owner: 0, as: "up" }],
            },
            { card: "dinosaurs:laseratops", owner: 1, as: "laser" },
            { card: "aliens:collector", owner: 1, as: "theirs" },
          ],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.expectPrompt(0, "return");
    expect([t.vp(0), t.vp(1)]).toEqual([4, 2]);
    expect(t.offers("inv")).toBe(true);
    expect(t.offers("col")).toBe(true);
    expect(t.offers("big")).toBe(false); // 4 power with Upgrade
    expect(t.offers("rex")).toBe(false);
    expect(t.offers("theirs")).toBe(false);
    t.act(0, "inv");
    expect(t.where("inv")).toBe("hand:0");
    expect([t.where("rex"), t.where("col"), t.where("big"), t.where("up")]).toEqual([
      "discard:0",
      "discard:0",
      "discard:0",
      "discard:0",
    ]);
    expect(t.where("theirs")).toBe("discard:1");
  });

  it("is optional, and every tied winner may use it, the active player first (SCORE-13)", () => {
    rules("SCORE-13");
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      active: 1,
      phase: "score",
      bases: [
        {
          id: "the-mothership",
          minions: [
            rex(0, 3),
            { card: "aliens:collector", owner: 0, as: "col0" },
            rex(1, 3),
            { card: "aliens:collector", owner: 1, as: "col1" },
          ],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect([t.vp(0), t.vp(1)]).toEqual([4, 4]);
    t.expectPrompt(1, "return").act(1);
    t.expectPrompt(0, "return").act(0, "col0");
    expect(t.where("col0")).toBe("hand:0");
    expect(t.where("col1")).toBe("discard:1");
  });
});

describe("Jungle Oasis", () => {
  it("has no ability and pays 2 VP to the winner only", () => {
    rules("SCORE-11");
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [rex(0, 5, "rex"), { card: "aliens:collector", owner: 1, as: "col" }],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect([t.vp(0), t.vp(1)]).toEqual([2, 0]);
    expect([t.where("rex"), t.where("col")]).toEqual(["discard:0", "discard:1"]);
    expect(t.g.baseDiscard).toContain(t.base("jungle-oasis"));
  });
});

describe("Tar Pits", () => {
  it("puts a minion destroyed there on the bottom of its owner's deck, after the destroying card resolves", () => {
    rules("ORDER-1", "TERM-PLACE");
    const t = table({
      players: [
        { factions: DA, hand: [{ card: "dinosaurs:survival-of-the-fittest", as: "sotf" }] },
        { factions: AD },
      ],
      bases: [
        {
          id: "tar-pits",
          minions: [rex(0, 0, "rex"), { card: "aliens:collector", owner: 1, as: "pitted" }],
        },
        {
          id: "the-great-library",
          minions: [
            { card: "dinosaurs:laseratops", owner: 0 },
            { card: "aliens:collector", owner: 1, as: "elsewhere" },
          ],
        },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "sotf");
    expect(t.where("pitted")).toBe("deck:1");
    expect(bottomOfDeck(t, 1)).toBe(t.uid("pitted"));
    expect(t.g.log.some((e) => e.k === "placeBottom" && e.p[0] === t.uid("pitted"))).toBe(true);
    expect(t.where("elsewhere")).toBe("discard:1");
  });

  it("does nothing when the destruction is prevented, nor to minions discarded when it scores (SCORE-16)", () => {
    rules("SCORE-16");
    const t = table({
      players: [{ factions: DA }, { factions: AD, hand: [{ card: "dinosaurs:laseratops", as: "laser" }] }],
      active: 1,
      bases: [
        {
          id: "tar-pits",
          minions: [
            rex(0, 9, "rex"),
            {
              card: "aliens:collector",
              owner: 0,
              as: "col",
              attached: [{ card: "dinosaurs:tooth-and-claw-and-guns", owner: 0, as: "tc" }],
            },
          ],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(1, "laser@tar-pits");
    expect(t.where("col")).toBe("base:tar-pits");
    expect(t.where("tc")).toBe("discard:0");
    t.act(1, "end");
    // 16 + 2 + 4 ≥ 16: scored; every card there is discarded, not destroyed.
    expect([t.vp(0), t.vp(1)]).toEqual([4, 3]);
    expect([t.where("rex"), t.where("col"), t.where("laser")]).toEqual([
      "discard:0",
      "discard:0",
      "discard:1",
    ]);
  });
});

describe("Ninja Dojo", () => {
  it("lets each tied winner destroy any one minion, in priority order (SCORE-13, CARD-DOJO-NINJA)", () => {
    rules("SCORE-13", "CARD-DOJO-NINJA", "SCORE-10");
    const t = table({
      players: [{ factions: DA }, { factions: AD }, { factions: DA }],
      active: 1,
      phase: "score",
      bases: [
        {
          id: "ninja-dojo",
          minions: [rex(0, 3), rex(1, 3), { card: "aliens:supreme-overlord", owner: 2, as: "so" }],
        },
        {
          id: "the-great-library",
          minions: [
            { card: "dinosaurs:laseratops", owner: 0, as: "a" },
            { card: "aliens:collector", owner: 2, as: "b" },
            { card: "aliens:invader", owner: 1, as: "c" },
          ],
        },
        { id: "rhodes-plaza-mall" },
        { id: "factory-436-1337" },
      ],
    });
    // 10 / 10 / 5: two winners (2 VP each), nobody 2nd, the third player takes 3rd place's 2 VP.
    expect([t.vp(0), t.vp(1), t.vp(2)]).toEqual([2, 2, 2]);
    t.expectPrompt(1, "destroy");
    expect(t.offers("so")).toBe(true); // "any one minion", even on the Dojo itself
    t.act(1, "b");
    t.expectPrompt(0, "destroy").act(0, "c");
    expect([t.where("a"), t.where("b"), t.where("c")]).toEqual([
      "base:the-great-library",
      "discard:2",
      "discard:1",
    ]);
  });

  it("is optional", () => {
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      phase: "score",
      bases: [
        { id: "ninja-dojo", minions: [rex(0, 11), { card: "aliens:collector", owner: 1, as: "col" }] },
        { id: "the-great-library", minions: [{ card: "aliens:invader", owner: 1, as: "inv" }] },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect([t.vp(0), t.vp(1)]).toEqual([2, 3]);
    t.expectPrompt(0, "destroy").act(0);
    expect(t.where("inv")).toBe("base:the-great-library");
  });
});

describe("Temple of Goju", () => {
  it("puts each player's strongest minion there on the bottom of its owner's deck; the player picks among ties", () => {
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      phase: "score",
      bases: [
        {
          id: "temple-of-goju",
          minions: [
            rex(0, 0, "rex"),
            { card: "aliens:collector", owner: 0, counters: 1, as: "col0" },
            { card: "aliens:invader", owner: 1, as: "inv" },
            { card: "aliens:scout", owner: 1, as: "scout" },
            { card: "aliens:collector", owner: 1, as: "col1" },
          ],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    // 10 / 8: the runner-up gets more VP than the winner here.
    expect([t.vp(0), t.vp(1)]).toEqual([2, 3]);
    expect(t.where("rex")).toBe("deck:0");
    expect(bottomOfDeck(t, 0)).toBe(t.uid("rex"));
    t.expectPrompt(1, "placeBottom");
    expect(t.offers("inv")).toBe(true);
    expect(t.offers("col1")).toBe(false);
    t.act(1, "scout");
    expect(bottomOfDeck(t, 1)).toBe(t.uid("scout"));
    expect([t.where("inv"), t.where("col1"), t.where("col0")]).toEqual([
      "discard:1",
      "discard:1",
      "discard:0",
    ]);
  });
  it("Ninja Dojo: a winner who may ignore it (Infiltrate) can still pick their own minion there", () => {
    const t = table({
      players: [{ factions: ["dinosaurs", "ninjas"] }, { factions: AD }],
      phase: "score",
      bases: [
        {
          id: "ninja-dojo",
          minions: [rex(0, 11, "rex")],
          actions: [{ card: "ninjas:infiltrate", owner: 0 }],
        },
        { id: "the-great-library", minions: [{ card: "aliens:collector", owner: 1, as: "col" }] },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.expectPrompt(0, "destroy");
    expect(t.offers("rex")).toBe(true);
    expect(t.offers("col")).toBe(true);
  });

  it("spares the strongest minion of a player who ignores it (Infiltrate); a player with no minion there is not asked", () => {
    const t = table({
      players: [{ factions: ["dinosaurs", "ninjas"] }, { factions: ["aliens", "ninjas"] }],
      phase: "score",
      bases: [
        {
          id: "temple-of-goju",
          minions: [rex(0, 11, "rex")],
          actions: [
            { card: "ninjas:infiltrate", owner: 0 },
            { card: "ninjas:infiltrate", owner: 1 },
          ],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.expectPrompt(0, "ignoreBase").act(0, "yes");
    expect(t.prompt.purpose).not.toBe("ignoreBase");
    expect(t.where("rex")).toBe("discard:0");
  });

  it("is nobody's ability: Tooth and Claw... and Guns doesn't stop it", () => {
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      phase: "score",
      bases: [
        {
          id: "temple-of-goju",
          minions: [
            rex(0, 3, "rex"),
            {
              card: "aliens:supreme-overlord",
              owner: 1,
              as: "so",
              attached: [{ card: "dinosaurs:tooth-and-claw-and-guns", owner: 1, as: "tc" }],
            },
            { card: "aliens:invader", owner: 1, as: "inv" },
          ],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect([t.vp(0), t.vp(1)]).toEqual([2, 3]);
    expect(bottomOfDeck(t, 0)).toBe(t.uid("rex"));
    expect(bottomOfDeck(t, 1)).toBe(t.uid("so"));
    expect([t.where("tc"), t.where("inv")]).toEqual(["discard:1", "discard:1"]);
  });
});

describe("The Grey Opal", () => {
  it("lets every player but the winner move a minion from it, any minion, to another base", () => {
    rules("CONFLICT-10");
    const t = table({
      players: [{ factions: DA }, { factions: AD }, { factions: DA }],
      phase: "score",
      bases: [
        {
          id: "the-grey-opal",
          minions: [
            rex(0, 5, "rex"),
            { card: "aliens:collector", owner: 1, as: "g1" },
            { card: "aliens:invader", owner: 1, as: "g2" },
            { card: "aliens:collector", owner: 2, as: "g3" },
          ],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
        { id: "factory-436-1337" },
      ],
    });
    expect([t.vp(0), t.vp(1), t.vp(2)]).toEqual([3, 1, 1]);
    // "A minion" means any minion here (CONFLICT-10): the winner's and another player's too.
    t.expectPrompt(1, "move");
    expect(["rex", "g1", "g2", "g3"].map((a) => t.offers(a))).toEqual([true, true, true, true]);
    t.act(1, "g3").expectPrompt(1, "moveDestination").act(1, "the-great-library");
    t.expectPrompt(2, "move");
    expect(t.offers("g3")).toBe(false);
    t.act(2, "g2").act(2, "rhodes-plaza-mall");
    // Moved by someone else, each minion keeps its controller.
    expect(t.where("g3")).toBe("base:the-great-library");
    expect(t.where("g2")).toBe("base:rhodes-plaza-mall");
    expect(t.g.cards[t.uid("g3")]?.controller).toBe(2);
    expect([t.where("rex"), t.where("g1")]).toEqual(["discard:0", "discard:1"]);
  });

  it("doesn't let a player move a minion whose controller ignores the base (Infiltrate)", () => {
    const t = table({
      players: [{ factions: DA }, { factions: AD }, { factions: ["ninjas", "robots"] }],
      bases: [
        {
          id: "the-grey-opal",
          minions: [rex(0, 9, "rex"), { card: "robots:warbot", owner: 2, as: "war" }],
          actions: [{ card: "ninjas:infiltrate", owner: 2, as: "inf" }],
        },
        { id: "the-great-library", minions: [{ card: "aliens:collector", owner: 1 }] },
        { id: "rhodes-plaza-mall" },
        { id: "factory-436-1337" },
      ],
    });
    // Seat 2 played the Infiltrate in their last turn (a scenario can't say so yet).
    t.g.lasting.push({
      kind: "flag",
      name: "infiltrate",
      seat: 2,
      uid: t.uid("inf"),
      stay: 1,
      until: { kind: "startOfTurn", seat: 2 },
    });
    t.act(0, "end").expectPrompt(1, "move");
    expect(t.offers("rex")).toBe(true);
    expect(t.offers("war")).toBe(false);
    // Optional: declining moves nothing.
    t.act(1);
    expect(t.where("rex")).toBe("base:the-grey-opal");
  });
});

describe("Tortuga", () => {
  const tortuga = (p1Counters: number) =>
    table({
      players: [{ factions: DA }, { factions: AD }, { factions: DA }],
      phase: "score",
      bases: [
        {
          id: "tortuga",
          minions: [
            rex(0, 7),
            { card: "aliens:supreme-overlord", owner: 1, counters: p1Counters, as: "so" },
            { card: "aliens:collector", owner: 2 },
          ],
        },
        {
          id: "the-great-library",
          minions: [
            { card: "aliens:invader", owner: 1, as: "far1" },
            { card: "aliens:collector", owner: 0, as: "far0" },
            { card: "aliens:scout", owner: 2, as: "far2" },
          ],
        },
        { id: "rhodes-plaza-mall" },
        { id: "factory-436-1337" },
      ],
      baseDeck: ["jungle-oasis"],
    });

  it("after it is replaced, lets the runner-up move one of their minions to the replacement", () => {
    rules("SCORE-17");
    const t = tortuga(0);
    expect([t.vp(0), t.vp(1), t.vp(2)]).toEqual([4, 3, 2]);
    t.check({ basesInPlay: ["jungle-oasis", "the-great-library", "rhodes-plaza-mall", "factory-436-1337"] });
    t.expectPrompt(1, "move");
    expect(t.offers("far0")).toBe(false);
    expect(t.offers("far2")).toBe(false);
    expect(t.offers("so")).toBe(false); // already discarded with Tortuga
    t.act(1, "far1");
    expect(t.where("far1")).toBe("base:jungle-oasis");
  });

  it("is optional, and does nothing when the winners tie and nobody is runner-up", () => {
    const t = tortuga(0);
    t.act(1);
    expect(t.where("far1")).toBe("base:the-great-library");

    const tie = tortuga(9); // 14 / 14 / 2
    expect([tie.vp(0), tie.vp(1), tie.vp(2)]).toEqual([4, 4, 2]);
    expect(tie.prompt.kind).toBe("main");
    expect(tie.where("far1")).toBe("base:the-great-library");
  });
});

describe("Factory 436-1337", () => {
  it("gives the winner 1 VP for every 5 power they have there, on top of the VP", () => {
    rules("SCORE-14", "TERM-ON-SCORING");
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      phase: "score",
      bases: [
        {
          id: "factory-436-1337",
          minions: [rex(0, 8), { card: "aliens:invader", owner: 0 }, rex(1)],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    // 18 power: 2 VP + 3 VP; the runner-up gets its 2 VP only.
    expect([t.vp(0), t.vp(1)]).toEqual([5, 2]);
  });

  it("gives the bonus to every tied winner", () => {
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      phase: "score",
      bases: [
        { id: "factory-436-1337", minions: [rex(0, 6), rex(1, 6)] },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect([t.vp(0), t.vp(1)]).toEqual([4, 4]);
  });
});

describe("The Central Brain", () => {
  it("gives +1 power to each minion there, which counts for its breakpoint", () => {
    rules("SCORE-2");
    const t = table({
      players: [{ factions: DA, hand: [{ card: "aliens:invasion", as: "inv" }] }, { factions: AD }],
      bases: [
        {
          id: "the-central-brain",
          minions: [rex(0, 0, "rex0"), rex(1, 0, "rex1"), { card: "aliens:invader", owner: 0, as: "i" }],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect([t.power("rex0"), t.power("rex1"), t.power("i")]).toEqual([8, 8, 4]);
    t.act(0, "inv").act(0, "i").act(0, "the-great-library");
    expect(t.power("i")).toBe(3);
  });

  it("makes a base with 17 printed power reach its breakpoint of 19", () => {
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      phase: "score",
      bases: [
        {
          id: "the-central-brain",
          minions: [rex(0), rex(1), { card: "aliens:invader", owner: 0 }],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect([t.vp(0), t.vp(1)]).toEqual([4, 2]);
  });
});

describe("Cave of Shinies", () => {
  it("gives 1 VP to the owner of each minion destroyed there", () => {
    const t = table({
      players: [
        { factions: DA, hand: [{ card: "dinosaurs:survival-of-the-fittest", as: "sotf" }] },
        { factions: AD },
      ],
      bases: [
        {
          id: "cave-of-shinies",
          minions: [rex(0), { card: "aliens:collector", owner: 1, as: "col" }],
        },
        {
          id: "the-great-library",
          minions: [rex(1), { card: "aliens:collector", owner: 0, as: "mine" }],
        },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "sotf");
    expect([t.where("col"), t.where("mine")]).toEqual(["discard:1", "discard:0"]);
    expect([t.vp(0), t.vp(1)]).toEqual([0, 1]);
  });

  it("gives the VP even for a minion its own player destroyed, but nothing for minions discarded when it scores (SCORE-16)", () => {
    const t = table({
      players: [{ factions: DA, hand: [{ card: "dinosaurs:laseratops", as: "laser" }] }, { factions: AD }],
      bases: [
        {
          id: "cave-of-shinies",
          minions: [
            rex(0, 12),
            { card: "aliens:collector", owner: 0, as: "mine" },
            { card: "aliens:invader", owner: 1 },
          ],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "laser@cave-of-shinies");
    expect(t.where("mine")).toBe("discard:0");
    expect(t.vp(0)).toBe(1);
    // 19 + 4 + 3 = 26 ≥ 23: it scores; the discarded minions give no VP.
    t.act(0, "end");
    expect([t.vp(0), t.vp(1)]).toEqual([1 + 4, 2]);
  });
});

describe("Mushroom Kingdom", () => {
  const kingdom = (active: number) =>
    table({
      players: [{ factions: DA }, { factions: AD }],
      active,
      phase: "start",
      bases: [
        { id: "mushroom-kingdom", minions: [{ card: "aliens:scout", owner: 1, as: "here" }] },
        { id: "the-great-library", minions: [rex(0, 0, "r0"), rex(1, 0, "r1")] },
        { id: "rhodes-plaza-mall", minions: [{ card: "aliens:collector", owner: 1, as: "c1" }] },
      ],
    });

  it("at the start of a turn, lets that player move another player's minion from any base to it", () => {
    rules("START-1", "START-4", "TERM-YOU");
    const t = kingdom(0);
    t.expectPrompt(0, "move");
    expect(t.offers("r1")).toBe(true);
    expect(t.offers("c1")).toBe(true);
    expect(t.offers("r0")).toBe(false);
    expect(t.offers("here")).toBe(false);
    t.act(0, "r1");
    expect(t.where("r1")).toBe("base:mushroom-kingdom");
    t.expectPrompt(0, "main");
  });

  it("works for whichever player starts their turn, and is optional", () => {
    const t = kingdom(1);
    t.expectPrompt(1, "move");
    expect(t.offers("r0")).toBe(true);
    expect(t.offers("r1")).toBe(false);
    t.act(1);
    expect(t.where("r0")).toBe("base:the-great-library");
    t.expectPrompt(1, "main");
  });

  it("is another player's ability for Tooth and Claw... and Guns", () => {
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      phase: "start",
      bases: [
        { id: "mushroom-kingdom" },
        {
          id: "the-great-library",
          minions: [
            {
              card: "dinosaurs:king-rex",
              owner: 1,
              as: "r1",
              attached: [{ card: "dinosaurs:tooth-and-claw-and-guns", owner: 1, as: "tc" }],
            },
          ],
        },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "r1");
    expect(t.where("r1")).toBe("base:the-great-library");
    expect(t.where("tc")).toBe("discard:1");
  });
});

describe("School of Wizardry", () => {
  const school = (tie: boolean) =>
    table({
      players: [{ factions: DA }, { factions: AD }],
      phase: "score",
      bases: [
        {
          id: "school-of-wizardry",
          minions: [rex(0, 13), tie ? rex(1, 13) : { card: "aliens:collector", owner: 1 }],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
      baseDeck: ["jungle-oasis", "tar-pits", "the-homeworld", "the-mothership"],
    });

  it("lets the winner choose the replacement among the top three bases and order the others", () => {
    const t = school(false);
    expect([t.vp(0), t.vp(1)]).toEqual([3, 2]);
    t.expectPrompt(0, "chooseNextBase");
    expect(t.offers("jungle-oasis")).toBe(true);
    expect(t.offers("tar-pits")).toBe(true);
    expect(t.offers("the-mothership")).toBe(false);
    t.act(0, "the-homeworld");
    t.expectPrompt(0, "orderBaseDeck").act(0, "tar-pits");
    t.check({ basesInPlay: ["the-homeworld", "the-great-library", "rhodes-plaza-mall"] });
    expect(deckDefs(t).slice(0, 3)).toEqual(["base:tar-pits", "base:jungle-oasis", "base:the-mothership"]);
    expect(t.g.baseDiscard).toContain(t.base("school-of-wizardry"));
    expect(t.prompt.kind).toBe("main");
  });

  it("with tied winners, only the first in priority order chooses (SCORE-13)", () => {
    const t = school(true);
    expect([t.vp(0), t.vp(1)]).toEqual([3, 3]);
    t.expectPrompt(0, "chooseNextBase").act(0, "tar-pits");
    t.expectPrompt(0, "orderBaseDeck").act(0, "the-homeworld");
    expect(t.prompt.kind).toBe("main");
    t.check({ basesInPlay: ["tar-pits", "the-great-library", "rhodes-plaza-mall"] });
    expect(deckDefs(t).slice(0, 2)).toEqual(["base:the-homeworld", "base:jungle-oasis"]);
  });

  it("with an empty base deck, looks at the rebuilt deck, which holds the School itself (SCORE-3, OPEN-19)", () => {
    rules("SCORE-3", "DECK-7", "OPEN-19");
    // Every core base but the Oasis is in play; the Oasis is in the base discard.
    const others = coreBases
      .map((b) => b.id)
      .filter((id) => id !== "jungle-oasis" && id !== "school-of-wizardry");
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      bases: [{ id: "school-of-wizardry", minions: [rex(0, 13)] }, ...others.map((id) => ({ id }))],
    });
    const { g } = t;
    for (const b of g.baseDeck.splice(0)) {
      (g.bases[b] as { zone: string }).zone = "discard";
      g.baseDiscard.push(b);
    }
    t.act(0, "end");
    // Step 8 puts the School into the base discard before step 9 needs a base: both are looked at.
    t.expectPrompt(0, "chooseNextBase");
    expect(t.prompt.options.map((o) => t.g.bases[o.base ?? -1]?.def).sort()).toEqual([
      "base:jungle-oasis",
      "base:school-of-wizardry",
    ]);
    t.act(0, "school-of-wizardry");
    expect(g.basesInPlay[0]).toBe(t.base("school-of-wizardry"));
    expect(deckDefs(t)).toEqual(["base:jungle-oasis"]);
    expect(g.baseDiscard).toEqual([]);
  });

  it("is skipped while its ability is cancelled by Jammed Signal", () => {
    const t = table({
      players: [{ factions: DA }, { factions: AD }],
      phase: "score",
      bases: [
        {
          id: "school-of-wizardry",
          minions: [rex(0, 13)],
          actions: [{ card: "aliens:jammed-signal", owner: 1 }],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
      baseDeck: ["jungle-oasis", "tar-pits"],
    });
    expect(t.vp(0)).toBe(3);
    expect(t.prompt.kind).toBe("main");
    t.check({ basesInPlay: ["jungle-oasis", "the-great-library", "rhodes-plaza-mall"] });
  });
});

describe("The Great Library", () => {
  it("lets every player with minions there draw a card", () => {
    const t = table({
      players: [{ factions: DA }, { factions: AD }, { factions: DA }],
      active: 2,
      phase: "score",
      bases: [
        {
          id: "the-great-library",
          minions: [rex(0, 15), { card: "aliens:collector", owner: 1 }],
        },
        { id: "rhodes-plaza-mall", minions: [{ card: "aliens:collector", owner: 2 }] },
        { id: "factory-436-1337" },
        { id: "jungle-oasis" },
      ],
    });
    expect([t.vp(0), t.vp(1)]).toEqual([4, 2]);
    t.expectPrompt(0, "drawCard").act(0, "yes");
    t.expectPrompt(1, "drawCard").act(1, "no");
    // Seat 2 has no minion there and is not asked; it then draws its 2 cards of the draw phase.
    expect(t.g.players.map((p) => p.hand.length)).toEqual([1, 0, 2]);
  });
});

describe("Evans City Cemetery", () => {
  it("makes the winner discard their hand and draw five cards", () => {
    const t = table({
      players: [
        {
          factions: DA,
          hand: [
            { card: "dinosaurs:howl", as: "h1" },
            { card: "dinosaurs:augmentation", as: "h2" },
            { card: "aliens:scout", as: "h3" },
          ],
          deck: [
            "dinosaurs:rampage",
            "dinosaurs:upgrade",
            "aliens:probe",
            "aliens:invasion",
            "aliens:abduction",
          ],
        },
        { factions: AD, hand: [{ card: "aliens:scout", as: "keep" }] },
      ],
      active: 1,
      phase: "score",
      bases: [
        { id: "evans-city-cemetery", minions: [rex(0, 13), { card: "aliens:collector", owner: 1 }] },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect([t.vp(0), t.vp(1)]).toEqual([5, 3]);
    expect([t.where("h1"), t.where("h2"), t.where("h3")]).toEqual(["discard:0", "discard:0", "discard:0"]);
    expect(t.hand(0).map((u) => t.g.cards[u]?.def)).toEqual([
      "dinosaurs:rampage",
      "dinosaurs:upgrade",
      "aliens:probe",
      "aliens:invasion",
      "aliens:abduction",
    ]);
    expect(t.where("keep")).toBe("hand:1");
  });

  it("leaves the hand of a winner who ignores it (Infiltrate)", () => {
    const t = table({
      players: [
        { factions: ["dinosaurs", "ninjas"], hand: [{ card: "dinosaurs:howl", as: "h1" }] },
        { factions: AD },
      ],
      phase: "score",
      bases: [
        {
          id: "evans-city-cemetery",
          minions: [rex(0, 13)],
          actions: [{ card: "ninjas:infiltrate", owner: 0 }],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.expectPrompt(0, "ignoreBase").act(0, "yes");
    expect(t.where("h1")).toBe("hand:0");
  });
});

describe("Rhodes Plaza Mall", () => {
  const mall = (jammed: boolean) =>
    table({
      players: [{ factions: DA }, { factions: AD }, { factions: DA }],
      phase: "score",
      bases: [
        {
          id: "rhodes-plaza-mall",
          minions: [
            rex(0, 10),
            { card: "aliens:invader", owner: 0 },
            { card: "aliens:collector", owner: 0 },
            { card: "aliens:collector", owner: 1 },
          ],
          actions: jammed ? [{ card: "aliens:jammed-signal", owner: 1 }] : [],
        },
        { id: "the-great-library", minions: [{ card: "aliens:collector", owner: 2 }] },
        { id: "factory-436-1337" },
        { id: "jungle-oasis" },
      ],
    });

  it("gives each player 1 VP per minion they have there, and no VP for places", () => {
    const t = mall(false);
    expect([t.vp(0), t.vp(1), t.vp(2)]).toEqual([3, 1, 0]);
  });

  it("gives nothing while Jammed Signal cancels its ability (COMP-5)", () => {
    rules("COMP-5");
    const t = mall(true);
    expect([t.vp(0), t.vp(1), t.vp(2)]).toEqual([0, 0, 0]);
  });
});
