// The AI's own random numbers, separate from the game's generator: seeded from the decision's
// seed so that a decision is reproducible (same state, seat, level and seed: same answer).

import { makeChooserRng } from "../engine/rng.ts";

export interface Rng {
  /** Uniform integer in [0, n). */
  int(n: number): number;
}

/** A generator for one purpose (`salt`) of one decision (`seed`). */
export function aiRng(seed: number, salt: number): Rng {
  return makeChooserRng(mix(seed, salt));
}

/** A 32-bit hash of two integers (murmur3 finaliser), so nearby seeds give unrelated streams. */
export function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b | 0, 0x9e3779b1)) | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** A real in [0, 1). */
export function unit(rng: Rng): number {
  return rng.int(1 << 30) / (1 << 30);
}
