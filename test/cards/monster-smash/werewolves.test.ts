import { describe, expect, it } from "vitest";
import { action, faction } from "../../../cards/define.ts";
import werewolves from "../../../cards/monster-smash/werewolves.ts";
import type { Scenario } from "../../../src/drivers/scenario.ts";
import { breakpoint, card, registerFaction } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

// A test-only card for an edge no printed card of the supported boxes reaches: a protection
// against destruction only (other effects still reach the minion).
registerFaction(
  faction("wolfkit", "test", text("Werewolves test kit"), [
    action({
      id: "no-bite",
      count: 1,
      attach: "minion",
      name: text("Kit No Bite"),
      text: text("Play on a minion. Ongoing: this minion is not affected by destroy effects."),
      shield: (g, self, target, _ctx, kind) =>
        card(g, self).at === target && kind === "destroy" ? "immune" : null,
    }),
  ]),
);

type F = [string, string];
// Seat 0 plays the Werewolves; seats 1 and 2 are the others.
const WOLF: F = ["werewolves", "pirates"];
const P1: F = ["aliens", "zombies"];
const P2: F = ["dinosaurs", "ninjas"];
type Hand = { card: string; as: string }[];
type Table = ReturnType<typeof table>;
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type Lasting = NonNullable<Scenario["lasting"]>[number];
const h = (card: string, as: string) => ({ card, as });
const m = (card: string, owner: number, as: string, extra: Partial<Minion> = {}): Minion => ({
  card,
  owner,
  as,
  ...extra,
});
const handSize = (t: Table, seat: number) => t.hand(seat).length;

describe("Werewolves: the list", () => {
  it("has the reference's 20 cards: ids, types, printed power and counts", () => {
    // The catalog test also checks that each key appears in this file.
    expect(werewolves.cards.map((c) => [c.key, c.type, c.power, c.count])).toEqual([
      ["werewolves:pack-alpha", "minion", 5, 1],
      ["werewolves:loup-garou", "minion", 4, 2],
      ["werewolves:teenage-wolf", "minion", 3, 3],
      ["werewolves:howler", "minion", 2, 4],
      ["werewolves:chew-toy", "action", 0, 2],
      ["werewolves:frenzy", "action", 0, 2],
      ["werewolves:full-moon", "action", 0, 1],
      ["werewolves:leader-of-the-pack", "action", 0, 1],
      ["werewolves:let-the-dog-out", "action", 0, 1],
      ["werewolves:marking-territory", "action", 0, 1],
      ["werewolves:moontouched", "action", 0, 1],
      ["werewolves:unstoppable", "action", 0, 1],
    ]);
    expect(werewolves.name).toEqual({ en: "Werewolves", fr: "Loups-garous" });
    expect(werewolves.box).toBe("monster-smash");
    expect(werewolves.cards.filter((c) => c.attach).map((c) => [c.id, c.attach])).toEqual([
      ["full-moon", "base"],
      ["leader-of-the-pack", "minion"],
      ["marking-territory", "base"],
      ["moontouched", "minion"],
      ["unstoppable", "minion"],
    ]);
  });
});

// ---------------------------------------------------------------------------
// Specials "before this base scores"

