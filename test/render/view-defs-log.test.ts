// viewDefs reads each viewer's log lines once (issue 22): when the engine drops the log's oldest
// lines (KEEP), the read drops what those lines named instead of reading the whole log again
// (rnd46b). Every table must still be the one a first read of the same view gives: checked at every
// decision of long 4-player games (the log is trimmed many times), for the public view and every
// seat's, against the table of a fresh state object (the cache is per state, so nothing is cached).

import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import { playerView, publicView } from "../../src/engine/view.ts";
import { viewDefs } from "../../src/render/names.ts";

describe("viewDefs across the log's trims", () => {
  it("gives at every decision the table of a first read, for every viewer", () => {
    let trims = 0;
    let checked = 0;
    for (const seed of [1000, 1001, 1002]) {
      const e = Engine.start(randomSetup(seed, 4, ["core"], 400, { vpTarget: 15 }));
      const rng = makeChooserRng(seed);
      let first = e.g.log[0];
      for (let p = e.prompt; p; p = e.prompt) {
        if (e.g.log[0] !== first) {
          trims++;
          first = e.g.log[0];
        }
        const pub = publicView(e.g, p);
        const fresh = { ...e.g };
        expect(viewDefs(e.g, pub)).toEqual(viewDefs(fresh, pub));
        // Every seat, not only the prompted one: their reads lag and meet trims at other places.
        for (const seat of [p.seat, (p.seat + 1) % 4, (p.seat + 2) % 4]) {
          const mine = playerView(e.g, p, seat, pub);
          expect(viewDefs(e.g, mine)).toEqual(viewDefs(fresh, mine));
        }
        checked++;
        e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      }
    }
    expect(trims).toBeGreaterThan(5);
    expect(checked).toBeGreaterThan(500);
  });
});
