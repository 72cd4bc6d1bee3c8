import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogBox } from "../../../cards/catalog.ts";
import anansi from "../../../cards/culture-shock/anansi-tales.ts";
import { actionNameForbidden, cardDef, power } from "../../../src/engine/api.ts";
import { runScenario, type Scenario } from "../../../src/engine/scenario.ts";
import { everyCard, rules, table } from "../../harness/table.ts";

/** The box's clarification scenarios for these cards (test/engine/scenarios.test.ts runs them too). */
const SCENARIOS = join(import.meta.dirname, "..", "..", "scenarios", "culture-shock", "anansi-tales");
const scenarioFiles = readdirSync(SCENARIOS).filter((f) => f.endsWith(".json"));

type F = [string, string];
// Alice (0) plays the Anansi Tales with the Dinosaurs (Howl: a standard action, two copies; Upgrade
// plays on a minion); Bob (1) and Carol (2) are the others.
const ANANSI: F = ["anansi-tales", "dinosaurs"];
const P1: F = ["tricksters", "aliens"];
const P2: F = ["ninjas", "robots"];
type Table = ReturnType<typeof table>;
type Player = Scenario["players"][number];
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type HandEntry = NonNullable<Player["hand"]>[number];
const h = (card: string, as: string, owner?: number): HandEntry =>
  owner === undefined ? { card, as } : { card, as, owner };
const m = (card: string, owner: number, as: string, extra: Partial<Minion> = {}): Minion => ({
  card,
  owner,
  as,
  ...extra,
});
const A = (id: string) => `anansi-tales:${id}`;
const counters = (t: Table, alias: string) => t.g.cards[t.uid(alias)]?.counters;
const handSize = (t: Table, seat: number) => t.hand(seat).length;
const owner = (t: Table, alias: string) => t.g.cards[t.uid(alias)]?.owner;

interface Game {
  active?: number;
  players?: Partial<Player>[];
  minions?: Minion[];
  count?: number;
  turn?: Scenario["turn"];
  options?: Scenario["options"];
}

/** Three players by default (choosing the receiving player matters), four bases. */
function game(spec: Game = {}): Table {
  const factions = [ANANSI, P1, P2, ["pirates", "zombies"] as F];
  const n = spec.count ?? 3;
  return table({
    active: spec.active ?? 0,
    players: factions.slice(0, n).map((f, i) => ({ factions: f, ...spec.players?.[i] })),
    bases: [
      { id: "jungle-oasis", minions: spec.minions ?? [] },
      { id: "tar-pits" },
      { id: "the-grey-opal" },
      { id: "ninja-dojo" },
      { id: "the-homeworld" },
    ].slice(0, n + 1),
    ...(spec.turn ? { turn: spec.turn } : {}),
    ...(spec.options ? { options: spec.options } : {}),
  });
}

/** Every standard action of Alice's factions: out of her deck for "no standard action there". */
const standardActions = everyCard(...ANANSI).filter((k) => {
  const d = cardDef(k);
  return d.type === "action" && !d.attach;
});

describe("Anansi Tales: the list", () => {
  it("has the 20 cards of the reference data: ids, types, printed power, counts and names", () => {
    expect(anansi.cards.map((c) => [c.id, c.type, c.power, c.count, c.attach ?? null])).toEqual([
      ["anansi-the-spider", "minion", 5, 1, null],
      ["onini-the-python", "minion", 4, 1, null],
      ["osebo-the-leopard", "minion", 4, 1, null],
      ["akye-the-turtle", "minion", 3, 3, null],
      ["mboro-hornet", "minion", 2, 4, null],
      ["collecting-stories", "action", 0, 2, null],
      ["ear-of-corn", "action", 0, 1, null],
      ["feather-gifts", "action", 0, 1, null],
      ["let-it-be-full-and-eat", "action", 0, 1, null],
      ["pot-of-beans", "action", 0, 2, null],
      ["pot-of-wisdom", "action", 0, 1, null],
      ["the-perfect-gift", "action", 0, 1, null],
      ["trading-stories", "action", 0, 1, null],
    ]);
    expect(anansi.cards.reduce((n, c) => n + c.count, 0)).toBe(20);
    const cat = catalogBox("culture-shock")?.factions.find((f) => f.id === "anansi-tales");
    expect(anansi.name).toEqual(cat?.name);
    expect(anansi.cards.map((c) => c.name)).toEqual(cat?.cards.map((c) => c.name));
    for (const c of anansi.cards) expect(c.text.fr).not.toBe(c.text.en);
  });
});

describe("clarification scenarios (digest §17.1)", () => {
  it("are all here", () => {
    expect(scenarioFiles.sort()).toEqual([
      "cs-anansi-override.json",
      "cs-hut-markers.json",
      "cs-mboro-onini-not-owned.json",
      "cs-perfect-gift-own-destination.json",
      "cs-web-named-destination.json",
    ]);
  });

  it.each(scenarioFiles)("%s", (file) => {
    const outcome = runScenario(JSON.parse(readFileSync(join(SCENARIOS, file), "utf8")));
    expect(outcome.failures).toEqual([]);
    expect(outcome.pass).toBe(true);
  });
});

