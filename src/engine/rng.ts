// The only source of chance in a game: a seeded xoroshiro128+ whose state lives in the game
// state (GameState.rng), so a snapshot carries the exact continuation of the random sequence.

import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { GameState } from "./types.ts";

type Generator = ReturnType<typeof xoroshiro128plus>;

// The live generator is cached beside the state instead of being rebuilt from the stored numbers
// at every draw; syncRng() writes its position back before the state is serialised.
const live = new WeakMap<GameState, Generator>();

export function initialRngState(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
}

function generator(g: GameState): Generator {
  let gen = live.get(g);
  if (!gen) {
    gen = xoroshiro128plusFromState(g.rng);
    live.set(g, gen);
  }
  return gen;
}

/**
 * Uniform integer in [0, n). `| 0` changes no value: the generator hands back a boxed double, and
 * one such seat or index stored in a card makes V8 box that field in every card of every game
 * (32 bytes more per card; issue 14's memory per game).
 */
export function randomInt(g: GameState, n: number): number {
  if (n <= 1) return 0;
  return uniformInt(generator(g), 0, n - 1) | 0;
}

export function shuffleInPlace<T>(g: GameState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(g, i + 1);
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
}

/** Puts the generator at an exact position (a scenario written from a real game's state). */
export function setRngState(g: GameState, state: readonly number[]): void {
  live.delete(g);
  g.rng = [...state];
}

/** Copies the generator's position into the state; call before serialising it. */
export function syncRng(g: GameState): void {
  const gen = live.get(g);
  if (gen) g.rng = [...gen.getState()];
}

/** A standalone generator for players' random choices (simulation), separate from the game's. */
export function makeChooserRng(seed: number): { int(n: number): number } {
  const gen = xoroshiro128plus(seed | 0);
  return { int: (n: number) => (n <= 1 ? 0 : uniformInt(gen, 0, n - 1) | 0) };
}
