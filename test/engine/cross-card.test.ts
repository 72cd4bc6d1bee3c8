// Rules that cross cards (issue 20): each one lives in the engine once, so a card of one box can't
// skip the rule of another. One failing-first scenario per defect the audit named, in the
// rulebooks' words:
// - redirection (BGB-5, BGB-Q4, TERM-DIRECTLY): Ensign may take any effect of another player's
//   card that designates a minion of its controller on its base, whatever card designates it;
// - cancellation (TERM-CANCEL, BGB-1): a cancelled card has no effect, also when it was played
//   through its own Special; "after you play" triggers of other cards still resolve (BGB-Q2);
// - who performed it: "that player destroys one of their minions" — the destroying player is that
//   player (Crypt's "the player who destroyed them");
// - a card that leaves play and comes back is a new card (OPEN-4, CARD-FINIST): its Special may
//   be used again in the same window, and the Finist loop still ends.

import { describe, expect, it } from "vitest";
import { action, faction } from "../../cards/define.ts";
import type { Scenario } from "../../src/drivers/scenario.ts";
import {
  allMinions,
  type Ctx,
  card,
  chooseCard,
  chooseTarget,
  chooseUntargeted,
  destroyMinion,
  notControlledBy,
  registerFaction,
} from "../../src/engine/api.ts";
import { rules, type TestTable, table } from "../harness/table.ts";

type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type Card = { card: string; as: string; owner?: number };
const h = (c: string, as: string, owner?: number): Card =>
  owner === undefined ? { card: c, as } : { card: c, as, owner };
const m = (c: string, owner: number, as: string, extra: Partial<Minion> = {}): Minion => ({
  card: c,
  owner,
  as,
  ...extra,
});
const counters = (t: TestTable, alias: string) => card(t.g, t.uid(alias)).counters;

describe("redirection: every card that designates another player's minion lets Ensign take it (BGB-5)", () => {
  // Alice (seat 0) has Ensign and a Ninja Acolyte (both power 2) on Jungle Oasis; Bob (seat 1)
  // plays on them with a 7-power King Rex there; Carol (seat 2) only watches.
  const ensign = (factions: [string, string], hand: Card[], extra: Minion[] = []) =>
    table({
      active: 1,
      players: [
        { factions: ["smash-up-all-stars", "ninjas"] },
        { factions, hand },
        { factions: ["robots", "wizards"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("smash-up-all-stars:ensign", 0, "ensign"),
            m("ninjas:ninja-acolyte", 0, "acolyte"),
            m("dinosaurs:king-rex", 1, "rex"),
            ...extra,
          ],
        },
        { id: "factory-436-1337" },
        { id: "the-great-library" },
      ],
    });

  /** Bob aims at the Acolyte; Alice answers yes: Ensign goes instead, the Acolyte stays. */
  const redirected = (t: TestTable) => {
    t.expectPrompt(0, "redirect").act(0, "yes");
    expect([t.where("ensign"), t.where("acolyte")]).toEqual(["discard:0", "base:jungle-oasis"]);
  };

  it("Chew Toy (Monster Smash): 'destroy a minion with less power than it on its base'", () => {
    rules("TERM-DIRECTLY");
    const t = ensign(["werewolves", "dinosaurs"], [h("werewolves:chew-toy", "toy")]);
    t.act(1, "toy").expectPrompt(1, "destroy").act(1, "acolyte");
    redirected(t);
  });

  it("Natural Selection (core Dinosaurs): the same text, the same path", () => {
    const t = ensign(["dinosaurs", "pirates"], [h("dinosaurs:natural-selection", "ns")]);
    t.act(1, "ns").expectPrompt(1, "destroy").act(1, "acolyte");
    redirected(t);
  });

  it("Nightstalker (Monster Smash): 'destroy a minion of power 2 or less here', and it still grows", () => {
    const t = ensign(["vampires", "dinosaurs"], [h("vampires:nightstalker", "ns")]);
    t.act(1, "ns@jungle-oasis").expectPrompt(1, "destroy").act(1, "acolyte");
    redirected(t);
    expect(counters(t, "ns")).toBe(1);
  });

  it("Let the Dog Out (Monster Smash): each minion it picks is designated; Ensign's power comes off the budget", () => {
    const t = ensign(["werewolves", "dinosaurs"], [h("werewolves:let-the-dog-out", "dog")]);
    t.act(1, "dog").expectPrompt(1, "destroy").act(1, "acolyte");
    t.expectPrompt(0, "redirect").act(0, "yes");
    // 7 - 2 (Ensign) = 5 left: the Acolyte (2) is still an option, Ensign no longer.
    t.expectPrompt(1, "destroy");
    expect([t.offers("acolyte"), t.offers("ensign")]).toEqual([true, false]);
    t.act(1);
    expect([t.where("ensign"), t.where("acolyte")]).toEqual(["discard:0", "base:jungle-oasis"]);
  });

  it("Cannon (core Pirates): 'destroy up to two minions of power 2 or less'", () => {
    const t = ensign(["pirates", "dinosaurs"], [h("pirates:cannon", "cannon")]);
    t.act(1, "cannon").expectPrompt(1, "destroy").act(1, "acolyte");
    redirected(t);
  });

  it("Cannon aimed at both: Ensign is already designated, nothing to redirect", () => {
    const t = ensign(["pirates", "dinosaurs"], [h("pirates:cannon", "cannon")]);
    t.act(1, "cannon").act(1, "acolyte", "ensign");
    expect([t.where("ensign"), t.where("acolyte")]).toEqual(["discard:0", "discard:0"]);
    expect(t.g.log.some((e) => e.k === "redirect")).toBe(false);
  });
});

