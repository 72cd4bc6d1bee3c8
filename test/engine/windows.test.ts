// Special windows ("Me First!", MEFIRST-*): the before- and after-scoring rounds, who is asked in
// which order, when a window closes, and the hidden-timing and standing-order options (OPEN-27).

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import type { Scenario } from "../../src/drivers/scenario.ts";
import {
  addPowerUntil,
  card,
  draw,
  playSelf,
  registerFaction,
  returnToHand,
  type SpecialWindow,
} from "../../src/engine/api.ts";
import { rules, type TestTable, table } from "../harness/table.ts";

type F = [string, string];

/** Three players; seat 0 is active and the Jungle Oasis (12) scores. */
function oasis(opts: { hiddenTiming?: boolean; autoPass?: [boolean, boolean, boolean] } = {}): TestTable {
  const auto = opts.autoPass ?? [false, false, false];
  const spec: Scenario = {
    players: [
      { factions: ["aliens", "dinosaurs"] as F, autoPass: auto[0] },
      {
        factions: ["ninjas", "wizards"] as F,
        autoPass: auto[1],
        hand: [
          { card: "ninjas:shinobi", as: "sh1" },
          { card: "ninjas:shinobi", as: "sh2" },
          { card: "ninjas:hidden-ninja", as: "hn" },
          { card: "ninjas:ninja-master", as: "nm" },
        ],
      },
      { factions: ["pirates", "zombies"] as F, autoPass: auto[2] },
    ],
    phase: "score",
    options: { hiddenTiming: opts.hiddenTiming ?? false },
    bases: [
      {
        id: "jungle-oasis",
        minions: [
          { card: "dinosaurs:king-rex", owner: 0, as: "rex" },
          { card: "aliens:invader", owner: 0, as: "inv" },
          { card: "aliens:scout", owner: 0, as: "scout" },
        ],
      },
      { id: "tar-pits", minions: [{ card: "pirates:pirate-king", owner: 2, as: "pk" }] },
      { id: "the-central-brain" },
      { id: "ninja-dojo" },
    ],
  };
  return table(spec);
}

/** Answers meFirst prompts with the given references, recording who was asked, until another prompt. */
function run(t: TestTable, answers: string[]): number[] {
  const asked: number[] = [];
  for (const ref of answers) {
    const p = t.prompt;
    expect(p.kind).toBe("meFirst");
    asked.push(p.seat);
    t.act(p.seat, ref);
  }
  return asked;
}

