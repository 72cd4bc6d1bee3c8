// Views (src/engine/view.ts) never leak hidden cards (ZONE-1, ZONE-3, ZONE-5): positions sampled
// from seeded random games are checked by walking each view and collecting every card number it
// holds (`uid`, `card`, `target` fields), never by searching strings.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { cardDef } from "../../src/engine/defs.ts";
import { Engine } from "../../src/engine/engine.ts";
import { visibleLog } from "../../src/engine/log.ts";
import { bonusPowerOn, breakpoint, playerPowerOn, power, totalPowerOn } from "../../src/engine/power.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import { baseAbilities } from "../../src/engine/sources.ts";
import type { GameSetup, GameState, Prompt, Seat, Uid } from "../../src/engine/types.ts";
import { type CardView, playerView, publicView } from "../../src/engine/view.ts";
import { rules, table } from "../harness/table.ts";

const CARD_KEYS = new Set(["uid", "card", "target"]);

/**
 * Every card number in a view, skipping the top-level fields named in `skip`. A base's own `uid`
 * (the objects of `bases`, which carry a breakpoint) is a base number, not a card.
 */
function cardNumbers(view: object, skip: readonly string[] = []): Uid[] {
  const out: Uid[] = [];
  const walk = (v: unknown, key: string | null, depth: number) => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x, null, depth + 1);
    } else if (v !== null && typeof v === "object") {
      const isBase = "breakpoint" in v;
      for (const [k, x] of Object.entries(v)) {
        if (depth === 0 && skip.includes(k)) continue;
        if (isBase && k === "uid") continue;
        walk(x, k, depth + 1);
      }
    } else if (typeof v === "number" && key !== null && CARD_KEYS.has(key)) {
      out.push(v);
    }
  };
  walk(view, null, 0);
  return out;
}

const hidden = (g: GameState, u: Uid) => {
  const z = g.cards[u]?.zone;
  return z === "hand" || z === "deck" || z === "limbo";
};

function sameLines(a: readonly object[], b: readonly object[]): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

const SUMMARY_KEYS = ["id", "seat", "kind", "purpose", "source", "window"];

/**
 * Checks every view of the current position and returns what is wrong (plain checks, not
 * assertions, to keep the sampling loop fast); `hiddenOptions` tells whether the pending prompt
 * lists cards that only its own seat may see.
 */
function checkViews(g: GameState, prompt: Prompt | null): { problems: string[]; hiddenOptions: boolean } {
  const problems: string[] = [];
  const pub = publicView(g, prompt);
  const leaked = cardNumbers(pub).filter((u) => hidden(g, u));
  if (leaked.length > 0) problems.push(`public view shows hidden cards ${leaked.join(",")}`);
  if (pub.log.some((l) => l.to !== -1)) problems.push("public view shows a private log entry");
  // The lines kept per viewer and extended since the last view are the log's, as filtered now.
  if (!sameLines(pub.log, visibleLog(g, -1))) problems.push("public view's log is not the game's");
  // DECK-6: every discard pile is open to everyone, in order.
  for (const p of g.players) {
    const shown = pub.players[p.seat]?.discard.map((c) => c.uid).join();
    if (shown !== p.discard.join()) problems.push(`seat ${p.seat}'s discard pile is not shown as it is`);
    if (pub.players[p.seat]?.handCount !== p.hand.length || pub.players[p.seat]?.deckCount !== p.deck.length)
      problems.push(`seat ${p.seat}'s hand or deck count is wrong`);
  }
  // The view's totals are the engine's (read from the minions' views: SCORE-2, SCORE-8).
  for (const b of pub.bases) {
    if (b.total !== totalPowerOn(g, b.uid)) problems.push(`base ${b.uid}'s total is not the engine's`);
    for (const p of g.players)
      if (b.powerBySeat[p.seat] !== playerPowerOn(g, p.seat, b.uid))
        problems.push(`seat ${p.seat}'s power on base ${b.uid} is not the engine's`);
  }
  problems.push(...basesAsEngine(g, pub));
  // A discarded card's view (kept from an earlier view while it reads the same) is the card as it is.
  for (const p of pub.players)
    for (const c of p.discard) {
      const card = g.cards[c.uid];
      if (
        !card ||
        c.def !== card.def ||
        c.owner !== card.owner ||
        c.controller !== card.controller ||
        c.counters !== card.counters ||
        c.attached.length !== card.attached.length ||
        c.power !== cardDef(card.def).power
      )
        problems.push(`seat ${p.seat}'s discarded card ${c.uid} is not shown as it is`);
    }
  if (pub.prompt && Object.keys(pub.prompt).some((k) => !SUMMARY_KEYS.includes(k)))
    problems.push(`public prompt summary has ${Object.keys(pub.prompt).join(",")}`);
  for (const p of g.players) {
    const v = playerView(g, prompt, p.seat);
    const outside = cardNumbers(v, ["myPrompt", "hand"]).filter((u) => hidden(g, u));
    if (outside.length > 0) problems.push(`seat ${p.seat}'s view shows hidden cards ${outside.join(",")}`);
    if (v.hand.map((c) => c.uid).join() !== p.hand.join()) problems.push(`seat ${p.seat}'s hand is wrong`);
    if (v.log.some((l) => l.to !== -1 && l.to !== p.seat))
      problems.push(`seat ${p.seat}'s view shows another seat's private log`);
    if (!sameLines(v.log, visibleLog(g, p.seat))) problems.push(`seat ${p.seat}'s log is not the game's`);
    const own = prompt !== null && prompt.seat === p.seat;
    if (v.myPrompt !== (own ? prompt : null)) problems.push(`seat ${p.seat} gets the wrong myPrompt`);
    if (v.prompt && "options" in v.prompt) problems.push("a prompt summary lists options");
  }
  const hiddenOptions = prompt !== null && cardNumbers({ options: prompt.options }).some((u) => hidden(g, u));
  return { problems, hiddenOptions };
}

