// The scoring rules (SCORE-*, DECK-7, WIN-*) played through real bases and cards.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import { card, drawBase, playSelf, registerFaction, returnToHand, swapBase } from "../../src/engine/api.ts";
import { rules, table } from "../harness/table.ts";

// Test-only cards for situations no registered core card creates: a power 0 minion (SCORE-9), a
// Special that makes the base being scored leave play (SCORE-6) and a minion that leaves the base
// being scored (SCORE-5).
registerFaction(
  faction("scorekit", "test", { en: "Scoring test kit", fr: "Kit de test du décompte" }, [
    minion({
      id: "zero",
      power: 0,
      count: 2,
      name: { en: "Zero", fr: "Zéro" },
      text: { en: "No ability.", fr: "Aucune capacité." },
    }),
    minion({
      id: "skedaddle",
      power: 5,
      count: 1,
      name: { en: "Skedaddle", fr: "Skedaddle" },
      text: {
        en: "Special: before this minion's base scores, you may return it to your hand.",
        fr: "Spécial : avant la conquête de la base de cette créature, vous pouvez la reprendre en main.",
      },
      specials: [
        {
          window: "beforeScoring",
          from: "play",
          can: (g, self, _seat, w) => card(g, self).zone === "base" && card(g, self).at === w.base,
          *use(ctx) {
            returnToHand(ctx, ctx.self);
          },
        },
      ],
    }),
    action({
      id: "uproot",
      count: 1,
      name: { en: "Uproot", fr: "Déracinement" },
      text: {
        en: "Special: before a base scores, replace it with the top base of the base deck; its minions stay.",
        fr: "Spécial : avant la conquête d'une base, remplacez-la par la première base de la pioche Base ; ses créatures restent.",
      },
      *onPlay(ctx) {
        const { g } = ctx;
        if (g.scoring < 0) return;
        const fresh = drawBase(g);
        if (fresh !== null) swapBase(g, g.scoring, fresh, "discard");
      },
      specials: [
        {
          window: "beforeScoring",
          from: "hand",
          can: (g) => g.baseDeck.length > 0,
          *use(ctx) {
            yield* playSelf(ctx, -1);
          },
        },
      ],
    }),
  ]),
);

type F = [string, string];
const DA: F = ["dinosaurs", "aliens"];
type M = { card: string; owner: number; counters?: number; as?: string };
const rex = (owner: number, counters = 0, as?: string): M => ({
  card: "dinosaurs:king-rex",
  owner,
  counters,
  ...(as ? { as } : {}),
});
const vps = (t: ReturnType<typeof table>) => t.g.players.map((p) => p.vp);
const scoredBases = (t: ReturnType<typeof table>) =>
  t.g.log.filter((e) => e.k === "scoringBase").map((e) => t.g.bases[e.p[0] as number]?.def);

/** Four players; the Tar Pits (16; 4 / 3 / 2 VP) hold `pits` and score at once. */
const pitsTable = (pits: M[]) =>
  table({
    players: [{ factions: DA }, { factions: DA }, { factions: DA }, { factions: DA }],
    phase: "score",
    bases: [
      { id: "tar-pits", minions: pits },
      { id: "the-great-library" },
      { id: "rhodes-plaza-mall" },
      { id: "factory-436-1337" },
      { id: "the-grey-opal" },
    ],
  });

describe("SCORE-10: places and ties", () => {
  it("10 / 10 / 5: two winners, nobody 2nd, the third player is 3rd", () => {
    rules("SCORE-10", "SCORE-12");
    const t = pitsTable([rex(0, 3), rex(1, 3), { card: "aliens:supreme-overlord", owner: 2 }]);
    expect(vps(t)).toEqual([4, 4, 2, 0]);
  });

  it("10 / 7 / 7: one winner, two 2nd places, nobody 3rd", () => {
    const t = pitsTable([rex(0, 3), rex(1), rex(2)]);
    expect(vps(t)).toEqual([4, 3, 3, 0]);
  });

  it("10 / 7 / 7 / 3: the fourth player gets nothing", () => {
    const t = pitsTable([rex(0, 3), rex(1), rex(2), { card: "aliens:invader", owner: 3 }]);
    expect(vps(t)).toEqual([4, 3, 3, 0]);
  });

  it("8 / 8 / 8: all three are winners", () => {
    const t = pitsTable([rex(0, 1), rex(1, 1), rex(2, 1)]);
    expect(vps(t)).toEqual([4, 4, 4, 0]);
  });

  it("a player's total is the sum of their minions' power (SCORE-8)", () => {
    rules("SCORE-8");
    // Seat 1's four small minions (3 + 3 + 2 + 2 = 10) beat seat 0's King Rex (7).
    const t = pitsTable([
      rex(0),
      { card: "aliens:invader", owner: 1 },
      { card: "aliens:scout", owner: 1 },
      { card: "aliens:collector", owner: 1 },
      { card: "aliens:collector", owner: 1 },
    ]);
    expect(vps(t)).toEqual([3, 4, 0, 0]);
    const places = t.g.log.filter((e) => e.k === "place").map((e) => e.p.slice(0, 2).concat(e.p.slice(3)));
    expect(places).toEqual([
      [1, 1, 10, 4],
      [0, 2, 7, 3],
    ]);
  });
});

