// Geeks (docs/boxes/big-geeky-box.md §2.1): every card, its optional and no-target paths, and the
// edges its text invites (responses to another player's play, control until the end of the turn,
// current vs printed power, controller ≠ owner, "each other player" with 3 and 4 players, exact
// counts, what a looked-at hand shows to whom).

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import geeks from "../../../cards/big-geeky-box/geeks.ts";
import allStars from "../../../cards/big-geeky-box/smash-up-all-stars.ts";
import { runScenario, type Scenario } from "../../../src/drivers/scenario.ts";
import { card, cardDef } from "../../../src/engine/api.ts";
import { playerView, publicView } from "../../../src/engine/view.ts";
import { rules, type TestTable, table } from "../../harness/table.ts";

type F = [string, string];
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type Card = { card: string; as: string; owner?: number };

// Seat 0 plays the Geeks; seats 1, 2 (and 3) are the others.
const GK: F = ["geeks", "aliens"];
const P1: F = ["ninjas", "tricksters"];
const P2: F = ["dinosaurs", "robots"];
const P3: F = ["pirates", "zombies"];
const gk = (id: string) => `geeks:${id}`;
const h = (card: string, alias: string, owner?: number): Card =>
  owner === undefined ? { card, as: alias } : { card, as: alias, owner };
const m = (card: string, owner: number, alias: string, extra: Partial<Minion> = {}): Minion => ({
  card,
  owner,
  as: alias,
  ...extra,
});
const deckOf = (t: TestTable, seat: number) => t.g.players[seat]?.deck ?? [];
const discardOf = (t: TestTable, seat: number) => t.g.players[seat]?.discard ?? [];
/** Takes every card of a deck but the listed ones out of the game (test only): a known deck. */
function onlyListedDeck(t: TestTable, seat: number, keep: string[]): void {
  const deck = t.g.players[seat]?.deck ?? [];
  const kept = keep.map((a) => t.uid(a));
  for (const u of deck.splice(0)) {
    const c = t.g.cards[u];
    if (kept.includes(u)) deck.push(u);
    else if (c) c.zone = "removed";
  }
}
const controller = (t: TestTable, alias: string) => card(t.g, t.uid(alias)).controller;
/** The cards a seat was shown privately (TERM-LOOK). */
const seenBy = (t: TestTable, seat: number) =>
  t.g.log.filter((e) => e.k === "seeCard" && e.to === seat).map((e) => e.p[0]);

interface Spec {
  hand?: Card[];
  deck?: Card[];
  discard?: Card[];
  hand1?: Card[];
  deck1?: Card[];
  discard1?: Card[];
  hand2?: Card[];
  deck2?: Card[];
  discard2?: Card[];
  discard3?: Card[];
  oasis?: Minion[];
  factory?: Minion[];
  library?: Minion[];
  active?: number;
  players?: number;
  factions?: F[];
  oasisActions?: NonNullable<Scenario["bases"][number]["actions"]>;
  factoryActions?: NonNullable<Scenario["bases"][number]["actions"]>;
  oasisId?: string;
}

/** Three players on four plain bases (Jungle Oasis, Factory, Great Library, Rhodes Plaza Mall):
 * none of them acts during a play phase. */
function tbl(spec: Spec): TestTable {
  const f = spec.factions ?? [GK, P1, P2, P3];
  const players: Scenario["players"] = [
    { factions: f[0] as F, hand: spec.hand ?? [], deck: spec.deck ?? [], discard: spec.discard ?? [] },
    { factions: f[1] as F, hand: spec.hand1 ?? [], deck: spec.deck1 ?? [], discard: spec.discard1 ?? [] },
    { factions: f[2] as F, hand: spec.hand2 ?? [], deck: spec.deck2 ?? [], discard: spec.discard2 ?? [] },
    { factions: f[3] as F, discard: spec.discard3 ?? [] },
  ];
  return table({
    active: spec.active ?? 0,
    phase: "play",
    players: players.slice(0, spec.players ?? 3),
    bases: [
      { id: spec.oasisId ?? "jungle-oasis", minions: spec.oasis ?? [], actions: spec.oasisActions ?? [] },
      { id: "factory-436-1337", minions: spec.factory ?? [], actions: spec.factoryActions ?? [] },
      { id: "the-great-library", minions: spec.library ?? [] },
      { id: "rhodes-plaza-mall" },
    ],
  });
}

describe("Geeks: the list", () => {
  it("has the reference's 20 cards: 9 minions and 11 actions, ids, types, printed power and counts", () => {
    expect(geeks.cards.map((c) => [c.key, c.type, c.power, c.count])).toEqual([
      ["geeks:felicia-day", "minion", 4, 1],
      ["geeks:wil-wheaton", "minion", 4, 1],
      ["geeks:game-guru", "minion", 3, 3],
      ["geeks:fan", "minion", 2, 4],
      ["geeks:banned-list", "action", 0, 2],
      ["geeks:control-minion", "action", 0, 1],
      ["geeks:cosplay", "action", 0, 1],
      ["geeks:force-of-wil", "action", 0, 1],
      ["geeks:griefer", "action", 0, 1],
      ["geeks:min-maxing", "action", 0, 1],
      ["geeks:mulligan", "action", 0, 1],
      ["geeks:non-infinite-loop", "action", 0, 1],
      ["geeks:rules-lawyer", "action", 0, 2],
    ]);
    expect(geeks.cards.reduce((n, c) => n + c.count, 0)).toBe(20);
    expect(geeks.name).toEqual({ en: "Geeks", fr: "Geeks" });
    for (const c of geeks.cards) {
      expect([c.faction, c.box]).toEqual(["geeks", "big-geeky-box"]);
      expect(c.attach, c.id).toBeUndefined();
      expect(c.text.en.length, c.id).toBeGreaterThan(0);
      expect(c.text.fr.length, c.id).toBeGreaterThan(0);
      expect(c.text.fr, c.id).not.toBe(c.text.en);
    }
  });

  it("Fan and Non-Infinite Loop: the All Stars' cards are their own, with the same name and text (BGB-6)", () => {
    rules("SETUP-2");
    for (const id of ["fan", "non-infinite-loop"]) {
      const mine = cardDef(gk(id));
      const theirs = cardDef(`smash-up-all-stars:${id}`);
      expect(mine.faction).toBe("geeks");
      expect(theirs.faction).toBe("smash-up-all-stars");
      expect(theirs.name).toEqual(mine.name);
      expect(theirs.text).toEqual(mine.text);
    }
    expect(allStars.cards.find((c) => c.id === "fan")?.count).toBe(1);
  });
});