describe("Pack Alpha", () => {
  // Jungle Oasis (breakpoint 12, 2-0-0) scores at once.
  const alpha = (oasis: Minion[], elsewhere: Minion[] = [], alphaController = 0) =>
    table({
      phase: "score",
      players: [{ factions: WOLF }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [m("werewolves:pack-alpha", 0, "alpha", { controller: alphaController }), ...oasis],
        },
        { id: "tar-pits", minions: elsewhere },
        { id: "the-central-brain" },
      ],
    });

  it("before its base scores: each of your minions there +1 until the end of the turn, not the others' nor yours elsewhere", () => {
    rules("TERM-SPECIAL", "SCORE-20", "MEFIRST-8", "TERM-DURATION", "TERM-YOURCARDS");
    const t = alpha(
      [
        m("werewolves:loup-garou", 0, "loup"),
        m("aliens:collector", 1, "borrowed", { controller: 0 }),
        m("werewolves:howler", 0, "lent", { controller: 1 }),
        m("zombies:zombie-lord", 1, "lord"),
      ],
      [m("werewolves:teenage-wolf", 0, "away")],
    );
    t.expectPrompt(0, "beforeScoring").act(0, "alpha");
    // The window comes back to seat 0 for the Loup-Garou; Pack Alpha is used for this scoring.
    t.expectPrompt(0, "beforeScoring");
    expect(t.offers("alpha")).toBe(false);
    expect(t.offers("loup")).toBe(true);
    expect(["alpha", "loup", "borrowed", "lent", "lord", "away"].map((a) => [a, t.power(a)])).toEqual([
      ["alpha", 6],
      ["loup", 5],
      ["borrowed", 3],
      ["lent", 2],
      ["lord", 5],
      ["away", 3],
    ]);
    t.act(0, "pass");
    // 6 + 5 + 3 = 14 against 2 + 5 = 7.
    expect(t.vp(0)).toBe(2);
  });

  it("its +1 decides the winner: without it the other player wins", () => {
    const oasis = [
      m("werewolves:howler", 0, "howl"),
      m("zombies:zombie-lord", 1, "lord"),
      m("aliens:invader", 1, "inv"),
    ];
    // 5 + 2 = 7 against 5 + 3 = 8.
    const used = alpha(oasis);
    used.act(0, "alpha");
    expect([used.vp(0), used.vp(1)]).toEqual([2, 0]);
    const passed = alpha(oasis);
    passed.act(0, "pass");
    expect([passed.vp(0), passed.vp(1)]).toEqual([0, 2]);
  });

  it("controlled by another player, that player uses it for their own minions (TERM-CONTROL)", () => {
    rules("TERM-CONTROL");
    const t = alpha(
      [
        m("werewolves:loup-garou", 0, "loup"),
        m("zombies:walker", 1, "walker"),
        m("aliens:invader", 1, "inv"),
      ],
      [],
      1,
    );
    // Seat 0 only has the Loup-Garou to use: it passes; seat 1 uses the Alpha it controls.
    t.expectPrompt(0, "beforeScoring");
    expect(t.offers("alpha")).toBe(false);
    t.act(0, "pass").expectPrompt(1, "beforeScoring").act(1, "alpha");
    t.expectPrompt(0, "beforeScoring");
    expect([t.power("alpha"), t.power("walker"), t.power("loup")]).toEqual([6, 3, 4]);
  });

  it("is not offered when another base scores", () => {
    const t = table({
      phase: "score",
      players: [{ factions: WOLF }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("zombies:zombie-lord", 1, "lord"),
            m("aliens:supreme-overlord", 1, "over"),
            m("aliens:invader", 1, "inv"),
          ],
        },
        {
          id: "tar-pits",
          minions: [m("werewolves:pack-alpha", 0, "alpha"), m("werewolves:loup-garou", 0, "loup")],
        },
        { id: "the-central-brain" },
      ],
    });
    // Nothing usable: the Oasis scores for seat 1 without asking, and the turn goes on.
    expect(t.vp(1)).toBe(2);
    expect(t.where("alpha")).toBe("base:tar-pits");
    expect(t.prompt.purpose).toBe("main");
  });
});

