import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogBox } from "../../../cards/catalog.ts";
import incas from "../../../cards/culture-shock/ancient-incas.ts";
import incaBases from "../../../cards/culture-shock/bases/ancient-incas.ts";
import { action, faction, minion } from "../../../cards/define.ts";
import { runScenario, type Scenario } from "../../../src/drivers/scenario.ts";
import {
  breakpoint,
  card,
  playerPowerOn,
  registerBases,
  registerFaction,
  topBaseFaceUp,
} from "../../../src/engine/api.ts";
import { everyCard, rules, table, without } from "../../harness/table.ts";

// The box is registered by the lead at the end; until then the tests register what they use.
registerFaction(incas);
registerBases(incaBases);

const text = (en: string) => ({ en, fr: en });
// A test-only move restriction, standing in for the Polynesian Voyagers' Mo'ai (CS-13).
registerFaction(
  faction("incakit", "test", text("Incas test kit"), [
    minion({
      id: "statue",
      power: 3,
      count: 2,
      name: text("Kit Statue"),
      text: text("Ongoing: other players can't move their minions to this base, nor move this minion."),
      allowMove(g, self, mover, uid, _from, to) {
        const me = card(g, self);
        if (mover === me.controller) return true;
        if (uid === self) return false;
        return !(to === me.at && card(g, uid).controller === mover);
      },
    }),
    action({ id: "filler", count: 1, name: text("Kit Filler"), text: text("No effect.") }),
  ]),
);

/** The box's clarification scenarios for these cards. They live apart from test/scenarios/*.json,
 * which test/engine/scenarios.test.ts runs with the registered boxes only, until the box is. */
const SCENARIOS = join(import.meta.dirname, "..", "..", "scenarios", "culture-shock", "ancient-incas");
const scenarioFiles = readdirSync(SCENARIOS).filter((f) => f.endsWith(".json"));

type F = [string, string];
// Seat 0 plays the Incas (with the Dinosaurs: Upgrade plays on a minion, Wildlife Preserve on a
// base, Howl is a standard action); seats 1 and 2 are the others.
const INCA: F = ["ancient-incas", "dinosaurs"];
const P1: F = ["tricksters", "aliens"];
const KIT: F = ["incakit", "aliens"];
type Table = ReturnType<typeof table>;
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type Attached = NonNullable<Minion["attached"]>[number];
const h = (card: string, as: string) => ({ card, as });
const m = (card: string, owner: number, as: string, extra: Partial<Minion> = {}): Minion => ({
  card,
  owner,
  as,
  ...extra,
});
const a = (card: string, owner: number, as: string, extra: Partial<Attached> = {}): Attached => ({
  card,
  owner,
  as,
  ...extra,
});
const counters = (t: Table, alias: string) => t.g.cards[t.uid(alias)]?.counters;
const handSize = (t: Table, seat: number) => t.hand(seat).length;
const I = (id: string) => `ancient-incas:${id}`;

describe("Ancient Incas: the list", () => {
  it("has the 20 cards of the reference data: ids, types, printed power, counts, hosts and names", () => {
    expect(incas.cards.map((c) => [c.id, c.type, c.power, c.count, c.attach ?? null])).toEqual([
      ["sapa-inca", "minion", 5, 1, null],
      ["child-of-the-sun", "minion", 4, 2, null],
      ["incan-engineer", "minion", 3, 3, null],
      ["llama", "minion", 2, 4, null],
      ["armory", "action", 0, 2, "base"],
      ["ashlar-masonry", "action", 0, 1, null],
      ["fortress-walls", "action", 0, 2, "base"],
      ["golden-condor", "action", 0, 1, null],
      ["quipu-strings", "action", 0, 1, null],
      ["royal-highway", "action", 0, 1, "base"],
      ["signs-in-the-stars", "action", 0, 1, "base"],
      ["temple-of-the-sun", "action", 0, 1, "base"],
    ]);
    expect(incas.cards.reduce((n, c) => n + c.count, 0)).toBe(20);
    expect(incas.name).toEqual({ en: "Ancient Incas", fr: "Anciens Incas" });
    const cat = catalogBox("culture-shock")?.factions.find((f) => f.id === "ancient-incas");
    expect(cat?.name).toEqual(incas.name);
    for (const c of incas.cards) {
      const want = cat?.cards.find((x) => x.id === c.id);
      expect([c.key, c.box, c.faction, c.name]).toEqual([
        `ancient-incas:${c.id}`,
        "culture-shock",
        "ancient-incas",
        want?.name,
      ]);
      expect(c.text.fr).not.toBe(c.text.en);
    }
  });
});

describe("Ancient Incas: clarification scenarios (digest §17.1)", () => {
  it.each(scenarioFiles)("%s", (file) => {
    const outcome = runScenario(JSON.parse(readFileSync(join(SCENARIOS, file), "utf8")));
    expect(outcome.failures).toEqual([]);
    expect(outcome.pass).toBe(true);
  });
});

/** Every card of seat 0's factions not named in `elsewhere`: a discard pile that leaves the deck
 * empty (DECK-1 then rebuilds it from this pile). */
const allBut = (...elsewhere: string[]) => without(everyCard(...INCA), ...elsewhere);

// ---------------------------------------------------------------------------
// Sapa Inca and Incan Engineer (CS-4: the top of the deck, searches)

