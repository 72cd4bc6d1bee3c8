// A small fluent driver over scenarios for card and rules tests:
//   const t = table({ players: [...], bases: [...] });
//   t.act(0, "inv@oasis");            // answer the pending prompt with option references
//   expect(t.where("inv")).toBe("base:jungle-oasis");

import "../../cards/index.ts";
import { expect } from "vitest";
import {
  buildTable,
  checkExpectations,
  decide,
  describePrompt,
  locationOf,
  resolveRef,
  type Scenario,
  type Table,
} from "../../src/drivers/scenario.ts";
import { factionDef } from "../../src/engine/defs.ts";
import { checkInvariants } from "../../src/engine/invariants.ts";
import { power } from "../../src/engine/power.ts";
import type { Prompt, Seat, Uid } from "../../src/engine/types.ts";

/** Rule ids (../shared/rules/digest-en.md) exercised by TypeScript tests, for the coverage check. */
export const coveredRules = new Set<string>();

export function rules(...ids: string[]): void {
  for (const id of ids) coveredRules.add(id);
}

type Expect = NonNullable<Scenario["expect"]>;

export class TestTable {
  readonly t: Table;

  constructor(spec: Scenario) {
    this.t = buildTable(spec);
    this.assertInvariants();
  }

  get g() {
    return this.t.g;
  }

  get engine() {
    return this.t.engine;
  }

  get prompt(): Prompt {
    const p = this.t.engine.prompt;
    if (!p) throw new Error("no prompt pending");
    return p;
  }

  uid(alias: string): Uid {
    const u = this.t.cards.get(alias);
    if (u === undefined) throw new Error(`unknown alias ${alias}`);
    return u;
  }

  base(alias: string): Uid {
    const u = this.t.bases.get(alias) ?? this.t.bases.get(`base:${alias}`);
    if (u === undefined) throw new Error(`unknown base alias ${alias}`);
    return u;
  }

  /** Answers the pending prompt as `seat` with option references (see resolveRef). */
  act(seat: Seat, ...refs: string[]): this {
    decide(this.t, { seat, choose: refs });
    this.assertInvariants();
    return this;
  }

  /** Answers with raw option ids (for tests of validation). */
  submitRaw(seat: Seat, choice: string[], promptId = this.prompt.id) {
    return this.t.engine.submit({ seat, prompt: promptId, choice });
  }

  /** True when `ref` is among the options of the pending prompt. */
  offers(ref: string): boolean {
    try {
      resolveRef(this.t, this.prompt, ref);
      return true;
    } catch {
      return false;
    }
  }

  expectPrompt(seat: Seat, purpose: string): this {
    const p = this.prompt;
    expect({ seat: p.seat, purpose: p.purpose }, describePrompt(this.t, p)).toEqual({ seat, purpose });
    return this;
  }

  where(alias: string): string {
    return locationOf(this.t, this.uid(alias));
  }

  power(alias: string): number {
    return power(this.g, this.uid(alias));
  }

  vp(seat: Seat): number {
    return this.g.players[seat]?.vp ?? 0;
  }

  hand(seat: Seat): Uid[] {
    return this.g.players[seat]?.hand ?? [];
  }

  check(ex: Expect): this {
    expect(checkExpectations(this.t, ex)).toEqual([]);
    return this;
  }

  assertInvariants(): void {
    expect(checkInvariants(this.g)).toEqual([]);
  }
}

export function table(spec: Scenario): TestTable {
  return new TestTable(spec);
}

/** Every card key of the given factions, one entry per copy. */
export function everyCard(...factions: string[]): string[] {
  return factions.flatMap((f) => factionDef(f)?.cards.flatMap((c) => Array(c.count).fill(c.key)) ?? []);
}

/** `list` without one copy of each of `keys`. */
export function without(list: string[], ...keys: string[]): string[] {
  const out = list.slice();
  for (const k of keys) {
    const i = out.indexOf(k);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}