describe("Anansi the Spider", () => {
  const spider = (hand: HandEntry[] = [], deck: HandEntry[] = [], more: Game = {}) =>
    game({
      players: [{ hand, deck }],
      minions: [m(A("anansi-the-spider"), 0, "anansi"), ...(more.minions ?? [])],
      ...(more.turn ? { turn: more.turn } : {}),
    });

  it("plays a standard action from the deck as an extra, then it goes into the hand of the player Alice picks", () => {
    rules("TERM-TALENT", "TERM-STANDARD", "CARD-EXTRA-CHOICE", "CARD-ANANSI-CADEAU");
    const t = spider([], [h(A("let-it-be-full-and-eat"), "full"), h("dinosaurs:king-rex", "rex")]);
    t.act(0, "anansi").expectPrompt(0, "searchDeck");
    // Only standard actions: no minion, no action played on a minion or a base.
    expect([t.offers("full"), t.offers("rex"), t.offers("dinosaurs:upgrade")]).toEqual([true, false, false]);
    expect(t.offers("dinosaurs:wildlife-preserve")).toBe(false);
    t.act(0, "full").expectPrompt(0, "playExtraAction").act(0, "full");
    // Its own effect: two cards drawn; then one question only, the receiver (the override).
    t.expectPrompt(0, "chooseReceiver");
    expect(handSize(t, 0)).toBe(2);
    t.act(0, "player:2");
    expect(t.where("full")).toBe("hand:2");
    expect(owner(t, "full")).toBe(0);
    // The free action is untouched: the talent's play was an extra.
    expect(t.g.turn.actionsPlayed).toBe(1);
    t.expectPrompt(0, "main");
  });

  it("no other copy of that action this turn, from the hand too; Bob is not bound", () => {
    rules("CONFLICT-3");
    const t = spider([h("dinosaurs:howl", "howl2")], [h("dinosaurs:howl", "howl1")]);
    t.act(0, "anansi").act(0, "howl1").act(0, "howl1").act(0, "player:1");
    expect(t.where("howl1")).toBe("hand:1");
    expect(t.offers("howl2")).toBe(false);
    expect(actionNameForbidden(t.g, 0, t.uid("howl2"))).toBe(true);
    expect(actionNameForbidden(t.g, 1, t.uid("howl1"))).toBe(false);
    // Another action still can be played.
    expect(t.offers("end")).toBe(true);
  });

  it("declining the play: the card stays in the deck, no restriction", () => {
    const t = spider([h("dinosaurs:howl", "howl2")], [h("dinosaurs:howl", "howl1")]);
    t.act(0, "anansi").act(0, "howl1").expectPrompt(0, "playExtraAction").act(0);
    expect(t.where("howl1")).toBe("deck:0");
    expect(t.offers("howl2")).toBe(true);
  });

  it("no standard action in the deck: nothing is played", () => {
    const t = game({
      players: [{ discard: standardActions }],
      minions: [m(A("anansi-the-spider"), 0, "anansi")],
    });
    const deck = t.g.players[0]?.deck.length;
    t.act(0, "anansi").expectPrompt(0, "main");
    expect(t.g.players[0]?.deck.length).toBe(deck);
    expect(t.g.players[0]?.discard.length).toBe(standardActions.length);
  });

  it("Ear of Corn played by the talent: one placement only, Osebo +1 once (CARD-ANANSI-CADEAU)", () => {
    const t = spider([], [h(A("ear-of-corn"), "ear")], {
      minions: [m(A("osebo-the-leopard"), 0, "osebo")],
    });
    t.act(0, "anansi").act(0, "ear").act(0, "ear");
    t.expectPrompt(0, "chooseReceiver").act(0, "player:1");
    expect(t.where("ear")).toBe("hand:1");
    expect(counters(t, "osebo")).toBe(1);
    t.expectPrompt(0, "main");
  });
});

describe("The Perfect Gift", () => {
  it("as Anansi's talent, without the restriction: a second copy may be played afterwards", () => {
    rules("CARD-ANANSI-CADEAU");
    const t = game({
      players: [{ hand: [h(A("the-perfect-gift"), "gift"), h("dinosaurs:howl", "howl2")], deck: [h("dinosaurs:howl", "howl1")] }],
      turn: { extras: [{ kind: "action", source: "test" }] },
    });
    t.act(0, "gift").expectPrompt(0, "searchDeck").act(0, "howl1").act(0, "howl1");
    t.expectPrompt(0, "chooseReceiver").act(0, "player:2");
    expect(t.where("howl1")).toBe("hand:2");
    // The Perfect Gift itself goes to the discard pile.
    expect(t.where("gift")).toBe("discard:0");
    expect(t.offers("howl2")).toBe(true);
  });

  it("an action that names its own destination: only the override's question (Feather Gifts)", () => {
    const t = game({
      players: [{ hand: [h(A("the-perfect-gift"), "gift")], deck: [h(A("feather-gifts"), "feather")] }],
      minions: [m("dinosaurs:war-raptor", 0, "raptor")],
    });
    t.act(0, "gift").act(0, "feather").act(0, "feather");
    // Alice's only minion: no question which one.
    t.expectPrompt(0, "moveDestination").act(0, "tar-pits");
    t.expectPrompt(0, "chooseReceiver").act(0, "player:1");
    expect(t.where("feather")).toBe("hand:1");
    expect(t.where("raptor")).toBe("base:tar-pits");
    t.expectPrompt(0, "main");
  });
});
