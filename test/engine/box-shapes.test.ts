// Bases, stored extras and queued triggers keep one shape each (issue 22: all four boxes against
// core per decision): every field, in one order, undefined when unset (JSON leaves those out, so a
// saved game reads the same). A base given `markers` only when a card places some (Storyteller's
// Hut), extras of five shapes ({kind, source}, with maxPower, base, emptyBaseOnly, rewarded) and
// triggers of a dozen (the cards' own fields, then the engine's `source` or `lookBack` added) made
// the engine's reads of them polymorphic or megamorphic in all-box games only. Build bases with
// state.ts `newBase`, keep extras through allowances.ts `uniformAllowance` and queue triggers with
// triggers.ts `queueTrigger`: one built another way fails here.

import { afterEach, describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine, serialize } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import { adoptParsedState } from "../../src/engine/state.ts";
import { watchTriggers } from "../../src/engine/triggers.ts";
import type { GameState } from "../../src/engine/types.ts";

const ALL_BOXES = ["core", "monster-smash", "culture-shock", "big-geeky-box"];
const BASE_KEYS = "uid,def,minions,actions,zone,markers";
const ALLOWANCE_KEYS = "kind,maxPower,base,emptyBaseOnly,faction,from,source,rewarded";
const TRIGGER_KEYS = "ctx,run,orderFree,key,source,lookBack";

const stateOf = (e: Engine) => e.g;

function shapes(g: GameState, into: { bases: Set<string>; allowances: Set<string> }): void {
  for (const b of g.bases) into.bases.add(Object.keys(b).join());
  for (const a of [...g.turn.extras, ...g.turn.granted]) into.allowances.add(Object.keys(a).join());
}

describe("bases, extras and triggers keep one shape (issue 22)", () => {
  afterEach(() => watchTriggers(null));

  it("every base, stored extra and queued trigger of seeded all-box games has the same keys, in one order", () => {
    const seen = { bases: new Set<string>(), allowances: new Set<string>() };
    const triggers = new Set<string>();
    let markers = 0;
    let extras = 0;
    watchTriggers((t) => triggers.add(Object.keys(t).join()));
    for (let i = 0; i < 6; i++) {
      const rng = makeChooserRng(81 + i);
      const e = Engine.start(randomSetup(8100 + i, 4, ALL_BOXES, 400));
      for (let p = e.prompt; p; p = e.prompt) {
        const g = stateOf(e);
        shapes(g, seen);
        markers += g.bases.filter((b) => b.markers !== undefined).length;
        extras += g.turn.granted.length;
        e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      }
      // A restored game's bases and extras have the played game's shapes, and serialise the same.
      const text = serialize(stateOf(e));
      const restored = adoptParsedState(JSON.parse(text) as GameState);
      shapes(restored, seen);
      expect(serialize(restored)).toBe(text);
    }
    // The games placed markers, stored extras and queued triggers.
    expect(markers).toBeGreaterThan(0);
    expect(extras).toBeGreaterThan(0);
    expect([...seen.bases]).toEqual([BASE_KEYS]);
    expect([...seen.allowances]).toEqual([ALLOWANCE_KEYS]);
    expect([...triggers]).toEqual([TRIGGER_KEYS]);
  }, 180_000); // six 4-player games: generous on a loaded machine
});
