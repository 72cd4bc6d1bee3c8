import { describe, expect, it } from "vitest";
import { factionDef } from "../../../src/engine/defs.ts";
import { everyCard, rules, table, without } from "../../harness/table.ts";

type Entry = string | { card: string; as: string };

// Seat 0 plays Wizards (with Zombies); seat 1 owns the minions and decks the Wizards reach into.
const WZ: [string, string] = ["wizards", "zombies"];
const AD: [string, string] = ["aliens", "dinosaurs"];
const BASES = [{ id: "jungle-oasis" }, { id: "factory-436-1337" }, { id: "rhodes-plaza-mall" }];

function wizardTable(hand: Entry[], more: { deck?: Entry[]; discard?: Entry[] } = {}) {
  return table({
    players: [{ factions: WZ, hand, ...more }, { factions: AD }],
    bases: BASES,
  });
}

/** Whether the main prompt still offers any action play. */
function offersAnAction(t: ReturnType<typeof table>): boolean {
  return t.prompt.options.some((o) => o.id.startsWith("a"));
}

describe("Wizards", () => {
  it("Archmage gives one extra action on each of its controller's turns, from the turn it is played", () => {
    rules("PLAY-8", "TERM-ONGOING");
    const t = wizardTable([
      { card: "wizards:archmage", as: "am" },
      { card: "wizards:mystic-studies", as: "ms" },
      { card: "wizards:summon", as: "sum" },
      { card: "wizards:scry", as: "scry" },
    ]);
    t.act(0, "am@jungle-oasis");
    t.act(0, "ms");
    expect(t.offers("sum")).toBe(true);
    t.act(0, "sum");
    // Free action and Archmage's extra are both used: no third action.
    expect(t.offers("scry")).toBe(false);
    expect(offersAnAction(t)).toBe(false);
  });

  it("Archmage only helps its controller, once per turn", () => {
    const t = table({
      players: [
        { factions: WZ },
        {
          factions: AD,
          hand: [
            { card: "dinosaurs:howl", as: "howl" },
            { card: "aliens:invasion", as: "inv" },
          ],
        },
      ],
      active: 1,
      bases: [
        { id: "jungle-oasis", minions: [{ card: "wizards:archmage", owner: 0, as: "am" }] },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(1, "howl");
    expect(t.offers("inv")).toBe(false);
    expect(offersAnAction(t)).toBe(false);

    const mine = table({
      players: [
        {
          factions: WZ,
          hand: [
            { card: "wizards:mystic-studies", as: "ms1" },
            { card: "wizards:mystic-studies", as: "ms2" },
            { card: "wizards:scry", as: "scry" },
          ],
          deck: ["zombies:walker", "zombies:walker", "zombies:walker", "zombies:walker"],
        },
        { factions: AD },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "wizards:archmage", owner: 0, as: "am" }] },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    mine.act(0, "ms1").act(0, "ms2");
    expect(mine.g.turn.actionsPlayed).toBe(2);
    expect(offersAnAction(mine)).toBe(false);
  });

  it("Chronomage grants an extra action usable later in the play phase", () => {
    rules("PLAY-8", "PLAY-9");
    const t = wizardTable([
      { card: "wizards:chronomage", as: "cm" },
      { card: "wizards:summon", as: "sum" },
      { card: "wizards:mystic-studies", as: "ms" },
    ]);
    t.act(0, "cm@jungle-oasis");
    expect(t.g.turn.extras).toEqual([{ kind: "action", source: "wizards:chronomage" }]);
    t.act(0, "sum").act(0, "ms");
    expect(t.where("ms")).toBe("discard:0");
    expect(t.g.turn.actionsPlayed).toBe(2);
  });

  it("Enchantress draws a card", () => {
    const t = wizardTable([{ card: "wizards:enchantress", as: "en" }], {
      deck: [{ card: "zombies:walker", as: "top" }],
    });
    t.act(0, "en@factory-436-1337");
    expect(t.where("top")).toBe("hand:0");
    expect(t.where("en")).toBe("base:factory-436-1337");
  });

  it("Neophyte: a revealed action may go into the hand", () => {
    rules("TERM-REVEAL");
    const t = wizardTable([{ card: "wizards:neophyte", as: "neo" }], {
      deck: [{ card: "wizards:mystic-studies", as: "top" }],
    });
    t.act(0, "neo@jungle-oasis").expectPrompt(0, "revealedAction");
    expect(t.g.log.some((e) => e.k === "reveal" && e.p[1] === t.uid("top") && e.to === -1)).toBe(true);
    expect(t.offers("label:play")).toBe(true);
    t.act(0, "label:hand");
    expect(t.where("top")).toBe("hand:0");
    expect(t.g.turn.freeAction).toBe(1);
  });

  it("Neophyte: a revealed action may be played at once as an extra action", () => {
    rules("PLAY-9", "PLAY-13", "ORDER-4");
    const t = wizardTable([{ card: "wizards:neophyte", as: "neo" }], {
      deck: [
        { card: "wizards:mystic-studies", as: "top" },
        { card: "zombies:walker", as: "d1" },
        { card: "zombies:walker", as: "d2" },
      ],
    });
    t.act(0, "neo@jungle-oasis").act(0, "label:play");
    expect(t.where("top")).toBe("discard:0");
    expect([t.where("d1"), t.where("d2")]).toEqual(["hand:0", "hand:0"]);
    // An extra: the free action is untouched, and nothing is left for later.
    expect(t.g.turn.freeAction).toBe(1);
    expect(t.g.turn.extras).toEqual([]);
    expect(t.g.turn.actionsPlayed).toBe(1);
  });

  it("Neophyte: a revealed attach action is played on a host of the player's choice", () => {
    const t = wizardTable([{ card: "wizards:neophyte", as: "neo" }], {
      deck: [{ card: "zombies:overrun", as: "top" }],
    });
    t.act(0, "neo@jungle-oasis").act(0, "label:play").expectPrompt(0, "playExtraAction");
    t.act(0, "top@rhodes-plaza-mall");
    expect(t.where("top")).toBe("base:rhodes-plaza-mall");
  });

  it("Neophyte: a revealed action may be left on top; any other card stays on top without a question", () => {
    const t = wizardTable([{ card: "wizards:neophyte", as: "neo" }], {
      deck: [{ card: "wizards:summon", as: "top" }],
    });
    t.act(0, "neo@jungle-oasis").act(0, "label:top");
    expect(t.g.players[0]?.deck[0]).toBe(t.uid("top"));

    const minionTop = wizardTable([{ card: "wizards:neophyte", as: "neo" }], {
      deck: [{ card: "zombies:walker", as: "top" }],
    });
    minionTop.act(0, "neo@jungle-oasis");
    expect(minionTop.prompt.kind).toBe("main");
    expect(minionTop.g.players[0]?.deck[0]).toBe(minionTop.uid("top"));
  });

  it("Neophyte can't play the revealed action when actions are forbidden", () => {
    const t = wizardTable([{ card: "wizards:neophyte", as: "neo" }], {
      deck: [{ card: "wizards:summon", as: "top" }],
    });
    // As if Mark of Sleep had been played on this player.
    t.g.lasting.push({ kind: "noActions", seat: 0, turn: t.g.turn.number });
    t.act(0, "neo@jungle-oasis").expectPrompt(0, "revealedAction");
    expect(t.offers("label:play")).toBe(false);
    expect(t.offers("label:hand")).toBe(true);
    t.act(0, "label:hand");
    expect(t.where("top")).toBe("hand:0");
  });

  it("Mass Enchantment plays a revealed action of another player as its own extra; it goes to its owner's discard", () => {
    rules("CONFLICT-11", "TERM-REVEAL", "PLAY-9");
    const t = table({
      players: [
        { factions: WZ, hand: [{ card: "wizards:mass-enchantment", as: "me" }] },
        { factions: AD, deck: [{ card: "aliens:beam-up", as: "beam" }] },
        { factions: ["dinosaurs", "aliens"], deck: [{ card: "dinosaurs:king-rex", as: "rex" }] },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:war-raptor", owner: 2, as: "raptor" }] },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "me").expectPrompt(0, "playExtraAction");
    expect(t.offers("rex")).toBe(false);
    for (const a of ["beam", "rex"])
      expect(t.g.log.some((e) => e.k === "reveal" && e.p[1] === t.uid(a) && e.to === -1)).toBe(true);
    t.act(0, "beam");
    // Beam Up's only target is returned; the card itself goes back to its owner.
    expect(t.where("raptor")).toBe("hand:2");
    expect(t.where("beam")).toBe("discard:1");
    expect(t.where("me")).toBe("discard:0");
    expect(t.g.players[2]?.deck[0]).toBe(t.uid("rex"));
    expect(t.g.turn.actionsPlayed).toBe(2);
  });

  it("Mass Enchantment: the extra may be declined, and nothing is asked when no action is revealed", () => {
    rules("CONFLICT-7");
    const t = table({
      players: [
        { factions: WZ, hand: [{ card: "wizards:mass-enchantment", as: "me" }] },
        { factions: AD, deck: [{ card: "aliens:beam-up", as: "beam" }] },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:war-raptor", owner: 1, as: "raptor" }] },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "me").act(0);
    expect(t.g.players[1]?.deck[0]).toBe(t.uid("beam"));
    expect(t.where("raptor")).toBe("base:jungle-oasis");

    const none = table({
      players: [
        { factions: WZ, hand: [{ card: "wizards:mass-enchantment", as: "me" }] },
        { factions: AD, deck: [{ card: "dinosaurs:king-rex", as: "rex" }] },
      ],
      bases: BASES,
    });
    none.act(0, "me");
    expect(none.prompt.kind).toBe("main");
    expect(none.where("me")).toBe("discard:0");
    expect(none.g.players[1]?.deck[0]).toBe(none.uid("rex"));
  });

  it("Mass Enchantment reveals from a deck rebuilt from the discard pile when it is empty", () => {
    rules("DECK-1");
    const rest = everyCard(...AD);
    const t = table({
      players: [
        { factions: WZ, hand: [{ card: "wizards:mass-enchantment", as: "me" }] },
        {
          factions: AD,
          hand: without(rest, "aliens:beam-up"),
          discard: [{ card: "aliens:beam-up", as: "beam" }],
        },
      ],
      bases: BASES,
    });
    expect(t.g.players[1]?.deck).toEqual([]);
    t.act(0, "me").expectPrompt(0, "playExtraAction");
    expect(t.where("beam")).toBe("deck:1");
    t.act(0);
    expect(t.g.players[1]?.deck).toEqual([t.uid("beam")]);
  });

  it("Mystic Studies draws two cards", () => {
    const t = wizardTable([{ card: "wizards:mystic-studies", as: "ms" }], {
      deck: [
        { card: "zombies:walker", as: "a" },
        { card: "wizards:summon", as: "b" },
        { card: "wizards:scry", as: "c" },
      ],
    });
    t.act(0, "ms");
    expect([t.where("a"), t.where("b"), t.where("c")]).toEqual(["hand:0", "hand:0", "deck:0"]);
  });

  it("Mystic Studies draws from a deck rebuilt from the discard pile; Enchantress with no card left draws nothing", () => {
    rules("DECK-1", "DECK-2", "OPEN-12", "CONFLICT-5");
    const rest = without(everyCard(...WZ), "wizards:mystic-studies", "zombies:walker", "wizards:summon");
    const t = table({
      players: [
        {
          factions: WZ,
          hand: [{ card: "wizards:mystic-studies", as: "ms" }, ...rest],
          deck: [{ card: "zombies:walker", as: "a" }],
          discard: [{ card: "wizards:summon", as: "b" }],
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    t.act(0, "ms");
    expect([t.where("a"), t.where("b")]).toEqual(["hand:0", "hand:0"]);
    // Mystic Studies was still resolving: it was not shuffled into the new deck (ORDER-3).
    expect(t.where("ms")).toBe("discard:0");

    const dry = table({
      players: [
        {
          factions: WZ,
          hand: [
            { card: "wizards:enchantress", as: "en" },
            ...without(everyCard(...WZ), "wizards:enchantress"),
          ],
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    const handBefore = dry.hand(0).length;
    dry.act(0, "en@jungle-oasis");
    expect(dry.hand(0).length).toBe(handBefore - 1);
    expect(dry.where("en")).toBe("base:jungle-oasis");
  });

  it("Neophyte, Portal and Mass Enchantment reveal nothing from a deck and discard pile both empty", () => {
    rules("CONFLICT-5");
    // Every card of a player in their hand: nothing left to reveal.
    const dry = (key: string, alias: string) =>
      table({
        players: [
          { factions: WZ, hand: [{ card: key, as: alias }, ...without(everyCard(...WZ), key)] },
          { factions: AD, hand: everyCard(...AD) },
        ],
        bases: BASES,
      });
    const neo = dry("wizards:neophyte", "neo");
    neo.act(0, "neo@jungle-oasis");
    expect(neo.where("neo")).toBe("base:jungle-oasis");
    expect(neo.prompt.kind).toBe("main");
    for (const [key, alias] of [
      ["wizards:portal", "portal"],
      ["wizards:mass-enchantment", "me"],
    ] as const) {
      const t = dry(key, alias);
      t.act(0, alias);
      expect(t.where(alias)).toBe("discard:0");
      expect(t.prompt.kind).toBe("main");
    }
  });

  it("Portal: revealed minions go to the hand, the other cards back on top in the chosen order", () => {
    rules("TERM-REVEAL", "CONFLICT-8");
    const t = wizardTable([{ card: "wizards:portal", as: "portal" }], {
      deck: [
        { card: "zombies:walker", as: "m1" },
        { card: "wizards:mystic-studies", as: "a1" },
        { card: "wizards:enchantress", as: "m2" },
        { card: "wizards:summon", as: "a2" },
        { card: "zombies:zombie-lord", as: "m3" },
        { card: "zombies:grave-digger", as: "sixth" },
      ],
    });
    const deckBefore = t.g.players[0]?.deck.length ?? 0;
    t.act(0, "portal").expectPrompt(0, "toHandAny");
    expect(t.offers("m1") && t.offers("m2") && t.offers("m3")).toBe(true);
    expect(t.offers("a1") || t.offers("sixth")).toBe(false);
    t.act(0, "m1", "m3");
    t.expectPrompt(0, "orderDeckTop").act(0, "m2").act(0, "a2");
    expect([t.where("m1"), t.where("m3")]).toEqual(["hand:0", "hand:0"]);
    t.check({ deckTop: { "0": ["m2", "a2", "a1", "sixth"] } });
    expect(t.g.players[0]?.deck.length).toBe(deckBefore - 2);
    expect(t.where("portal")).toBe("discard:0");
  });

  it("Portal may take no minion, and refills an empty deck from the discard pile partway (DECK-1)", () => {
    rules("DECK-1", "CONFLICT-8");
    const all = without(everyCard(...WZ), "wizards:portal", "zombies:walker", "wizards:summon");
    const t = table({
      players: [
        {
          factions: WZ,
          hand: [{ card: "wizards:portal", as: "portal" }],
          deck: [
            { card: "zombies:walker", as: "w" },
            { card: "wizards:summon", as: "s" },
          ],
          discard: all,
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    t.act(0, "portal").expectPrompt(0, "toHandAny").act(0);
    expect(t.g.log.some((e) => e.k === "reshuffle" && e.p[0] === 0)).toBe(true);
    // Five cards were revealed (two, then three from the new deck); none went to the hand.
    expect(t.hand(0)).toEqual([]);
    while (t.prompt.purpose === "orderDeckTop") t.act(0, `#${t.prompt.options[0]!.id}`);
    expect(t.g.players[0]?.deck.length).toBe(all.length + 2);
    expect(t.where("portal")).toBe("discard:0");
  });

  it("Sacrifice draws cards equal to the chosen minion's power, then destroys it", () => {
    rules("TERM-POWER");
    const t = table({
      players: [{ factions: WZ, hand: [{ card: "wizards:sacrifice", as: "sac" }] }, { factions: AD }],
      bases: [
        {
          id: "the-central-brain",
          minions: [
            { card: "wizards:archmage", owner: 0, as: "am" },
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
          ],
        },
        { id: "jungle-oasis", minions: [{ card: "zombies:walker", owner: 0, as: "w" }] },
        { id: "factory-436-1337" },
      ],
    });
    t.act(0, "sac").expectPrompt(0, "chooseOwnMinion");
    expect(t.offers("rex")).toBe(false);
    t.act(0, "am");
    // Archmage has 5 power on The Central Brain.
    expect(t.hand(0).length).toBe(5);
    expect(t.where("am")).toBe("discard:0");
  });

  it("Sacrifice still draws when the minion can't be destroyed; with no minion it does nothing", () => {
    rules("CONFLICT-5", "TERM-AFFECT");
    const t = table({
      players: [{ factions: WZ, hand: [{ card: "wizards:sacrifice", as: "sac" }] }, { factions: AD }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:king-rex",
              owner: 1,
              controller: 0,
              as: "rex",
              attached: [{ card: "dinosaurs:tooth-and-claw-and-guns", owner: 1, as: "tc" }],
            },
          ],
        },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "sac");
    expect(t.hand(0).length).toBe(7);
    // Tooth and Claw (controlled by another player) takes the hit instead.
    expect(t.where("rex")).toBe("base:jungle-oasis");
    expect(t.where("tc")).toBe("discard:1");

    const empty = wizardTable([{ card: "wizards:sacrifice", as: "sac" }]);
    empty.act(0, "sac");
    expect(empty.hand(0)).toEqual([]);
    expect(empty.where("sac")).toBe("discard:0");
    expect(empty.g.turn.freeAction).toBe(0);
  });

  it("Scry takes an action from anywhere in the deck, reveals it, and shuffles the deck", () => {
    rules("TERM-REVEAL", "DECK-4");
    const t = wizardTable([{ card: "wizards:scry", as: "scry" }], {
      deck: [
        { card: "zombies:walker", as: "w" },
        { card: "zombies:tenacious-z", as: "z" },
        { card: "wizards:time-loop", as: "tl" },
      ],
    });
    t.act(0, "scry").expectPrompt(0, "toHand");
    expect(t.offers("tl")).toBe(true);
    expect(t.offers("w")).toBe(false);
    const before = (t.g.players[0]?.deck ?? []).filter((u) => u !== t.uid("tl"));
    t.act(0, "tl");
    expect(t.where("tl")).toBe("hand:0");
    expect(t.g.log.some((e) => e.k === "reveal" && e.p[1] === t.uid("tl") && e.to === -1)).toBe(true);
    const after = t.g.players[0]?.deck ?? [];
    expect([...after].sort()).toEqual([...before].sort());
    expect(after).not.toEqual(before);
  });

  it("Scry with no action in the deck only shuffles it", () => {
    rules("CONFLICT-5");
    const actions = everyCard(...WZ).filter(isActionKey);
    const t = wizardTable([{ card: "wizards:scry", as: "scry" }], {
      discard: without(actions, "wizards:scry"),
    });
    const before = (t.g.players[0]?.deck ?? []).slice();
    t.act(0, "scry");
    expect(t.prompt.kind).toBe("main");
    expect(t.hand(0)).toEqual([]);
    expect([...(t.g.players[0]?.deck ?? [])].sort()).toEqual([...before].sort());
    expect(t.g.players[0]?.deck).not.toEqual(before);
  });

  it("Summon grants an extra minion usable later in the play phase", () => {
    rules("PLAY-8", "PLAY-9");
    const t = wizardTable([
      { card: "wizards:summon", as: "sum" },
      { card: "zombies:tenacious-z", as: "z1" },
      { card: "zombies:tenacious-z", as: "z2" },
    ]);
    t.act(0, "sum").act(0, "z1@jungle-oasis").act(0, "z2@factory-436-1337");
    expect([t.where("z1"), t.where("z2")]).toEqual(["base:jungle-oasis", "base:factory-436-1337"]);
    expect(t.g.turn.minionsPlayed).toBe(2);
  });

  it("Time Loop grants two extra actions", () => {
    const t = wizardTable([
      { card: "wizards:time-loop", as: "tl" },
      { card: "wizards:summon", as: "s1" },
      { card: "wizards:summon", as: "s2" },
      { card: "wizards:scry", as: "scry" },
    ]);
    t.act(0, "tl").act(0, "s1").act(0, "s2");
    expect(t.offers("scry")).toBe(false);
    expect(t.g.turn.actionsPlayed).toBe(3);
  });

  it("Winds of Change shuffles the hand into the deck, draws five and grants an extra action", () => {
    rules("ORDER-3", "PLAY-9");
    const t = wizardTable([
      { card: "wizards:winds-of-change", as: "woc" },
      { card: "zombies:walker", as: "w1" },
      { card: "zombies:walker", as: "w2" },
    ]);
    const deckBefore = t.g.players[0]?.deck.length ?? 0;
    t.act(0, "woc");
    expect(t.hand(0).length).toBe(5);
    // The hand went into the deck; Winds of Change itself was still resolving (ORDER-3).
    expect(t.g.players[0]?.deck.length).toBe(deckBefore + 2 - 5);
    expect(t.where("woc")).toBe("discard:0");
    expect(t.g.turn.extras).toEqual([{ kind: "action", source: "wizards:winds-of-change" }]);
  });
});

function isActionKey(key: string): boolean {
  const [f, id] = key.split(":") as [string, string];
  return factionDef(f)?.cards.find((c) => c.id === id)?.type === "action";
}
