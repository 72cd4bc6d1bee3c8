// Helpers of the `*.rules.test.ts` files: positions where a wrong reading of a card's text gives a
// different outcome (docs/testing.md, "Tests that catch a wrong reading"). Anything random is
// checked over several seeds, never one seed's top card.

import type { Seat, Uid } from "../../src/engine/types.ts";
import type { TestTable } from "../harness/table.ts";

/** Seeds for anything random: enough that a shuffle or a random pick shows as one. */
export const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** More seeds, for a random pick among three or more that must show every outcome. */
export const MANY_SEEDS = Array.from({ length: 16 }, (_, i) => i + 1);

/** A player's deck, top first. */
export function deckOf(t: TestTable, seat: Seat): Uid[] {
  return t.g.players[seat]?.deck.slice() ?? [];
}

/** A player's hand, sorted (a hand has no order that matters). */
export function handOf(t: TestTable, seat: Seat): Uid[] {
  return (t.g.players[seat]?.hand ?? []).slice().sort((a, b) => a - b);
}

/** A player's discard pile. */
export function discardOf(t: TestTable, seat: Seat): Uid[] {
  return t.g.players[seat]?.discard.slice() ?? [];
}

/** `list` without the given cards, order kept. */
export function minus(list: readonly Uid[], ...gone: Uid[]): Uid[] {
  return list.filter((u) => !gone.includes(u));
}

/** How many different values a list holds (compared as JSON). */
export function distinct(values: readonly unknown[]): number {
  return new Set(values.map((v) => JSON.stringify(v))).size;
}

/** Runs `run` once per seed and returns what it gives. */
export function perSeed<T>(run: (seed: number) => T, seeds: readonly number[] = SEEDS): T[] {
  return seeds.map(run);
}

/** Whether two lists hold the same cards in the same order. */
export function sameOrder(a: readonly Uid[], b: readonly Uid[]): boolean {
  return a.length === b.length && a.every((u, i) => u === b[i]);
}

/** The aliases among `aliases` of the cards `uids` (cards without one of them are left out). */
export function aliasesOf(t: TestTable, aliases: readonly string[], uids: readonly Uid[]): string[] {
  return uids.flatMap((u) => aliases.filter((a) => t.uid(a) === u));
}
