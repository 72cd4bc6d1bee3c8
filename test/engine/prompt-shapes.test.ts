// Prompts and prompt options keep one shape each (issue 22): every field, in one order, undefined
// when unset (JSON leaves those out, so players, logs and saved games see what they saw). Options
// built as literals of a dozen shapes (a card, a card on a base, a base, a seat, a label...) made
// every read of an option's or a prompt's fields polymorphic, more so with the expansions' prompts.
// Build options with ask.ts `option` (or cardOption, baseOption, seatOption, labelOption) and
// prompts with `raise`: a prompt or an option built another way fails here.

import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";

const ALL_BOXES = ["core", "monster-smash", "culture-shock", "big-geeky-box"];

describe("prompts and prompt options keep one shape (issue 22)", () => {
  it("every prompt and every option of seeded all-box games has the same keys, in one order", () => {
    const prompts = new Set<string>();
    const options = new Set<string>();
    const kinds = new Set<string>();
    const present = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const rng = makeChooserRng(71 + i);
      const e = Engine.start(randomSetup(7100 + i, 4, ALL_BOXES, 400));
      for (let p = e.prompt; p; p = e.prompt) {
        prompts.add(Object.keys(p).join());
        kinds.add(p.kind);
        for (const o of p.options) {
          options.add(Object.keys(o).join());
          for (const [k, v] of Object.entries(o)) if (v !== undefined) present.add(k);
        }
        if (p.source !== undefined) present.add("source");
        e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      }
    }
    // The games raised prompts of several kinds whose options carry each field.
    expect([...kinds].length).toBeGreaterThan(2);
    expect([...present].sort()).toEqual(["base", "card", "id", "label", "seat", "source", "target"]);
    expect([...prompts]).toEqual(["id,seat,kind,purpose,options,min,max,source,window,shown"]);
    expect([...options]).toEqual(["id,card,base,target,seat,label"]);
  }, 120_000); // four 4-player games: generous on a loaded machine
});
