import { describe, expect, it } from "vitest";
import { catalogBox } from "../../../cards/catalog.ts";
import anansiBases from "../../../cards/culture-shock/bases/anansi-tales.ts";
import type { Scenario } from "../../../src/drivers/scenario.ts";
import { baseMarkers, breakpoint, printedBreakpoint } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

type F = [string, string];
const ANANSI: F = ["anansi-tales", "dinosaurs"];
const P1: F = ["tricksters", "aliens"];
const P2: F = ["ninjas", "robots"];
type Table = ReturnType<typeof table>;
type Player = Scenario["players"][number];
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
const h = (card: string, as: string, owner?: number) =>
  owner === undefined ? { card, as } : { card, as, owner };
const m = (card: string, owner: number, as: string): Minion => ({ card, owner, as });
const A = (id: string) => `anansi-tales:${id}`;
const handSize = (t: Table, seat: number) => t.hand(seat).length;

describe("Anansi Tales bases: the list", () => {
  it("has Anansi's Web and Storyteller's Hut with the reference breakpoints, VP, faction and names", () => {
    expect(anansiBases.map((b) => [b.key, b.box, b.faction, b.breakpoint, b.vp])).toEqual([
      ["base:anansis-web", "culture-shock", "anansi-tales", 17, [3, 2, 1]],
      ["base:storytellers-hut", "culture-shock", "anansi-tales", 24, [4, 2, 1]],
    ]);
    const cat = catalogBox("culture-shock")?.bases.filter((b) => b.faction === "anansi-tales");
    expect(anansiBases.map((b) => b.name)).toEqual(cat?.map((b) => b.name));
    for (const b of anansiBases) expect(b.text.fr).not.toBe(b.text.en);
  });
});

