// PerGame answers the game asked last without a lookup: that memo must never outlive a delete or
// answer for another game.
import { describe, expect, it } from "vitest";
import { PerGame } from "../../src/engine/per-game.ts";
import type { GameState } from "../../src/engine/types.ts";

const game = () => ({}) as GameState;

describe("PerGame", () => {
  it("keeps a value per game, whichever game was asked last", () => {
    const kept = new PerGame<string>();
    const a = game();
    const b = game();
    expect(kept.get(a)).toBeUndefined();
    kept.set(a, "a");
    expect(kept.get(b)).toBeUndefined();
    kept.set(b, "b");
    expect(kept.get(a)).toBe("a");
    expect(kept.get(b)).toBe("b");
  });

  it("forgets a deleted game's value, also when it was the game asked last", () => {
    const kept = new PerGame<string>();
    const a = game();
    const b = game();
    kept.set(a, "a");
    kept.set(b, "b");
    kept.delete(b);
    expect(kept.get(b)).toBeUndefined();
    kept.get(a);
    kept.delete(a);
    expect(kept.get(a)).toBeUndefined();
    expect(kept.get(b)).toBeUndefined();
  });
});