describe("Sapa Inca (search)", () => {
  const sapa = (deck: { card: string; as: string }[], discard: (string | { card: string; as: string })[]) =>
    table({
      players: [{ factions: INCA, hand: [h(I("sapa-inca"), "sapa")], deck, discard }, { factions: P1 }],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-homeworld" }],
    });

  it("one prompt over deck and discard pile, each option labelled by its pile; only actions that play on a base", () => {
    rules("DECK-4", "TERM-ATTACH");
    const t = sapa(
      [h(I("temple-of-the-sun"), "temple"), h("dinosaurs:upgrade", "up"), h("dinosaurs:howl", "howl")],
      [
        h(I("armory"), "armory"),
        h("dinosaurs:tooth-and-claw-and-guns", "tooth"),
        h(I("quipu-strings"), "quipu"),
      ],
    );
    t.act(0, "sapa@jungle-oasis").expectPrompt(0, "toHand");
    expect(t.prompt.min).toBe(1);
    const label = (alias: string) => t.prompt.options.find((o) => o.card === t.uid(alias))?.label;
    expect(["temple", "armory", "up", "howl", "tooth", "quipu"].map(label)).toEqual([
      "deck",
      "discard",
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    t.act(0, "armory");
    expect(t.where("armory")).toBe("hand:0");
    expect(t.where("temple")).toBe("deck:0");
    expect(t.g.players[0]?.discard.length).toBe(2);
    expect(t.g.log.some((e) => e.k === "searchDeck")).toBe(true);
  });

  it("takes one from the deck: the deck loses it", () => {
    const t = sapa([h(I("temple-of-the-sun"), "temple")], []);
    const deck = t.g.players[0]?.deck.length ?? 0;
    t.act(0, "sapa@jungle-oasis").act(0, "temple");
    expect(t.where("temple")).toBe("hand:0");
    expect(t.g.players[0]?.deck.length).toBe(deck - 1);
  });

  it("nothing that plays on a base in the deck or discard pile: no question, nothing moves", () => {
    rules("DECK-4");
    // Every action that plays on a base is in the hand; the rest of the cards fill the deck.
    const onBase = ["armory", "armory", "fortress-walls", "fortress-walls", "royal-highway"]
      .concat(["signs-in-the-stars", "temple-of-the-sun"])
      .map((id, i) => h(I(id), `b${i}`));
    const t = table({
      players: [
        {
          factions: INCA,
          hand: [h(I("sapa-inca"), "sapa"), h("dinosaurs:wildlife-preserve", "preserve"), ...onBase],
          discard: [h("dinosaurs:upgrade", "up")],
        },
        { factions: P1 },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-homeworld" }],
    });
    const deck = [...(t.g.players[0]?.deck ?? [])];
    t.act(0, "sapa@jungle-oasis");
    expect(t.prompt.purpose).toBe("main");
    expect(t.where("up")).toBe("discard:0");
    // Searched, so shuffled (DECK-4): the same cards.
    expect(t.g.players[0]?.deck.toSorted()).toEqual(deck.toSorted());
    expect(t.hand(0)).toHaveLength(8);
  });

  it("an empty deck is rebuilt from the discard pile first (DECK-1), then searched", () => {
    rules("DECK-1");
    const t = sapa([], allBut(I("sapa-inca")));
    expect(t.g.players[0]?.deck.length).toBe(0);
    t.act(0, "sapa@jungle-oasis").expectPrompt(0, "toHand");
    expect(t.prompt.options.every((o) => o.label === "deck")).toBe(true);
    t.act(0, "ancient-incas:royal-highway");
    expect(t.g.players[0]?.discard.length).toBe(0);
    expect(t.hand(0).map((u) => t.g.cards[u]?.def)).toEqual([I("royal-highway")]);
  });
});

describe("Incan Engineer", () => {
  const engineer = (deck: { card: string; as: string }[], discard: string[] = []) =>
    table({
      players: [{ factions: INCA, hand: [h(I("incan-engineer"), "eng")], deck, discard }, { factions: P1 }],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-homeworld" }],
    });

  it("reveals until an action that plays on a base: it goes to the hand, the others back into the deck", () => {
    rules("TOPDECK-1", "TOPDECK-4", "TERM-REVEAL");
    const t = engineer([
      h("dinosaurs:howl", "howl"),
      h("dinosaurs:upgrade", "up"),
      h(I("fortress-walls"), "walls"),
      h(I("armory"), "armory"),
    ]);
    const deck = t.g.players[0]?.deck.length ?? 0;
    t.act(0, "eng@jungle-oasis");
    expect(t.where("walls")).toBe("hand:0");
    expect(t.hand(0)).toEqual([t.uid("walls")]);
    expect(["howl", "up", "armory"].map((x) => t.where(x))).toEqual(["deck:0", "deck:0", "deck:0"]);
    expect(t.g.players[0]?.deck.length).toBe(deck - 1);
    // Revealed to everyone: Howl, Upgrade, Fortress Walls; not Armory.
    const revealed = t.g.log.filter((e) => e.k === "reveal" && e.to === -1).map((e) => e.p[1]);
    expect(revealed).toEqual([t.uid("howl"), t.uid("up"), t.uid("walls")]);
  });

  it("an empty deck is rebuilt from the discard pile before the first reveal (TOPDECK-2)", () => {
    rules("TOPDECK-2");
    const t = engineer([], allBut(I("incan-engineer")));
    t.act(0, "eng@jungle-oasis");
    expect(t.hand(0)).toHaveLength(1);
    const found = t.hand(0)[0] as number;
    expect(t.g.cards[found]?.def).toMatch(
      /ancient-incas:(armory|fortress-walls|royal-highway|signs-in-the-stars|temple-of-the-sun)|dinosaurs:wildlife-preserve/,
    );
    expect(t.g.players[0]?.discard).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// Armory (CS-6: power no minion carries)

describe("Armory", () => {
  it("+2 for each of your other actions here, on the base or on any minion here; not for other players' actions", () => {
    rules("APOWER-1", "SCORE-8", "TERM-YOURCARDS");
    const t = table({
      players: [{ factions: INCA }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [
            a(I("armory"), 0, "armory"),
            a("dinosaurs:wildlife-preserve", 0, "preserve"),
            a("tricksters:enshrouding-mist", 1, "mist"),
            // Owned by seat 1, controlled by seat 0: it is one of "your" actions.
            a("tricksters:flame-trap", 1, "borrowed", { controller: 0 }),
          ],
          minions: [
            m("aliens:invader", 1, "inv", { attached: [a("dinosaurs:upgrade", 0, "upgrade")] }),
            m("dinosaurs:king-rex", 0, "rex"),
          ],
        },
        { id: "tar-pits", actions: [a("dinosaurs:tooth-and-claw-and-guns", 0, "elsewhere")] },
        { id: "the-homeworld" },
      ],
    });
    const oasis = t.base("jungle-oasis");
    // King Rex 7 + 2 × (preserve, borrowed trap, upgrade on the other player's minion).
    expect(playerPowerOn(t.g, 0, oasis)).toBe(7 + 6);
    // Seat 1: Invader 3 + 2 (Upgrade), and nothing from the Armory.
    expect(playerPowerOn(t.g, 1, oasis)).toBe(5);
    // "Here" only: your action on Tar Pits gives you nothing there.
    expect(playerPowerOn(t.g, 0, t.base("tar-pits"))).toBe(0);
  });

  it("with nothing else: +0; two Armories count each other: +2 each", () => {
    const one = table({
      players: [{ factions: INCA }, { factions: P1 }],
      bases: [{ id: "jungle-oasis", actions: [a(I("armory"), 0, "armory")] }, { id: "tar-pits" }],
    });
    expect(playerPowerOn(one.g, 0, one.base("jungle-oasis"))).toBe(0);
    const two = table({
      players: [{ factions: INCA }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", actions: [a(I("armory"), 0, "a1"), a(I("armory"), 0, "a2")] },
        { id: "tar-pits" },
      ],
    });
    expect(playerPowerOn(two.g, 0, two.base("jungle-oasis"))).toBe(4);
    expect(playerPowerOn(two.g, 0, two.base("tar-pits"))).toBe(0);
  });

  it("an Armory another player controls gives its power to that player", () => {
    rules("TERM-YOU");
    const t = table({
      players: [{ factions: INCA }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [
            a(I("armory"), 0, "armory", { controller: 1 }),
            a("tricksters:enshrouding-mist", 1, "mist"),
            a("dinosaurs:wildlife-preserve", 0, "preserve"),
          ],
        },
        { id: "tar-pits" },
      ],
    });
    expect(playerPowerOn(t.g, 1, t.base("jungle-oasis"))).toBe(2);
    expect(playerPowerOn(t.g, 0, t.base("jungle-oasis"))).toBe(0);
  });

  it("your action destroyed: the power drops at once", () => {
    const t = table({
      active: 1,
      players: [{ factions: INCA }, { factions: P1, hand: [h("tricksters:disenchant", "dis")] }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [a(I("armory"), 0, "armory"), a("dinosaurs:wildlife-preserve", 0, "preserve")],
        },
        { id: "tar-pits" },
      ],
    });
    expect(playerPowerOn(t.g, 0, t.base("jungle-oasis"))).toBe(2);
    t.act(1, "dis").expectPrompt(1, "destroyAction").act(1, "preserve");
    expect(t.where("preserve")).toBe("discard:0");
    expect(playerPowerOn(t.g, 0, t.base("jungle-oasis"))).toBe(0);
  });

  it("with no minion there, its power makes the base reach its breakpoint and its player win (SCORE-9, APOWER-2)", () => {
    rules("APOWER-2", "SCORE-9", "SCORE-2");
    const t = table({
      phase: "score",
      players: [{ factions: INCA }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [a(I("armory"), 0, "a1"), a(I("armory"), 0, "a2")],
          minions: [m("aliens:invader", 1, "inv")],
        },
        { id: "tar-pits" },
        { id: "the-homeworld" },
      ],
      // 12 - 5 = 7 = 4 (Armories) + 3 (Invader).
      lasting: [{ breakpoint: "jungle-oasis", amount: -5 }],
    });
    expect(t.vp(0)).toBe(2);
    expect(t.vp(1)).toBe(0);
    expect(t.where("a1")).toBe("discard:0");
  });
});

// ---------------------------------------------------------------------------
// Fortress Walls

describe("Fortress Walls", () => {
  const walls = (oasis: Minion[], hand = [h(I("fortress-walls"), "walls")], actions: Attached[] = []) =>
    table({
      players: [{ factions: INCA, hand }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", minions: oasis, actions },
        { id: "tar-pits", minions: [m("dinosaurs:king-rex", 0, "away")] },
        { id: "the-homeworld" },
      ],
      turn: { freeAction: 3 },
    });

  it("on play: a counter on one of your minions here, chosen; other players' and yours elsewhere not offered", () => {
    rules("COUNTER-1", "TERM-ATTACH");
    const t = walls([
      m("dinosaurs:war-raptor", 0, "r1"),
      m("dinosaurs:armor-stego", 0, "stego"),
      m("aliens:invader", 1, "inv"),
      m("aliens:collector", 1, "lent", { controller: 0 }),
    ]);
    t.act(0, "walls@jungle-oasis").expectPrompt(0, "placeCounter");
    expect(["r1", "stego", "lent", "inv", "away"].map((x) => t.offers(x))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    t.act(0, "stego");
    expect(["r1", "stego", "inv", "lent", "away"].map((x) => counters(t, x))).toEqual([0, 1, 0, 0, 0]);
    expect(t.prompt.purpose).toBe("main");
  });

  it("no minion of yours here: nothing, and its own play doesn't trigger its ongoing", () => {
    const t = walls([m("aliens:invader", 1, "inv")]);
    t.act(0, "walls@jungle-oasis");
    expect(t.prompt.purpose).toBe("main");
    expect(counters(t, "inv")).toBe(0);
    expect(t.where("walls")).toBe("base:jungle-oasis");
  });

  it("ongoing: after you play another action here, you may place a counter (optional)", () => {
    rules("TERM-ONGOING");
    const take = walls(
      [m("dinosaurs:war-raptor", 0, "r1"), m("aliens:invader", 1, "inv")],
      [h("dinosaurs:wildlife-preserve", "preserve")],
      [a(I("fortress-walls"), 0, "walls")],
    );
    take.act(0, "preserve@jungle-oasis").expectPrompt(0, "placeCounter");
    expect(take.offers("inv")).toBe(false);
    take.act(0, "r1");
    expect(counters(take, "r1")).toBe(1);
    const decline = walls(
      [m("dinosaurs:war-raptor", 0, "r1")],
      [h("dinosaurs:wildlife-preserve", "preserve")],
      [a(I("fortress-walls"), 0, "walls")],
    );
    decline.act(0, "preserve@jungle-oasis").expectPrompt(0, "placeCounter").act(0);
    expect(counters(decline, "r1")).toBe(0);
  });

  it("a second Fortress Walls here: its own counter, then the first one's", () => {
    const t = walls(
      [m("dinosaurs:war-raptor", 0, "r1")],
      [h(I("fortress-walls"), "w2")],
      [a(I("fortress-walls"), 0, "w1")],
    );
    // Its own counter is mandatory (one minion: no question); the first Walls asks.
    t.act(0, "w2@jungle-oasis").expectPrompt(0, "placeCounter").act(0, "r1");
    expect(counters(t, "r1")).toBe(2);
  });

  it("not for an action on a minion here, on another base, a standard action, or another player's action", () => {
    const t = walls(
      [m("dinosaurs:war-raptor", 0, "r1")],
      [
        h("dinosaurs:upgrade", "up"),
        h("dinosaurs:wildlife-preserve", "preserve"),
        h("dinosaurs:howl", "howl"),
      ],
      [a(I("fortress-walls"), 0, "walls")],
    );
    t.act(0, "up@r1");
    t.act(0, "preserve@tar-pits");
    t.act(0, "howl");
    expect(t.prompt.purpose).toBe("main");
    expect(counters(t, "r1")).toBe(0);
    const other = table({
      active: 1,
      players: [{ factions: INCA }, { factions: P1, hand: [h("tricksters:enshrouding-mist", "mist")] }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [m("dinosaurs:war-raptor", 0, "r1"), m("aliens:invader", 1, "inv")],
          actions: [a(I("fortress-walls"), 0, "walls")],
        },
        { id: "tar-pits" },
      ],
    });
    other.act(1, "mist@jungle-oasis");
    expect(other.prompt.purpose).toBe("main");
    expect([counters(other, "r1"), counters(other, "inv")]).toEqual([0, 0]);
  });
});

// ---------------------------------------------------------------------------
// Temple of the Sun

describe("Temple of the Sun", () => {
  it("draws 1 on play, then 1 for each other action you play on its base: exact counts", () => {
    rules("TERM-ONGOING", "TERM-AFTER");
    const t = table({
      players: [
        {
          factions: INCA,
          hand: [
            h(I("temple-of-the-sun"), "temple"),
            h("dinosaurs:wildlife-preserve", "preserve"),
            h(I("armory"), "armory"),
            h("dinosaurs:upgrade", "up"),
            h("dinosaurs:howl", "howl"),
          ],
          deck: [
            h("dinosaurs:king-rex", "d1"),
            h("dinosaurs:laseratops", "d2"),
            h("dinosaurs:war-raptor", "d3"),
          ],
        },
        { factions: P1 },
      ],
      bases: [
        { id: "jungle-oasis", minions: [m("dinosaurs:armor-stego", 0, "stego")] },
        { id: "tar-pits" },
        { id: "the-homeworld" },
      ],
      turn: { freeAction: 5 },
    });
    t.act(0, "temple@jungle-oasis");
    expect(t.where("d1")).toBe("hand:0");
    expect(handSize(t, 0)).toBe(5);
    t.act(0, "preserve@jungle-oasis");
    expect(t.where("d2")).toBe("hand:0");
    // Elsewhere, on a minion here, a standard action: no draw.
    t.act(0, "armory@tar-pits");
    t.act(0, "up@stego");
    t.act(0, "howl");
    expect(handSize(t, 0)).toBe(2);
    expect(t.where("d3")).toBe("deck:0");
  });

  it("another player's action on its base draws nothing for anyone", () => {
    const t = table({
      active: 1,
      players: [
        { factions: INCA, deck: [h("dinosaurs:king-rex", "d1")] },
        { factions: P1, hand: [h("tricksters:enshrouding-mist", "mist")] },
      ],
      bases: [{ id: "jungle-oasis", actions: [a(I("temple-of-the-sun"), 0, "temple")] }, { id: "tar-pits" }],
    });
    t.act(1, "mist@jungle-oasis");
    expect([handSize(t, 0), handSize(t, 1)]).toEqual([0, 0]);
  });
});

// ---------------------------------------------------------------------------
// Quipu Strings

describe("Quipu Strings", () => {
  const quipu = (discard: { card: string; as: string }[]) =>
    table({
      players: [
        {
          factions: INCA,
          hand: [h(I("quipu-strings"), "quipu")],
          discard,
          deck: [h("dinosaurs:king-rex", "d1")],
        },
        { factions: P1 },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-homeworld" }],
    });

  it("plays an action that plays on a base from your discard pile, as an extra: it resolves (Temple draws)", () => {
    rules("PLAY-8", "PLAY-9", "TERM-PLAY");
    const t = quipu([
      h(I("temple-of-the-sun"), "temple"),
      h("dinosaurs:howl", "howl"),
      h("dinosaurs:upgrade", "up"),
    ]);
    t.act(0, "quipu").expectPrompt(0, "playExtraAction");
    expect(t.offers("howl")).toBe(false);
    expect(t.offers("up")).toBe(false);
    t.act(0, "temple@tar-pits");
    expect(t.where("temple")).toBe("base:tar-pits");
    expect(t.where("d1")).toBe("hand:0");
    expect(t.where("quipu")).toBe("discard:0");
    // The free action was Quipu's; the extra cost nothing more.
    expect(t.g.turn.freeAction).toBe(0);
  });

  it("optional: declined, the action stays in the discard pile", () => {
    const t = quipu([h(I("armory"), "armory")]);
    t.act(0, "quipu").expectPrompt(0, "playExtraAction").act(0);
    expect(t.where("armory")).toBe("discard:0");
    expect(t.prompt.purpose).toBe("main");
  });

  it("nothing fitting in the discard pile: no question", () => {
    const t = quipu([h("dinosaurs:howl", "howl")]);
    t.act(0, "quipu");
    expect(t.prompt.purpose).toBe("main");
    expect(t.where("howl")).toBe("discard:0");
  });
});

// ---------------------------------------------------------------------------
// Royal Highway

describe("Royal Highway", () => {
  const highway = (hand: { card: string; as: string }[], actions: Attached[] = []) =>
    table({
      players: [{ factions: INCA, hand }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [m("dinosaurs:war-raptor", 0, "here"), m("aliens:invader", 1, "theirs")],
          actions,
        },
        { id: "tar-pits", minions: [m("dinosaurs:king-rex", 0, "there"), m("aliens:scout", 1, "theirs2")] },
        { id: "the-homeworld", minions: [m("dinosaurs:laseratops", 0, "far")] },
      ],
      turn: { freeAction: 3 },
    });

  it("on play: one of your minions from another base to here", () => {
    rules("TERM-MOVE");
    const t = highway([h(I("royal-highway"), "road")]);
    t.act(0, "road@jungle-oasis").expectPrompt(0, "move");
    expect(["here", "there", "far", "theirs", "theirs2"].map((x) => t.offers(x))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    t.act(0, "far");
    expect(t.where("far")).toBe("base:jungle-oasis");
  });

  it("on play: one of your minions from here to a base you choose", () => {
    const t = highway([h(I("royal-highway"), "road")]);
    t.act(0, "road@jungle-oasis").act(0, "here").expectPrompt(0, "moveDestination").act(0, "the-homeworld");
    expect(t.where("here")).toBe("base:the-homeworld");
  });

  it("on play, optional: declined, nothing moves", () => {
    const t = highway([h(I("royal-highway"), "road")]);
    t.act(0, "road@jungle-oasis").act(0);
    expect(["here", "there", "far"].map((x) => t.where(x))).toEqual([
      "base:jungle-oasis",
      "base:tar-pits",
      "base:the-homeworld",
    ]);
  });

  it("ongoing: after you play an action on another base, one of your minions between the two", () => {
    const toThere = highway(
      [h("dinosaurs:wildlife-preserve", "preserve")],
      [a(I("royal-highway"), 0, "road")],
    );
    toThere.act(0, "preserve@tar-pits").expectPrompt(0, "move");
    expect(["here", "there", "far", "theirs", "theirs2"].map((x) => toThere.offers(x))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    toThere.act(0, "here");
    expect(toThere.where("here")).toBe("base:tar-pits");
    const toHere = highway(
      [h("dinosaurs:wildlife-preserve", "preserve")],
      [a(I("royal-highway"), 0, "road")],
    );
    toHere.act(0, "preserve@tar-pits").act(0, "there");
    expect(toHere.where("there")).toBe("base:jungle-oasis");
    const declined = highway(
      [h("dinosaurs:wildlife-preserve", "preserve")],
      [a(I("royal-highway"), 0, "road")],
    );
    declined.act(0, "preserve@tar-pits").act(0);
    expect([declined.where("here"), declined.where("there")]).toEqual(["base:jungle-oasis", "base:tar-pits"]);
  });

  it("not after an action on its own base, on a minion, or a standard action", () => {
    const t = highway(
      [
        h("dinosaurs:wildlife-preserve", "preserve"),
        h("dinosaurs:upgrade", "up"),
        h("dinosaurs:howl", "howl"),
      ],
      [a(I("royal-highway"), 0, "road")],
    );
    t.act(0, "preserve@jungle-oasis");
    t.act(0, "up@there");
    t.act(0, "howl");
    expect(t.prompt.purpose).toBe("main");
  });

  it("an action on its own base doesn't trigger it at all: nothing to order beside Temple of the Sun", () => {
    rules("ORDER-5");
    const t = table({
      players: [
        {
          factions: INCA,
          hand: [h("dinosaurs:wildlife-preserve", "preserve")],
          deck: [h("dinosaurs:howl", "d0")],
        },
        { factions: P1 },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [m("dinosaurs:war-raptor", 0, "here")],
          actions: [a(I("royal-highway"), 0, "road"), a(I("temple-of-the-sun"), 0, "temple")],
        },
        { id: "tar-pits", minions: [m("dinosaurs:king-rex", 0, "there")] },
        { id: "the-homeworld" },
      ],
    });
    t.act(0, "preserve@jungle-oasis");
    expect(t.prompt.purpose).toBe("main");
    expect(t.where("d0")).toBe("hand:0");
    expect([t.where("here"), t.where("there")]).toEqual(["base:jungle-oasis", "base:tar-pits"]);
  });
});

// ---------------------------------------------------------------------------
// Sapa Inca's ongoing

describe("Sapa Inca (ongoing)", () => {
  const sapa = (hand: { card: string; as: string }[], active = 0, sapaController = 0) =>
    table({
      active,
      players: [
        { factions: INCA, hand: active === 0 ? hand : [] },
        { factions: P1, hand: active === 1 ? hand : [] },
      ],
      bases: [
        { id: "jungle-oasis", minions: [m(I("sapa-inca"), 0, "sapa", { controller: sapaController })] },
        {
          id: "tar-pits",
          minions: [
            m("dinosaurs:war-raptor", 0, "r1"),
            m("dinosaurs:king-rex", 0, "rex"),
            m("aliens:invader", 1, "inv"),
          ],
        },
        { id: "the-homeworld", minions: [m("aliens:scout", 1, "scout")] },
      ],
      turn: { freeAction: 3 },
    });

  it("after you play an action on a base: a counter on one of your minions there (mandatory)", () => {
    rules("COUNTER-1", "TERM-AFTER");
    const t = sapa([h("dinosaurs:wildlife-preserve", "preserve")]);
    t.act(0, "preserve@tar-pits").expectPrompt(0, "placeCounter");
    expect(t.prompt.min).toBe(1);
    expect(["r1", "rex", "inv", "sapa"].map((x) => t.offers(x))).toEqual([true, true, false, false]);
    t.act(0, "rex");
    expect(["r1", "rex", "inv", "sapa"].map((x) => counters(t, x))).toEqual([0, 1, 0, 0]);
  });

  it("no minion of yours there, an action on a minion, or a standard action: no counter", () => {
    const t = sapa([
      h("dinosaurs:wildlife-preserve", "preserve"),
      h("dinosaurs:upgrade", "up"),
      h("dinosaurs:howl", "howl"),
    ]);
    t.act(0, "preserve@the-homeworld");
    t.act(0, "up@r1");
    t.act(0, "howl");
    expect(t.prompt.purpose).toBe("main");
    expect(["r1", "rex", "sapa", "scout"].map((x) => counters(t, x))).toEqual([0, 0, 0, 0]);
  });

  it("not after you play a minion, nor an action on a minion (Sapa Inca itself, card number 0)", () => {
    rules("TERM-ATTACH");
    const t = sapa([h("dinosaurs:armor-stego", "stego"), h("dinosaurs:upgrade", "up")]);
    t.act(0, "stego@tar-pits");
    expect(t.prompt.purpose).toBe("main");
    expect(["r1", "rex", "stego"].map((x) => counters(t, x))).toEqual([0, 0, 0]);
    // The first card dealt has the number 0: an action on it is still on a minion.
    expect(t.uid("sapa")).toBe(0);
    t.act(0, "up@sapa");
    expect(t.prompt.purpose).toBe("main");
    expect(counters(t, "sapa")).toBe(0);
  });

  it("an action on the base numbered 0 counts like any other", () => {
    const t = table({
      players: [{ factions: INCA, hand: [h("dinosaurs:wildlife-preserve", "preserve")] }, { factions: P1 }],
      bases: [
        { id: "the-homeworld", minions: [m("dinosaurs:war-raptor", 0, "r1")] },
        { id: "jungle-oasis", minions: [m(I("sapa-inca"), 0, "sapa")] },
        { id: "tar-pits" },
      ],
    });
    expect(t.base("the-homeworld")).toBe(0);
    t.act(0, "preserve@the-homeworld");
    expect([counters(t, "r1"), counters(t, "sapa")]).toEqual([1, 0]);
  });

  it("a standard action doesn't trigger it: nothing to order beside Royal Highway", () => {
    rules("ORDER-5");
    const t = table({
      players: [{ factions: INCA, hand: [h("dinosaurs:howl", "howl")] }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [m(I("sapa-inca"), 0, "sapa")],
          actions: [a(I("royal-highway"), 0, "road")],
        },
        { id: "tar-pits", minions: [m("dinosaurs:war-raptor", 0, "r1")] },
        { id: "the-homeworld" },
      ],
    });
    t.act(0, "howl");
    expect(t.prompt.purpose).toBe("main");
    expect([counters(t, "sapa"), counters(t, "r1")]).toEqual([0, 0]);
  });

  it("another player's action: no counter for Sapa's controller; for its controller, on their minions", () => {
    rules("TERM-YOU");
    const t = sapa([h("tricksters:enshrouding-mist", "mist")], 1);
    t.act(1, "mist@tar-pits");
    expect(["r1", "rex", "inv"].map((x) => counters(t, x))).toEqual([0, 0, 0]);
    const theirs = sapa([h("tricksters:enshrouding-mist", "mist")], 1, 1);
    theirs.act(1, "mist@tar-pits");
    expect(["r1", "rex", "inv"].map((x) => counters(theirs, x))).toEqual([0, 0, 1]);
  });
});

// ---------------------------------------------------------------------------
// Actions that care about actions (CS-5)

describe("Child of the Sun", () => {
  const child = (
    hand: { card: string; as: string }[],
    opts: { children?: number; turn?: Scenario["turn"]; active?: number } = {},
  ) =>
    table({
      active: opts.active ?? 0,
      players: [
        { factions: INCA, hand: (opts.active ?? 0) === 0 ? hand : [] },
        { factions: P1, hand: opts.active === 1 ? hand : [] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            ...Array.from({ length: opts.children ?? 1 }, (_, i) => m(I("child-of-the-sun"), 0, `child${i}`)),
            m("aliens:invader", 1, "inv"),
          ],
        },
        { id: "tar-pits" },
        { id: "the-homeworld" },
      ],
      turn: opts.turn ?? { freeAction: 1 },
    });

  it("the first action you play on its base this turn: an extra action, stored for later in the phase", () => {
    rules("PLAY-8", "PLAY-9");
    const t = child([
      h(I("armory"), "armory"),
      h("dinosaurs:wildlife-preserve", "preserve"),
      h("dinosaurs:howl", "howl"),
    ]);
    t.act(0, "armory@jungle-oasis");
    expect(t.g.turn.extras.map((x) => x.kind)).toEqual(["action"]);
    expect(t.prompt.purpose).toBe("main");
    // The stored extra pays for the next action; the second one here grants nothing more.
    t.act(0, "preserve@jungle-oasis");
    expect(t.g.turn.extras).toEqual([]);
    expect(t.offers("howl")).toBe(false);
  });

  it("two Children on the base: two extras", () => {
    const t = child([h(I("armory"), "armory")], { children: 2 });
    t.act(0, "armory@jungle-oasis");
    expect(t.g.turn.extras.map((x) => x.kind)).toEqual(["action", "action"]);
  });

  it("not for an action on a minion there, on another base, or a standard action", () => {
    const t = child(
      [
        h("dinosaurs:upgrade", "up"),
        h("dinosaurs:wildlife-preserve", "preserve"),
        h("dinosaurs:howl", "howl"),
      ],
      { turn: { freeAction: 3 } },
    );
    // Read after each play: an extra granted would pay for the next one.
    t.act(0, "up@child0");
    expect(t.g.turn.extras).toEqual([]);
    t.act(0, "preserve@tar-pits");
    expect(t.g.turn.extras).toEqual([]);
    t.act(0, "howl");
    expect(t.g.turn.extras).toEqual([]);
  });

  it("actions on a minion there, on another base or standard don't count: the next one on the base itself is the first", () => {
    rules("TERM-ATTACH", "TERM-STANDARD");
    const t = table({
      // King Rex, the first card dealt, has the number 0.
      players: [
        {
          factions: ["dinosaurs", "ancient-incas"],
          hand: [
            h("dinosaurs:upgrade", "up"),
            h("dinosaurs:wildlife-preserve", "preserve"),
            h("dinosaurs:howl", "howl"),
            h(I("armory"), "armory"),
          ],
        },
        { factions: P1 },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [m(I("child-of-the-sun"), 0, "child"), m("dinosaurs:king-rex", 0, "rex")],
        },
        { id: "tar-pits" },
        { id: "the-homeworld" },
      ],
      turn: { freeAction: 4 },
    });
    expect(t.uid("rex")).toBe(0);
    t.act(0, "up@rex").act(0, "preserve@tar-pits").act(0, "howl");
    expect(t.g.turn.extras).toEqual([]);
    t.act(0, "armory@jungle-oasis");
    expect(t.g.turn.extras.map((x) => x.kind)).toEqual(["action"]);
  });

  it("an action you played there before it arrived was the first: a later one grants nothing", () => {
    const t = table({
      players: [
        {
          factions: INCA,
          hand: [
            h(I("armory"), "armory"),
            h(I("child-of-the-sun"), "child"),
            h(I("fortress-walls"), "walls"),
          ],
        },
        { factions: P1 },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-homeworld" }],
      turn: { freeAction: 2 },
    });
    t.act(0, "armory@jungle-oasis").act(0, "child@jungle-oasis").act(0, "walls@jungle-oasis");
    expect(t.g.turn.extras).toEqual([]);
  });

  it("another player's first action there grants nothing to the Child's controller", () => {
    const t = child([h("tricksters:enshrouding-mist", "mist")], { active: 1 });
    t.act(1, "mist@jungle-oasis");
    expect(t.g.turn.extras).toEqual([]);
  });
});

describe("Llama", () => {
  const llama = (actions: { tar: Attached[]; oasis?: Attached[] }, minions: Minion[] = []) =>
    table({
      players: [
        { factions: INCA, hand: [h(I("llama"), "llama")], deck: [h("dinosaurs:howl", "d0")] },
        { factions: P1 },
      ],
      bases: [
        {
          id: "jungle-oasis",
          actions: actions.oasis ?? [],
          minions: [m("dinosaurs:war-raptor", 0, "raptor")],
        },
        { id: "tar-pits", actions: actions.tar, minions },
        { id: "the-homeworld" },
      ],
    });

  it("returns your action from another base and plays it here at once: it resolves again (a new counter)", () => {
    rules("TERM-RETURN", "CARD-FINIST", "PLAY-9");
    const t = llama({ tar: [a(I("fortress-walls"), 0, "walls")] });
    t.act(0, "llama@jungle-oasis").expectPrompt(0, "returnAction").act(0, "walls");
    t.expectPrompt(0, "playExtraAction");
    expect(t.prompt.options.map((o) => o.base)).toEqual([t.base("jungle-oasis")]);
    t.act(0, "walls@jungle-oasis").expectPrompt(0, "placeCounter").act(0, "llama");
    expect(t.where("walls")).toBe("base:jungle-oasis");
    expect([counters(t, "llama"), counters(t, "raptor")]).toEqual([1, 0]);
    // An extra: the free action is still there.
    expect(t.g.turn.freeAction).toBe(1);
  });

  it("only your actions on another base itself: not another player's, not one on a minion, not one here", () => {
    const t = llama(
      {
        tar: [a("tricksters:enshrouding-mist", 1, "mist"), a(I("armory"), 0, "armory")],
        oasis: [a(I("temple-of-the-sun"), 0, "temple")],
      },
      [m("aliens:invader", 1, "inv", { attached: [a("dinosaurs:upgrade", 0, "up")] })],
    );
    t.act(0, "llama@jungle-oasis").expectPrompt(0, "returnAction");
    expect(["armory", "mist", "up", "temple"].map((x) => t.offers(x))).toEqual([true, false, false, false]);
  });

  it("optional: declined, nothing moves; nothing to return, no question", () => {
    const t = llama({ tar: [a(I("armory"), 0, "armory")] });
    t.act(0, "llama@jungle-oasis").act(0);
    expect(t.where("armory")).toBe("base:tar-pits");
    expect(t.prompt.purpose).toBe("main");
    const none = llama({ tar: [] });
    none.act(0, "llama@jungle-oasis");
    expect(none.prompt.purpose).toBe("main");
  });

  it("an action you control but another player owns goes back to its owner's hand, not replayed", () => {
    rules("TERM-RETURN", "CONFLICT-11");
    const t = llama({ tar: [a("tricksters:flame-trap", 1, "trap", { controller: 0 })] });
    t.act(0, "llama@jungle-oasis").act(0, "trap");
    expect(t.where("trap")).toBe("hand:1");
    expect(t.prompt.purpose).toBe("main");
  });
});

describe("Golden Condor", () => {
  const condor = () =>
    table({
      players: [
        { factions: INCA, hand: [h(I("golden-condor"), "condor")], deck: [h("dinosaurs:howl", "d0")] },
        { factions: P1 },
      ],
      bases: [
        {
          id: "jungle-oasis",
          actions: [a(I("temple-of-the-sun"), 0, "temple"), a("tricksters:enshrouding-mist", 1, "mist")],
          minions: [m("dinosaurs:war-raptor", 0, "raptor", { attached: [a("dinosaurs:upgrade", 0, "up")] })],
        },
        {
          id: "tar-pits",
          actions: [a("tricksters:flame-trap", 1, "trap", { controller: 0 })],
          minions: [m("dinosaurs:king-rex", 0, "rex")],
        },
        { id: "the-homeworld" },
      ],
    });

  it("returns any number of your actions, then each must be played again, where you choose: each resolves", () => {
    rules("TERM-RETURN", "CARD-FINIST", "CONFLICT-8");
    const t = condor();
    t.act(0, "condor").expectPrompt(0, "returnAction");
    expect(["temple", "up", "trap", "mist"].map((x) => t.offers(x))).toEqual([true, true, true, false]);
    t.act(0, "temple", "up");
    expect([t.where("temple"), t.where("up")]).toEqual(["hand:0", "hand:0"]);
    // Mandatory: no way to decline.
    t.expectPrompt(0, "playExtraAction");
    expect(t.prompt.min).toBe(1);
    t.act(0, "up@rex");
    expect(t.power("rex")).toBe(9);
    t.expectPrompt(0, "playExtraAction").act(0, "temple@tar-pits");
    expect(t.where("temple")).toBe("base:tar-pits");
    // Temple drew on its new play.
    expect(t.where("d0")).toBe("hand:0");
    expect(t.where("condor")).toBe("discard:0");
    expect(t.prompt.purpose).toBe("main");
  });

  it("none chosen: nothing happens", () => {
    const t = condor();
    t.act(0, "condor").act(0);
    expect([t.where("temple"), t.where("up")]).toEqual(["base:jungle-oasis", "attached:raptor"]);
    expect(t.prompt.purpose).toBe("main");
  });

  it("an action another player owns goes back to its owner's hand and is not replayed", () => {
    rules("CONFLICT-11");
    const t = condor();
    t.act(0, "condor").act(0, "trap");
    expect(t.where("trap")).toBe("hand:1");
    expect(t.prompt.purpose).toBe("main");
  });
});

describe("Ashlar Masonry", () => {
  // Hidden timing: every player is asked in every window, so the test can look at the board
  // before the turn goes on (the draw phase would draw from the deck the actions went into).
  const ashlar = (oasis: Attached[], onRaptor: Attached[] = [], hiddenTiming = false) =>
    table({
      phase: "score",
      options: { hiddenTiming },
      players: [{ factions: INCA, hand: [h(I("ashlar-masonry"), "ashlar")] }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          actions: oasis,
          minions: [m("dinosaurs:king-rex", 0, "rex", { attached: onRaptor }), m("aliens:invader", 1, "inv")],
        },
        { id: "tar-pits" },
        { id: "the-homeworld" },
      ],
      // 12 - 2 = 10 = King Rex 7 + Invader 3: the Oasis scores.
      lasting: [{ breakpoint: "jungle-oasis", amount: -2 }],
    });

  it("after its base scores: one of your actions there to your hand, the others shuffled into your deck", () => {
    rules("TERM-AFTER-SCORING", "TERM-SPECIAL", "MEFIRST-8");
    const t = ashlar(
      [
        a(I("armory"), 0, "armory"),
        a(I("temple-of-the-sun"), 0, "temple"),
        a("tricksters:enshrouding-mist", 1, "mist"),
      ],
      [a("dinosaurs:upgrade", 0, "up")],
      true,
    );
    const deck = t.g.players[0]?.deck.length ?? 0;
    t.expectPrompt(0, "beforeScoring").act(0, "pass").act(1, "pass");
    t.expectPrompt(0, "afterScoring").act(0, "ashlar").expectPrompt(0, "returnAction");
    expect(["armory", "temple", "up", "mist"].map((x) => t.offers(x))).toEqual([true, true, true, false]);
    t.act(0, "temple").expectPrompt(1, "afterScoring");
    expect(t.where("temple")).toBe("hand:0");
    expect([t.where("armory"), t.where("up")]).toEqual(["deck:0", "deck:0"]);
    expect(t.g.players[0]?.deck.length).toBe(deck + 2);
    expect(t.where("ashlar")).toBe("discard:0");
    t.act(1, "pass").act(0, "pass");
    expect(t.where("mist")).toBe("discard:1");
    expect(t.g.players[0]?.discard.map((u) => t.g.cards[u]?.def)).not.toContain(I("armory"));
  });

  it("none returned: all of them shuffled in", () => {
    const t = ashlar([a(I("armory"), 0, "armory"), a(I("temple-of-the-sun"), 0, "temple")], [], true);
    t.act(0, "pass").act(1, "pass").act(0, "ashlar").act(0);
    expect([t.where("armory"), t.where("temple")]).toEqual(["deck:0", "deck:0"]);
  });

  it("not offered without an action of yours on the scored base; not playable at the main prompt", () => {
    const t = ashlar([a("tricksters:enshrouding-mist", 1, "mist")]);
    expect(t.prompt.purpose).toBe("main");
    expect(t.offers("ashlar")).toBe(false);
    expect(t.where("mist")).toBe("discard:1");
  });
});

describe("Royal Highway and move restrictions (CS-13)", () => {
  const road = (hand: { card: string; as: string }[], actions: Attached[] = []) =>
    table({
      players: [{ factions: INCA, hand }, { factions: KIT }],
      bases: [
        { id: "jungle-oasis", minions: [m("dinosaurs:war-raptor", 0, "here")], actions },
        {
          id: "tar-pits",
          minions: [m("dinosaurs:king-rex", 0, "there"), m("incakit:statue", 1, "statue")],
        },
        { id: "the-homeworld", minions: [m("dinosaurs:laseratops", 0, "far")] },
      ],
      turn: { freeAction: 2 },
    });

  it("on play: a move the restriction forbids is not offered, to the restricted base nor out of it for its owner's statue", () => {
    rules("CONFLICT-3");
    const t = road([h(I("royal-highway"), "road")]);
    t.act(0, "road@tar-pits").expectPrompt(0, "move");
    // To Tar Pits: forbidden (the statue's base); the statue is not yours.
    expect(["here", "far", "there", "statue"].map((x) => t.offers(x))).toEqual([false, false, true, false]);
    t.act(0, "there").expectPrompt(0, "moveDestination");
    expect(t.offers("jungle-oasis")).toBe(true);
  });

  it("on play: a minion of yours here that no restriction lets go anywhere is not offered", () => {
    rules("CONFLICT-3");
    const t = table({
      players: [{ factions: INCA, hand: [h(I("royal-highway"), "road")] }, { factions: KIT }],
      bases: [
        { id: "jungle-oasis", minions: [m("dinosaurs:war-raptor", 0, "here")] },
        { id: "tar-pits", minions: [m("incakit:statue", 1, "s1")] },
        { id: "the-homeworld", minions: [m("incakit:statue", 1, "s2"), m("dinosaurs:laseratops", 0, "far")] },
      ],
    });
    t.act(0, "road@jungle-oasis").expectPrompt(0, "move");
    // Both other bases hold a statue: the raptor can't leave; the Laseratops may come here.
    expect(["here", "far"].map((x) => t.offers(x))).toEqual([false, true]);
  });

  it("ongoing: only the direction the restriction allows", () => {
    const t = road([h("dinosaurs:wildlife-preserve", "preserve")], [a(I("royal-highway"), 0, "road")]);
    t.act(0, "preserve@tar-pits").expectPrompt(0, "move");
    // Oasis → Tar Pits is forbidden; Tar Pits → Oasis is allowed.
    expect(["here", "there"].map((x) => t.offers(x))).toEqual([false, true]);
    t.act(0, "there");
    expect(t.where("there")).toBe("base:jungle-oasis");
  });
});

// ---------------------------------------------------------------------------
// Signs in the Stars (CS-9)

describe("Signs in the Stars", () => {
  const signs = (extra: Partial<Scenario> = {}) =>
    table({
      players: [{ factions: INCA }, { factions: P1 }],
      bases: [
        {
          id: "tar-pits",
          actions: [a(I("signs-in-the-stars"), 0, "signs")],
          minions: [m("dinosaurs:king-rex", 0, "rex"), m("aliens:invader", 1, "inv")],
        },
        { id: "jungle-oasis", minions: [m("dinosaurs:armor-stego", 0, "stego")] },
        { id: "the-homeworld" },
      ],
      baseDeck: ["the-central-brain", "cuzcu"],
      ...extra,
    });

  it("the top base card is face up and its ability applies to this base only", () => {
    rules("CARD-PRESAGES-ETOILES", "COMP-5", "TERM-ONGOING");
    const t = signs();
    expect(topBaseFaceUp(t.g)).toBe(t.g.baseDeck[0]);
    // The Central Brain's +1 on Tar Pits, for every player's minions there; not on the Oasis.
    expect([t.power("rex"), t.power("inv"), t.power("stego")]).toEqual([8, 4, 3]);
  });

  it("talent: the top card goes to the bottom; the new top is face up and applies at once", () => {
    rules("TERM-TALENT", "CARD-PRESAGES-ETOILES");
    const t = signs();
    const brain = t.g.baseDeck[0];
    t.act(0, "signs");
    expect(t.g.baseDeck.at(-1)).toBe(brain);
    expect(t.power("rex")).toBe(7);
    // Cuzcu lends its ability: 3 lower for each action on Tar Pits (Signs itself).
    expect(breakpoint(t.g, t.base("tar-pits"))).toBe(16 - 3);
    // Once per turn.
    expect(t.offers("signs")).toBe(false);
  });

  it("talent: not offered to another player, nor with a single base card left", () => {
    const theirs = signs({ active: 1 });
    expect(theirs.offers("signs")).toBe(false);
    // One base card left (the others in the base discard): the talent would change nothing.
    const one = signs({
      players: [{ factions: INCA, hand: [h("dinosaurs:howl", "howl")] }, { factions: P1 }],
    });
    expect(one.offers("signs")).toBe(true);
    for (const b of one.g.baseDeck.splice(1)) {
      one.g.baseDiscard.push(b);
      (one.g.bases[b] as { zone: string }).zone = "discard";
    }
    one.act(0, "howl");
    expect(one.offers("signs")).toBe(false);
  });

  it("at the start of each player's turn, that player may turn it face down until the end of the turn", () => {
    rules("START-1", "TERM-DURATION");
    const t = signs({ phase: "start", active: 1 });
    t.expectPrompt(1, "turnTopBaseDown").act(1, "yes");
    expect(topBaseFaceUp(t.g)).toBeNull();
    expect(t.power("rex")).toBe(7);
    const kept = signs({ phase: "start", active: 1 });
    kept.expectPrompt(1, "turnTopBaseDown").act(1, "no");
    expect(kept.power("rex")).toBe(8);
  });

  it("no base card left to turn down: no question at the start of a turn", () => {
    const t = signs({ phase: "start", active: 1, baseDeck: [], onlyListedBases: true });
    expect(t.g.baseDeck).toEqual([]);
    expect(t.prompt.purpose).toBe("main");
    expect(t.prompt.seat).toBe(1);
  });

  it("without Signs in play: no question at the start of a turn, nothing borrowed", () => {
    const t = table({
      phase: "start",
      active: 1,
      players: [{ factions: INCA }, { factions: P1 }],
      bases: [
        { id: "tar-pits", minions: [m("dinosaurs:king-rex", 0, "rex")] },
        { id: "jungle-oasis" },
        { id: "the-homeworld" },
      ],
      baseDeck: ["the-central-brain"],
    });
    expect(t.prompt.purpose).toBe("main");
    expect(t.power("rex")).toBe(7);
  });
});