describe("SCORE-11: fewer than three contenders", () => {
  it("with two eligible players, 3rd place's VP go to nobody", () => {
    rules("SCORE-11");
    const t = pitsTable([rex(0, 3), rex(1, 2)]);
    expect(vps(t)).toEqual([4, 3, 0, 0]);
  });

  it("with one eligible player, only 1st place's VP are given", () => {
    const t = pitsTable([rex(0, 9)]);
    expect(vps(t)).toEqual([4, 0, 0, 0]);
  });
});

describe("SCORE-9: who may win VP", () => {
  it("a player whose only minion there has power 0 is ranked; a player without minion there is not", () => {
    rules("SCORE-9", "DIFF-2");
    const t = table({
      players: [{ factions: DA }, { factions: ["scorekit", "aliens"] }, { factions: DA }],
      phase: "score",
      bases: [
        { id: "tar-pits", minions: [rex(0, 9), { card: "scorekit:zero", owner: 1, as: "zero" }] },
        { id: "the-great-library", minions: [{ card: "aliens:collector", owner: 2 }] },
        { id: "rhodes-plaza-mall" },
        { id: "factory-436-1337" },
      ],
    });
    expect(vps(t)).toEqual([4, 3, 0]);
    expect(t.where("zero")).toBe("discard:1");
  });
});

