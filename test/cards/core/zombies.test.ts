import { describe, expect, it } from "vitest";
import { everyCard, rules, table, without } from "../../harness/table.ts";

type Entry = string | { card: string; as: string };

// Seat 0 plays Zombies (with Wizards); seat 1 is the opponent.
const ZW: [string, string] = ["zombies", "wizards"];
const AD: [string, string] = ["aliens", "dinosaurs"];
const BASES = [{ id: "jungle-oasis" }, { id: "factory-436-1337" }, { id: "rhodes-plaza-mall" }];

function zombieTable(hand: Entry[], more: { deck?: Entry[]; discard?: Entry[] } = {}) {
  return table({
    players: [{ factions: ZW, hand, ...more }, { factions: AD }],
    bases: BASES,
  });
}

describe("Zombies", () => {
  it("Zombie Lord plays minions of power 2 or less from the discard pile, one per base where you have none", () => {
    rules("PLAY-9", "CONFLICT-14");
    const t = table({
      players: [
        {
          factions: ZW,
          hand: [{ card: "zombies:zombie-lord", as: "zl" }],
          discard: [
            { card: "zombies:tenacious-z", as: "z" },
            { card: "wizards:enchantress", as: "en" },
            { card: "zombies:grave-digger", as: "gd" },
          ],
          deck: [{ card: "zombies:walker", as: "top" }],
        },
        { factions: AD },
      ],
      bases: [
        { id: "jungle-oasis" },
        { id: "factory-436-1337", minions: [{ card: "dinosaurs:king-rex", owner: 1 }] },
        { id: "rhodes-plaza-mall", minions: [{ card: "zombies:walker", owner: 0 }] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "zl@jungle-oasis").expectPrompt(0, "playExtraMinion");
    expect(t.offers("z@factory-436-1337")).toBe(true);
    expect(t.offers("en@the-central-brain")).toBe(true);
    expect(t.offers("z@rhodes-plaza-mall")).toBe(false);
    expect(t.offers("z@jungle-oasis")).toBe(false);
    expect(t.offers("gd")).toBe(false);
    t.act(0, "z@factory-436-1337");
    t.expectPrompt(0, "playExtraMinion");
    expect(t.offers("en@factory-436-1337")).toBe(false);
    t.act(0, "en@the-central-brain");
    // Enchantress's own ability resolved; no base is left without a minion of seat 0.
    expect(t.where("top")).toBe("hand:0");
    expect(t.prompt.kind).toBe("main");
    expect([t.where("z"), t.where("en"), t.where("gd")]).toEqual([
      "base:factory-436-1337",
      "base:the-central-brain",
      "discard:0",
    ]);
    expect(t.g.turn.freeMinion).toBe(0);
    expect(t.g.turn.minionsPlayed).toBe(3);
  });

  it("Zombie Lord stops when declined, asks nothing without a fitting minion, and respects Overrun", () => {
    rules("CONFLICT-7", "CONFLICT-5");
    const t = zombieTable([{ card: "zombies:zombie-lord", as: "zl" }], {
      discard: [
        { card: "zombies:walker", as: "w1" },
        { card: "zombies:walker", as: "w2" },
      ],
    });
    t.act(0, "zl@jungle-oasis").act(0);
    expect(t.prompt.kind).toBe("main");
    expect([t.where("w1"), t.where("w2")]).toEqual(["discard:0", "discard:0"]);

    const none = zombieTable([{ card: "zombies:zombie-lord", as: "zl" }], {
      discard: ["zombies:grave-digger", "wizards:summon"],
    });
    none.act(0, "zl@jungle-oasis");
    expect(none.prompt.kind).toBe("main");

    const blocked = table({
      players: [
        {
          factions: ZW,
          hand: [{ card: "zombies:zombie-lord", as: "zl" }],
          discard: [{ card: "zombies:tenacious-z", as: "z" }],
        },
        { factions: ["zombies", "aliens"] },
      ],
      bases: [
        { id: "jungle-oasis" },
        { id: "factory-436-1337", actions: [{ card: "zombies:overrun", owner: 1 }] },
        { id: "rhodes-plaza-mall" },
      ],
    });
    blocked.act(0, "zl@jungle-oasis").expectPrompt(0, "playExtraMinion");
    expect(blocked.offers("z@factory-436-1337")).toBe(false);
    expect(blocked.offers("z@rhodes-plaza-mall")).toBe(true);
  });

  it("Grave Digger may put a minion from the discard pile into the hand", () => {
    const t = zombieTable([{ card: "zombies:grave-digger", as: "gd" }], {
      discard: [
        { card: "zombies:walker", as: "w" },
        { card: "wizards:summon", as: "s" },
      ],
    });
    t.act(0, "gd@jungle-oasis").expectPrompt(0, "toHand");
    expect(t.offers("s")).toBe(false);
    t.act(0, "w");
    expect(t.where("w")).toBe("hand:0");

    const declined = zombieTable([{ card: "zombies:grave-digger", as: "gd" }], {
      discard: [{ card: "zombies:walker", as: "w" }],
    });
    declined.act(0, "gd@jungle-oasis").act(0);
    expect(declined.where("w")).toBe("discard:0");
  });

  it("Tenacious Z plays itself from the discard pile as an extra minion, one Tenacious Z per turn", () => {
    rules("PLAY-12", "TERM-SPECIAL", "PLAY-5");
    const t = zombieTable([{ card: "zombies:walker", as: "w" }], {
      discard: [
        { card: "zombies:tenacious-z", as: "z1" },
        { card: "zombies:tenacious-z", as: "z2" },
      ],
    });
    expect(t.offers("z1")).toBe(true);
    // Without They're Coming To Get You, it can't use a normal minion play from the discard pile.
    expect(t.offers("z1@jungle-oasis")).toBe(false);
    t.act(0, "z1").expectPrompt(0, "chooseBase").act(0, "factory-436-1337");
    expect(t.where("z1")).toBe("base:factory-436-1337");
    expect(t.g.turn.freeMinion).toBe(1);
    expect(t.g.turn.minionsPlayed).toBe(1);
    expect(t.offers("z2")).toBe(false);
    // The free minion play is still there.
    t.act(0, "w@jungle-oasis").act(0, "no");
    expect(t.where("w")).toBe("base:jungle-oasis");
  });

  it("Tenacious Z can't be used when no base accepts it, nor during another player's turn", () => {
    rules("CONFLICT-3");
    const t = table({
      players: [
        { factions: ZW, discard: [{ card: "zombies:tenacious-z", as: "z" }] },
        { factions: ["zombies", "aliens"] },
      ],
      bases: [{ id: "jungle-oasis", actions: [{ card: "zombies:overrun", owner: 1, as: "ov" }] }],
    });
    expect(t.offers("z")).toBe(false);

    const other = table({
      players: [{ factions: ZW, discard: [{ card: "zombies:tenacious-z", as: "z" }] }, { factions: AD }],
      active: 1,
      bases: BASES,
    });
    other.expectPrompt(1, "main");
    expect(other.offers("z")).toBe(false);
  });

  it("Walker looks at the top card privately and may discard it", () => {
    rules("TERM-LOOK");
    const t = zombieTable([{ card: "zombies:walker", as: "w" }], {
      deck: [{ card: "wizards:summon", as: "top" }],
    });
    rules("ZONE-5", "TERM-LOOK");
    t.act(0, "w@jungle-oasis").expectPrompt(0, "discardTop");
    const seen = t.g.log.filter((e) => e.k === "seeCard" && e.p[0] === t.uid("top"));
    expect(seen.map((e) => e.to)).toEqual([0]);
    expect(t.g.log.some((e) => e.k === "reveal" && e.p[1] === t.uid("top"))).toBe(false);
    t.act(0, "yes");
    expect(t.where("top")).toBe("discard:0");
    // The discarded card is public: the log names it.
    expect(t.g.log.some((e) => e.k === "discard" && e.p[0] === 0 && e.p[1] === t.uid("top"))).toBe(true);
  });

  it("Walker may leave the card on top", () => {
    const t = zombieTable([{ card: "zombies:walker", as: "w" }], {
      deck: [{ card: "wizards:summon", as: "top" }],
    });
    t.act(0, "w@jungle-oasis").act(0, "no");
    expect(t.g.players[0]?.deck[0]).toBe(t.uid("top"));
  });

  it("Walker looks at a deck rebuilt from the discard pile, and does nothing with no card at all", () => {
    rules("DECK-1", "CONFLICT-5");
    const rest = without(everyCard(...ZW), "zombies:walker", "wizards:summon");
    const t = table({
      players: [
        {
          factions: ZW,
          hand: [{ card: "zombies:walker", as: "w" }, ...rest],
          discard: [{ card: "wizards:summon", as: "s" }],
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    t.act(0, "w@jungle-oasis").expectPrompt(0, "discardTop");
    expect(t.where("s")).toBe("deck:0");
    t.act(0, "yes");
    expect(t.where("s")).toBe("discard:0");

    const nothing = table({
      players: [
        { factions: ZW, hand: [{ card: "zombies:walker", as: "w" }, ...rest, "wizards:summon"] },
        { factions: AD },
      ],
      bases: BASES,
    });
    nothing.act(0, "w@jungle-oasis");
    expect(nothing.prompt.kind).toBe("main");
    expect(nothing.where("w")).toBe("base:jungle-oasis");
  });

  it("Grave Robbing puts any card from the discard pile into the hand; with an empty discard it does nothing", () => {
    rules("ORDER-3", "CONFLICT-5");
    const t = zombieTable([{ card: "zombies:grave-robbing", as: "gr" }], {
      discard: [
        { card: "wizards:summon", as: "s" },
        { card: "zombies:walker", as: "w" },
      ],
    });
    t.act(0, "gr").expectPrompt(0, "toHand");
    // Grave Robbing itself is still resolving, not in the discard pile.
    expect(t.offers("gr")).toBe(false);
    t.act(0, "s");
    expect(t.where("s")).toBe("hand:0");
    expect(t.where("w")).toBe("discard:0");
    expect(t.where("gr")).toBe("discard:0");

    const empty = zombieTable([{ card: "zombies:grave-robbing", as: "gr" }]);
    empty.act(0, "gr");
    expect(empty.hand(0)).toEqual([]);
    expect(empty.where("gr")).toBe("discard:0");
  });

  it("Lend a Hand shuffles any number of cards from the discard pile into the deck", () => {
    rules("CONFLICT-8");
    const t = zombieTable([{ card: "zombies:lend-a-hand", as: "lah" }], {
      discard: [
        { card: "wizards:summon", as: "a" },
        { card: "zombies:walker", as: "b" },
        { card: "zombies:walker", as: "c" },
      ],
    });
    const deckBefore = t.g.players[0]?.deck.length ?? 0;
    t.act(0, "lah").expectPrompt(0, "shuffleIntoDeck").act(0, "a", "c");
    expect([t.where("a"), t.where("b"), t.where("c")]).toEqual(["deck:0", "discard:0", "deck:0"]);
    expect(t.g.players[0]?.deck.length).toBe(deckBefore + 2);

    const none = zombieTable([{ card: "zombies:lend-a-hand", as: "lah" }], {
      discard: [{ card: "zombies:walker", as: "b" }],
    });
    none.act(0, "lah").act(0);
    expect(none.where("b")).toBe("discard:0");
  });

  it("Mall Crawl names a card in the deck and discards any number of copies, then shuffles", () => {
    rules("DECK-4", "CONFLICT-8");
    const t = zombieTable([{ card: "zombies:mall-crawl", as: "mc" }], {
      deck: [
        { card: "zombies:walker", as: "w1" },
        { card: "zombies:walker", as: "w2" },
        { card: "zombies:walker", as: "w3" },
        { card: "zombies:walker", as: "w4" },
      ],
    });
    const before = (t.g.players[0]?.deck ?? []).slice();
    t.act(0, "mc").expectPrompt(0, "nameCard");
    // One label per name, sorted: their order tells nothing about the deck's.
    const labels = t.prompt.options.map((o) => o.label);
    expect(labels).toEqual([...new Set(labels)].sort());
    expect(t.offers("label:zombies:tenacious-z")).toBe(true);
    // Its only copy is being played: not in the deck, so it can't be named.
    expect(t.offers("label:zombies:mall-crawl")).toBe(false);
    t.act(0, "label:zombies:walker").expectPrompt(0, "toDiscardAny");
    expect(t.prompt.options.length).toBe(4);
    t.act(0, "w1", "w2", "w4");
    expect([t.where("w1"), t.where("w2"), t.where("w3"), t.where("w4")]).toEqual([
      "discard:0",
      "discard:0",
      "deck:0",
      "discard:0",
    ]);
    for (const w of ["w1", "w2", "w4"])
      expect(t.g.log.some((e) => e.k === "toDiscard" && e.p[0] === t.uid(w))).toBe(true);
    const after = t.g.players[0]?.deck ?? [];
    expect(after.length).toBe(before.length - 3);
    expect(after).not.toEqual(before.filter((u) => after.includes(u)));
  });

  it("Mall Crawl with nothing left to search names nothing", () => {
    rules("CONFLICT-5");
    const t = table({
      players: [
        {
          factions: ZW,
          hand: [
            { card: "zombies:mall-crawl", as: "mc" },
            ...without(everyCard(...ZW), "zombies:mall-crawl"),
          ],
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    t.act(0, "mc");
    expect(t.where("mc")).toBe("discard:0");
    expect(t.prompt.kind).toBe("main");
  });

  it("Not Enough Bullets takes any number of same-name minions from the discard pile", () => {
    const t = zombieTable([{ card: "zombies:not-enough-bullets", as: "neb" }], {
      discard: [
        { card: "zombies:walker", as: "w1" },
        { card: "zombies:walker", as: "w2" },
        { card: "zombies:walker", as: "w3" },
        { card: "zombies:tenacious-z", as: "z" },
        { card: "wizards:summon", as: "s" },
      ],
    });
    t.act(0, "neb").expectPrompt(0, "nameCard");
    expect(t.offers("label:zombies:tenacious-z")).toBe(true);
    expect(t.offers("label:wizards:summon")).toBe(false);
    t.act(0, "label:zombies:walker").expectPrompt(0, "toHandAny");
    expect(t.offers("z")).toBe(false);
    t.act(0, "w1", "w3");
    expect([t.where("w1"), t.where("w2"), t.where("w3"), t.where("z")]).toEqual([
      "hand:0",
      "discard:0",
      "hand:0",
      "discard:0",
    ]);

    const none = zombieTable([{ card: "zombies:not-enough-bullets", as: "neb" }], {
      discard: ["wizards:summon"],
    });
    none.act(0, "neb");
    expect(none.prompt.kind).toBe("main");
    expect(none.where("neb")).toBe("discard:0");
  });

  it("Outbreak's extra minion only goes to a base where you have no minions", () => {
    rules("PLAY-8", "PLAY-9");
    const t = table({
      players: [
        {
          factions: ZW,
          hand: [
            { card: "zombies:outbreak", as: "ob" },
            { card: "zombies:tenacious-z", as: "z1" },
            { card: "zombies:tenacious-z", as: "z2" },
          ],
        },
        { factions: AD },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "zombies:walker", owner: 0 }] },
        { id: "factory-436-1337", minions: [{ card: "dinosaurs:king-rex", owner: 1 }] },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "z1@jungle-oasis").act(0, "ob");
    expect(t.offers("z2@jungle-oasis")).toBe(false);
    expect(t.offers("z2@factory-436-1337")).toBe(true);
    expect(t.offers("z2@rhodes-plaza-mall")).toBe(true);
    t.act(0, "z2@factory-436-1337");
    expect(t.where("z2")).toBe("base:factory-436-1337");
    expect(t.g.turn.extras).toEqual([]);
  });

  it("Outbreak's extra is charged before the free minion play (OPEN-17)", () => {
    rules("OPEN-17");
    const t = table({
      players: [
        {
          factions: ZW,
          hand: [
            { card: "zombies:outbreak", as: "ob" },
            { card: "zombies:tenacious-z", as: "z1" },
            { card: "zombies:tenacious-z", as: "z2" },
          ],
        },
        { factions: AD },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "zombies:walker", owner: 0 }] },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "ob").act(0, "z1@factory-436-1337");
    expect(t.g.turn.freeMinion).toBe(1);
    expect(t.offers("z2@jungle-oasis")).toBe(true);
    t.act(0, "z2@jungle-oasis");
    expect(t.g.turn.minionsPlayed).toBe(2);
  });

  it("Overrun stops other players from playing minions on its base, not its controller", () => {
    rules("CONFLICT-3");
    const t = table({
      players: [{ factions: ZW }, { factions: AD, hand: [{ card: "dinosaurs:king-rex", as: "rex" }] }],
      active: 1,
      bases: [
        { id: "jungle-oasis", actions: [{ card: "zombies:overrun", owner: 0, as: "ov" }] },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect(t.offers("rex@jungle-oasis")).toBe(false);
    expect(t.offers("rex@factory-436-1337")).toBe(true);

    const own = table({
      players: [{ factions: ZW, hand: [{ card: "zombies:tenacious-z", as: "z" }] }, { factions: AD }],
      bases: [
        { id: "jungle-oasis", actions: [{ card: "zombies:overrun", owner: 0, as: "ov" }] },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect(own.offers("z@jungle-oasis")).toBe(true);
  });

  it("Overrun is destroyed at the start of its controller's next turn, not at another player's", () => {
    rules("START-1", "TERM-YOU");
    const t = table({
      players: [
        { factions: ZW, hand: [{ card: "zombies:overrun", as: "ov" }] },
        { factions: AD, hand: [{ card: "dinosaurs:king-rex", as: "rex" }] },
      ],
      bases: BASES,
    });
    t.act(0, "ov@factory-436-1337");
    expect(t.where("ov")).toBe("base:factory-436-1337");
    t.act(0, "end");
    // Seat 1's turn: Overrun is still there and still blocks.
    t.expectPrompt(1, "main");
    expect(t.where("ov")).toBe("base:factory-436-1337");
    expect(t.offers("rex@factory-436-1337")).toBe(false);
    t.act(1, "end");
    t.expectPrompt(0, "main");
    expect(t.where("ov")).toBe("discard:0");
  });

  it("They Keep Coming plays a minion from the discard pile at once; it may be declined", () => {
    rules("PLAY-9", "PLAY-13");
    const t = zombieTable([{ card: "zombies:they-keep-coming", as: "tkc" }], {
      discard: [
        { card: "zombies:grave-digger", as: "gd" },
        { card: "wizards:summon", as: "s" },
      ],
    });
    t.act(0, "tkc").expectPrompt(0, "playExtraMinion");
    expect(t.offers("s")).toBe(false);
    t.act(0, "gd@rhodes-plaza-mall");
    expect(t.where("gd")).toBe("base:rhodes-plaza-mall");
    expect(t.g.turn.freeMinion).toBe(1);
    expect(t.g.turn.extras).toEqual([]);

    const declined = zombieTable([{ card: "zombies:they-keep-coming", as: "tkc" }], {
      discard: [{ card: "zombies:walker", as: "w" }],
    });
    declined.act(0, "tkc").act(0);
    expect(declined.where("w")).toBe("discard:0");
    expect(declined.g.turn.extras).toEqual([]);
    expect(declined.where("tkc")).toBe("discard:0");
  });

  it("They Keep Coming with no minion in the discard pile is still played", () => {
    rules("CONFLICT-5");
    const t = zombieTable([{ card: "zombies:they-keep-coming", as: "tkc" }], { discard: ["wizards:summon"] });
    t.act(0, "tkc");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("tkc")).toBe("discard:0");
    expect(t.g.turn.freeAction).toBe(0);
  });

  it("They're Coming To Get You lets its controller play minions from the discard pile onto its base", () => {
    rules("TERM-YOURTURN");
    const t = zombieTable([{ card: "zombies:theyre-coming-to-get-you", as: "tc" }], {
      discard: [
        { card: "zombies:walker", as: "w1" },
        { card: "zombies:walker", as: "w2" },
      ],
    });
    expect(t.offers("w1@factory-436-1337")).toBe(false);
    t.act(0, "tc@factory-436-1337");
    expect(t.where("tc")).toBe("base:factory-436-1337");
    expect(t.offers("w1@factory-436-1337")).toBe(true);
    expect(t.offers("w1@jungle-oasis")).toBe(false);
    t.act(0, "w1@factory-436-1337").act(0, "no");
    expect(t.where("w1")).toBe("base:factory-436-1337");
    // It used the free minion play.
    expect(t.g.turn.freeMinion).toBe(0);
    expect(t.offers("w2@factory-436-1337")).toBe(false);
  });

  it("They're Coming To Get You helps nobody else, and Overrun beats it (can't beats can)", () => {
    rules("CONFLICT-3", "TERM-YOU");
    const other = table({
      players: [
        { factions: ZW },
        { factions: ["zombies", "aliens"], discard: [{ card: "zombies:walker", as: "w" }] },
      ],
      active: 1,
      bases: [
        { id: "jungle-oasis", actions: [{ card: "zombies:theyre-coming-to-get-you", owner: 0 }] },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect(other.offers("w@jungle-oasis")).toBe(false);

    const blocked = table({
      players: [
        { factions: ZW, discard: [{ card: "zombies:walker", as: "w" }] },
        { factions: ["zombies", "aliens"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          actions: [
            { card: "zombies:theyre-coming-to-get-you", owner: 0 },
            { card: "zombies:overrun", owner: 1 },
          ],
        },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect(blocked.offers("w@jungle-oasis")).toBe(false);
  });
});

describe("Walker shows the card it looks at (ZONE-5, TERM-LOOK)", () => {
  it("the discard-or-leave prompt carries the top card, for its player only", () => {
    const t = table({
      players: [
        {
          factions: ["zombies", "wizards"],
          hand: [{ card: "zombies:walker", as: "w" }],
          deck: [{ card: "wizards:summon", as: "top" }],
        },
        { factions: ["aliens", "dinosaurs"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "w@jungle-oasis").expectPrompt(0, "discardTop");
    expect(t.prompt.shown).toEqual([t.uid("top")]);
    t.act(0, "no");
    expect(t.where("top")).toBe("deck:0");
    expect(t.prompt.shown).toBeUndefined();
  });
});
