// viewDefs writes a discard pile's cards from pairs of uid and definition kept per pile array (issue
// 22, rnd47), not by walking the pile's card views at every table. Every table must be the one the
// old walk gives: checked at every decision of 4-player games of all boxes, for the public view and
// three seats', against the table of a fresh state object (nothing cached) with the piles added by
// the old walk (each card and what it carries). The cache holds because a pile array handed out by
// publicView is never changed afterwards (checked too), and a pile with attached cards is checked
// on its own (no game here need put one in a discard pile).

import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import type { CardView, PlayerView, PublicView } from "../../src/engine/view.ts";
import { playerView, publicView } from "../../src/engine/view.ts";
import { type DefTable, viewDefs } from "../../src/render/names.ts";

/** The old definition: the table of the view without its piles, then each pile walked. */
function walked(g: Engine["g"], view: PublicView | PlayerView): DefTable {
  const bare = { ...view, players: view.players.map((p) => ({ ...p, discard: [] })) };
  const t = viewDefs({ ...g }, bare);
  const walk = (cards: readonly CardView[]): void => {
    for (const c of cards) {
      t.cards[c.uid] = c.def;
      walk(c.attached);
    }
  };
  for (const p of view.players) walk(p.discard);
  return t;
}

const BOXES = ["core", "monster-smash", "culture-shock", "big-geeky-box"];

describe("viewDefs' discard piles", () => {
  it("gives at every decision the table of the old walk, for every viewer", () => {
    let checked = 0;
    let cardsInPiles = 0;
    const handedOut: { pile: readonly CardView[]; copy: CardView[] }[] = [];
    for (const seed of [2000, 2001, 2002]) {
      const e = Engine.start(randomSetup(seed, 4, BOXES, 400, { vpTarget: 15 }));
      const rng = makeChooserRng(seed);
      for (let p = e.prompt; p; p = e.prompt) {
        const pub = publicView(e.g, p);
        for (const pl of pub.players) {
          handedOut.push({ pile: pl.discard, copy: [...pl.discard] });
          cardsInPiles += pl.discard.length;
        }
        expect(viewDefs(e.g, pub)).toEqual(walked(e.g, pub));
        for (const seat of [p.seat, (p.seat + 1) % 4, (p.seat + 3) % 4]) {
          const mine = playerView(e.g, p, seat, pub);
          expect(viewDefs(e.g, mine)).toEqual(walked(e.g, mine));
        }
        checked++;
        e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(cardsInPiles).toBeGreaterThan(10_000);
    // No pile array was changed once handed out (what the kept pairs rely on).
    for (const { pile, copy } of handedOut) expect(pile).toEqual(copy);
  });

  it("names what a discarded card carries", () => {
    const e = Engine.start(randomSetup(7, 2, ["core"], 400, { vpTarget: 15 }));
    const pub = publicView(e.g, e.prompt);
    const [a, b, c] = [0, 1, 2].map((uid) => e.g.cards[uid] as { uid: number; def: string });
    const view = (uid: number, def: string, attached: CardView[] = []): CardView => ({
      uid,
      def,
      owner: 0,
      controller: 0,
      power: 0,
      counters: 0,
      attached,
    });
    const pile = [view(a!.uid, a!.def, [view(b!.uid, b!.def, [view(c!.uid, c!.def)])])];
    const withPile = { ...pub, players: pub.players.map((p, i) => ({ ...p, discard: i === 0 ? pile : [] })) };
    const t = viewDefs(e.g, withPile);
    expect(t).toEqual(walked(e.g, withPile));
    expect([t.cards[a!.uid], t.cards[b!.uid], t.cards[c!.uid]]).toEqual([a!.def, b!.def, c!.def]);
  });
});