describe("Anansi's Web", () => {
  /** Alice (active unless said) has `minions` on the Web; three players. */
  const web = (players: Partial<Player>[], minions: Minion[], active = 0, turn: Scenario["turn"] = {}) =>
    table({
      active,
      players: [ANANSI, P1, P2].map((factions, i) => ({ factions, ...players[i] })),
      bases: [
        { id: "anansis-web", minions },
        { id: "tar-pits" },
        { id: "the-grey-opal" },
        { id: "ninja-dojo" },
      ],
      turn,
    });
  const deck = [
    h("dinosaurs:king-rex", "d1"),
    h("dinosaurs:war-raptor", "d2"),
    h("dinosaurs:laseratops", "d3"),
  ];

  it("the first standard action: Alice may put it into another player's hand to draw exactly two", () => {
    rules("TERM-TO", "TERM-STANDARD", "ORDER-1");
    const t = web([{ hand: [h("dinosaurs:howl", "howl")], deck }], [m("dinosaurs:war-raptor", 0, "raptor")]);
    t.act(0, "howl").expectPrompt(0, "destination");
    expect(t.where("howl")).toBe("resolving");
    t.act(0, "label:base:anansis-web").expectPrompt(0, "chooseReceiver").act(0, "player:2");
    expect(t.where("howl")).toBe("hand:2");
    expect([t.where("d1"), t.where("d2"), t.where("d3")]).toEqual(["hand:0", "hand:0", "deck:0"]);
    expect(handSize(t, 0)).toBe(2);
  });

  it("declined: the discard pile, no draw", () => {
    const t = web([{ hand: [h("dinosaurs:howl", "howl")], deck }], [m("dinosaurs:war-raptor", 0, "raptor")]);
    t.act(0, "howl").act(0, "#discard");
    expect(t.where("howl")).toBe("discard:0");
    expect(handSize(t, 0)).toBe(0);
  });

  it("only the first standard action each turn; an action played on a minion or a base doesn't count", () => {
    const t = web(
      [
        {
          hand: [
            h("dinosaurs:upgrade", "up"),
            h("dinosaurs:wildlife-preserve", "preserve"),
            h("dinosaurs:howl", "howl1"),
            h("dinosaurs:howl", "howl2"),
          ],
          deck,
        },
      ],
      [m("dinosaurs:war-raptor", 0, "raptor")],
      0,
      { extras: [3, 2, 1].map(() => ({ kind: "action" as const, source: "test" })) },
    );
    t.act(0, "up@raptor").expectPrompt(0, "main");
    t.act(0, "preserve@tar-pits").expectPrompt(0, "main");
    t.act(0, "howl1").act(0, "#discard");
    t.act(0, "howl2").expectPrompt(0, "main");
    expect(t.where("howl2")).toBe("discard:0");
  });

  it("a card Alice holds but Bob owns: offered once, then into the hand she picks, still Bob's", () => {
    rules("TERM-OWNER", "CONFLICT-11");
    const t = web([{ hand: [h("aliens:probe", "beam", 1)], deck }], [m("dinosaurs:war-raptor", 0, "raptor")]);
    t.act(0, "beam");
    // Answer whatever Probe asks first.
    while (t.prompt.purpose !== "destination") t.act(0, `#${t.prompt.options[0]?.id}`);
    // One offer (the Web) next to the discard pile, though the play was also "a card she doesn't own".
    expect(t.prompt.options.map((o) => o.id)).toEqual(["discard", "d0"]);
    t.act(0, "#d0").act(0, "player:2");
    expect(t.where("beam")).toBe("hand:2");
    expect(t.g.cards[t.uid("beam")]?.owner).toBe(1);
  });

  it("each player's own first: a standard action Bob played earlier this turn doesn't use up Alice's", () => {
    const t = web(
      [{ hand: [h("dinosaurs:howl", "howl")], deck }, { hand: [h("aliens:invasion", "inv")] }],
      [m("dinosaurs:war-raptor", 0, "raptor")],
    );
    // As if Bob had played it through a Special earlier in Alice's turn.
    t.g.turn.playedActions = [{ uid: t.uid("inv"), seat: 1, base: -1, host: -1, standard: true }];
    t.act(0, "howl").expectPrompt(0, "destination");
  });

  it("no minion of that player's here: nothing (another player's minion doesn't do)", () => {
    const t = web([{ hand: [h("dinosaurs:howl", "howl")], deck }], [m("aliens:invader", 1, "inv")]);
    t.act(0, "howl").expectPrompt(0, "main");
    expect(t.where("howl")).toBe("discard:0");
  });

  it("'you' is the player of the action: Bob's first standard action in his turn, with his minion here", () => {
    rules("TERM-YOU");
    const t = web(
      [{}, { hand: [h("tricksters:disenchant", "dis")] }],
      [m("aliens:invader", 1, "inv"), m("dinosaurs:war-raptor", 0, "raptor")],
      1,
    );
    // Disenchant has no target: it is played all the same and is Bob's first standard action.
    t.act(1, "dis");
    if (t.prompt.purpose === "destroyAction") t.act(1);
    t.expectPrompt(1, "destination").act(1, "label:base:anansis-web").act(1, "player:0");
    expect(t.where("dis")).toBe("hand:0");
    expect(handSize(t, 1)).toBe(2);
  });

  it("a card that names its own destination uses up the first time: not offered then, nor for the next (CARD-TOILE-D-ANANSI)", () => {
    rules("CARD-TOILE-D-ANANSI");
    const t = web(
      [{ hand: [h(A("let-it-be-full-and-eat"), "full"), h("dinosaurs:howl", "howl")], deck }],
      [m("dinosaurs:war-raptor", 0, "raptor")],
      0,
      { extras: [{ kind: "action", source: "test" }] },
    );
    t.act(0, "full").expectPrompt(0, "chooseReceiver").act(0, "player:1");
    expect(t.where("full")).toBe("hand:1");
    t.act(0, "howl").expectPrompt(0, "main");
    expect(t.where("howl")).toBe("discard:0");
  });
});