/**
 * Each base's view reads as the engine's own questions answer, one at a time: every card's power
 * (`power`, a minion's modifiers included), the breakpoint, each player's power that no minion
 * carries (issue 22, rnd46: the view reads the abilities in play once for all bases).
 */
function basesAsEngine(g: GameState, pub: ReturnType<typeof publicView>): string[] {
  const problems: string[] = [];
  const cards = (views: readonly CardView[]): void => {
    for (const c of views) {
      if (c.power !== power(g, c.uid)) problems.push(`card ${c.uid}'s power ${c.power} is not the engine's`);
      cards(c.attached);
    }
  };
  for (const b of pub.bases) {
    cards(b.minions);
    cards(b.actions);
    if (b.breakpoint !== breakpoint(g, b.uid))
      problems.push(`base ${b.uid}'s breakpoint is not the engine's`);
    const bonus = g.players.map((p) => bonusPowerOn(g, p.seat, b.uid));
    const expected = bonus.some((n) => n !== 0) ? bonus : undefined;
    if (JSON.stringify(b.bonusBySeat) !== JSON.stringify(expected))
      problems.push(`base ${b.uid}'s power outside minions is not the engine's`);
    // rnd48: read from the borrowed abilities alone, as baseAbilities lists another base's.
    const borrowed = baseAbilities(g, b.uid)
      .filter((a) => a.abilityOf !== b.uid)
      .map((a) => a.def.key);
    if (JSON.stringify(b.borrowed) !== JSON.stringify(borrowed.length > 0 ? borrowed : undefined))
      problems.push(`base ${b.uid}'s borrowed abilities are not the engine's`);
  }
  return problems;
}

const SETUPS: [string, string][][] = [
  [
    ["aliens", "wizards"],
    ["zombies", "tricksters"],
    ["ninjas", "pirates"],
    ["robots", "dinosaurs"],
  ],
  [
    ["wizards", "zombies"],
    ["aliens", "robots"],
    ["tricksters", "dinosaurs"],
  ],
  [
    ["zombies", "aliens"],
    ["wizards", "ninjas"],
  ],
];

