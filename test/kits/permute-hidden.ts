// Other players' hidden cards dealt again at random (test kit for the AI's honesty tests, issue 23).

import { makeChooserRng } from "../../src/engine/rng.ts";
import type { GameState, Seat, Uid } from "../../src/engine/types.ts";

/**
 * The hidden cards dealt again at random, consistently with what `seat` knows: for each player,
 * the places holding their own cards that `seat` can't see (their hand unless it is `seat`'s,
 * their deck) get those cards in another order. Cards `seat` is shown stay where they are.
 */
export function permuteHidden(g: GameState, seat: Seat, seed: number, keep: readonly Uid[] = []): GameState {
  const d = JSON.parse(JSON.stringify(g)) as GameState;
  const rng = makeChooserRng(seed);
  for (const p of d.players) {
    const slots: { pile: Uid[]; i: number; zone: "hand" | "deck" }[] = [];
    const hidden = (u: Uid) => d.cards[u]?.owner === p.seat && !keep.includes(u);
    if (p.seat !== seat)
      p.hand.forEach((u, i) => {
        if (hidden(u)) slots.push({ pile: p.hand, i, zone: "hand" });
      });
    p.deck.forEach((u, i) => {
      if (hidden(u)) slots.push({ pile: p.deck, i, zone: "deck" });
    });
    const cards = slots.map((s) => s.pile[s.i] as Uid);
    for (let i = cards.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [cards[i], cards[j]] = [cards[j] as Uid, cards[i] as Uid];
    }
    slots.forEach((s, k) => {
      const u = cards[k] as Uid;
      s.pile[s.i] = u;
      Object.assign(d.cards[u] as object, { zone: s.zone, at: p.seat });
    });
  }
  return d;
}
