import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

// Seat 0 plays Aliens; seat 1 owns the minions the Aliens push around.
const players = (hand0: (string | { card: string; as: string })[], more: Record<string, unknown> = {}) => [
  { factions: ["aliens", "dinosaurs"] as [string, string], hand: hand0, ...more },
  { factions: ["dinosaurs", "aliens"] as [string, string] },
];

describe("Aliens", () => {
  it("Supreme Overlord may return any minion to its owner's hand, or nothing", () => {
    const t = table({
      players: players([{ card: "aliens:supreme-overlord", as: "so" }]),
      bases: [
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "so@tar-pits").expectPrompt(0, "return");
    expect(t.offers("so")).toBe(true); // it may even return itself
    t.act(0, "rex");
    expect(t.where("rex")).toBe("hand:1");
    expect(t.where("so")).toBe("base:tar-pits");

    const declined = table({
      players: players([{ card: "aliens:supreme-overlord", as: "so" }]),
      bases: [
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    declined.act(0, "so@tar-pits").act(0);
    expect(declined.where("rex")).toBe("base:jungle-oasis");
    expect(declined.prompt.kind).toBe("main");
  });

  it("Invader gains 1 VP", () => {
    const t = table({
      players: players([{ card: "aliens:invader", as: "inv" }]),
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "inv@jungle-oasis");
    expect(t.vp(0)).toBe(1);
  });

  it("Scout returns to hand after its base scores (after-scoring Special)", () => {
    rules("SCORE-3", "SCORE-15", "TERM-SPECIAL", "MEFIRST-3");
    const t = table({
      players: players([]),
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "aliens:scout", owner: 0, as: "scout" },
            { card: "dinosaurs:king-rex", owner: 0, as: "rex" },
            { card: "dinosaurs:laseratops", owner: 1 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.expectPrompt(0, "afterScoring");
    expect(t.vp(0)).toBe(2);
    t.act(0, "scout");
    expect(t.where("scout")).toBe("hand:0");
    expect(t.where("rex")).toBe("discard:0");
  });

  it("Scout's Special belongs to its own base's scoring only; the owner is logged taking it back", () => {
    // Seat 1 controls a Scout of seat 0's on the scoring base; another Scout waits on Tar Pits.
    const t = table({
      players: players([]),
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "aliens:scout", owner: 0, controller: 1, as: "scout" },
            { card: "dinosaurs:king-rex", owner: 0, as: "rex" },
            { card: "dinosaurs:laseratops", owner: 1 },
          ],
        },
        { id: "tar-pits", minions: [{ card: "aliens:scout", owner: 0, as: "away" }] },
        { id: "the-central-brain" },
      ],
    });
    t.expectPrompt(1, "afterScoring");
    expect(t.offers("away")).toBe(false);
    t.act(1, "scout");
    // "Put it into your hand instead of the discard pile": the card goes to its owner's hand.
    expect(t.where("scout")).toBe("hand:0");
    expect(t.g.log.some((e) => e.k === "toHand" && e.p[0] === 0 && e.p[1] === t.uid("scout"))).toBe(true);
  });

  it("Scout's Special is not offered when another base scores", () => {
    // Its controller's only Scout waits on Tar Pits while Jungle Oasis scores.
    const t = table({
      players: players([]),
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0, as: "rex" },
            { card: "dinosaurs:laseratops", owner: 1 },
            { card: "dinosaurs:war-raptor", owner: 1 },
          ],
        },
        { id: "tar-pits", minions: [{ card: "aliens:scout", owner: 0, as: "away" }] },
        { id: "the-central-brain" },
      ],
    });
    expect(t.prompt.purpose).not.toBe("afterScoring");
    expect(t.where("rex")).toBe("discard:0"); // the base did score
    expect(t.where("away")).toBe("base:tar-pits");
  });

  it("Scout's Special is optional", () => {
    const t = table({
      players: players([]),
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "aliens:scout", owner: 0, as: "scout" },
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "dinosaurs:war-raptor", owner: 0 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "pass");
    expect(t.where("scout")).toBe("discard:0");
  });

  it("Collector returns a minion of power 3 or less from its base, but not another Collector (errata)", () => {
    const t = table({
      players: players([{ card: "aliens:collector", as: "col" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:war-raptor", owner: 1, as: "raptor" },
            { card: "aliens:collector", owner: 1, as: "col2" },
            { card: "dinosaurs:armor-stego", owner: 1, as: "stego" },
          ],
        },
        { id: "tar-pits", minions: [{ card: "dinosaurs:war-raptor", owner: 1, as: "far" }] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "col@jungle-oasis").expectPrompt(0, "return");
    expect(t.offers("raptor")).toBe(true);
    expect(t.offers("col2")).toBe(false);
    expect(t.offers("col")).toBe(false);
    expect(t.offers("far")).toBe(false);
    // Armor Stego has 5 power during another player's turn.
    expect(t.offers("stego")).toBe(false);
    t.act(0, "raptor");
    expect(t.where("raptor")).toBe("hand:1");
  });

  it("Collector with no eligible minion asks nothing", () => {
    const t = table({
      players: players([{ card: "aliens:collector", as: "col" }]),
      bases: [
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:king-rex", owner: 1 }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "col@jungle-oasis");
    expect(t.prompt.kind).toBe("main");
  });

  it("Abduction returns a minion then grants an extra minion usable later in the phase", () => {
    rules("PLAY-8", "PLAY-9");
    const t = table({
      players: players([
        { card: "aliens:abduction", as: "abd" },
        { card: "aliens:invader", as: "inv" },
        { card: "aliens:scout", as: "scout" },
      ]),
      bases: [
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "abd");
    expect(t.where("rex")).toBe("hand:1");
    expect(t.where("abd")).toBe("discard:0");
    t.act(0, "inv@tar-pits");
    t.act(0, "scout@tar-pits");
    expect(t.where("scout")).toBe("base:tar-pits");
    expect(t.offers("end")).toBe(true);
  });

  it("Beam Up returns a minion; with no minion in play it is still played (CONFLICT-5)", () => {
    rules("CONFLICT-5", "TERM-RETURN");
    const t = table({
      players: players([{ card: "aliens:beam-up", as: "b" }]),
      bases: [
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:upgrade" as never, owner: 1 }].slice(0, 0) },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "b");
    expect(t.where("b")).toBe("discard:0");
    expect(t.g.turn.freeAction).toBe(0);

    const u = table({
      players: players([{ card: "aliens:beam-up", as: "b" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:king-rex",
              owner: 1,
              as: "rex",
              counters: 0,
              attached: [{ card: "dinosaurs:upgrade", owner: 1, as: "up" }],
            },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    u.act(0, "b");
    expect(u.where("rex")).toBe("hand:1");
    expect(u.where("up")).toBe("discard:1");
  });

  it("Crop Circles returns every minion of the chosen base", () => {
    const t = table({
      players: players([{ card: "aliens:crop-circles", as: "cc" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1, as: "a" },
            { card: "aliens:invader", owner: 0, as: "b" },
          ],
        },
        { id: "tar-pits", minions: [{ card: "dinosaurs:war-raptor", owner: 1, as: "c" }] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "cc").expectPrompt(0, "chooseBase").act(0, "jungle-oasis");
    expect([t.where("a"), t.where("b"), t.where("c")]).toEqual(["hand:1", "hand:0", "base:tar-pits"]);
  });

  it("Disintegrator puts a minion of power 3 or less on the bottom of its owner's deck", () => {
    const t = table({
      players: players([{ card: "aliens:disintegrator", as: "d" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
            { card: "dinosaurs:war-raptor", owner: 1, as: "r" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "d");
    // Only one legal target: chosen without a prompt.
    expect(t.where("r")).toBe("deck:1");
    expect(t.g.players[1]?.deck.at(-1)).toBe(t.uid("r"));
    expect(t.where("rex")).toBe("base:jungle-oasis");
  });

  it("Invasion moves a minion to another base", () => {
    rules("TERM-MOVE");
    const t = table({
      players: players([{ card: "aliens:invasion", as: "i" }]),
      bases: [
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex", counters: 2 }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "i").expectPrompt(0, "moveDestination").act(0, "tar-pits");
    expect(t.where("rex")).toBe("base:tar-pits");
    expect(t.power("rex")).toBe(9); // counters move with it (COUNTER-8)
  });

  it("Jammed Signal cancels a base's ability", () => {
    rules("COMP-5");
    const t = table({
      players: players([{ card: "aliens:jammed-signal", as: "js" }]),
      bases: [
        { id: "the-central-brain", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }] },
        { id: "tar-pits" },
        { id: "jungle-oasis" },
      ],
    });
    expect(t.power("rex")).toBe(8);
    t.act(0, "js@the-central-brain");
    expect(t.where("js")).toBe("base:the-central-brain");
    expect(t.power("rex")).toBe(7);
  });

  it("Jammed Signal on another base leaves this one's ability alone", () => {
    const t = table({
      players: players([{ card: "aliens:jammed-signal", as: "js" }]),
      bases: [
        { id: "the-central-brain", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }] },
        { id: "tar-pits" },
        { id: "jungle-oasis" },
      ],
    });
    t.act(0, "js@tar-pits");
    expect(t.power("rex")).toBe(8);
  });

  it("Probe looks at a hand and discards a minion from it; nothing happens without minions", () => {
    const t = table({
      players: [
        { factions: ["aliens", "dinosaurs"], hand: [{ card: "aliens:probe", as: "p" }] },
        {
          factions: ["dinosaurs", "aliens"],
          hand: [
            { card: "dinosaurs:king-rex", as: "rex" },
            { card: "dinosaurs:howl", as: "howl" },
          ],
        },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "p");
    expect(t.where("rex")).toBe("discard:1");
    expect(t.where("howl")).toBe("hand:1");
    expect(t.g.log.some((e) => e.k === "lookHand" && e.p[0] === 0 && e.p[1] === 1 && e.to === -1)).toBe(true);
    expect(t.g.log.some((e) => e.k === "seeCard" && e.to === 0 && e.p[0] === t.uid("howl"))).toBe(true);

    const empty = table({
      players: [
        { factions: ["aliens", "dinosaurs"], hand: [{ card: "aliens:probe", as: "p" }] },
        { factions: ["dinosaurs", "aliens"], hand: [{ card: "dinosaurs:howl", as: "howl" }] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    empty.act(0, "p");
    expect(empty.where("howl")).toBe("hand:1");
  });

  it("Probe asks which other player when there are several", () => {
    const t = table({
      players: [
        {
          factions: ["aliens", "dinosaurs"],
          hand: [
            { card: "aliens:probe", as: "p" },
            { card: "aliens:invader", as: "own" },
          ],
        },
        { factions: ["dinosaurs", "aliens"], hand: [{ card: "dinosaurs:king-rex", as: "rex" }] },
        { factions: ["ninjas", "pirates"], hand: [{ card: "ninjas:shinobi", as: "shin" }] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }, { id: "ninja-dojo" }],
    });
    t.act(0, "p").expectPrompt(0, "choosePlayer");
    expect(t.offers("player:0")).toBe(false);
    t.act(0, "player:2");
    expect(t.where("shin")).toBe("discard:2");
    expect(t.where("rex")).toBe("hand:1");
    expect(t.where("own")).toBe("hand:0");
  });

  it("Terraforming swaps a base from the base deck in; minions stay, actions are discarded, an extra minion may follow", () => {
    rules("PLAY-9");
    const t = table({
      players: players([
        { card: "aliens:terraforming", as: "tf" },
        { card: "aliens:invader", as: "inv" },
        { card: "aliens:invader", as: "inv2" },
      ]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }],
          actions: [{ card: "dinosaurs:wildlife-preserve", owner: 1, as: "wp" }],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      baseDeck: ["the-homeworld", "the-mothership"],
    });
    t.act(0, "tf").expectPrompt(0, "searchBaseDeck");
    expect(t.prompt.source).toEqual({ card: t.uid("tf"), def: "aliens:terraforming" });
    t.act(0, "the-mothership");
    t.expectPrompt(0, "swapBase").act(0, "jungle-oasis");
    expect(t.where("rex")).toBe("base:the-mothership");
    expect(t.where("wp")).toBe("discard:1");
    t.check({ basesInPlay: ["the-mothership", "tar-pits", "the-central-brain"] });
    expect(t.g.baseDeck).toContain(t.base("jungle-oasis"));
    // The extra says where the minion goes, not which card it is: it waits for later in the
    // play phase (PLAY-9), on the new base only, beside the free minion play.
    t.expectPrompt(0, "main");
    expect(t.offers("inv@the-mothership")).toBe(true);
    t.act(0, "inv@tar-pits");
    expect(t.g.turn.freeMinion).toBe(0);
    expect(t.offers("inv2@tar-pits")).toBe(false);
    t.act(0, "inv2@the-mothership");
    expect(t.where("inv2")).toBe("base:the-mothership");
    expect(t.g.turn.extras).toEqual([]);
  });
});

describe("what a card lets its player look at is shown with the choice (ZONE-5, TERM-LOOK)", () => {
  it("Probe's prompt carries the whole hand looked at, actions too; a later choice does not", () => {
    const t = table({
      players: [
        { factions: ["aliens", "dinosaurs"], hand: [{ card: "aliens:probe", as: "p" }] },
        {
          factions: ["dinosaurs", "aliens"],
          hand: [
            { card: "dinosaurs:king-rex", as: "rex" },
            { card: "dinosaurs:howl", as: "howl" },
            { card: "dinosaurs:war-raptor", as: "raptor" },
          ],
        },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    rules("ZONE-5", "TERM-LOOK");
    t.act(0, "p").expectPrompt(0, "discardFromHand");
    expect(t.prompt.shown).toEqual([t.uid("rex"), t.uid("howl"), t.uid("raptor")]);
    // Only minions are choices; the action is seen, not offered.
    expect(t.prompt.options.map((o) => o.card)).toEqual([t.uid("rex"), t.uid("raptor")]);
    t.act(0, "raptor");
    expect(t.prompt.kind).toBe("main");
    expect(t.prompt.shown).toBeUndefined();
  });
});