describe("Me First! (MEFIRST-*)", () => {
  it("asks clockwise from the active player, skipping players with nothing usable; a passed player may act later", () => {
    rules("MEFIRST-1", "MEFIRST-3", "MEFIRST-4", "MEFIRST-5", "MEFIRST-6", "OPEN-1", "CONFLICT-13", "DIFF-5");
    const t = oasis();
    const base = t.base("jungle-oasis");
    // Seat 0 has no usable Special: skipped. Seat 1 passes, seat 2 moves its Pirate King in, then
    // seat 1 (who passed) plays a Shinobi; seat 2 and seat 0 have nothing left, seat 1 passes: closed.
    expect(t.prompt).toMatchObject({ seat: 1, purpose: "beforeScoring", window: `beforeScoring:${base}` });
    const asked = run(t, ["pass", "pk", "sh1", "pass"]);
    expect(asked).toEqual([1, 2, 1, 1]);
    expect([t.where("pk"), t.where("sh1")]).toEqual(["base:jungle-oasis", "base:jungle-oasis"]);
    // The before-scoring window is closed: next comes the after-scoring window (seat 0's Scout).
    expect(t.prompt).toMatchObject({
      seat: 0,
      kind: "meFirst",
      purpose: "afterScoring",
      window: `afterScoring:${base}`,
    });
    expect(t.vp(0)).toBe(2);
  });

  it("lists only the Specials usable in this window, for this base (MEFIRST-8, MEFIRST-9)", () => {
    rules("MEFIRST-8", "MEFIRST-9", "TERM-BEFORE-SCORING", "TERM-AFTER-SCORING");
    const t = oasis();
    const ids = (tt: TestTable) => tt.prompt.options.map((o) => o.id);
    expect(ids(t)).toEqual([`s${t.uid("sh1")}`, `s${t.uid("sh2")}`, `s${t.uid("hn")}`, "pass"]);
    t.act(1, "sh1");
    // One Shinobi per base: the second one is no longer offered; Hidden Ninja still is.
    run(t, ["pass"]);
    expect(t.prompt.seat).toBe(1);
    expect(ids(t)).toEqual([`s${t.uid("hn")}`, "pass"]);
    t.act(1, "pass");
    // After scoring: the Scout (from play, on the scored base) is usable; the Ninjas' cards are not.
    expect(t.prompt).toMatchObject({ seat: 0, purpose: "afterScoring" });
    expect(ids(t)).toEqual([`s${t.uid("scout")}`, "pass"]);
    t.act(0, "scout");
    expect(t.where("scout")).toBe("hand:0");
    // The window closes once everyone has passed in a row (seats 1 and 2 and 0 have nothing left).
    expect(t.prompt.kind).not.toBe("meFirst");
  });

  it("with hidden timing everyone is asked; after a Special the turn goes on clockwise (OPEN-27)", () => {
    rules("MEFIRST-3", "MEFIRST-5", "MEFIRST-6", "OPEN-1", "OPEN-27");
    const t = oasis({ hiddenTiming: true });
    expect(t.prompt.options.map((o) => o.id)).toEqual(["pass"]);
    // 0 passes, 1 plays a Shinobi, then 2 (not back to the active player), 0 and 1 pass: closed.
    const asked = run(t, ["pass", "sh1", "pass", "pass", "pass"]);
    expect(asked).toEqual([0, 1, 2, 0, 1]);
    expect(t.prompt).toMatchObject({ seat: 0, purpose: "afterScoring" });
    expect(run(t, ["pass", "pass", "pass"])).toEqual([0, 1, 2]);
    expect(t.prompt.kind).not.toBe("meFirst");
  });

  it("the standing order 'pass when I can't respond' skips a player even with hidden timing", () => {
    rules("MEFIRST-9", "OPEN-27");
    // Seats 0 and 2 set the standing order; seat 2 still has the Pirate King, so it is still asked.
    const t = oasis({ hiddenTiming: true, autoPass: [true, false, true] });
    expect(run(t, ["pass", "pass"])).toEqual([1, 2]);
    // After scoring, seat 0 holds the Scout: asked despite the standing order; seat 2 has nothing.
    expect(run(t, ["pass", "pass"])).toEqual([0, 1]);
    expect(t.prompt.kind).not.toBe("meFirst");
  });

  it("a card played from hand in a window is played and resolves, and the base still scores (DIFF-23)", () => {
    rules("DIFF-23", "SCORE-20", "SCORE-5", "PLAY-13", "MEFIRST-3");
    const t = oasis();
    t.act(1, "hn").act(1, "nm@jungle-oasis");
    // Ninja Master's own ability resolves: it may destroy a minion there.
    t.expectPrompt(1, "destroy").act(1, "rex");
    expect(t.where("rex")).toBe("discard:0");
    run(t, ["pass", "pass"]);
    // Oasis now holds 6 + 5 power, below its breakpoint, and scores anyway: seat 0 first (2 VP).
    expect(t.vp(0)).toBe(2);
    expect(t.vp(1)).toBe(0);
  });

  it("after scoring, in-play abilities resolve before the Special round (MEFIRST-2, SCORE-15)", () => {
    rules("MEFIRST-2", "SCORE-15", "SCORE-3", "DIFF-22", "DIFF-5", "ORDER-5", "TERM-AFTER");
    const t = table({
      players: [
        { factions: ["aliens", "dinosaurs"] },
        { factions: ["ninjas", "wizards"] },
        { factions: ["pirates", "zombies"] },
      ],
      phase: "score",
      bases: [
        {
          id: "the-great-library",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "aliens:invader", owner: 0 },
            { card: "aliens:scout", owner: 0, as: "scout" },
            { card: "ninjas:ninja-master", owner: 1 },
            { card: "wizards:archmage", owner: 1 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
        { id: "ninja-dojo" },
      ],
    });
    // The Great Library's ability first, offered to each player with minions there (optional)...
    t.expectPrompt(0, "drawCard").act(0, "yes");
    t.expectPrompt(1, "drawCard").act(1, "no");
    // ...then the Special round.
    t.expectPrompt(0, "afterScoring").act(0, "pass");
    // Seat 0 drew one card from the Library and two in its draw phase; seat 1 declined.
    expect([t.g.players[0]?.hand.length, t.g.players[1]?.hand.length]).toEqual([3, 0]);
    // SCORE-3's steps, in order, in the log.
    const ks = t.g.log.map((l) => l.k);
    const positions = ["scoringBase", "place", "baseDiscarded", "baseNew"].map((k) => ks.indexOf(k));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual(positions.slice().sort((a, b) => a - b));
    expect([t.vp(0), t.vp(1)]).toEqual([4, 2]);
    expect(t.where("scout")).toBe("discard:0");
  });
});

// Specials from play that nothing in their own text stops from being used again: the engine's
// once-per-window rule alone limits them.
const always = () => true;
registerFaction(
  faction("echoes", "test", { en: "Special windows test kit", fr: "Kit de test des fenêtres" }, [
    minion({
      id: "echo",
      power: 2,
      count: 2,
      name: { en: "Echo", fr: "Écho" },
      text: {
        en: "Special: before or after a base scores, draw a card.",
        fr: "Spécial : avant ou après la conquête d'une base, piochez une carte.",
      },
      specials: (["beforeScoring", "afterScoring"] as SpecialWindow["kind"][]).map((window) => ({
        window,
        from: "play" as const,
        can: always,
        *use(ctx) {
          draw(ctx.g, ctx.you, 1);
        },
      })),
    }),
    minion({
      id: "homing",
      power: 2,
      count: 1,
      name: { en: "Homing", fr: "Retour" },
      text: {
        en: "Special: before a base scores, return this minion to your hand and play it there.",
        fr: "Spécial : avant la conquête d'une base, reprenez cette créature en main et jouez-la sur cette base.",
      },
      specials: [
        {
          window: "beforeScoring",
          from: "play",
          can: always,
          *use(ctx, w) {
            returnToHand(ctx, ctx.self);
            yield* playSelf(ctx, w.base);
          },
        },
      ],
    }),
    action({
      id: "charm",
      count: 1,
      attach: "minion",
      name: { en: "Charm", fr: "Charme" },
      text: {
        en: "Special: before a base scores, this minion gains +1 power until the end of the turn.",
        fr: "Spécial : avant la conquête d'une base, cette créature gagne +1 en force jusqu'à la fin du tour.",
      },
      specials: [
        {
          window: "beforeScoring",
          from: "play",
          can: always,
          *use(ctx) {
            addPowerUntil(ctx, card(ctx.g, ctx.self).at, 1);
          },
        },
      ],
    }),
    action({
      id: "beacon",
      count: 1,
      attach: "base",
      name: { en: "Beacon", fr: "Balise" },
      text: {
        en: "Special: before a base scores, draw a card.",
        fr: "Spécial : avant la conquête d'une base, piochez une carte.",
      },
      specials: [
        {
          window: "beforeScoring",
          from: "play",
          can: always,
          *use(ctx) {
            draw(ctx.g, ctx.you, 1);
          },
        },
      ],
    }),
  ]),
);

describe("Specials from play: once per window per card", () => {
  // The Jungle Oasis (12) scores: seat 0 has an Echo there carrying a Charm, another Echo and a
  // Homing on the Tar Pits with a Beacon; seat 1 has nothing to use.
  const echoes = () =>
    table({
      players: [
        // The rest of seat 0's cards make its deck.
        { factions: ["echoes", "dinosaurs"] },
        { factions: ["ninjas", "wizards"] },
      ],
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "echoes:echo",
              owner: 0,
              as: "e1",
              attached: [{ card: "echoes:charm", owner: 0, as: "charm" }],
            },
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "dinosaurs:armor-stego", owner: 0 },
            { card: "ninjas:ninja-master", owner: 1 },
          ],
        },
        {
          id: "tar-pits",
          minions: [
            { card: "echoes:echo", owner: 0, as: "e2" },
            { card: "echoes:homing", owner: 0, as: "homing" },
          ],
          actions: [{ card: "echoes:beacon", owner: 0, as: "beacon" }],
        },
        { id: "the-central-brain" },
      ],
    });
  const offered = (t: TestTable) => t.prompt.options.map((o) => o.id);
  const s = (t: TestTable, ...aliases: string[]) => [...aliases.map((a) => `s${t.uid(a)}`), "pass"];

  it("a card used from play is not offered again in the same window, wherever it lies (MEFIRST-3, MEFIRST-8)", () => {
    rules("MEFIRST-3", "MEFIRST-4", "MEFIRST-5", "MEFIRST-8", "TERM-SPECIAL", "SCORE-20");
    const t = echoes();
    t.expectPrompt(0, "beforeScoring");
    expect(offered(t)).toEqual(s(t, "e1", "charm", "e2", "homing", "beacon"));
    t.act(0, "e1");
    // Seat 1 has nothing: the choice comes back to seat 0, without the Echo just used.
    t.expectPrompt(0, "beforeScoring");
    expect(offered(t)).toEqual(s(t, "charm", "e2", "homing", "beacon"));
    t.act(0, "charm");
    expect(offered(t)).toEqual(s(t, "e2", "homing", "beacon"));
    t.act(0, "beacon");
    expect(offered(t)).toEqual(s(t, "e2", "homing"));
    t.act(0, "e2");
    expect(offered(t)).toEqual(s(t, "homing"));
    expect(t.power("e1")).toBe(3);
    expect(t.hand(0)).toHaveLength(3);
  });

  it("a card that left play and came back during the window is a new card: its Special is offered again (OPEN-4, CARD-FINIST)", () => {
    rules("OPEN-4", "CARD-FINIST");
    const t = echoes();
    t.act(0, "homing");
    expect(t.where("homing")).toBe("base:jungle-oasis");
    t.expectPrompt(0, "beforeScoring");
    // Returned and replayed: a new stay in play, whose Special is unused (the limit is per stay).
    expect(offered(t).sort()).toEqual(s(t, "e1", "charm", "e2", "homing", "beacon").sort());
    const stay = t.g.cards[t.uid("homing")]?.stay;
    t.act(0, "homing");
    expect(t.g.cards[t.uid("homing")]?.stay).toBe((stay ?? 0) + 1);
  });

  it("the next window is a new one: the same cards are offered again after scoring", () => {
    rules("MEFIRST-1", "SCORE-15");
    const t = echoes();
    t.act(0, "e1").act(0, "e2").act(0, "pass");
    t.expectPrompt(0, "afterScoring");
    expect(offered(t)).toEqual(s(t, "e1", "e2"));
    t.act(0, "e1");
    expect(offered(t)).toEqual(s(t, "e2"));
    t.act(0, "e2");
    // Both Echoes used in each window: four cards drawn.
    expect(t.g.log.filter((l) => l.k === "special")).toHaveLength(4);
  });
});
