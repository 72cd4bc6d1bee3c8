// The index of the abilities in play (src/engine/sources.ts) is updated in place: only the bases a
// card entered, left or moved on are read again. Whatever it answers must be what reading every
// base again answers, in the same order (the order of triggers, bonuses and prompts depends on
// it): checked in lockstep at every update of the index, over seeded games of every box, with
// games that hold Signs in the Stars (abilities borrowed from the top of the base deck, CS-9) and
// Jammed Signal (a base's ability cancelled).

import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";
import { EVENT_KINDS } from "../../src/engine/events.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import {
  allSources,
  baseAbilities,
  checkIndexUpdates,
  freshIndex,
  INDEXED_HOOKS,
  listenersOf,
  type Source,
  sourcesWith,
} from "../../src/engine/sources.ts";
import type { GameSetup, GameState } from "../../src/engine/types.ts";

/** A source as text: its place and what its hooks are (the same definition, the same object). */
const hookIds = new Map<object, number>();
const shown = (s: Source) => {
  let id = hookIds.get(s.hooks);
  if (id === undefined) {
    id = hookIds.size;
    hookIds.set(s.hooks, id);
  }
  return `${s.isBase ? "base" : "card"}${s.self}${s.borrowed === undefined ? "" : `<${s.borrowed}`}#${id}`;
};
const shownAll = (list: Source[]) => list.map(shown).join(" ");

interface Seen {
  updates: number;
  borrowed: number;
  cancelled: number;
}

/** Compares the kept index with one read from scratch; counts what the game had in play. */
function checker(seen: Seen): (g: GameState) => void {
  return (g) => {
    seen.updates++;
    const fresh = freshIndex(g);
    for (const hook of INDEXED_HOOKS)
      expect(shownAll(sourcesWith(g, hook)), hook).toBe(shownAll(fresh.byHook.get(hook) ?? []));
    expect(shownAll(allSources(g))).toBe(shownAll(fresh.all));
    // The listeners of each kind of event: the `on` sources listing it, in their order.
    for (const kind of EVENT_KINDS)
      expect(shownAll(listenersOf(g, kind)), kind).toBe(
        shownAll(fresh.byHook.get("on")?.filter((s) => s.hooks.onEvents?.includes(kind)) ?? []),
      );
    for (const b of g.basesInPlay) {
      const own = fresh.all.some((s) => s.isBase && s.self === b && s.borrowed === undefined);
      if (!own) seen.cancelled++;
      expect(baseAbilities(g, b).map((a) => `${a.def.key}@${a.abilityOf}`)).toEqual(
        fresh.all
          .filter((s) => s.isBase && s.self === b)
          .map((s) => `${(s.hooks as { key: string }).key}@${s.borrowed ?? b}`),
      );
    }
    if (fresh.all.some((s) => s.borrowed !== undefined)) seen.borrowed++;
  };
}

/** Plays a game at random, checking the index also at each decision (whether updated or not). */
function play(setup: GameSetup, chooserSeed: number, check: (g: GameState) => void): void {
  const e = Engine.start(setup);
  const rng = makeChooserRng(chooserSeed);
  for (let n = 0; e.prompt && n < 3000; n++) {
    const p = e.prompt;
    e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
    check(e.g);
  }
}

function lockstep(games: (check: (g: GameState) => void) => void): Seen {
  const seen: Seen = { updates: 0, borrowed: 0, cancelled: 0 };
  const check = checker(seen);
  checkIndexUpdates(check);
  try {
    games(check);
  } finally {
    checkIndexUpdates(null);
  }
  return seen;
}

describe("the index of abilities in play, updated in place", () => {
  it("answers as reading every base again, at every update, in every box", () => {
    const mixes = [["core"], ["core", "monster-smash"], ["core", "culture-shock"], ["core", "big-geeky-box"]];
    const seen = lockstep((check) => {
      for (const [m, boxes] of mixes.entries())
        for (let seed = 1; seed <= 2; seed++)
          play(randomSetup(700 + 10 * m + seed, 4, boxes, 400), seed, check);
    });
    expect(seen.updates).toBeGreaterThan(700);
  });

  it("with borrowed base abilities (Signs in the Stars, CS-9) and cancelled ones (Jammed Signal)", () => {
    const seen = lockstep((check) => {
      for (let seed = 1; seed <= 4; seed++)
        play(
          {
            seed,
            players: [
              { factions: ["ancient-incas", "aliens"] },
              { factions: ["dinosaurs", "ninjas"] },
              { factions: ["wizards", "grimms-fairy-tales"] },
              { factions: ["zombies", "pirates"] },
            ],
            options: { maxTurns: 400 },
          },
          seed,
          check,
        );
    });
    expect(seen.updates).toBeGreaterThan(500);
    expect(seen.borrowed).toBeGreaterThan(50);
    expect(seen.cancelled).toBeGreaterThan(50);
  });
});