describe("Storyteller's Hut", () => {
  const hut = (hand: ReturnType<typeof h>[], turn: Scenario["turn"] = {}, active = 0, markers = 0) =>
    table({
      active,
      players: [
        { factions: ANANSI, hand: active === 0 ? hand : [] },
        { factions: P1, hand: active === 1 ? hand : [] },
      ],
      bases: [
        { id: "storytellers-hut", ...(markers ? { markers: { story: markers } } : {}) },
        { id: "tar-pits" },
        { id: "the-grey-opal" },
      ],
      turn,
    });
  const howls = [
    h("dinosaurs:howl", "howl1"),
    h("dinosaurs:howl", "howl2"),
    h("dinosaurs:augmentation", "aug"),
  ];

  it("an extra action anywhere, for a story marker: breakpoint 22; the free action stays", () => {
    rules("CARD-HUTTE-DU-CONTEUR", "COUNTER-9", "SCORE-2", "TERM-YOURTURN");
    const t = hut(howls);
    const b = t.base("storytellers-hut");
    t.act(0, "howl1").expectPrompt(0, "useRewardedAllowance").act(0, "yes");
    expect(baseMarkers(t.g, b, "story")).toBe(1);
    expect([breakpoint(t.g, b), printedBreakpoint(t.g, b)]).toEqual([22, 24]);
    // The free action is still there; the Hut only once this turn.
    t.act(0, "howl2");
    expect(baseMarkers(t.g, b, "story")).toBe(1);
    expect(t.offers("aug")).toBe(false);
  });

  it("only the Hut can pay: it is used without asking", () => {
    const t = hut(howls, { freeAction: 0, actionsPlayed: 1 });
    t.act(0, "howl1").expectPrompt(0, "main");
    expect(baseMarkers(t.g, t.base("storytellers-hut"), "story")).toBe(1);
    expect(t.offers("howl2")).toBe(false);
  });

  it("declined at the first action: the second is charged to the Hut, with its marker", () => {
    const t = hut(howls);
    t.act(0, "howl1").act(0, "no");
    expect(baseMarkers(t.g, t.base("storytellers-hut"), "story")).toBe(0);
    t.act(0, "howl2").expectPrompt(0, "main");
    expect(baseMarkers(t.g, t.base("storytellers-hut"), "story")).toBe(1);
  });

  it("each marker lowers it by 2; they are not +1 power counters and give nobody power", () => {
    const t = hut([], {}, 0, 3);
    const b = t.base("storytellers-hut");
    expect(breakpoint(t.g, b)).toBe(18);
    expect(t.g.bases[b]?.minions).toEqual([]);
  });

  it("for the active player only, and only in their turn", () => {
    const held = [h("dinosaurs:howl", "howl1", 0), h("dinosaurs:howl", "howl2", 0)];
    const t = hut(held, { freeAction: 0, actionsPlayed: 1 }, 1);
    // Bob's turn (with Alice's cards he holds): the Hut is his now, once.
    expect(t.offers("howl1")).toBe(true);
    t.act(1, "howl1");
    expect(baseMarkers(t.g, t.base("storytellers-hut"), "story")).toBe(1);
    expect(t.offers("howl2")).toBe(false);
  });

  it("it scores at its lowered breakpoint; the markers leave with it", () => {
    rules("SCORE-17");
    const t = table({
      phase: "score",
      players: [{ factions: ANANSI }, { factions: P1 }],
      bases: [
        {
          id: "storytellers-hut",
          markers: { story: 8 },
          minions: [m("dinosaurs:king-rex", 0, "rex"), m("dinosaurs:laseratops", 0, "lase")],
        },
        { id: "tar-pits" },
        { id: "the-grey-opal" },
      ],
      baseDeck: ["jungle-oasis"],
    });
    // 24 - 2 × 8 = 8, reached by 7 + 2 = 9.
    const hutUid = t.base("storytellers-hut");
    expect(t.vp(0)).toBe(4);
    expect(t.g.basesInPlay).not.toContain(hutUid);
    expect(t.g.bases[hutUid]?.markers).toBeUndefined();
    expect(baseMarkers(t.g, hutUid, "story")).toBe(0);
  });
});
