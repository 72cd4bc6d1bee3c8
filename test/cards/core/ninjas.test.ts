import { describe, expect, it } from "vitest";
import { mayIgnoreBase } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

type HandEntry = string | { card: string; as: string };

// Seat 0 plays Ninjas (with Aliens); seat 1 plays Dinosaurs and Aliens.
const players = (hand0: HandEntry[], hand1: HandEntry[] = []) => [
  { factions: ["ninjas", "aliens"] as [string, string], hand: hand0 },
  { factions: ["dinosaurs", "aliens"] as [string, string], hand: hand1 },
];

const quietBases = [{ id: "tar-pits" }, { id: "the-central-brain" }];

describe("Ninjas", () => {
  it("Ninja Master may destroy any minion on its base, itself included", () => {
    const setup = () =>
      table({
        players: players([{ card: "ninjas:ninja-master", as: "nm" }]),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }] },
          { id: "tar-pits", minions: [{ card: "dinosaurs:war-raptor", owner: 1, as: "far" }] },
          { id: "the-central-brain" },
        ],
      });
    const t = setup();
    t.act(0, "nm@jungle-oasis").expectPrompt(0, "destroy");
    expect(t.offers("rex")).toBe(true);
    expect(t.offers("nm")).toBe(true);
    expect(t.offers("far")).toBe(false);
    t.act(0, "rex");
    expect(t.where("rex")).toBe("discard:1");
    expect(t.where("nm")).toBe("base:jungle-oasis");

    const declined = setup();
    declined.act(0, "nm@jungle-oasis").act(0);
    expect(declined.where("rex")).toBe("base:jungle-oasis");
    expect(declined.prompt.kind).toBe("main");
  });

  it("Tiger Assassin may destroy a minion of power 3 or less on its base (current power counts)", () => {
    rules("TERM-POWER");
    const t = table({
      players: players([{ card: "ninjas:tiger-assassin", as: "ta" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "aliens:invader", owner: 1, as: "inv" },
            // Armor Stego has 5 power during another player's turn.
            { card: "dinosaurs:armor-stego", owner: 1, as: "stego" },
            { card: "dinosaurs:laseratops", owner: 1, as: "laser" },
          ],
        },
        { id: "tar-pits", minions: [{ card: "aliens:collector", owner: 1, as: "far" }] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "ta@jungle-oasis").expectPrompt(0, "destroy");
    expect(t.offers("inv")).toBe(true);
    expect(t.offers("stego")).toBe(false);
    expect(t.offers("laser")).toBe(false);
    expect(t.offers("far")).toBe(false);
    t.act(0, "inv");
    expect(t.where("inv")).toBe("discard:1");
  });

  it("Tiger Assassin with no small minion on its base asks nothing (CONFLICT-5)", () => {
    rules("CONFLICT-5");
    const t = table({
      players: players([{ card: "ninjas:tiger-assassin", as: "ta" }]),
      bases: [
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:king-rex", owner: 1 }] },
        { id: "tar-pits", minions: [{ card: "aliens:collector", owner: 1 }] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "ta@jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("ta")).toBe("base:jungle-oasis");
  });

  it("Shinobi is played from hand on the base about to score, once per base, even in another player's turn", () => {
    rules("TERM-SPECIAL", "TERM-BEFORE-SCORING", "CONFLICT-13", "MEFIRST-3", "MEFIRST-8", "SCORE-4");
    const t = table({
      players: players([
        { card: "ninjas:shinobi", as: "sh1" },
        { card: "ninjas:shinobi", as: "sh2" },
      ]),
      active: 1,
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "ninjas:ninja-master", owner: 0 },
            { card: "dinosaurs:king-rex", owner: 1 },
          ],
        },
        {
          id: "tar-pits",
          minions: [
            { card: "dinosaurs:laseratops", owner: 1 },
            { card: "dinosaurs:laseratops", owner: 1 },
            { card: "aliens:supreme-overlord", owner: 1 },
            { card: "aliens:invader", owner: 1 },
          ],
        },
        { id: "the-central-brain" },
      ],
    });
    // Both bases are eligible: the active player (seat 1) picks the order.
    t.expectPrompt(1, "chooseBaseToScore").act(1, "jungle-oasis");
    // Seat 1 has no Special: seat 0 is asked.
    t.expectPrompt(0, "beforeScoring");
    expect(t.offers("sh1")).toBe(true);
    expect(t.offers("sh2")).toBe(true);
    t.act(0, "sh1");
    // 5 + 3 beats King Rex's 7; the second Shinobi can't be used for this base, so the window closes.
    expect(t.vp(0)).toBe(2);
    expect(t.vp(1)).toBe(0);
    expect(t.where("sh1")).toBe("discard:0");
    // The minion was played during seat 1's turn: it is not one of seat 1's plays.
    expect(t.g.turn.minionsPlayed).toBe(0);
    // The next base scores: a Shinobi may be used there.
    t.expectPrompt(0, "beforeScoring");
    expect(t.offers("sh2")).toBe(true);
    t.act(0, "pass");
    expect(t.where("sh2")).toBe("hand:0");
  });

  it("Shinobi's once-per-base limit is per player: two Ninjas players may each use one", () => {
    const t = table({
      players: [
        {
          factions: ["ninjas", "aliens"],
          hand: [
            { card: "ninjas:shinobi", as: "a1" },
            { card: "ninjas:shinobi", as: "a2" },
          ],
        },
        { factions: ["ninjas", "dinosaurs"], hand: [{ card: "ninjas:shinobi", as: "b1" }] },
      ],
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1 },
            { card: "aliens:invader", owner: 0 },
            { card: "aliens:invader", owner: 0 },
          ],
        },
        ...quietBases,
      ],
    });
    t.expectPrompt(0, "beforeScoring").act(0, "a1");
    t.expectPrompt(1, "beforeScoring").act(1, "b1");
    // Seat 0's second Shinobi is not usable for this base any more: the window closes.
    expect(t.where("a1")).toBe("discard:0");
    expect(t.where("b1")).toBe("discard:1");
    expect(t.where("a2")).toBe("hand:0");
  });

  it("Shinobi played in the scoring of your own turn doesn't use the free minion play (PLAY-12)", () => {
    rules("PLAY-12");
    const t = table({
      players: players([{ card: "ninjas:shinobi", as: "sh" }]),
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1 },
            { card: "ninjas:ninja-master", owner: 0 },
          ],
        },
        ...quietBases,
      ],
    });
    t.act(0, "sh");
    expect(t.g.turn.freeMinion).toBe(1);
    expect(t.vp(0)).toBe(2);
  });

  it("Ninja Acolyte returns to hand to play an extra minion on its base, keeping the free play", () => {
    rules("PLAY-9", "TERM-YOURTURN");
    const t = table({
      players: players([
        { card: "ninjas:tiger-assassin", as: "ta" },
        { card: "ninjas:shinobi", as: "sh" },
      ]),
      bases: [
        {
          id: "tar-pits",
          minions: [
            { card: "ninjas:ninja-acolyte", owner: 0, as: "aco" },
            { card: "ninjas:ninja-acolyte", owner: 0, as: "aco2" },
          ],
        },
        { id: "jungle-oasis" },
        { id: "the-central-brain" },
      ],
    });
    expect(t.offers("aco")).toBe(true);
    t.act(0, "aco").expectPrompt(0, "playExtraMinion");
    expect(t.where("aco")).toBe("hand:0");
    expect(t.offers("ta@tar-pits")).toBe(true);
    expect(t.offers("ta@jungle-oasis")).toBe(false);
    t.act(0, "ta@tar-pits");
    // Tiger Assassin's own ability: decline it.
    t.expectPrompt(0, "destroy").act(0);
    expect(t.where("ta")).toBe("base:tar-pits");
    expect(t.g.turn.freeMinion).toBe(1);
    // A minion has now been played: the other Acolyte can't use its ability.
    expect(t.offers("aco2")).toBe(false);
    t.act(0, "sh@jungle-oasis");
    expect(t.where("sh")).toBe("base:jungle-oasis");
  });

  it("a minion that leaves play and comes back loses its power boost 'until the end of the turn'", () => {
    rules("TERM-INPLAY");
    const t = table({
      players: [
        { factions: ["ninjas", "dinosaurs"], hand: [{ card: "dinosaurs:augmentation", as: "aug" }] },
        { factions: ["aliens", "robots"] },
      ],
      bases: [
        { id: "tar-pits", minions: [{ card: "ninjas:ninja-acolyte", owner: 0, as: "aco" }] },
        { id: "jungle-oasis" },
      ],
    });
    t.act(0, "aug"); // its only possible target
    expect(t.power("aco")).toBe(6);
    // Back to hand, then played again as the extra minion: a new card in play, printed power.
    t.act(0, "aco").act(0, "aco@tar-pits");
    expect(t.where("aco")).toBe("base:tar-pits");
    expect(t.power("aco")).toBe(2);
  });

  it("Ninja Acolyte can't be used after a minion was played; declining the extra keeps it usable later", () => {
    const late = table({
      players: players([{ card: "ninjas:tiger-assassin", as: "ta" }]),
      turn: { minionsPlayed: 1 },
      bases: [
        { id: "tar-pits", minions: [{ card: "ninjas:ninja-acolyte", owner: 0, as: "aco" }] },
        { id: "jungle-oasis" },
      ],
    });
    expect(late.offers("aco")).toBe(false);

    const t = table({
      players: players([{ card: "ninjas:tiger-assassin", as: "ta" }]),
      bases: [
        {
          id: "tar-pits",
          minions: [
            { card: "ninjas:ninja-acolyte", owner: 0, as: "aco" },
            { card: "ninjas:ninja-acolyte", owner: 0, as: "aco2" },
          ],
        },
        { id: "jungle-oasis" },
      ],
    });
    t.act(0, "aco").act(0);
    expect(t.where("aco")).toBe("hand:0");
    expect(t.where("ta")).toBe("hand:0");
    expect(t.g.turn.minionsPlayed).toBe(0);
    expect(t.offers("aco2")).toBe(true);
  });

  it("Assassination destroys its minion at the end of the turn", () => {
    rules("EOT-1", "TERM-ATTACH");
    const t = table({
      players: players([{ card: "ninjas:assassination", as: "as" }]),
      bases: [
        { id: "the-central-brain", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }] },
        { id: "jungle-oasis" },
      ],
    });
    t.act(0, "as@rex");
    expect(t.where("as")).toBe("attached:rex");
    expect(t.where("rex")).toBe("base:the-central-brain");
    t.act(0, "end");
    expect(t.where("rex")).toBe("discard:1");
    expect(t.where("as")).toBe("discard:0");
    t.expectPrompt(1, "main");
  });

  it("Assassination needs a minion to be played on (OPEN-30)", () => {
    rules("OPEN-30", "PLAY-7");
    const t = table({
      players: players([{ card: "ninjas:assassination", as: "as" }]),
      bases: [{ id: "tar-pits" }, { id: "jungle-oasis" }],
    });
    expect(t.offers("as")).toBe(false);
  });

  it("Disguise swaps one or two of your minions on a base for extra minions played there", () => {
    rules("PLAY-9", "TERM-RETURN");
    const t = table({
      players: players([
        { card: "ninjas:disguise", as: "dis" },
        { card: "ninjas:shinobi", as: "sh" },
        { card: "ninjas:tiger-assassin", as: "ta" },
      ]),
      bases: [
        {
          id: "tar-pits",
          minions: [
            { card: "ninjas:ninja-acolyte", owner: 0, as: "a1" },
            { card: "ninjas:ninja-acolyte", owner: 0, as: "a2" },
            { card: "ninjas:ninja-acolyte", owner: 0, as: "a3" },
          ],
        },
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:king-rex", owner: 1 }] },
        { id: "the-central-brain" },
      ],
    });
    // Only one base holds seat 0's minions: chosen without a prompt.
    t.act(0, "dis").expectPrompt(0, "return");
    expect(t.prompt.max).toBe(2);
    t.act(0, "a1", "a2");
    t.expectPrompt(0, "playExtraMinion");
    expect(t.offers("sh@jungle-oasis")).toBe(false);
    t.act(0, "sh@tar-pits");
    t.expectPrompt(0, "playExtraMinion").act(0, "ta@tar-pits");
    // Tiger Assassin's ability resolves first (ORDER-4); decline it.
    t.expectPrompt(0, "destroy").act(0);
    expect([t.where("a1"), t.where("a2"), t.where("a3")]).toEqual(["hand:0", "hand:0", "base:tar-pits"]);
    expect([t.where("sh"), t.where("ta")]).toEqual(["base:tar-pits", "base:tar-pits"]);
    expect(t.where("dis")).toBe("discard:0");
    expect(t.g.turn.freeMinion).toBe(1);
  });

  it("Disguise: the extras are optional, the chosen minion still returns; with no minion it does nothing", () => {
    const t = table({
      players: players([
        { card: "ninjas:disguise", as: "dis" },
        { card: "ninjas:shinobi", as: "sh" },
      ]),
      bases: [
        { id: "tar-pits", minions: [{ card: "ninjas:ninja-acolyte", owner: 0, as: "a1" }] },
        { id: "jungle-oasis", minions: [{ card: "ninjas:ninja-master", owner: 0, as: "nm" }] },
      ],
    });
    t.act(0, "dis").expectPrompt(0, "chooseBase").act(0, "tar-pits");
    // One minion there: chosen without a prompt; decline the extra.
    t.expectPrompt(0, "playExtraMinion").act(0);
    expect(t.where("a1")).toBe("hand:0");
    expect(t.where("nm")).toBe("base:jungle-oasis");
    expect(t.where("sh")).toBe("hand:0");

    const empty = table({
      players: players([{ card: "ninjas:disguise", as: "dis" }]),
      bases: [
        { id: "tar-pits", minions: [{ card: "dinosaurs:king-rex", owner: 1 }] },
        { id: "jungle-oasis" },
      ],
    });
    empty.act(0, "dis");
    expect(empty.where("dis")).toBe("discard:0");
    expect(empty.prompt.kind).toBe("main");
  });

  it("Hidden Ninja plays a minion on the base about to score; in the play phase it can't be played", () => {
    rules("TERM-SPECIAL", "PLAY-10", "MEFIRST-7", "MEFIRST-8");
    const t = table({
      players: players([
        { card: "ninjas:hidden-ninja", as: "hn" },
        { card: "ninjas:tiger-assassin", as: "ta" },
      ]),
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1 },
            { card: "dinosaurs:war-raptor", owner: 1, as: "raptor" },
            { card: "ninjas:ninja-acolyte", owner: 0 },
          ],
        },
        ...quietBases,
      ],
    });
    t.expectPrompt(0, "beforeScoring").act(0, "hn");
    t.expectPrompt(0, "playExtraMinion");
    expect(t.offers("ta@tar-pits")).toBe(false);
    t.act(0, "ta@jungle-oasis");
    t.expectPrompt(0, "destroy").act(0, "raptor");
    // 2 + 4 = 6 against King Rex's 7: seat 0 is second on Jungle Oasis (0 VP), seat 1 wins 2.
    expect(t.vp(1)).toBe(2);
    expect(t.where("hn")).toBe("discard:0");
    expect(t.where("ta")).toBe("discard:0");

    // Its only text is a Special with a stated timing: not playable in the play phase (MEFIRST-8).
    const early = table({
      players: players([
        { card: "ninjas:hidden-ninja", as: "hn" },
        { card: "ninjas:tiger-assassin", as: "ta" },
      ]),
      bases: [{ id: "jungle-oasis" }, ...quietBases],
    });
    expect(early.offers("hn")).toBe(false);
    expect(early.submitRaw(0, [`a${early.uid("hn")}`])).toEqual({ ok: false, reason: "illegal-option" });
    expect(early.where("hn")).toBe("hand:0");
    expect(early.g.turn.freeAction).toBe(1);
  });

  it("Infiltrate destroys another action on its base, then lets its player ignore the base until their next turn", () => {
    rules("START-2", "TERM-DESTROY");
    const t = table({
      players: players([
        { card: "ninjas:infiltrate", as: "inf" },
        { card: "ninjas:ninja-master", as: "nm" },
      ]),
      bases: [
        {
          id: "tar-pits",
          minions: [
            { card: "ninjas:ninja-acolyte", owner: 0, as: "aco" },
            {
              card: "dinosaurs:war-raptor",
              owner: 1,
              as: "raptor",
              attached: [{ card: "dinosaurs:upgrade", owner: 1, as: "up" }],
            },
          ],
          actions: [{ card: "dinosaurs:wildlife-preserve", owner: 1, as: "wp" }],
        },
        { id: "jungle-oasis" },
      ],
    });
    const tp = t.base("tar-pits");
    t.act(0, "inf@tar-pits").expectPrompt(0, "destroyAction");
    expect(t.offers("up")).toBe(true);
    expect(t.offers("inf")).toBe(false);
    t.act(0, "wp");
    expect(t.where("wp")).toBe("discard:1");
    expect(t.where("up")).toBe("attached:raptor");
    expect(t.where("inf")).toBe("base:tar-pits");
    expect(mayIgnoreBase(t.g, tp, 0)).toBe(true);
    expect(mayIgnoreBase(t.g, tp, 1)).toBe(false);
    // Ninja Master destroys seat 0's own Acolyte on Tar Pits: seat 0 may ignore Tar Pits.
    t.act(0, "nm@tar-pits").act(0, "aco");
    t.expectPrompt(0, "ignoreBase").act(0, "yes");
    expect(t.where("aco")).toBe("discard:0");
    // Still ignorable during the other player's turn, and no longer from the start of seat 0's next turn.
    t.act(0, "end");
    t.expectPrompt(1, "main");
    expect(mayIgnoreBase(t.g, tp, 0)).toBe(true);
    t.act(1, "end");
    t.expectPrompt(0, "main");
    expect(mayIgnoreBase(t.g, tp, 0)).toBe(false);
    expect(t.where("inf")).toBe("base:tar-pits");
  });

  it("Infiltrate with no other action asks nothing; declining to ignore applies the base", () => {
    const t = table({
      players: players([
        { card: "ninjas:infiltrate", as: "inf" },
        { card: "ninjas:ninja-master", as: "nm" },
      ]),
      bases: [
        { id: "tar-pits", minions: [{ card: "ninjas:ninja-acolyte", owner: 0, as: "aco" }] },
        // "Another action on this base": an action on another base is out of its reach.
        { id: "jungle-oasis", actions: [{ card: "dinosaurs:wildlife-preserve", owner: 1, as: "wp" }] },
      ],
    });
    t.act(0, "inf@tar-pits");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("wp")).toBe("base:jungle-oasis");
    t.act(0, "nm@tar-pits").act(0, "aco").act(0, "no");
    expect(t.where("aco")).toBe("deck:0");
    expect(t.g.players[0]?.deck.at(-1)).toBe(t.uid("aco"));
  });

  it("Infiltrate placed by a scenario carries its right like a played one; `expired` places it spent", () => {
    const placed = (expired: boolean) =>
      table({
        players: players([{ card: "ninjas:ninja-master", as: "nm" }]),
        bases: [
          {
            id: "tar-pits",
            minions: [{ card: "ninjas:ninja-acolyte", owner: 0, as: "aco" }],
            actions: [{ card: "ninjas:infiltrate", owner: 0, as: "inf", expired }],
          },
          { id: "jungle-oasis" },
        ],
      });
    const t = placed(false);
    const tp = t.base("tar-pits");
    expect(mayIgnoreBase(t.g, tp, 0)).toBe(true);
    expect(mayIgnoreBase(t.g, tp, 1)).toBe(false);
    t.act(0, "nm@tar-pits").act(0, "aco").expectPrompt(0, "ignoreBase").act(0, "yes");
    expect(t.where("aco")).toBe("discard:0");
    // Until the start of its controller's next turn (seat 0's, two turns on).
    t.act(0, "end").act(1, "end");
    expect(mayIgnoreBase(t.g, tp, 0)).toBe(false);
    const spent = placed(true);
    expect(mayIgnoreBase(spent.g, spent.base("tar-pits"), 0)).toBe(false);
    spent.act(0, "nm@tar-pits").act(0, "aco");
    expect(spent.where("aco")).toBe("deck:0");
  });

  it("Poison destroys any number of actions on its minion and gives it -4 power (never below 0)", () => {
    rules("CONFLICT-2");
    const setup = () =>
      table({
        players: players([{ card: "ninjas:poison", as: "poi" }]),
        bases: [
          {
            id: "tar-pits",
            minions: [
              {
                card: "dinosaurs:king-rex",
                owner: 1,
                as: "rex",
                attached: [{ card: "dinosaurs:upgrade", owner: 1, as: "up" }],
              },
              { card: "aliens:collector", owner: 1, as: "col" },
            ],
          },
          { id: "jungle-oasis" },
        ],
      });
    const t = setup();
    expect(t.power("rex")).toBe(9);
    t.act(0, "poi@rex").expectPrompt(0, "destroyAction");
    expect(t.prompt.min).toBe(0);
    t.act(0, "up");
    expect(t.where("up")).toBe("discard:1");
    expect(t.where("poi")).toBe("attached:rex");
    expect(t.power("rex")).toBe(3);

    const kept = setup();
    kept.act(0, "poi@rex").act(0);
    expect(kept.where("up")).toBe("attached:rex");
    expect(kept.power("rex")).toBe(5);

    const small = setup();
    small.act(0, "poi@col");
    // Nothing else attached: no prompt.
    expect(small.prompt.kind).toBe("main");
    expect(small.power("col")).toBe(0);
  });

  it("Seeing Stars destroys a minion of power 3 or less anywhere; with none it is still played", () => {
    rules("CONFLICT-5");
    const t = table({
      players: players([{ card: "ninjas:seeing-stars", as: "ss" }]),
      bases: [
        {
          id: "the-central-brain",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
            // 2 + 1 on The Central Brain: still small enough.
            { card: "aliens:collector", owner: 1, as: "col" },
          ],
        },
        { id: "jungle-oasis", minions: [{ card: "aliens:invader", owner: 1, as: "inv" }] },
      ],
    });
    t.act(0, "ss").expectPrompt(0, "destroy");
    expect(t.offers("rex")).toBe(false);
    expect(t.offers("col")).toBe(true);
    t.act(0, "inv");
    expect(t.where("inv")).toBe("discard:1");

    const none = table({
      players: players([{ card: "ninjas:seeing-stars", as: "ss" }]),
      bases: [
        { id: "tar-pits", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }] },
        { id: "jungle-oasis" },
      ],
    });
    none.act(0, "ss");
    expect(none.where("ss")).toBe("discard:0");
    expect(none.where("rex")).toBe("base:tar-pits");
    expect(none.g.turn.freeAction).toBe(0);
  });

  it("Smoke Bomb goes on one of your minions only", () => {
    const t = table({
      players: players([{ card: "ninjas:smoke-bomb", as: "sb" }]),
      bases: [
        {
          id: "tar-pits",
          minions: [
            { card: "ninjas:ninja-master", owner: 0, as: "nm" },
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
          ],
        },
        { id: "jungle-oasis" },
      ],
    });
    expect(t.offers("sb@rex")).toBe(false);
    t.act(0, "sb@nm");
    expect(t.where("sb")).toBe("attached:nm");
  });

  it("Smoke Bomb protects its minion from other players' actions, not from their minions", () => {
    rules("TERM-AFFECT");
    const t = table({
      players: players(
        [],
        [
          { card: "aliens:beam-up", as: "bu" },
          { card: "aliens:supreme-overlord", as: "so" },
          { card: "dinosaurs:upgrade", as: "up" },
        ],
      ),
      active: 1,
      bases: [
        {
          id: "tar-pits",
          minions: [
            {
              card: "ninjas:ninja-master",
              owner: 0,
              as: "nm",
              attached: [{ card: "ninjas:smoke-bomb", owner: 0, as: "sb" }],
            },
            { card: "ninjas:ninja-acolyte", owner: 0, as: "aco" },
          ],
        },
        { id: "jungle-oasis" },
      ],
    });
    // Another player's action can't even be attached to it.
    expect(t.offers("up@nm")).toBe(false);
    expect(t.offers("up@aco")).toBe(true);
    // Beam Up can only aim at the Acolyte: it is chosen without a prompt.
    t.act(1, "bu");
    expect(t.where("aco")).toBe("hand:0");
    expect(t.where("nm")).toBe("base:tar-pits");
    // A minion's ability is not an action: Supreme Overlord can return the Ninja Master.
    t.act(1, "so@jungle-oasis").expectPrompt(1, "return");
    expect(t.offers("nm")).toBe(true);
    t.act(1, "nm");
    expect(t.where("nm")).toBe("hand:0");
    expect(t.where("sb")).toBe("discard:0");
  });

  it("Smoke Bomb doesn't stop its controller's own actions", () => {
    const t = table({
      players: players([{ card: "ninjas:way-of-deception", as: "wod" }]),
      bases: [
        {
          id: "tar-pits",
          minions: [
            {
              card: "ninjas:ninja-master",
              owner: 0,
              as: "nm",
              attached: [{ card: "ninjas:smoke-bomb", owner: 0, as: "sb" }],
            },
          ],
        },
        { id: "jungle-oasis" },
      ],
    });
    // Its only minion and the only other base: nothing to choose.
    t.act(0, "wod");
    expect(t.where("nm")).toBe("base:jungle-oasis");
    expect(t.where("sb")).toBe("attached:nm");
  });

  it("Smoke Bomb's end and Overrun's at the start of the same turn are not ordered: the order can't matter", () => {
    rules("ORDER-5");
    const t = table({
      players: [
        { factions: ["ninjas", "zombies"], hand: [] },
        { factions: ["dinosaurs", "aliens"], hand: [] },
      ],
      active: 1,
      bases: [
        {
          id: "tar-pits",
          minions: [
            {
              card: "ninjas:ninja-master",
              owner: 0,
              as: "nm",
              attached: [{ card: "ninjas:smoke-bomb", owner: 0, as: "sb" }],
            },
          ],
          actions: [{ card: "zombies:overrun", owner: 0, as: "ov" }],
        },
        { id: "jungle-oasis" },
      ],
    });
    t.act(1, "end");
    t.expectPrompt(0, "main");
    expect(t.where("sb")).toBe("discard:0");
    expect(t.where("ov")).toBe("discard:0");
  });

  it("Smoke Bomb is destroyed at the start of its controller's turn, not at another player's", () => {
    rules("START-1");
    const t = table({
      players: players([]),
      active: 1,
      phase: "start",
      bases: [
        {
          id: "tar-pits",
          minions: [
            {
              card: "ninjas:ninja-master",
              owner: 0,
              as: "nm",
              attached: [{ card: "ninjas:smoke-bomb", owner: 0, as: "sb" }],
            },
          ],
        },
        { id: "jungle-oasis" },
      ],
    });
    t.expectPrompt(1, "main");
    expect(t.where("sb")).toBe("attached:nm");
    t.act(1, "end");
    t.expectPrompt(0, "main");
    expect(t.where("sb")).toBe("discard:0");
    expect(t.where("nm")).toBe("base:tar-pits");
  });

  it("Way of Deception moves one of your minions to another base", () => {
    rules("TERM-MOVE");
    const t = table({
      players: players([{ card: "ninjas:way-of-deception", as: "wod" }]),
      bases: [
        {
          id: "tar-pits",
          minions: [
            { card: "ninjas:ninja-master", owner: 0, as: "nm", counters: 1 },
            { card: "ninjas:ninja-acolyte", owner: 0, as: "aco" },
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
          ],
        },
        { id: "jungle-oasis" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "wod").expectPrompt(0, "move");
    expect(t.offers("rex")).toBe(false);
    t.act(0, "nm").expectPrompt(0, "moveDestination");
    expect(t.offers("tar-pits")).toBe(false);
    t.act(0, "jungle-oasis");
    expect(t.where("nm")).toBe("base:jungle-oasis");
    expect(t.power("nm")).toBe(6);

    const none = table({
      players: players([{ card: "ninjas:way-of-deception", as: "wod" }]),
      bases: [
        { id: "tar-pits", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }] },
        { id: "jungle-oasis" },
      ],
    });
    none.act(0, "wod");
    expect(none.where("wod")).toBe("discard:0");
    expect(none.where("rex")).toBe("base:tar-pits");
  });
});