describe("a cancelled Special has no effect (TERM-CANCEL, BGB-1)", () => {
  // Alice (seat 0) plays a Special from her hand; Bob (seat 1, Geeks) cancels it with Force of Wil.
  const cancelled = (spec: {
    factions: [string, string];
    hand: Card[];
    oasis: Minion[];
    oasisActions?: NonNullable<Scenario["bases"][number]["actions"]>;
    factory?: Minion[];
  }) =>
    table({
      phase: "score",
      players: [
        { factions: spec.factions, hand: spec.hand },
        { factions: ["geeks", "ninjas"], hand: [h("geeks:force-of-wil", "fow")] },
      ],
      bases: [
        { id: "jungle-oasis", minions: spec.oasis, actions: spec.oasisActions ?? [] },
        { id: "factory-436-1337", minions: spec.factory ?? [] },
        { id: "the-great-library" },
      ],
    });
  // Jungle Oasis (breakpoint 12, 2-0-0): Alice's 12 power there wins it.
  const winning = (extra: Partial<Minion> = {}) => [
    m("aliens:supreme-overlord", 0, "lord", { counters: 7, ...extra }),
    m("ninjas:shinobi", 1, "sh"),
  ];

  it("Buffet: no counter after Force of Wil cancels it", () => {
    rules("TERM-CANCEL");
    const t = cancelled({
      factions: ["vampires", "aliens"],
      hand: [h("vampires:buffet", "buffet")],
      oasis: winning(),
      factory: [m("aliens:invader", 0, "far")],
    });
    t.expectPrompt(0, "afterScoring").act(0, "buffet").expectPrompt(1, "cardPlayed").act(1, "fow");
    expect([t.where("buffet"), counters(t, "far")]).toEqual(["discard:0", 0]);
  });

  it("Under Pressure: no transfer is asked for, the base scores", () => {
    const t = cancelled({
      factions: ["giant-ants", "aliens"],
      hand: [h("giant-ants:under-pressure", "up")],
      oasis: winning(),
      factory: [m("aliens:invader", 0, "far", { counters: 2 })],
    });
    t.expectPrompt(0, "beforeScoring").act(0, "up").expectPrompt(1, "cardPlayed").act(1, "fow");
    expect(t.prompt.purpose).not.toBe("counterSource");
    expect(t.where("up")).toBe("discard:0");
    while (t.prompt.purpose === "beforeScoring" || t.prompt.purpose === "afterScoring")
      t.act(t.prompt.seat, "pass");
    expect([counters(t, "far"), t.vp(0)]).toEqual([2, 2]);
  });

  it("We Are the Champions: no transfer after the base scores", () => {
    const t = cancelled({
      factions: ["giant-ants", "aliens"],
      hand: [h("giant-ants:we-are-the-champions", "champ")],
      oasis: winning(),
      factory: [m("aliens:invader", 0, "far")],
    });
    t.expectPrompt(0, "afterScoring").act(0, "champ").expectPrompt(1, "cardPlayed").act(1, "fow");
    expect(t.prompt.purpose).not.toBe("counterSource");
    expect([t.where("champ"), counters(t, "far")]).toEqual(["discard:0", 0]);
  });

  it("Hidden Ninja (core Ninjas): no minion is played", () => {
    const t = cancelled({
      factions: ["ninjas", "aliens"],
      hand: [h("ninjas:hidden-ninja", "hn"), h("aliens:invader", "inv")],
      oasis: winning(),
    });
    t.expectPrompt(0, "beforeScoring").act(0, "hn").expectPrompt(1, "cardPlayed").act(1, "fow");
    expect(t.prompt.purpose).not.toBe("playExtraMinion");
    expect([t.where("hn"), t.where("inv")]).toEqual(["discard:0", "hand:0"]);
  });

  it("Ashlar Masonry (Ancient Incas): no action goes back to the hand", () => {
    const t = cancelled({
      factions: ["ancient-incas", "aliens"],
      hand: [h("ancient-incas:ashlar-masonry", "ashlar")],
      oasis: winning(),
      oasisActions: [{ card: "ancient-incas:fortress-walls", owner: 0, as: "walls" }],
    });
    t.expectPrompt(0, "afterScoring").act(0, "ashlar").expectPrompt(1, "cardPlayed").act(1, "fow");
    expect(t.prompt.purpose).not.toBe("returnAction");
    expect([t.where("ashlar"), t.where("walls")]).toEqual(["discard:0", "discard:0"]);
  });
});

