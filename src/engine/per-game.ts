// What the engine keeps beside a game's state rather than in it (indexes, what is resolving now):
// never saved, forgotten with the state. A game's decisions ask for it many times in a row, so
// the game asked last is answered without a WeakMap lookup (issue 22: the lookups were a
// measurable share of the engine's time).

import type { GameState } from "./types.ts";

export class PerGame<T> {
  private readonly byGame = new WeakMap<GameState, T>();
  private lastGame: GameState | null = null;
  private lastValue: T | undefined;

  get(g: GameState): T | undefined {
    if (g !== this.lastGame) {
      this.lastGame = g;
      this.lastValue = this.byGame.get(g);
    }
    return this.lastValue;
  }

  set(g: GameState, value: T): void {
    this.byGame.set(g, value);
    this.lastGame = g;
    this.lastValue = value;
  }

  delete(g: GameState): void {
    this.byGame.delete(g);
    if (g === this.lastGame) this.lastValue = undefined;
  }
}