describe("SCORE-1: bases score only in the scoring phase", () => {
  it("a base reaching its breakpoint during the play phase waits for the scoring phase", () => {
    rules("SCORE-1", "TURN-4");
    const t = table({
      players: [{ factions: DA, hand: [{ card: "dinosaurs:king-rex", as: "rex" }] }, { factions: DA }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:armor-stego", owner: 1 }] },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "rex@jungle-oasis");
    // 7 + 5 (Armor Stego during another player's turn) = 12: the Oasis is at its breakpoint, but
    // it only scores in the scoring phase.
    expect(t.g.basesInPlay).toContain(t.base("jungle-oasis"));
    expect(t.prompt.kind).toBe("main");
    t.act(0, "end");
    expect(vps(t)).toEqual([2, 0]);
    expect(t.where("rex")).toBe("discard:0");
  });
});

describe("SCORE-4 and SCORE-7: several eligible bases", () => {
  const twoEligible = () =>
    table({
      players: [{ factions: DA }, { factions: DA }],
      phase: "score",
      bases: [
        { id: "ninja-dojo", minions: [rex(0, 11)] },
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:laseratops", owner: 1, as: "laser" },
            { card: "aliens:supreme-overlord", owner: 1, as: "so" },
            { card: "aliens:invader", owner: 1, as: "inv" },
          ],
        },
        { id: "the-great-library", minions: [{ card: "aliens:collector", owner: 0 }] },
      ],
    });

  it("the active player chooses which eligible base scores first, among eligible bases only", () => {
    rules("SCORE-4", "SCORE-3");
    const t = twoEligible();
    t.expectPrompt(0, "chooseBaseToScore");
    expect(t.offers("ninja-dojo")).toBe(true);
    expect(t.offers("jungle-oasis")).toBe(true);
    expect(t.offers("the-great-library")).toBe(false);
    t.act(0, "jungle-oasis");
    // Seat 1 won the Oasis; the Dojo, the only eligible base left, then scored without a question.
    expect(vps(t)).toEqual([2, 2]);
    t.expectPrompt(0, "destroy").act(0);
    expect(scoredBases(t)).toEqual(["base:jungle-oasis", "base:ninja-dojo"]);
  });

  it("every base is checked again after each scoring: one that fell below its breakpoint doesn't score", () => {
    rules("SCORE-7");
    const t = twoEligible();
    t.act(0, "ninja-dojo");
    // The Dojo's winner destroys the Supreme Overlord: the Oasis drops to 7 < 12.
    t.expectPrompt(0, "destroy").act(0, "so");
    expect(vps(t)).toEqual([2, 0]);
    expect(scoredBases(t)).toEqual(["base:ninja-dojo"]);
    expect(t.where("laser")).toBe("base:jungle-oasis");
    expect(t.prompt.kind).toBe("main");
  });

  it("a replacement base that becomes eligible scores in the same phase", () => {
    rules("SCORE-7", "SCORE-17");
    const t = table({
      players: [{ factions: DA }, { factions: DA }],
      phase: "score",
      bases: [
        { id: "tortuga", minions: [rex(0, 10), { card: "aliens:supreme-overlord", owner: 1 }] },
        { id: "the-great-library", minions: [rex(1, 5, "rex1")] },
        { id: "rhodes-plaza-mall" },
      ],
      baseDeck: ["jungle-oasis"],
    });
    expect(vps(t)).toEqual([4, 3]);
    // Tortuga's runner-up moves King Rex (12) to the replacement, the Jungle Oasis (12).
    t.expectPrompt(1, "move").act(1, "rex1");
    expect(vps(t)).toEqual([4, 5]);
    expect(scoredBases(t)).toEqual(["base:tortuga", "base:jungle-oasis"]);
    expect(t.where("rex1")).toBe("discard:1");
  });
});

describe("SCORE-5 and SCORE-6: the base being scored changes during the before-scoring window", () => {
  it("a chosen base still scores when its total falls below the breakpoint (SCORE-5, SCORE-21)", () => {
    rules("SCORE-5", "SCORE-18", "SCORE-21", "TERM-BEFORE-SCORING");
    const t = table({
      players: [{ factions: DA }, { factions: ["scorekit", "aliens"] }],
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [rex(0, 0, "rex"), { card: "scorekit:skedaddle", owner: 1, as: "sk" }],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.expectPrompt(1, "beforeScoring").act(1, "sk");
    expect(t.where("sk")).toBe("hand:1");
    // 7 < 12, but the Oasis was chosen: it scores, and seat 1 is no longer ranked.
    expect(vps(t)).toEqual([2, 0]);
    expect(t.where("rex")).toBe("discard:0");
  });

  it("a base that leaves play before VP are awarded stops scoring; the base in its place is checked (SCORE-6)", () => {
    rules("SCORE-6");
    const t = table({
      players: [
        { factions: DA },
        { factions: ["scorekit", "aliens"], hand: [{ card: "scorekit:uproot", as: "up" }] },
      ],
      phase: "score",
      bases: [
        {
          id: "the-mothership",
          minions: [rex(0, 11, "rex"), { card: "aliens:collector", owner: 0, as: "col" }],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
      baseDeck: ["jungle-oasis"],
    });
    t.expectPrompt(1, "beforeScoring").act(1, "up");
    // The Mothership is gone: no VP and no after-scoring return from it. Its minions stayed on the
    // Jungle Oasis (20 ≥ 12), which is eligible and scores next.
    expect(t.g.log.some((e) => e.k === "scoreStop" && e.p[0] === t.base("the-mothership"))).toBe(true);
    expect(scoredBases(t)).toEqual(["base:the-mothership", "base:jungle-oasis"]);
    expect(vps(t)).toEqual([2, 0]);
    expect(t.g.baseDiscard).toContain(t.base("the-mothership"));
    expect([t.where("rex"), t.where("col"), t.where("up")]).toEqual(["discard:0", "discard:0", "discard:1"]);
    expect(t.prompt.kind).toBe("main");
  });
});

describe("SCORE-15: after scoring, in-play abilities come before Specials", () => {
  it("The Mothership's return is offered before Scout's Special", () => {
    rules("SCORE-15", "MEFIRST-2", "MEFIRST-3");
    const t = table({
      players: [{ factions: ["aliens", "dinosaurs"] }, { factions: DA }],
      phase: "score",
      bases: [
        {
          id: "the-mothership",
          minions: [
            rex(0, 8),
            { card: "aliens:scout", owner: 0, as: "scout" },
            { card: "aliens:collector", owner: 0, as: "col" },
          ],
        },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.expectPrompt(0, "return").act(0, "col");
    t.expectPrompt(0, "afterScoring").act(0, "scout");
    expect([t.where("col"), t.where("scout")]).toEqual(["hand:0", "hand:0"]);
  });
});

describe("DECK-7: an empty base deck", () => {
  it("is rebuilt from the base discard, which already holds the scored base (OPEN-19)", () => {
    rules("DECK-7", "OPEN-19");
    const all = [
      "jungle-oasis",
      "the-homeworld",
      "the-mothership",
      "tar-pits",
      "ninja-dojo",
      "temple-of-goju",
      "the-grey-opal",
      "tortuga",
      "factory-436-1337",
      "the-central-brain",
      "cave-of-shinies",
      "mushroom-kingdom",
      "school-of-wizardry",
      "the-great-library",
      "evans-city-cemetery",
      "rhodes-plaza-mall",
    ];
    const t = table({
      players: [{ factions: DA }, { factions: DA }],
      phase: "score",
      bases: all.map((id) => (id === "jungle-oasis" ? { id, minions: [rex(0, 5)] } : { id })),
    });
    expect(vps(t)).toEqual([2, 0]);
    // The only base to draw was the Oasis itself: it comes straight back, empty, in its place.
    expect(t.g.basesInPlay[0]).toBe(t.base("jungle-oasis"));
    expect(t.g.bases[t.base("jungle-oasis")]?.minions).toEqual([]);
    expect(t.g.baseDeck).toEqual([]);
    expect(t.g.baseDiscard).toEqual([]);
    expect(scoredBases(t)).toEqual(["base:jungle-oasis"]);
  });

  it("is rebuilt by shuffling the whole base discard", () => {
    const t = table({
      players: [{ factions: DA, hand: [{ card: "dinosaurs:king-rex", as: "rex" }] }, { factions: DA }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "aliens:supreme-overlord", owner: 1 }] },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    const { g } = t;
    for (const b of g.baseDeck.splice(0)) {
      (g.bases[b] as { zone: string }).zone = "discard";
      g.baseDiscard.push(b);
    }
    expect(g.baseDiscard).toHaveLength(13);
    t.act(0, "rex@jungle-oasis").act(0, "end");
    expect(vps(t)).toEqual([2, 0]);
    expect(g.basesInPlay).toHaveLength(3);
    expect(g.baseDiscard).toEqual([]);
    expect(g.baseDeck).toHaveLength(13);
    t.assertInvariants();
  });
});

describe("WIN-1..4: victory is checked at the end of the turn", () => {
  it("15 VP reached while scoring doesn't end the game before the end of the turn (SCORE-19, WIN-3)", () => {
    rules("SCORE-19", "WIN-1", "WIN-3", "EOT-3");
    const t = table({
      players: [{ factions: DA, vp: 13 }, { factions: DA }],
      phase: "score",
      bases: [
        { id: "the-great-library", minions: [rex(0, 15)] },
        { id: "jungle-oasis" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect(vps(t)).toEqual([17, 0]);
    t.expectPrompt(0, "drawCard");
    expect(t.g.result).toBeNull();
    expect(t.g.turn.phase).toBe("score");
    t.act(0, "yes");
    expect(t.engine.over).toBe(true);
    expect(t.g.result).toMatchObject({ winner: 0, reason: "vp", vp: [17, 0] });
  });

  it("a tie at the top with 15 or more lets the game go on (WIN-2)", () => {
    rules("WIN-2");
    const t = table({
      players: [
        { factions: DA, vp: 13 },
        { factions: DA, vp: 11 },
      ],
      phase: "score",
      bases: [
        { id: "jungle-oasis", minions: [rex(0, 5)] },
        { id: "tar-pits", minions: [rex(1, 9)] },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.expectPrompt(0, "chooseBaseToScore").act(0, "jungle-oasis");
    expect(vps(t)).toEqual([15, 15]);
    expect(t.g.result).toBeNull();
    expect(t.g.log.some((e) => e.k === "tieContinue")).toBe(true);
    t.expectPrompt(1, "main");
    expect(t.g.turn.number).toBe(2);
  });

  it("a player can win at the end of another player's turn (WIN-4)", () => {
    rules("WIN-4");
    const t = table({
      players: [
        { factions: DA, vp: 14 },
        { factions: DA, vp: 13 },
      ],
      phase: "score",
      bases: [
        { id: "jungle-oasis", minions: [rex(1, 5), { card: "aliens:collector", owner: 0 }] },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect(t.g.result).toMatchObject({ winner: 1, reason: "vp", vp: [14, 15] });
  });

  it("nobody wins below 15 VP, however far ahead", () => {
    const t = table({
      players: [{ factions: DA, vp: 12 }, { factions: DA }],
      phase: "score",
      bases: [
        { id: "jungle-oasis", minions: [rex(0, 5)] },
        { id: "the-great-library" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect(vps(t)).toEqual([14, 0]);
    expect(t.g.result).toBeNull();
    t.expectPrompt(1, "main");
  });
});