describe("the player who destroyed it (Crypt)", () => {
  it("Griefer's 'that player destroys one of their minions': the counter is offered to that player", () => {
    rules("TERM-DESTROY");
    const t = table({
      players: [
        { factions: ["geeks", "aliens"], hand: [h("geeks:griefer", "gr")] },
        { factions: ["ninjas", "vampires"] },
      ],
      bases: [
        {
          id: "crypt",
          minions: [
            m("aliens:invader", 0, "mine"),
            m("ninjas:shinobi", 1, "sh"),
            m("ninjas:ninja-acolyte", 1, "aco"),
          ],
        },
        { id: "factory-436-1337" },
      ],
    });
    t.act(0, "gr").act(0, "label:destroyOwnMinion").expectPrompt(1, "destroy").act(1, "aco");
    t.expectPrompt(1, "placeCounter").act(1, "sh");
    expect([counters(t, "sh"), counters(t, "mine")]).toEqual([1, 0]);
  });
});

describe("a card that leaves play and comes back is a new card (OPEN-4, CARD-FINIST)", () => {
  // Jungle Oasis (breakpoint 12) holds exactly 12 with Finist: Bob's Overlord 5 + Invader 3 + Finist 4.
  const scoring = () =>
    table({
      phase: "score",
      players: [
        { factions: ["russian-fairy-tales", "ninjas"], hand: [h("ninjas:shinobi", "shinobi")] },
        { factions: ["aliens", "ninjas"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("russian-fairy-tales:finist-the-falcon", 0, "finist"),
            m("aliens:supreme-overlord", 1, "lord"),
            m("aliens:invader", 1, "inv"),
          ],
        },
        { id: "tar-pits" },
      ],
    });

  it("Finist returned and replayed before the base scores is offered its Special again; the loop ends", () => {
    rules("CARD-FINIST", "CARD-FINIST-EXAMPLE", "OPEN-4");
    const t = scoring();
    t.expectPrompt(0, "beforeScoring").act(0, "finist").act(0, "finist@tar-pits");
    // A new card: its Special (move there) is offered again in the same window.
    t.expectPrompt(0, "beforeScoring");
    expect(t.offers("finist")).toBe(true);
    t.act(0, "finist");
    expect(t.where("finist")).toBe("base:jungle-oasis");
    // Moved, not a new card: spent for this window. Every use so far cost the card a return or a move;
    // nothing is left to offer but Shinobi, and the window closes when Alice passes.
    t.expectPrompt(0, "beforeScoring");
    expect(t.offers("finist")).toBe(false);
    t.act(0, "pass");
    expect(t.g.log.filter((e) => e.k === "special" && e.p[1] === t.uid("finist"))).toHaveLength(2);
    // The base scored with Finist on it: Bob's 8 beat its 4.
    expect([t.where("finist"), t.vp(0), t.vp(1)]).toEqual(["discard:0", 0, 2]);
  });
});