describe("Loup-Garou", () => {
  const loup = (oasis: Minion[], lasting: Lasting[] = []) =>
    table({
      phase: "score",
      players: [{ factions: WOLF }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", minions: [m("werewolves:loup-garou", 0, "loup"), ...oasis] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      lasting,
    });

  it("before its base scores: +2 to itself only, until the end of the turn; once for that scoring", () => {
    rules("TERM-SPECIAL", "TERM-DURATION");
    const t = loup([
      m("werewolves:loup-garou", 0, "twin"),
      m("zombies:zombie-lord", 1, "lord"),
      m("aliens:invader", 1, "inv"),
    ]);
    t.expectPrompt(0, "beforeScoring");
    t.act(0, "loup").expectPrompt(0, "beforeScoring");
    expect(t.offers("loup")).toBe(false);
    expect([t.power("loup"), t.power("twin"), t.power("lord")]).toEqual([6, 4, 5]);
    t.act(0, "twin");
    expect(t.vp(0)).toBe(2);
  });

  it("adds to its current power: the +2 is on top of an earlier change (CONFLICT-14)", () => {
    rules("CONFLICT-14");
    const t = loup(
      [
        m("werewolves:loup-garou", 0, "twin"),
        m("zombies:zombie-lord", 1, "lord"),
        m("aliens:supreme-overlord", 1, "over"),
      ],
      [{ power: "loup", amount: -3 }],
    );
    t.act(0, "loup").expectPrompt(0, "beforeScoring");
    expect(t.power("loup")).toBe(3);
  });
});

// ---------------------------------------------------------------------------
// Minions

describe("Teenage Wolf", () => {
  const teen = (bases: Scenario["bases"]) =>
    table({ players: [{ factions: WOLF }, { factions: P1 }], bases });

  it("talent: +1 until the end of the turn, once per turn, without using a play (TERM-TALENT, OPEN-26)", () => {
    rules("TERM-TALENT", "OPEN-26", "EOT-2");
    const t = teen([
      {
        id: "jungle-oasis",
        minions: [m("werewolves:teenage-wolf", 0, "teen"), m("werewolves:teenage-wolf", 0, "pal")],
      },
      { id: "tar-pits" },
      { id: "the-central-brain" },
    ]);
    t.expectPrompt(0, "main").act(0, "teen");
    expect([t.power("teen"), t.power("pal")]).toEqual([4, 3]);
    expect(t.offers("teen")).toBe(false);
    expect(t.g.turn.freeMinion).toBe(1);
    expect(t.g.turn.freeAction).toBe(1);
    t.act(0, "end");
    expect(t.power("teen")).toBe(3);
  });

  it("is its controller's: a Teenage Wolf you own but another player controls isn't offered to you", () => {
    const t = teen([
      {
        id: "jungle-oasis",
        minions: [
          m("werewolves:teenage-wolf", 0, "lent", { controller: 1 }),
          m("werewolves:teenage-wolf", 0, "mine"),
        ],
      },
      { id: "tar-pits" },
      { id: "the-central-brain" },
    ]);
    expect(t.offers("lent")).toBe(false);
    expect(t.offers("mine")).toBe(true);
  });

  it("on Standing Stones it may use its talent twice: +2", () => {
    const t = teen([
      { id: "standing-stones", minions: [m("werewolves:teenage-wolf", 0, "teen")] },
      { id: "tar-pits" },
      { id: "the-central-brain" },
    ]);
    t.act(0, "teen").act(0, "teen");
    expect(t.power("teen")).toBe(5);
    expect(t.offers("teen")).toBe(false);
  });
});

describe("Howler", () => {
  it("played: +2 until the end of the turn, on top of its current power", () => {
    rules("TERM-DURATION", "EOT-2");
    const t = table({
      players: [{ factions: WOLF, hand: [h("werewolves:howler", "howl")] }, { factions: P1 }],
      bases: [
        { id: "the-central-brain" },
        { id: "tar-pits", minions: [m("werewolves:howler", 0, "old")] },
        { id: "jungle-oasis" },
      ],
    });
    t.act(0, "howl@the-central-brain");
    // 2 printed + 1 (The Central Brain) + 2.
    expect(t.power("howl")).toBe(5);
    expect(t.power("old")).toBe(2);
    t.act(0, "end");
    expect(t.power("howl")).toBe(3);
  });
});

// ---------------------------------------------------------------------------
// Actions

describe("Chew Toy", () => {
  const chew = (oasis: Minion[], far: Minion[] = [], lasting: Lasting[] = []) =>
    table({
      players: [
        { factions: WOLF, hand: [h("werewolves:chew-toy", "chew")] },
        { factions: P1 },
        { factions: P2 },
      ],
      bases: [
        { id: "jungle-oasis", minions: oasis },
        { id: "tar-pits", minions: far },
        { id: "the-central-brain" },
      ],
      lasting,
    });

  it("destroys a minion with strictly less power on your chosen minion's base", () => {
    rules("TERM-DESTROY");
    const t = chew(
      [
        m("werewolves:loup-garou", 0, "loup"),
        m("aliens:invader", 1, "inv"),
        m("ninjas:tiger-assassin", 2, "tiger"),
        m("zombies:walker", 1, "walker"),
      ],
      [m("zombies:walker", 1, "faraway")],
    );
    t.act(0, "chew").expectPrompt(0, "destroy");
    // Equal power (Tiger Assassin, 4) is not lower; a minion on another base is not there.
    expect([t.offers("inv"), t.offers("walker"), t.offers("tiger"), t.offers("faraway")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    t.act(0, "inv");
    expect(t.where("inv")).toBe("discard:1");
    expect(t.where("chew")).toBe("discard:0");
  });

  it("offers only your minions that have a weaker minion beside them, controlled ones included (TERM-YOURCARDS)", () => {
    rules("TERM-YOURCARDS");
    const t = chew(
      [
        m("werewolves:howler", 0, "howl"),
        m("aliens:invader", 1, "borrowed", { controller: 0 }),
        m("zombies:walker", 1, "walker"),
      ],
      [
        m("werewolves:loup-garou", 0, "lent", { controller: 1 }),
        m("zombies:walker", 1, "w2"),
        m("werewolves:teenage-wolf", 0, "teen"),
      ],
    );
    t.act(0, "chew").expectPrompt(0, "chooseOwnMinion");
    // The Howler (2) has nothing weaker on the Oasis; the Loup-Garou is not controlled by seat 0.
    expect([t.offers("howl"), t.offers("borrowed"), t.offers("lent"), t.offers("teen")]).toEqual([
      false,
      true,
      false,
      true,
    ]);
    t.act(0, "borrowed").act(0, "walker");
    expect(t.where("walker")).toBe("discard:1");
  });

  it("compares current powers: a boosted minion of yours eats one it couldn't by printed power", () => {
    const t = chew(
      [m("werewolves:howler", 0, "howl"), m("aliens:invader", 1, "inv")],
      [],
      [{ power: "howl", amount: 2 }],
    );
    // Only one choice each time: the Howler (4) and the Invader (3).
    t.act(0, "chew");
    expect(t.where("inv")).toBe("discard:1");
  });

  it("with no weaker minion anywhere it does nothing", () => {
    const t = chew([m("werewolves:howler", 0, "howl"), m("aliens:invader", 1, "inv")]);
    t.act(0, "chew").expectPrompt(0, "main");
    expect(t.where("inv")).toBe("base:jungle-oasis");
    expect(t.where("chew")).toBe("discard:0");
  });
});

describe("Frenzy", () => {
  it("each of your minions with power 4 or more (current) gains +1 until the end of the turn", () => {
    rules("TERM-YOURCARDS", "TERM-DURATION");
    const t = table({
      players: [{ factions: WOLF, hand: [h("werewolves:frenzy", "frenzy")] }, { factions: P1 }],
      bases: [
        {
          id: "factory-436-1337",
          minions: [
            m("werewolves:loup-garou", 0, "loup"),
            m("werewolves:teenage-wolf", 0, "teen"),
            m("werewolves:howler", 0, "pumped"),
            m("zombies:grave-digger", 1, "borrowed", { controller: 0 }),
            m("werewolves:loup-garou", 0, "lent", { controller: 1 }),
          ],
        },
        {
          id: "tar-pits",
          minions: [m("werewolves:pack-alpha", 0, "alpha"), m("zombies:zombie-lord", 1, "lord")],
        },
        { id: "the-central-brain" },
      ],
      lasting: [{ power: "pumped", amount: 2 }],
    });
    t.act(0, "frenzy");
    expect(["loup", "teen", "pumped", "borrowed", "lent", "lord", "alpha"].map((a) => t.power(a))).toEqual([
      5, 3, 5, 5, 4, 5, 6,
    ]);
    t.act(0, "end");
    expect([t.power("loup"), t.power("alpha")]).toEqual([4, 5]);
  });

  it("a minion at 3 is not pushed to 4 and then boosted: the strong ones are those before it resolves", () => {
    const t = table({
      players: [{ factions: WOLF, hand: [h("werewolves:frenzy", "frenzy")] }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", minions: [m("werewolves:teenage-wolf", 0, "teen")] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "frenzy");
    expect(t.power("teen")).toBe(3);
    expect(t.where("frenzy")).toBe("discard:0");
  });
});

describe("Full Moon", () => {
  const moon = (controller = 0) =>
    table({
      players: [
        {
          factions: WOLF,
          hand: [
            h("werewolves:howler", "howl"),
            ...(controller === 0 ? [h("werewolves:full-moon", "moon")] : []),
          ],
        },
        { factions: P1 },
      ],
      bases: [
        {
          id: "factory-436-1337",
          minions: [
            m("werewolves:teenage-wolf", 0, "teen"),
            m("zombies:walker", 1, "walker"),
            m("zombies:walker", 1, "borrowed", { controller: 0 }),
            m("werewolves:loup-garou", 0, "lent", { controller: 1 }),
          ],
          actions:
            controller === 0 ? [] : [{ card: "werewolves:full-moon", owner: 0, controller, as: "theirs" }],
        },
        { id: "tar-pits", minions: [m("werewolves:teenage-wolf", 0, "far")] },
        { id: "the-central-brain" },
      ],
    });

  it("played on a base: each of your minions there has +1, those played later too; nobody else's", () => {
    rules("TERM-ATTACH", "TERM-ONGOING", "TERM-YOURCARDS");
    const t = moon();
    t.act(0, "moon@factory-436-1337");
    expect(t.where("moon")).toBe("base:factory-436-1337");
    expect(["teen", "walker", "borrowed", "lent", "far"].map((a) => t.power(a))).toEqual([4, 2, 3, 4, 3]);
    t.act(0, "howl@factory-436-1337");
    expect(t.power("howl")).toBe(5);
    t.act(0, "end");
    expect([t.power("teen"), t.power("howl")]).toEqual([4, 3]);
  });

  it("controlled by another player, it boosts that player's minions (TERM-CONTROL)", () => {
    rules("TERM-CONTROL");
    const t = moon(1);
    expect(["teen", "walker", "borrowed", "lent"].map((a) => t.power(a))).toEqual([3, 3, 2, 5]);
  });
});

describe("Leader of the Pack", () => {
  const leader = (oasis: Minion[], hand: Hand = [h("werewolves:leader-of-the-pack", "lead")]) =>
    table({
      players: [
        {
          factions: WOLF,
          hand: [...hand, h("werewolves:frenzy", "frenzy"), h("werewolves:chew-toy", "chew")],
        },
        { factions: P1 },
        { factions: P2 },
      ],
      bases: [
        { id: "jungle-oasis", minions: oasis },
        { id: "tar-pits", minions: [m("dinosaurs:king-rex", 2, "rex")] },
        { id: "the-central-brain" },
      ],
    });

  it("talent: if its minion has the highest power here, its controller may play an extra action (ties count)", () => {
    rules("TERM-TALENT", "PLAY-8", "TERM-ATTACH");
    const t = leader([m("werewolves:loup-garou", 0, "loup"), m("ninjas:tiger-assassin", 2, "tiger")]);
    t.act(0, "lead@loup");
    expect(t.where("lead")).toBe("attached:loup");
    // The free action is spent; the talent is the action's and is offered to seat 0.
    expect(t.offers("frenzy")).toBe(false);
    t.act(0, "lead");
    expect(t.offers("lead")).toBe(false);
    t.act(0, "frenzy");
    expect(t.where("frenzy")).toBe("discard:0");
    expect(t.offers("chew")).toBe(false);
  });

  it("works on another player's minion, for the action's controller (MS-2)", () => {
    rules("TERM-CONTROL");
    const t = leader([m("zombies:zombie-lord", 1, "lord"), m("werewolves:howler", 0, "howl")]);
    t.act(0, "lead@lord").act(0, "lead").act(0, "frenzy");
    expect(t.where("frenzy")).toBe("discard:0");
  });

  it("not offered while its minion is not the strongest here; offered once it ties", () => {
    const u = table({
      players: [{ factions: WOLF }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("werewolves:teenage-wolf", 0, "teen", {
              attached: [{ card: "werewolves:leader-of-the-pack", owner: 0, as: "lead" }],
            }),
            m("zombies:grave-digger", 1, "digger"),
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    expect(u.offers("lead")).toBe(false);
    u.act(0, "teen");
    expect(u.offers("lead")).toBe(true);
  });

  it("the action's controller, not the host's, uses it: another player's Leader on your minion isn't yours", () => {
    const t = table({
      players: [{ factions: WOLF }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("werewolves:loup-garou", 0, "loup", {
              attached: [{ card: "werewolves:leader-of-the-pack", owner: 0, controller: 1, as: "lead" }],
            }),
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    expect(t.offers("lead")).toBe(false);
  });
});

describe("Let the Dog Out", () => {
  const dog = (oasis: Minion[], lasting: Lasting[] = []) =>
    table({
      players: [
        { factions: WOLF, hand: [h("werewolves:let-the-dog-out", "dog")] },
        { factions: P1 },
        { factions: P2 },
      ],
      bases: [
        { id: "jungle-oasis", minions: oasis },
        { id: "tar-pits", minions: [m("zombies:walker", 1, "faraway")] },
        { id: "the-central-brain" },
      ],
      lasting,
    });

  it("destroys the chosen minions together, their total power at most your minion's power", () => {
    rules("TERM-DESTROY", "CONFLICT-8");
    const t = dog([
      m("werewolves:pack-alpha", 0, "alpha"),
      m("zombies:walker", 1, "w1"),
      m("ninjas:shinobi", 2, "shinobi"),
      m("zombies:grave-digger", 1, "digger"),
      m("werewolves:howler", 0, "howl"),
    ]);
    t.act(0, "dog").expectPrompt(0, "chooseOwnMinion").act(0, "alpha").expectPrompt(0, "destroy");
    // Budget 5: not itself, not a minion elsewhere.
    expect([t.offers("alpha"), t.offers("faraway"), t.offers("digger"), t.offers("howl")]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    t.act(0, "w1").expectPrompt(0, "destroy");
    // 3 left: the Grave Digger (4) no longer fits; the Shinobi (3) does.
    expect([t.offers("digger"), t.offers("shinobi"), t.offers("w1")]).toEqual([false, true, false]);
    t.act(0, "shinobi");
    // 0 left: nothing fits any more, so nothing more is asked; both go together.
    expect([t.where("w1"), t.where("shinobi"), t.where("digger"), t.where("alpha")]).toEqual([
      "discard:1",
      "discard:2",
      "base:jungle-oasis",
      "base:jungle-oasis",
    ]);
    expect(t.g.log.filter((e) => e.k === "destroy")).toHaveLength(2);
  });

  it("any number: zero is a choice, and your own minions may be chosen", () => {
    const t = dog([
      m("werewolves:loup-garou", 0, "loup"),
      m("werewolves:howler", 0, "howl"),
      m("zombies:walker", 1, "w1"),
    ]);
    t.act(0, "dog").act(0, "loup").act(0, "howl").expectPrompt(0, "destroy");
    t.act(0);
    expect([t.where("howl"), t.where("w1")]).toEqual(["discard:0", "base:jungle-oasis"]);
    const u = dog([m("werewolves:loup-garou", 0, "loup"), m("zombies:walker", 1, "w1")]);
    u.act(0, "dog").act(0);
    expect(u.where("w1")).toBe("base:jungle-oasis");
    expect(u.where("dog")).toBe("discard:0");
  });

  it("reads current powers, for the budget and for each victim", () => {
    const t = dog(
      [
        m("werewolves:howler", 0, "howl"),
        m("aliens:invader", 1, "inv"),
        m("zombies:walker", 1, "shrunk"),
        m("zombies:walker", 1, "w2"),
      ],
      [
        { power: "howl", amount: 2 },
        { power: "shrunk", amount: -2 },
      ],
    );
    t.act(0, "dog").act(0, "inv").expectPrompt(0, "destroy");
    // 4 - 3 = 1 left: only the walker at 0 fits.
    expect([t.offers("shrunk"), t.offers("w2")]).toEqual([true, false]);
    t.act(0, "shrunk");
    expect([t.where("inv"), t.where("shrunk"), t.where("w2")]).toEqual([
      "discard:1",
      "discard:1",
      "base:jungle-oasis",
    ]);
  });

  it("offers only your minions with something that fits beside them; with none, nothing happens", () => {
    const t = dog([
      m("werewolves:howler", 0, "howl"),
      m("zombies:grave-digger", 1, "digger"),
      m("aliens:invader", 1, "borrowed", { controller: 0 }),
      m("werewolves:loup-garou", 0, "lent", { controller: 1 }),
    ]);
    // Howler (2): nothing at 2 or less; Invader (3, controlled): the Howler fits.
    t.act(0, "dog").expectPrompt(0, "destroy");
    expect(t.offers("howl")).toBe(true);
    t.act(0, "howl");
    expect(t.where("howl")).toBe("discard:0");
    const u = dog([m("werewolves:howler", 0, "howl"), m("zombies:grave-digger", 1, "digger")]);
    u.act(0, "dog").expectPrompt(0, "main");
    expect(u.where("digger")).toBe("base:jungle-oasis");
  });

  it("a minion protected against destruction is not offered (TERM-AFFECT)", () => {
    rules("TERM-AFFECT");
    const t = table({
      players: [
        { factions: WOLF, hand: [h("werewolves:let-the-dog-out", "dog")] },
        { factions: ["wolfkit", "zombies"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("werewolves:loup-garou", 0, "loup"),
            m("zombies:walker", 1, "safe", { attached: [{ card: "wolfkit:no-bite", owner: 1 }] }),
            m("zombies:walker", 1, "w2"),
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "dog").expectPrompt(0, "destroy");
    expect([t.offers("safe"), t.offers("w2")]).toEqual([false, true]);
  });

  it("a minion that can't be destroyed may be chosen and stays (CONFLICT-5)", () => {
    rules("CONFLICT-5");
    const t = dog([
      m("werewolves:loup-garou", 0, "loup"),
      m("zombies:walker", 1, "w1", { attached: [{ card: "werewolves:unstoppable", owner: 0, as: "unst" }] }),
      m("zombies:walker", 1, "w2"),
    ]);
    t.act(0, "dog").act(0, "w1").act(0, "w2");
    expect([t.where("w1"), t.where("w2")]).toEqual(["base:jungle-oasis", "discard:1"]);
  });
});

describe("Marking Territory", () => {
  const mark = (oasis: Minion[], opts: { active?: number; seats?: number; phase?: "start" | "play" } = {}) =>
    table({
      active: opts.active ?? 0,
      phase: opts.phase ?? "start",
      players: [{ factions: WOLF }, { factions: P1 }, { factions: P2 }].slice(0, opts.seats ?? 2),
      bases: [
        {
          id: "tar-pits",
          minions: oasis,
          actions: [{ card: "werewolves:marking-territory", owner: 0, as: "mark" }],
        },
        { id: "the-central-brain" },
        { id: "jungle-oasis" },
      ],
    });
  const bp = (t: Table) => breakpoint(t.g, t.base("tar-pits"));

  it("at the start of your turn, ahead of everyone here: breakpoint 0 until the end of the turn, so it scores (OPEN-2, OPEN-13)", () => {
    rules("START-1", "OPEN-2", "OPEN-13", "SCORE-2", "TERM-DURATION");
    const t = mark([m("werewolves:howler", 0, "howl")]);
    t.expectPrompt(0, "main");
    expect(bp(t)).toBe(0);
    t.act(0, "end");
    // Tar Pits (4-3-2) scored with 2 power: seat 0 alone gets 4.
    expect(t.vp(0)).toBe(4);
    expect(t.where("howl")).toBe("discard:0");
    expect(t.where("mark")).toBe("discard:0");
  });

  it("tied, or behind one of two other players: nothing (3 players)", () => {
    rules("TERM-OTHERS");
    const tied = mark([m("werewolves:howler", 0, "howl"), m("zombies:walker", 1, "walker")]);
    expect(bp(tied)).toBe(16);
    const behind = mark(
      [
        m("werewolves:loup-garou", 0, "loup"),
        m("zombies:walker", 1, "walker"),
        m("ninjas:ninja-master", 2, "master"),
      ],
      { seats: 3 },
    );
    expect(bp(behind)).toBe(16);
    const ahead = mark(
      [
        m("werewolves:loup-garou", 0, "loup"),
        m("zombies:walker", 1, "walker"),
        m("ninjas:shinobi", 2, "shinobi"),
      ],
      { seats: 3 },
    );
    expect(bp(ahead)).toBe(0);
  });

  it("only at its controller's turn start, counting controlled minions (TERM-CONTROL)", () => {
    // Seat 0 is ahead, but the turn starting is seat 1's.
    const theirs = mark([m("werewolves:howler", 0, "howl")], { active: 1 });
    expect(bp(theirs)).toBe(16);
    const borrowed = mark([
      m("zombies:zombie-lord", 1, "borrowed", { controller: 0 }),
      m("zombies:walker", 1, "walker"),
    ]);
    expect(bp(borrowed)).toBe(0);
    const lent = mark([
      m("werewolves:pack-alpha", 0, "lent", { controller: 1 }),
      m("werewolves:howler", 0, "howl"),
    ]);
    expect(bp(lent)).toBe(16);
  });

  it("only at the start of the turn: getting ahead during the play phase changes nothing", () => {
    const t = table({
      players: [{ factions: WOLF, hand: [h("werewolves:teenage-wolf", "teen")] }, { factions: P1 }],
      bases: [
        {
          id: "tar-pits",
          minions: [m("werewolves:howler", 0, "howl")],
          actions: [{ card: "werewolves:marking-territory", owner: 0, as: "mark" }],
        },
        { id: "the-central-brain" },
        { id: "jungle-oasis" },
      ],
    });
    t.act(0, "teen@tar-pits");
    expect(bp(t)).toBe(16);
  });

  it("with nobody here, nobody is ahead", () => {
    expect(bp(mark([]))).toBe(16);
  });

  const hill = (tarPits: Minion[]) =>
    table({
      phase: "start",
      players: [{ factions: WOLF }, { factions: P1 }],
      bases: [
        {
          id: "tar-pits",
          minions: tarPits,
          actions: [{ card: "werewolves:marking-territory", owner: 0, as: "mark" }],
        },
        { id: "the-hill", minions: [m("werewolves:loup-garou", 0, "loup")] },
        { id: "jungle-oasis", minions: [m("werewolves:teenage-wolf", 0, "teen")] },
      ],
    });

  it("the condition is read when it resolves: The Hill moving your minion away first cancels it (START-1, ORDER-5)", () => {
    rules("START-1", "ORDER-5");
    const t = hill([m("werewolves:howler", 0, "howl")]);
    t.expectPrompt(0, "orderTriggers").act(0, "the-hill").act(0, "howl");
    expect(t.where("howl")).toBe("base:the-hill");
    expect(bp(t)).toBe(16);
    const u = hill([m("werewolves:howler", 0, "howl")]);
    u.act(0, "mark");
    expect(bp(u)).toBe(0);
    u.act(0, "howl");
    expect(bp(u)).toBe(0);
  });

  it("not ahead at the start of the turn: it doesn't trigger at all, so no order is asked", () => {
    const t = hill([m("werewolves:howler", 0, "howl"), m("zombies:walker", 1, "walker")]);
    t.expectPrompt(0, "move").act(0, "teen");
    expect(t.where("teen")).toBe("base:the-hill");
    expect(bp(t)).toBe(16);
  });
});

describe("Moontouched", () => {
  const touched = (oasis: Minion[]) =>
    table({
      players: [{ factions: WOLF }, { factions: P1 }],
      bases: [{ id: "jungle-oasis", minions: oasis }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
  const on = (card: string, owner: number, as: string, actionController = 0, extra: Partial<Minion> = {}) =>
    m(card, owner, as, {
      ...extra,
      attached: [{ card: "werewolves:moontouched", owner: 0, controller: actionController, as: "touch" }],
    });

  it("talent: if its minion has the highest power here (ties count), draw a card; once per turn", () => {
    rules("TERM-TALENT", "TERM-ATTACH");
    const t = touched([on("werewolves:loup-garou", 0, "loup"), m("zombies:grave-digger", 1, "digger")]);
    const before = handSize(t, 0);
    t.act(0, "touch");
    expect(handSize(t, 0)).toBe(before + 1);
    expect(t.offers("touch")).toBe(false);
  });

  it("not offered while a minion here is stronger", () => {
    const t = touched([
      on("werewolves:howler", 0, "howl"),
      m("zombies:walker", 1, "walker"),
      m("aliens:invader", 1, "inv"),
    ]);
    expect(t.offers("touch")).toBe(false);
  });

  it("on another player's minion, its controller draws (MS-2)", () => {
    const t = touched([on("aliens:supreme-overlord", 1, "lord"), m("werewolves:howler", 0, "howl")]);
    const [mine, theirs] = [handSize(t, 0), handSize(t, 1)];
    t.act(0, "touch");
    expect([handSize(t, 0), handSize(t, 1)]).toEqual([mine + 1, theirs]);
  });
});

describe("Unstoppable", () => {
  it("its minion can't be destroyed: it stays a legal target and the effect fails there (CONFLICT-5)", () => {
    rules("CONFLICT-5", "TERM-DESTROY", "TERM-ATTACH");
    const t = table({
      players: [
        { factions: WOLF, hand: [h("werewolves:unstoppable", "unst"), h("pirates:cannon", "cannon")] },
        { factions: P1 },
      ],
      turn: { extras: [{ kind: "action", source: "test" }] },
      bases: [
        {
          id: "jungle-oasis",
          minions: [m("werewolves:howler", 0, "howl"), m("zombies:walker", 1, "walker")],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "unst@howl");
    expect(t.where("unst")).toBe("attached:howl");
    t.act(0, "cannon").expectPrompt(0, "destroy");
    expect(t.offers("howl")).toBe(true);
    t.act(0, "howl", "walker");
    expect([t.where("howl"), t.where("walker")]).toEqual(["base:jungle-oasis", "discard:1"]);
    expect(t.g.log.some((e) => e.k === "indestructible")).toBe(true);
  });

  it("on another player's minion it protects that minion; its base scoring still discards both (SCORE-16)", () => {
    rules("SCORE-16");
    const t = table({
      phase: "score",
      players: [{ factions: WOLF }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("zombies:zombie-lord", 1, "lord", {
              attached: [{ card: "werewolves:unstoppable", owner: 0, as: "unst" }],
            }),
            m("aliens:supreme-overlord", 1, "over"),
            m("aliens:invader", 1, "inv"),
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    expect([t.where("lord"), t.where("unst")]).toEqual(["discard:1", "discard:0"]);
    expect(t.vp(1)).toBe(2);
  });
});