// ---------------------------------------------------------------------------
// Scenarios of docs/boxes/big-geeky-box.md §3 for this faction

const SCENARIO_DIR = join(import.meta.dirname, "..", "..", "scenarios", "big-geeky-box", "geeks");

describe("Geeks: scenarios", () => {
  const files = readdirSync(SCENARIO_DIR).filter((f) => f.endsWith(".json"));
  it("cover the table of the design", () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });
  it.each(files)("%s", (file) => {
    const outcome = runScenario(JSON.parse(readFileSync(join(SCENARIO_DIR, file), "utf8")));
    expect(outcome.failures).toEqual([]);
    expect(outcome.pass).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// Minions

describe("Felicia Day", () => {
  it("moves every minion of every player on other bases to her base; an emptied base stays in play (OPEN-15)", () => {
    rules("OPEN-15", "TERM-MOVE");
    const t = tbl({
      hand: [h(gk("felicia-day"), "fel")],
      oasis: [m("ninjas:shinobi", 1, "here")],
      factory: [m("aliens:scout", 0, "mine"), m("ninjas:tiger-assassin", 1, "b1")],
      library: [m("dinosaurs:war-raptor", 2, "c1"), m("robots:zapbot", 2, "c2")],
    });
    t.act(0, "fel@jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    for (const a of ["here", "mine", "b1", "c1", "c2", "fel"])
      expect(t.where(a), a).toBe("base:jungle-oasis");
    expect(t.g.log.filter((e) => e.k === "move")).toHaveLength(4);
    expect(t.g.basesInPlay).toHaveLength(4);
  });

  it("another player's Game Guru and Mo'ai stay where they are; your own Game Guru comes (BGB-8, CONFLICT-3)", () => {
    rules("CONFLICT-3");
    const t = tbl({
      factions: [GK, ["geeks", "ninjas"], ["polynesian-voyagers", "robots"]],
      hand: [h(gk("felicia-day"), "fel")],
      factory: [m(gk("game-guru"), 1, "guru"), m(gk("game-guru"), 0, "myGuru"), m("ninjas:shinobi", 1, "b1")],
      library: [m("polynesian-voyagers:moai", 2, "moai"), m("robots:zapbot", 2, "c1")],
    });
    t.act(0, "fel@jungle-oasis");
    expect([t.where("guru"), t.where("moai")]).toEqual(["base:factory-436-1337", "base:the-great-library"]);
    for (const a of ["myGuru", "b1", "c1"]) expect(t.where(a), a).toBe("base:jungle-oasis");
  });

  it("with another player's Mo'ai on her base, your own minions stay while the third player's come (CS-13)", () => {
    const t = tbl({
      factions: [GK, ["polynesian-voyagers", "ninjas"], P2],
      hand: [h(gk("felicia-day"), "fel")],
      oasis: [m("polynesian-voyagers:moai", 1, "moai")],
      factory: [m("aliens:scout", 0, "mine"), m("robots:zapbot", 2, "c1")],
    });
    t.act(0, "fel@jungle-oasis");
    expect(t.where("mine")).toBe("base:factory-436-1337");
    expect(t.where("c1")).toBe("base:jungle-oasis");
  });

  it("an opponent's Imperial Dragon on her base draws once per minion moved there, and once for her play", () => {
    const t = tbl({
      factions: [GK, ["smash-up-all-stars", "ninjas"], P2],
      hand: [h(gk("felicia-day"), "fel")],
      deck1: [
        h("ninjas:shinobi", "d1"),
        h("ninjas:poison", "d2"),
        h("ninjas:disguise", "d3"),
        h("ninjas:infiltrate", "d4"),
      ],
      oasis: [m("smash-up-all-stars:imperial-dragon", 1, "dragon")],
      factory: [m("aliens:scout", 0, "a"), m("robots:zapbot", 2, "b")],
      library: [m("dinosaurs:war-raptor", 2, "c")],
    });
    t.act(0, "fel@jungle-oasis");
    while (t.prompt.kind !== "main")
      t.act(0, t.prompt.options[0]?.id ? `#${t.prompt.options[0].id}` : "pass");
    expect(t.hand(1)).toHaveLength(4);
  });
});

describe("Wil Wheaton", () => {
  it("when another player plays an action: played from your hand on a base of your choice, that action is discarded with no effect (BGB-1, TERM-CANCEL)", () => {
    rules("TERM-CANCEL", "MEFIRST-1");
    const t = tbl({
      active: 1,
      factions: [GK, ["aliens", "ninjas"], P2],
      hand: [h(gk("wil-wheaton"), "wil"), h(gk("fan"), "fan")],
      hand1: [h("aliens:disintegrator", "dis"), h("aliens:beam-up", "beam")],
      oasis: [m("aliens:scout", 0, "scout")],
    });
    t.act(1, "dis").expectPrompt(0, "cardPlayed");
    expect(t.where("dis")).toBe("resolving");
    t.act(0, "wil").expectPrompt(0, "playExtraMinion");
    // Wil himself, and he must be played (that is the Special).
    expect([t.offers("fan@jungle-oasis"), t.prompt.min]).toEqual([false, 1]);
    t.act(0, "wil@factory-436-1337");
    expect([t.where("wil"), t.where("dis"), t.where("scout")]).toEqual([
      "base:factory-436-1337",
      "discard:1",
      "base:jungle-oasis",
    ]);
    // Bob's action was played: his free action is spent.
    t.expectPrompt(1, "main");
    expect(t.offers("beam")).toBe(false);
    // Not Alice's free minion: she never had one in Bob's turn, and her turn count is untouched.
    expect(t.g.turn.minionsPlayed).toBe(0);
  });

  it("his own play is a minion play: Control Minion may take him, and the action is still cancelled", () => {
    const t = tbl({
      players: 2,
      active: 1,
      factions: [GK, ["aliens", "geeks"]],
      hand: [h(gk("wil-wheaton"), "wil")],
      hand1: [h("aliens:beam-up", "beam"), h(gk("control-minion"), "cm")],
      oasis: [m("aliens:scout", 0, "scout")],
    });
    t.act(1, "beam").act(0, "wil").act(0, "wil@factory-436-1337");
    t.expectPrompt(1, "cardPlayed").act(1, "cm");
    expect([controller(t, "wil"), t.where("beam"), t.where("scout"), t.where("cm")]).toEqual([
      1,
      "discard:1",
      "base:jungle-oasis",
      "discard:1",
    ]);
  });

  it("may be declined; never offered for your own action or another player's minion", () => {
    const t = tbl({
      active: 1,
      factions: [GK, ["aliens", "ninjas"], P2],
      hand: [h(gk("wil-wheaton"), "wil")],
      hand1: [h("aliens:scout", "scout"), h("aliens:beam-up", "beam")],
      oasis: [m("aliens:invader", 0, "inv")],
    });
    t.act(1, "scout@jungle-oasis");
    t.expectPrompt(1, "main");
    t.act(1, "beam").expectPrompt(0, "cardPlayed");
    t.act(0, "pass").act(1, "inv");
    expect(t.where("inv")).toBe("hand:0");
    const own = tbl({
      hand: [h(gk("wil-wheaton"), "wil"), h("aliens:beam-up", "beam")],
      oasis: [m("ninjas:shinobi", 1, "sh")],
    });
    own.act(0, "beam");
    expect(own.where("sh")).toBe("hand:1");
    expect(own.where("wil")).toBe("hand:0");
  });

  it("with Block the Path naming Geeks on one base, he is played on another", () => {
    const t = table({
      active: 1,
      phase: "play",
      players: [
        { factions: GK, hand: [h(gk("wil-wheaton"), "wil")] },
        { factions: ["tricksters", "aliens"], hand: [h("aliens:beam-up", "beam")] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          actions: [{ card: "tricksters:block-the-path", owner: 1, memo: "geeks" }],
          minions: [m("aliens:scout", 0, "sc")],
        },
        { id: "tar-pits" },
      ],
    });
    // The only base that accepts him: no question asked.
    t.act(1, "beam").act(0, "wil");
    expect([t.where("wil"), t.where("beam"), t.where("sc")]).toEqual([
      "base:tar-pits",
      "discard:1",
      "base:jungle-oasis",
    ]);
  });

  it("is not offered when no base accepts him (Block the Path naming Geeks everywhere)", () => {
    const block = (b: string) => ({ card: "tricksters:block-the-path", owner: 1, memo: "geeks", as: b });
    const t = table({
      active: 1,
      phase: "play",
      players: [
        { factions: GK, hand: [h(gk("wil-wheaton"), "wil")] },
        { factions: ["tricksters", "aliens"], hand: [h("aliens:beam-up", "beam")] },
      ],
      bases: [{ id: "jungle-oasis", actions: [block("b1")], minions: [m("aliens:scout", 0, "sc")] }],
    });
    t.act(1, "beam");
    expect(t.where("sc")).toBe("hand:0");
    expect(t.where("wil")).toBe("hand:0");
  });
});

describe("Game Guru", () => {
  it("not affected by cards other players control: not a target of their Beam Up, nor of their attach actions (BGB-8, TERM-AFFECT)", () => {
    rules("TERM-AFFECT");
    const t = tbl({
      active: 1,
      factions: [GK, ["aliens", "ninjas"], P2],
      hand1: [h("aliens:beam-up", "beam"), h("ninjas:poison", "poison")],
      oasis: [m(gk("game-guru"), 0, "guru"), m("aliens:scout", 0, "scout"), m("ninjas:shinobi", 1, "sh")],
    });
    expect(t.offers("poison@guru")).toBe(false);
    expect(t.offers("poison@scout")).toBe(true);
    t.act(1, "beam").expectPrompt(1, "return");
    expect(t.offers("guru")).toBe(false);
    t.act(1, "scout");
    expect(t.where("guru")).toBe("base:jungle-oasis");
  });

  it("your own cards affect it; a base's ability is nobody's and affects it too (BGB-Q8)", () => {
    const t = tbl({
      hand: [h("aliens:beam-up", "beam")],
      oasis: [m(gk("game-guru"), 0, "guru")],
    });
    t.act(0, "beam");
    expect(t.where("guru")).toBe("hand:0");
    const g = t.g;
    const guru = cardDef(gk("game-guru"));
    const self = t.uid("guru");
    const baseCtx = {
      g,
      you: 1,
      self: -1,
      base: 0,
      def: "base:x",
      isAction: false,
      played: false,
      special: false,
    };
    expect(guru.shield?.(g, self, self, baseCtx, "destroy")).toBeNull();
    // Another minion is never covered by it.
    expect(guru.shield?.(g, self, self + 1, { ...baseCtx, self: 3 }, "destroy")).toBeNull();
  });

  it("when another player controls it, your cards are the others' (controller, not owner)", () => {
    rules("TERM-CONTROL");
    const t = tbl({
      hand: [h("aliens:beam-up", "beam")],
      oasis: [
        m(gk("game-guru"), 0, "guru", { controller: 1 }),
        m("ninjas:shinobi", 1, "sh"),
        m("aliens:scout", 0, "sc"),
      ],
    });
    t.act(0, "beam").expectPrompt(0, "return");
    expect(t.offers("guru")).toBe(false);
  });
});

describe("Fan", () => {
  it("on your turn, discard it from your hand to draw exactly one card; each Fan once (BGB-7, TERM-TO)", () => {
    rules("TERM-TO", "TERM-YOURTURN");
    const t = tbl({
      hand: [h(gk("fan"), "f1"), h(gk("fan"), "f2")],
      deck: [h("aliens:scout", "d1"), h("aliens:invader", "d2"), h("aliens:collector", "d3")],
    });
    t.act(0, `#s${t.uid("f1")}`);
    expect([t.where("f1"), t.where("d1"), t.where("d2")]).toEqual(["discard:0", "hand:0", "deck:0"]);
    expect(t.hand(0)).toHaveLength(2);
    t.act(0, `#s${t.uid("f2")}`);
    expect([t.where("f2"), t.where("d2"), t.where("d3")]).toEqual(["discard:0", "hand:0", "deck:0"]);
    // Played as a minion it has no ability.
    const u = tbl({ hand: [h(gk("fan"), "f1")], deck: [h("aliens:scout", "d1")] });
    u.act(0, "f1@jungle-oasis");
    expect([u.where("f1"), u.where("d1"), u.prompt.kind]).toEqual(["base:jungle-oasis", "deck:0", "main"]);
  });
});

// ---------------------------------------------------------------------------
// Actions

describe("Banned List", () => {
  it("3 players: a name per other player, each hand looked at by you only, every card of that name to the bottom of its owner's deck (TERM-LOOK, CONFLICT-11)", () => {
    rules("TERM-LOOK", "CONFLICT-11");
    const t = tbl({
      factions: [GK, ["smash-up-all-stars", "ninjas"], P2],
      hand: [h(gk("banned-list"), "bl")],
      hand1: [h(gk("fan"), "gfan", 0), h("smash-up-all-stars:fan", "afan"), h("ninjas:shinobi", "keep1")],
      deck1: [h("ninjas:poison", "d1")],
      deck: [h("aliens:scout", "d0")],
      hand2: [h("robots:zapbot", "z1"), h("robots:zapbot", "z2"), h("dinosaurs:laseratops", "keep2")],
    });
    t.act(0, "bl").expectPrompt(0, "nameFaction");
    t.act(0, "label:geeks").expectPrompt(0, "nameCard");
    t.act(0, "label:geeks:fan");
    // Bob's hand was shown to Alice only.
    expect(seenBy(t, 0)).toEqual([t.uid("gfan"), t.uid("afan"), t.uid("keep1")]);
    expect(seenBy(t, 1)).toEqual([]);
    expect(seenBy(t, 2)).toEqual([]);
    // The same name, two factions: both Fans go; the one Bob held goes to Alice's deck.
    expect(deckOf(t, 1)[0]).toBe(t.uid("d1"));
    expect(deckOf(t, 1).slice(-1)).toEqual([t.uid("afan")]);
    expect(deckOf(t, 0)[0]).toBe(t.uid("d0"));
    expect(deckOf(t, 0).slice(-1)).toEqual([t.uid("gfan")]);
    expect(t.hand(1)).toEqual([t.uid("keep1")]);
    t.expectPrompt(0, "nameFaction").act(0, "label:robots").act(0, "label:robots:zapbot");
    expect(deckOf(t, 2).slice(-2)).toEqual([t.uid("z1"), t.uid("z2")]);
    expect(t.hand(2)).toEqual([t.uid("keep2")]);
    expect(t.prompt.kind).toBe("main");
    // Public: a count per player, not the cards.
    const counts = t.g.log.filter((e) => e.k === "handToDeckBottom").map((e) => [e.p[0], e.p[1], e.to]);
    expect(counts).toEqual([
      [1, 2, -1],
      [2, 2, -1],
    ]);
    // No other player's view holds a card Alice looked at in Carol's hand… beyond Carol's own.
    const bobView = JSON.stringify(playerView(t.g, t.engine.prompt, 1));
    expect(bobView).not.toContain("dinosaurs:laseratops");
    expect(JSON.stringify(publicView(t.g, t.engine.prompt))).not.toContain("ninjas:shinobi");
  });

  it("a name absent from the hand: nothing placed, the look still happens", () => {
    const t = tbl({
      players: 2,
      hand: [h(gk("banned-list"), "bl")],
      hand1: [h("ninjas:shinobi", "s")],
    });
    t.act(0, "bl").act(0, "label:geeks").act(0, "label:geeks:cosplay");
    expect(t.where("s")).toBe("hand:1");
    expect(seenBy(t, 0)).toEqual([t.uid("s")]);
    expect(t.g.log.some((e) => e.k === "handToDeckBottom")).toBe(false);
  });
});

describe("Control Minion", () => {
  it("takes control of another player's minion until the end of the turn; then it goes back (BGB-2, TERM-CONTROL-DURATION)", () => {
    rules("TERM-CONTROL-DURATION", "EOT-2");
    const t = tbl({
      factions: [GK, P1, ["geeks", "robots"]],
      hand: [h(gk("control-minion"), "cm")],
      oasis: [m("ninjas:shinobi", 1, "sh"), m(gk("game-guru"), 2, "guru"), m("robots:zapbot", 2, "zap")],
      factory: [m("aliens:scout", 0, "mine")],
    });
    t.act(0, "cm").expectPrompt(0, "takeControl");
    // Another player's Game Guru and your own minion are not offered.
    expect([t.offers("guru"), t.offers("mine")]).toEqual([false, false]);
    t.act(0, "sh");
    expect(controller(t, "sh")).toBe(0);
    t.act(0, "end");
    expect(controller(t, "sh")).toBe(1);
  });

  it("designates its target: another player's Ensign beside it may take the control instead (BGB-5, TERM-DIRECTLY)", () => {
    rules("TERM-DIRECTLY");
    const t = tbl({
      factions: [GK, ["smash-up-all-stars", "robots"], P2],
      hand: [h(gk("control-minion"), "cm")],
      oasis: [m("smash-up-all-stars:ensign", 1, "ensign"), m("robots:zapbot", 1, "zap")],
    });
    t.act(0, "cm").act(0, "zap").expectPrompt(1, "redirect").act(1, "yes");
    expect([controller(t, "ensign"), controller(t, "zap")]).toEqual([0, 1]);
  });

  it("no minion of another player: nothing", () => {
    const t = tbl({ hand: [h(gk("control-minion"), "cm")], factory: [m("aliens:scout", 0, "mine")] });
    t.act(0, "cm");
    expect([t.prompt.kind, t.where("cm")]).toEqual(["main", "discard:0"]);
  });

  it("Special: when another player plays a minion, take it before its ability resolves: you are its 'you' (BGB-1, TERM-YOU)", () => {
    rules("TERM-YOU");
    const t = tbl({
      active: 1,
      factions: [GK, ["aliens", "ninjas"], P2],
      hand: [h(gk("control-minion"), "cm")],
      hand1: [h("aliens:invader", "inv")],
      factory: [m("aliens:scout", 1, "other")],
    });
    t.act(1, "inv@jungle-oasis").expectPrompt(0, "cardPlayed").act(0, "cm");
    // "That minion": nothing to choose, Bob's other minion stays his.
    expect([t.vp(0), t.vp(1), controller(t, "other")]).toEqual([1, 0, 1]);
    expect([controller(t, "inv"), t.where("inv"), t.where("cm")]).toEqual([
      0,
      "base:jungle-oasis",
      "discard:0",
    ]);
    // Back to Bob at the end of Bob's turn.
    t.act(1, "end");
    expect(controller(t, "inv")).toBe(1);
  });

  it("its Special answers minions only; held by another player, 'you' is its holder (TERM-YOU)", () => {
    const t = tbl({
      active: 1,
      factions: [GK, ["aliens", "ninjas"], P2],
      hand: [h(gk("control-minion"), "cm")],
      hand1: [h("aliens:beam-up", "beam")],
      factory: [m("robots:zapbot", 2, "zap")],
    });
    t.act(1, "beam");
    expect(t.where("zap")).toBe("hand:2");
    expect(t.where("cm")).toBe("hand:0");
    // Carol holds Alice's Control Minion; Alice plays a Game Guru: Carol can't take it.
    const u = tbl({
      hand: [h(gk("game-guru"), "guru")],
      hand2: [h(gk("control-minion"), "cm", 0)],
    });
    u.act(0, "guru@jungle-oasis");
    expect([u.prompt.kind, controller(u, "guru"), u.where("cm")]).toEqual(["main", 0, "hand:2"]);
  });

  it("its Special is not offered for another player's Game Guru, nor for your own minion", () => {
    const t = tbl({
      active: 1,
      factions: [GK, ["geeks", "ninjas"], P2],
      hand: [h(gk("control-minion"), "cm")],
      hand1: [h(gk("game-guru"), "guru", 1), h("ninjas:shinobi", "sh")],
    });
    t.act(1, "guru@jungle-oasis");
    t.expectPrompt(1, "main");
    expect(controller(t, "guru")).toBe(1);
  });

  it("an action played through its Special may itself be cancelled: Wil Wheaton stops it (ORDER-2)", () => {
    rules("ORDER-2");
    const t = tbl({
      active: 1,
      factions: [GK, ["aliens", "ninjas"], P2],
      hand: [h(gk("control-minion"), "cm")],
      hand1: [h("aliens:invader", "inv")],
      hand2: [h(gk("wil-wheaton"), "wil", 0)],
    });
    t.act(1, "inv@jungle-oasis").act(0, "cm");
    t.expectPrompt(2, "cardPlayed").act(2, "wil").act(2, "wil@factory-436-1337");
    expect([t.vp(0), t.vp(1), controller(t, "inv"), t.where("cm")]).toEqual([0, 1, 1, "discard:0"]);
  });
});

describe("Cosplay", () => {
  it("when you gain VP, play it to gain 1 more; the extra VP opens no second window (BGB-3)", () => {
    rules("TERM-SPECIAL");
    const t = tbl({
      hand: [h("aliens:invader", "inv"), h(gk("cosplay"), "cos")],
    });
    // Special only: never at the main prompt.
    expect(t.offers("cos")).toBe(false);
    t.act(0, "inv@jungle-oasis").expectPrompt(0, "vpGained");
    t.act(0, "cos");
    expect(t.vp(0)).toBe(2);
    expect(t.where("cos")).toBe("discard:0");
    t.expectPrompt(0, "main");
  });

  it("holding two Cosplays, both may answer the same gain, but the first's VP opens no window: no loop (BGB-3)", () => {
    const t = tbl({
      factions: [GK, ["geeks", "ninjas"], P2],
      hand: [h("aliens:invader", "inv"), h(gk("cosplay"), "cos"), h(gk("cosplay"), "cos2", 1)],
    });
    t.act(0, "inv@jungle-oasis").expectPrompt(0, "vpGained").act(0, "cos");
    // The same window goes on (MEFIRST-6): one pass closes it.
    t.expectPrompt(0, "vpGained").act(0, "pass");
    t.expectPrompt(0, "main");
    expect([t.vp(0), t.where("cos2")]).toEqual([2, "hand:0"]);
  });

  it("answers VP gained in another player's turn, when a base scores (SCORE-14)", () => {
    rules("SCORE-14");
    const t = table({
      active: 1,
      phase: "play",
      players: [{ factions: GK, hand: [h(gk("cosplay"), "cos")] }, { factions: ["ninjas", "robots"] }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("aliens:supreme-overlord", 0, "a1"),
            m("aliens:invader", 0, "a2"),
            m("aliens:collector", 0, "a3"),
            m("aliens:scout", 0, "a4"),
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(1, "end").expectPrompt(0, "vpGained").act(0, "cos");
    expect([t.vp(0), t.vp(1), t.where("cos")]).toEqual([3, 0, "discard:0"]);
  });

  it("may be declined; another player's gain is not yours", () => {
    const t = tbl({
      active: 1,
      factions: [GK, ["aliens", "ninjas"], P2],
      hand: [h(gk("cosplay"), "cos")],
      hand1: [h("aliens:invader", "inv")],
    });
    t.act(1, "inv@jungle-oasis");
    t.expectPrompt(1, "main");
    expect([t.vp(0), t.vp(1), t.where("cos")]).toEqual([0, 1, "hand:0"]);
    const u = tbl({ hand: [h("aliens:invader", "inv"), h(gk("cosplay"), "cos")] });
    u.act(0, "inv@jungle-oasis").act(0, "pass");
    expect([u.vp(0), u.where("cos")]).toEqual([1, "hand:0"]);
  });

  it("is an action: Force of Wil may cancel it, and no extra VP is gained", () => {
    const t = tbl({
      factions: [GK, ["geeks", "ninjas"], P2],
      hand: [h("aliens:invader", "inv"), h(gk("cosplay"), "cos")],
      hand1: [h(gk("force-of-wil"), "fow", 1)],
    });
    t.act(0, "inv@jungle-oasis").act(0, "cos").expectPrompt(1, "cardPlayed").act(1, "fow");
    expect([t.vp(0), t.where("cos"), t.where("fow")]).toEqual([1, "discard:0", "discard:1"]);
  });
});

describe("Force of Wil", () => {
  it("when another player plays an action, play it: that action is discarded with no effect; Machu Picchu still draws (BGB-Q2)", () => {
    rules("ORDER-1");
    const t = tbl({
      active: 1,
      oasisId: "machu-picchu",
      factions: [GK, ["ninjas", "ancient-incas"], P2],
      hand: [h(gk("force-of-wil"), "fow")],
      hand1: [h("ninjas:infiltrate", "inf")],
      deck1: [h("ninjas:shinobi", "d1")],
    });
    expect(t.offers("inf@machu-picchu")).toBe(true);
    t.act(1, "inf@machu-picchu").expectPrompt(0, "cardPlayed").act(0, "fow");
    expect([t.where("inf"), t.where("fow"), t.where("d1")]).toEqual(["discard:1", "discard:0", "hand:1"]);
  });

  it("is never played at the main prompt, nor for your own action", () => {
    const t = tbl({
      hand: [h(gk("force-of-wil"), "fow"), h("aliens:beam-up", "beam")],
      oasis: [m("ninjas:shinobi", 1, "sh")],
    });
    expect(t.offers("fow")).toBe(false);
    t.act(0, "beam");
    expect([t.where("sh"), t.where("fow")]).toEqual(["hand:1", "hand:0"]);
  });

  it("cancelled in turn by a third player's Wil Wheaton: the first action resolves (ORDER-2, MEFIRST-6)", () => {
    rules("MEFIRST-6");
    const t = tbl({
      active: 1,
      factions: [GK, ["aliens", "ninjas"], P2],
      hand: [h(gk("force-of-wil"), "fow")],
      hand1: [h("aliens:beam-up", "beam")],
      hand2: [h(gk("wil-wheaton"), "wil", 0)],
      oasis: [m("dinosaurs:war-raptor", 2, "raptor")],
    });
    // From the active player clockwise: Carol, then Alice.
    t.act(1, "beam").expectPrompt(2, "cardPlayed").act(2, "pass");
    t.expectPrompt(0, "cardPlayed").act(0, "fow");
    t.expectPrompt(2, "cardPlayed").act(2, "wil").act(2, "wil@factory-436-1337");
    expect(t.where("fow")).toBe("discard:0");
    // Beam Up resolves: Wil is now a minion in play too.
    t.expectPrompt(1, "return").act(1, "raptor");
    expect(t.where("raptor")).toBe("hand:2");
  });
});

describe("Griefer", () => {
  it("3 players: a choice for each other player, then each carried out in turn order", () => {
    const t = tbl({
      hand: [h(gk("griefer"), "gr")],
      hand1: [h("ninjas:shinobi", "b1")],
      oasis: [m("robots:zapbot", 2, "z1"), m("robots:hoverbot", 2, "z2")],
    });
    t.act(0, "gr").expectPrompt(0, "chooseForPlayer");
    expect(t.prompt.source).toEqual({ card: t.uid("gr"), def: "geeks:griefer" });
    // "Choose one": not optional.
    expect(t.prompt.min).toBe(1);
    expect(t.prompt.options.map((o) => [o.seat, o.label])).toEqual([
      [1, "randomDiscard"],
      [1, "destroyOwnMinion"],
      [1, "shuffleDiscard"],
    ]);
    t.act(0, "label:randomDiscard").expectPrompt(0, "chooseForPlayer");
    expect(t.prompt.options.every((o) => o.seat === 2)).toBe(true);
    t.act(0, "label:destroyOwnMinion");
    // Bob discarded at random first; then Carol picks which of her minions is destroyed.
    expect(t.where("b1")).toBe("discard:1");
    t.expectPrompt(2, "destroy").act(2, "z2");
    expect([t.where("z1"), t.where("z2")]).toEqual(["base:jungle-oasis", "discard:2"]);
    t.expectPrompt(0, "main");
  });

  it("shuffle the discard pile into the deck; the same choice for two players", () => {
    const t = tbl({
      hand: [h(gk("griefer"), "gr")],
      discard1: [h("ninjas:shinobi", "b1"), h("ninjas:poison", "b2")],
      deck1: [h("ninjas:disguise", "b3")],
      discard2: [h("robots:zapbot", "c1")],
    });
    t.act(0, "gr").act(0, "label:shuffleDiscard").act(0, "label:shuffleDiscard");
    expect(discardOf(t, 1)).toEqual([]);
    expect(discardOf(t, 2)).toEqual([]);
    expect(deckOf(t, 1)).toContain(t.uid("b3"));
    expect([t.where("b1"), t.where("c1")]).toEqual(["deck:1", "deck:2"]);
  });

  it("4 players, three different choices; a victim with no minion, or only immune ones, destroys nothing (BGB-Q3)", () => {
    const t = tbl({
      players: 4,
      factions: [GK, P1, ["geeks", "robots"], P3],
      hand: [h(gk("griefer"), "gr")],
      hand1: [h("ninjas:shinobi", "b1")],
      oasis: [m(gk("game-guru"), 2, "guru")],
      discard3: [h("pirates:first-mate", "p1"), h("zombies:walker", "p2")],
    });
    const d3 = [t.uid("p1"), t.uid("p2")];
    t.act(0, "gr")
      .act(0, "label:randomDiscard")
      .act(0, "label:destroyOwnMinion")
      .act(0, "label:shuffleDiscard");
    expect(t.where("b1")).toBe("discard:1");
    expect(t.where("guru")).toBe("base:jungle-oasis");
    expect(discardOf(t, 3)).toEqual([]);
    for (const u of d3) expect(deckOf(t, 3)).toContain(u);
    t.expectPrompt(0, "main");
  });

  it("a random discard of a card the player doesn't own goes to its owner's pile and is seen as 'not owned' (CS-1)", () => {
    const t = tbl({
      players: 2,
      hand: [h(gk("griefer"), "gr")],
      hand1: [h("aliens:scout", "held", 0)],
    });
    t.act(0, "gr").act(0, "label:randomDiscard");
    expect(t.where("held")).toBe("discard:0");
  });
});

describe("Min-Maxing", () => {
  it("look at another player's hand (you only); play an action from it as an extra action: you control it, it ends in its owner's discard (CS-1)", () => {
    rules("TERM-LOOK");
    const t = tbl({
      hand: [h(gk("min-maxing"), "mm")],
      hand1: [h("ninjas:seeing-stars", "ss"), h("ninjas:shinobi", "sh")],
      hand2: [h("robots:zapbot", "cz")],
      oasis: [m("robots:hoverbot", 2, "hb")],
    });
    t.act(0, "mm").expectPrompt(0, "choosePlayer").act(0, "player:1");
    expect(seenBy(t, 0)).toEqual([t.uid("ss"), t.uid("sh")]);
    expect([seenBy(t, 1), seenBy(t, 2)]).toEqual([[], []]);
    t.expectPrompt(0, "playExtraAction");
    // Minions in that hand are not offered.
    expect(t.offers("sh")).toBe(false);
    t.act(0, "ss");
    expect([t.where("hb"), t.where("ss"), t.where("mm")]).toEqual(["discard:2", "discard:1", "discard:0"]);
    expect(t.g.turn.playedActions?.find((a) => a.uid === t.uid("ss"))?.seat).toBe(0);
  });

  it("the looked-at hand is in your prompt only; an action played from it and cancelled goes to its owner's discard pile", () => {
    rules("ZONE-5");
    const t = tbl({
      factions: [GK, P1, ["geeks", "robots"]],
      hand: [h(gk("min-maxing"), "mm")],
      hand1: [h("ninjas:seeing-stars", "ss"), h("ninjas:shinobi", "sh")],
      hand2: [h(gk("force-of-wil"), "fow")],
      oasis: [m("robots:hoverbot", 2, "hb"), m("aliens:scout", 0, "sc")],
    });
    // Carol may answer Min-Maxing itself first.
    t.act(0, "mm").act(2, "pass").act(0, "player:1").expectPrompt(0, "playExtraAction");
    for (const seat of [1, 2])
      expect(playerView(t.g, t.engine.prompt, seat).myPrompt, String(seat)).toBeNull();
    expect(playerView(t.g, t.engine.prompt, 0).myPrompt?.options.map((o) => o.card)).toEqual([t.uid("ss")]);
    expect(JSON.stringify(playerView(t.g, t.engine.prompt, 2))).not.toContain("ninjas:seeing-stars");
    t.act(0, "ss").expectPrompt(2, "cardPlayed").act(2, "fow");
    expect([t.where("ss"), t.where("hb"), t.where("sc"), t.where("fow")]).toEqual([
      "discard:1",
      "base:jungle-oasis",
      "base:jungle-oasis",
      "discard:2",
    ]);
  });

  it("may be declined; a hand with no action offers nothing", () => {
    const t = tbl({
      players: 2,
      hand: [h(gk("min-maxing"), "mm")],
      hand1: [h("ninjas:seeing-stars", "ss")],
    });
    t.act(0, "mm").act(0);
    expect(t.where("ss")).toBe("hand:1");
    const u = tbl({ players: 2, hand: [h(gk("min-maxing"), "mm")], hand1: [h("ninjas:shinobi", "sh")] });
    u.act(0, "mm");
    expect([u.prompt.kind, u.where("sh")]).toEqual(["main", "hand:1"]);
  });
});

describe("Mulligan", () => {
  const five = ["d1", "d2", "d3", "d4", "d5"];
  const deck = [
    h("aliens:scout", "d1"),
    h("aliens:invader", "d2"),
    h("aliens:collector", "d3"),
    h("aliens:supreme-overlord", "d4"),
    h("aliens:probe", "d5"),
    h("aliens:beam-up", "d6"),
  ];

  it("take: your hand is exactly the five, the rest of your hand shuffled into your deck (TERM-LOOK)", () => {
    const t = tbl({
      hand: [h(gk("mulligan"), "mul"), h(gk("fan"), "o1"), h(gk("fan"), "o2")],
      deck,
    });
    onlyListedDeck(t, 0, ["d1", "d2", "d3", "d4", "d5", "d6"]);
    t.act(0, "mul").expectPrompt(0, "takeLooked");
    expect(seenBy(t, 0)).toEqual(five.map((a) => t.uid(a)));
    expect(seenBy(t, 1)).toEqual([]);
    t.act(0, "yes");
    expect(t.hand(0).slice().sort()).toEqual(five.map((a) => t.uid(a)).sort());
    expect([t.where("o1"), t.where("o2"), t.where("mul")]).toEqual(["deck:0", "deck:0", "discard:0"]);
    expect(deckOf(t, 0)).toHaveLength(3);
    // The cards taken are not named publicly: only how many.
    expect(t.g.log.filter((e) => e.k === "toHand" && e.to === -1)).toEqual([]);
    expect(t.g.log.filter((e) => e.k === "takeLooked").map((e) => [e.p, e.to])).toEqual([[[0, 5], -1]]);
  });

  it("decline: the five back on top in the same order, nothing shuffled (DECK-4)", () => {
    rules("DECK-4");
    const t = tbl({ hand: [h(gk("mulligan"), "mul"), h(gk("fan"), "o1")], deck });
    onlyListedDeck(t, 0, ["d1", "d2", "d3", "d4", "d5", "d6"]);
    t.act(0, "mul").act(0, "no");
    expect(deckOf(t, 0)).toEqual([...five, "d6"].map((a) => t.uid(a)));
    expect(t.where("o1")).toBe("hand:0");
  });

  it("a short deck: the discard pile is shuffled into a new deck first (DECK-1); with fewer cards in all, takes them all", () => {
    rules("DECK-1");
    const t = tbl({
      hand: [h(gk("mulligan"), "mul")],
      deck: deck.slice(0, 3),
      discard: deck.slice(3),
    });
    onlyListedDeck(t, 0, ["d1", "d2", "d3"]);
    t.act(0, "mul").act(0, "yes");
    expect(t.hand(0)).toHaveLength(5);
    expect(discardOf(t, 0)).toEqual([t.uid("mul")]);
    const u = tbl({ hand: [h(gk("mulligan"), "mul")], deck: deck.slice(0, 3) });
    onlyListedDeck(u, 0, ["d1", "d2", "d3"]);
    u.act(0, "mul").act(0, "yes");
    expect(u.hand(0)).toHaveLength(3);
    const e = tbl({ hand: [h(gk("mulligan"), "mul"), h(gk("fan"), "o1")] });
    onlyListedDeck(e, 0, []);
    e.act(0, "mul");
    expect([e.prompt.kind, e.where("o1")]).toEqual(["main", "hand:0"]);
  });
});

describe("Non-Infinite Loop", () => {
  it("plays an action from your hand as an extra action, which may go back into your hand", () => {
    const t = tbl({
      hand: [
        h(gk("non-infinite-loop"), "nil"),
        h("aliens:beam-up", "beam"),
        h("aliens:disintegrator", "dis"),
        h("aliens:scout", "sc"),
      ],
      oasis: [m("ninjas:shinobi", 1, "sh")],
    });
    t.act(0, "nil").expectPrompt(0, "playExtraAction");
    expect(t.offers("sc")).toBe(false);
    t.act(0, "beam").expectPrompt(0, "destination").act(0, "#d0");
    expect([t.where("sh"), t.where("beam"), t.where("nil")]).toEqual(["hand:1", "hand:0", "discard:0"]);
  });
});

describe("Rules Lawyer", () => {
  it("transfers an action on a base to another base: its ongoing applies there at once (TERM-TRANSFER)", () => {
    rules("TERM-TRANSFER", "DIFF-11");
    const t = tbl({
      factions: [GK, ["werewolves", "ninjas"], P2],
      hand: [h(gk("rules-lawyer"), "rl")],
      oasisActions: [{ card: "werewolves:full-moon", owner: 1, as: "moon" }],
      oasis: [m("ninjas:shinobi", 1, "here")],
      factory: [m("ninjas:ninja-acolyte", 1, "there")],
    });
    expect([t.power("here"), t.power("there")]).toEqual([4, 2]);
    t.act(0, "rl").expectPrompt(0, "transferBase");
    expect(t.offers("jungle-oasis")).toBe(false);
    t.act(0, "factory-436-1337");
    expect(t.where("moon")).toBe("base:factory-436-1337");
    expect([t.power("here"), t.power("there")]).toEqual([3, 3]);
    expect(card(t.g, t.uid("moon")).controller).toBe(1);
  });

  it("transfers an action on a minion onto another minion, another player's included; a host that refuses it is not offered", () => {
    const t = tbl({
      factions: [GK, ["ninjas", "aliens"], ["geeks", "robots"]],
      hand: [h(gk("rules-lawyer"), "rl")],
      oasis: [
        m("aliens:scout", 0, "mine", { attached: [{ card: "ninjas:poison", owner: 1, as: "poison" }] }),
        m(gk("game-guru"), 2, "guru"),
      ],
      factory: [m("robots:zapbot", 2, "zap"), m("robots:warbot", 2, "war")],
      oasisActions: [{ card: "ninjas:infiltrate", owner: 1, as: "inf" }],
    });
    expect(t.power("mine")).toBe(0);
    t.act(0, "rl").expectPrompt(0, "transferAction").act(0, "poison").expectPrompt(0, "transferTarget");
    expect(t.offers("guru")).toBe(false);
    expect(t.offers("mine")).toBe(false);
    t.act(0, "war");
    expect([t.where("poison"), t.power("mine"), t.power("war")]).toEqual(["attached:war", 3, 0]);
  });

  it("only actions that can go somewhere are offered", () => {
    const t = tbl({
      factions: [GK, ["werewolves", "ninjas"], P2],
      hand: [h(gk("rules-lawyer"), "rl")],
      oasisActions: [{ card: "werewolves:full-moon", owner: 1, as: "moon" }],
      oasis: [
        m("aliens:scout", 0, "only", { attached: [{ card: "ninjas:poison", owner: 1, as: "poison" }] }),
      ],
    });
    // Poison has no other minion to go to: only Full Moon is offered, so it is chosen at once.
    t.act(0, "rl").expectPrompt(0, "transferBase");
    expect(t.where("poison")).toBe("attached:only");
  });

  it("no action in play: nothing", () => {
    const t = tbl({ hand: [h(gk("rules-lawyer"), "rl")], oasis: [m("aliens:scout", 0, "mine")] });
    t.act(0, "rl");
    expect([t.prompt.kind, t.where("rl")]).toEqual(["main", "discard:0"]);
  });
});
