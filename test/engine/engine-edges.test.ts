// Edges of the engine's helpers that the rules tests reach only by accident: what a standard action
// is (TERM-STANDARD), what the public view carries (ZONE-1), the public record of a concession and
// of power no minion carries (APOWER-1), and the random-play harness's own counts.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { randomChoice, simulate } from "../../src/drivers/simulate.ts";
import { isStandard } from "../../src/engine/actions.ts";
import { gainPowerOnBase } from "../../src/engine/power.ts";
import type { Prompt } from "../../src/engine/types.ts";
import { publicView } from "../../src/engine/view.ts";
import { rules, table } from "../harness/table.ts";

const two = () =>
  table({
    players: [
      {
        factions: ["pirates", "dinosaurs"],
        hand: [
          { card: "pirates:full-sail", as: "sail" },
          { card: "dinosaurs:tooth-and-claw-and-guns", as: "claw" },
          { card: "dinosaurs:wildlife-preserve", as: "preserve" },
          { card: "dinosaurs:war-raptor", as: "raptor" },
        ],
      },
      { factions: ["aliens", "tricksters"] },
      { factions: ["ninjas", "robots"] },
    ],
    bases: [
      {
        id: "jungle-oasis",
        minions: [
          {
            card: "aliens:invader",
            owner: 1,
            as: "invader",
            attached: [{ card: "dinosaurs:upgrade", owner: 0, as: "on" }],
          },
        ],
      },
      { id: "tar-pits" },
    ],
    baseBoxes: ["core"],
  });

describe("a standard action (TERM-STANDARD)", () => {
  it("is an action played neither on a base nor on a minion", () => {
    rules("TERM-STANDARD");
    const t = two();
    expect(isStandard(t.g, t.uid("sail"))).toBe(true);
    expect(isStandard(t.g, t.uid("claw"))).toBe(false);
    expect(isStandard(t.g, t.uid("preserve"))).toBe(false);
    expect(isStandard(t.g, t.uid("raptor"))).toBe(false);
  });
});

describe("the public view (ZONE-1)", () => {
  it("shows each minion of a base with its attached actions and the discarded bases by name", () => {
    const t = two();
    const deckBase = t.g.baseDeck.shift() as number;
    t.g.baseDiscard.push(deckBase);
    const v = publicView(t.g, null);
    const oasis = v.bases[0];
    expect(oasis?.minions.map((m) => m.def)).toEqual(["aliens:invader"]);
    expect(oasis?.minions[0]?.power).toBe(5);
    expect(oasis?.minions[0]?.attached.map((a) => [a.def, a.owner])).toEqual([["dinosaurs:upgrade", 0]]);
    expect(v.baseDiscard).toEqual([t.g.bases[deckBase]?.def]);
  });
});

describe("the public record", () => {
  it("says who left the game", () => {
    const t = two();
    expect(t.t.engine.submit({ seat: 1, leave: true })).toEqual({ ok: true });
    expect(t.g.log.at(-1)).toMatchObject({ k: "concede", p: [1], to: -1 });
  });

  it("says who gets power on which base, and nothing for no power (APOWER-1)", () => {
    const t = two();
    const base = t.g.basesInPlay[1] as number;
    const before = t.g.log.length;
    gainPowerOnBase(t.g, 2, base, 0);
    expect(t.g.log).toHaveLength(before);
    gainPowerOnBase(t.g, 2, base, 3);
    expect(t.g.log.at(-1)).toMatchObject({ k: "playerPower", p: [2, base, 3], to: -1 });
  });
});

describe("the random-play harness", () => {
  it("answers with any number of options between the prompt's minimum and maximum", () => {
    const p = { min: 0, max: 2, options: [{ id: "a" }, { id: "b" }, { id: "c" }] } as unknown as Prompt;
    const counts = new Set<number>();
    for (let pick = 0; pick < 3; pick++)
      counts.add(randomChoice(p, { int: (n) => Math.min(pick, n - 1) }).length);
    expect([...counts].sort()).toEqual([0, 1, 2]);
  });

  it("counts a game still running at its turn cap as stuck, not finished; plain play has no habits", () => {
    const s = simulate({ games: 2, players: 2, seed: 4, boxes: ["core"], maxTurns: 1, habits: false });
    expect(s).toMatchObject({
      games: 2,
      finished: 0,
      stuck: 2,
      errors: 0,
      hiddenTimingGames: 0,
      restores: 0,
    });
  });
});