describe("the targeting step can't be skipped by accident (TERM-DIRECTLY, BGB-5)", () => {
  const text = (en: string) => ({ en, fr: en });
  const othersMinions = (ctx: Ctx) => allMinions(ctx.g).filter(notControlledBy(ctx.g, ctx.you));
  /** Three ways a card could write "destroy another player's minion". */
  registerFaction(
    faction("xkit", "test", text("Cross-card kit"), [
      action({
        id: "plain",
        count: 1,
        name: text("Kit Plain"),
        text: text("Destroy another player's minion (written with a plain choice: a card bug)."),
        *onPlay(ctx) {
          const theirs = othersMinions(ctx);
          const t = yield* chooseCard(ctx, ctx.you, "destroy", theirs);
          if (t !== null) yield* destroyMinion(ctx, t);
        },
      }),
      action({
        id: "aimed",
        count: 1,
        name: text("Kit Aimed"),
        text: text("Destroy another player's minion."),
        *onPlay(ctx) {
          const theirs = othersMinions(ctx);
          const t = yield* chooseTarget(ctx, ctx.you, "destroy", "destroy", theirs);
          if (t !== null) yield* destroyMinion(ctx, t);
        },
      }),
      action({
        id: "each",
        count: 1,
        name: text("Kit Each"),
        text: text("Destroy the weakest minion of another player (you choose among ties): designates none."),
        *onPlay(ctx) {
          const theirs = othersMinions(ctx);
          const t = yield* chooseUntargeted(ctx, ctx.you, "destroy", theirs, "each");
          if (t !== null) yield* destroyMinion(ctx, t);
        },
      }),
    ]),
  );
  const kit = (id: string) =>
    table({
      active: 1,
      players: [
        { factions: ["smash-up-all-stars", "ninjas"] },
        { factions: ["xkit", "aliens"], hand: [h(`xkit:${id}`, id)] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [m("smash-up-all-stars:ensign", 0, "ensign"), m("ninjas:ninja-acolyte", 0, "acolyte")],
        },
        { id: "tar-pits" },
      ],
    });

  it("a plain choice of another player's minion to destroy is refused by the engine, naming the card", () => {
    const t = kit("plain");
    expect(() => t.act(1, "plain")).toThrow(/xkit:plain.*chooseTarget/);
  });

  it("the same through the targeting step: Ensign is offered", () => {
    const t = kit("aimed");
    t.act(1, "aimed").act(1, "acolyte").expectPrompt(0, "redirect").act(0, "yes");
    expect([t.where("ensign"), t.where("acolyte")]).toEqual(["discard:0", "base:jungle-oasis"]);
  });

  it("a choice that designates nothing says so (chooseUntargeted): no redirection", () => {
    const t = kit("each");
    t.act(1, "each").act(1, "acolyte");
    expect([t.where("ensign"), t.where("acolyte")]).toEqual(["base:jungle-oasis", "discard:0"]);
  });
});