describe("views of random positions", () => {
  it("never show another player's hidden cards; a prompt's options only to its own seat", () => {
    rules("ZONE-1", "ZONE-2", "ZONE-3", "DECK-6", "TERM-LOOK");
    const hiddenPrompts = new Map<string, number>();
    const problems: string[] = [];
    let samples = 0;
    for (let game = 0; game < 9; game++) {
      const players = (SETUPS[game % SETUPS.length] ?? []).map((factions) => ({ factions }));
      const setup: GameSetup = { seed: 100 + game, players, options: { maxTurns: 120 } };
      const e = Engine.start(setup);
      const rng = makeChooserRng(7 * game + 1);
      for (let i = 0; e.prompt && i < 4000; i++) {
        const p = e.prompt;
        // Every prompt other than the main one, and every tenth main prompt.
        if (p.kind !== "main" || i % 10 === 0) {
          samples++;
          const r = checkViews(e.g, p);
          problems.push(...r.problems.map((m) => `game ${game}, decision ${i} (${p.purpose}): ${m}`));
          if (r.hiddenOptions) {
            const what =
              p.purpose === "handLimit" || p.kind === "main" ? p.purpose : (p.source?.def ?? p.purpose);
            hiddenPrompts.set(what, (hiddenPrompts.get(what) ?? 0) + 1);
          }
        }
        e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      }
      problems.push(...checkViews(e.g, e.prompt).problems);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(samples).toBeGreaterThan(500);
    // The sample includes prompts whose options show cards only their seat may see.
    for (const what of ["aliens:probe", "wizards:scry", "wizards:portal", "handLimit", "main"]) {
      expect(hiddenPrompts.get(what) ?? 0, what).toBeGreaterThan(0);
    }
  });
});

describe("bases of the public view, every box", () => {
  it("read as the engine's power, breakpoint and power outside minions at every decision", () => {
    const problems: string[] = [];
    let withBonus = 0;
    for (let game = 0; game < 6; game++) {
      const setup = randomSetup(
        300 + game,
        4,
        ["core", "monster-smash", "culture-shock", "big-geeky-box"],
        60,
      );
      const e = Engine.start(setup);
      const rng = makeChooserRng(300 + game);
      for (let i = 0; e.prompt && i < 3000; i++) {
        const p = e.prompt;
        const pub = publicView(e.g, p);
        if (pub.bases.some((b) => b.bonusBySeat)) withBonus++;
        problems.push(...basesAsEngine(e.g, pub).map((m) => `game ${game}, decision ${i}: ${m}`));
        e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(withBonus).toBeGreaterThan(0);
  });
});

describe("a player's view (issue 22, rnd48: written as literals)", () => {
  /** What playerView made before: the public view's keys, the viewer's log in its place, then the viewer's. */
  function assigned(pub: object, own: object): object {
    return Object.assign({}, pub, own);
  }
  /** The public view with a face-up base deck top (CS-9) in its place, after the deck's count. */
  function withTop(pub: ReturnType<typeof publicView>): ReturnType<typeof publicView> {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(pub)) {
      out[k] = v;
      if (k === "baseDeckCount") out.baseDeckTop = "base:the-top";
    }
    return out as unknown as ReturnType<typeof publicView>;
  }
  it("has the public view's keys in order with the viewer's log, then viewer, hand and prompt", () => {
    const problems: string[] = [];
    let tops = 0;
    for (let game = 0; game < 3; game++) {
      const setup = randomSetup(
        500 + game,
        4,
        ["core", "monster-smash", "culture-shock", "big-geeky-box"],
        60,
      );
      const e = Engine.start(setup);
      const rng = makeChooserRng(500 + game);
      for (let i = 0; e.prompt && i < 3000; i++) {
        const p = e.prompt;
        const pub = publicView(e.g, p);
        for (const shown of [pub, withTop(pub)]) {
          if (shown.baseDeckTop !== undefined) tops++;
          for (const seat of [0, 1, 2, 3] as Seat[]) {
            const mine = playerView(e.g, p, seat, shown);
            const before = assigned(shown, {
              viewer: seat,
              log: mine.log,
              hand: mine.hand,
              myPrompt: mine.myPrompt,
            });
            if (JSON.stringify(Object.keys(mine)) !== JSON.stringify(Object.keys(before)))
              problems.push(`game ${game}, decision ${i}, seat ${seat}: keys ${Object.keys(mine)}`);
            for (const [k, v] of Object.entries(before))
              if ((mine as unknown as Record<string, unknown>)[k] !== v)
                problems.push(`game ${game}, decision ${i}, seat ${seat}: ${k}`);
          }
        }
        e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(tops).toBeGreaterThan(0);
  });
});

describe("discarded cards' views", () => {
  /** Seat 0's and 1's discard piles in the public views before and after each of a game's first 600 decisions. */
  function eachPileChange(
    visit: (was: CardView[], is: CardView[], seat: number, decision: number) => void,
  ): void {
    const e = Engine.start({ seed: 5, players: SETUPS[2]?.map((factions) => ({ factions })) ?? [] });
    const rng = makeChooserRng(3);
    let before = publicView(e.g, e.prompt);
    for (let i = 0; e.prompt && i < 600; i++) {
      const p = e.prompt;
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      const now = publicView(e.g, e.prompt);
      for (const seat of [0, 1])
        visit(before.players[seat]?.discard ?? [], now.players[seat]?.discard ?? [], seat, i);
      before = now;
    }
  }

  it("are made once while their card stays the same (issue 22: a click builds a public view)", () => {
    let reused = 0;
    eachPileChange((was, is) => {
      const earlier = new Map(was.map((c) => [c.uid, c]));
      for (const c of is) if (earlier.get(c.uid) === c) reused++;
    });
    expect(reused).toBeGreaterThan(100);
  });

  it("a pile whose cards read as at the last view is that view's array; a changed pile is a new one", () => {
    let same = 0;
    let changed = 0;
    eachPileChange((was, is, seat, i) => {
      const unchanged = was.length === is.length && was.every((c, at) => c === is[at]);
      // Shared exactly when nothing in it changed (the views' own content is checked above).
      expect(is === was, `seat ${seat} after decision ${i}`).toBe(unchanged);
      if (unchanged) same++;
      else changed++;
    });
    expect(same).toBeGreaterThan(100);
    expect(changed).toBeGreaterThan(10);
  });
});

describe("discarded cards' views, kept by their numbers (issue 22, rnd47)", () => {
  it("show every change of a card still in its pile at its place, as a fresh state's view does", () => {
    // The kept pile is read from flat numbers (uid, owner, controller, counters, nothing carried)
    // and definitions: change each of them on a card at its place and the view must follow.
    const e = Engine.start({ seed: 5, players: SETUPS[2]?.map((factions) => ({ factions })) ?? [] });
    const rng = makeChooserRng(3);
    while (e.prompt && e.g.players.every((p) => p.discard.length < 3)) {
      const p = e.prompt;
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
    }
    const g = e.g;
    const seat = g.players.findIndex((p) => p.discard.length >= 3);
    const pile = g.players[seat]?.discard ?? [];
    const other = g.cards.find((c) => c.zone === "deck" && c.def !== g.cards[pile[1] as Uid]?.def);
    const changes: ((c: GameState["cards"][number]) => void)[] = [
      (c) => {
        c.counters += 2;
      },
      (c) => {
        c.controller = (c.controller + 1) % g.players.length;
      },
      (c) => {
        c.owner = (c.owner + 1) % g.players.length;
      },
      (c) => {
        c.def = other?.def ?? c.def;
      },
      (c) => {
        c.attached = [...c.attached, other?.uid ?? 0];
      },
      (c) => {
        c.attached = c.attached.slice(0, -1);
      },
    ];
    const pileOf = (state: GameState) => publicView(state, null).players[seat]?.discard;
    expect(pileOf(g)).toEqual(pileOf({ ...g }));
    for (const change of changes) {
      const before = pileOf(g);
      change(g.cards[pile[1] as Uid] as GameState["cards"][number]);
      const after = pileOf(g);
      expect(after).toEqual(pileOf({ ...g }));
      expect(after).not.toEqual(before);
      // Read again unchanged: the same array (a card carrying others is made again at every view).
      if (g.cards[pile[1] as Uid]?.attached.length === 0) expect(pileOf(g)).toBe(after);
    }
  });
});

describe("looking and revealing (ZONE-5)", () => {
  it("a card looked at appears only in the looker's log; a revealed card in everyone's", () => {
    rules("ZONE-5", "TERM-LOOK", "TERM-REVEAL", "ZONE-1");
    const t = table({
      players: [
        {
          factions: ["zombies", "wizards"],
          hand: [
            { card: "zombies:walker", as: "w" },
            { card: "wizards:scry", as: "scry" },
          ],
          deck: [{ card: "wizards:summon", as: "top" }],
        },
        { factions: ["aliens", "dinosaurs"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "w@tar-pits").expectPrompt(0, "discardTop");
    const top = t.uid("top");
    const seen = (seat: Seat) =>
      playerView(t.g, t.engine.prompt, seat).log.some((l) => l.k === "seeCard" && l.p[0] === top);
    expect([seen(0), seen(1)]).toEqual([true, false]);
    expect(publicView(t.g, t.engine.prompt).log.some((l) => l.p.includes(top))).toBe(false);
    expect(checkViews(t.g, t.engine.prompt).problems).toEqual([]);
    // Leave it on top, then Scry reveals an action to everyone.
    t.act(0, "no").act(0, "scry").act(0, "top");
    expect(t.where("top")).toBe("hand:0");
    const revealed = (seat: Seat) =>
      playerView(t.g, t.engine.prompt, seat).log.some((l) => l.k === "reveal" && l.p[1] === top);
    expect([revealed(0), revealed(1)]).toEqual([true, true]);
    expect(checkViews(t.g, t.engine.prompt).problems).toEqual([]);
  });

  it("another player's hand looked at by Probe is listed only in the prober's own prompt", () => {
    rules("ZONE-5", "ZONE-1");
    const t = table({
      players: [
        { factions: ["aliens", "dinosaurs"], hand: [{ card: "aliens:probe", as: "probe" }] },
        {
          factions: ["ninjas", "pirates"],
          hand: [
            { card: "ninjas:shinobi", as: "sh" },
            { card: "pirates:buccaneer", as: "bu" },
            "ninjas:poison",
          ],
        },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "probe");
    const p = t.prompt;
    expect(p.seat).toBe(0);
    expect(cardNumbers({ options: p.options }).sort()).toEqual([t.uid("sh"), t.uid("bu")].sort());
    expect(checkViews(t.g, p)).toEqual({ problems: [], hiddenOptions: true });
    expect(cardNumbers(playerView(t.g, p, 1), ["hand"])).not.toContain(t.uid("sh"));
  });
});
