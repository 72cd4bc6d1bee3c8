// A player's power on a base that no minion carries (CS-6, APOWER-1/2, SCORE-8/9): abilities in
// play (Armory: the kit's Banner) and lasting gains (Unity of the Tribes: the kit's Rally) count in
// the player's total, in the base's total (eligibility), in the ranking, and in "most power" reads.

import "../kits/board.ts";
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import {
  bonusPowerOn,
  cardCtx,
  destroyAction,
  gainPowerOnBase,
  isEligibleToScore,
  mostPowerOn,
  playerPowerOn,
  totalPowerOn,
} from "../../src/engine/api.ts";
import { checkInvariants } from "../../src/engine/invariants.ts";
import { computeResult } from "../../src/engine/scoring.ts";
import { publicView } from "../../src/engine/view.ts";
import { rules, table } from "../harness/table.ts";

type F = [string, string];
const KIT: F = ["boardkit", "dinosaurs"];
const P1: F = ["pirates", "ninjas"];
const P2: F = ["robots", "zombies"];
type Base = Scenario["bases"][number];
const banner = (owner: number, as?: string) => ({ card: "boardkit:banner", owner, as });

describe("power from abilities in play (Armory)", () => {
  const board = (here: Base, extra: Partial<Scenario> = {}) =>
    table({
      players: [{ factions: KIT }, { factions: P1 }, { factions: P2 }],
      bases: [here, { id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-mothership" }],
      ...extra,
    });

  it("two Banners and no minion: 2 each for the other one, so 4, ranked and paid (SCORE-9)", () => {
    rules("APOWER-1", "APOWER-2", "SCORE-8", "SCORE-9");
    const t = board(
      {
        id: "the-homeworld",
        as: "home",
        actions: [banner(0), banner(0)],
        minions: [{ card: "pirates:buccaneer", owner: 1 }],
      },
      { phase: "score", lasting: [{ breakpoint: "home", amount: -15 }], baseDeck: ["factory-436-1337"] },
    );
    // Homeworld (23 − 15 = 8): 4 (Buccaneer) + 4 (Banners) = 8, eligible only with the Banners.
    // A tie for first: both get 4 VP (SCORE-11).
    expect([t.vp(0), t.vp(1), t.vp(2)]).toEqual([4, 4, 0]);
  });

  it("the base reaches its breakpoint on that power alone", () => {
    const t = board({
      id: "the-homeworld",
      as: "home",
      actions: [banner(0), banner(0)],
    });
    const b = t.base("home");
    expect(playerPowerOn(t.g, 0, b)).toBe(4);
    expect(totalPowerOn(t.g, b)).toBe(4);
    expect(isEligibleToScore(t.g, b)).toBe(false);
    t.g.lasting.push({ kind: "breakpoint", base: b, amount: -19, until: { kind: "endOfTurn" } });
    expect(isEligibleToScore(t.g, b)).toBe(true);
    const r = computeResult(t.g, b);
    expect(r.standings).toEqual([{ seat: 0, power: 4, place: 1 }]);
  });

  it("counts your action on another player's minion there, not another player's action on your minion", () => {
    const t = board({
      id: "the-homeworld",
      as: "home",
      actions: [banner(0)],
      minions: [
        { card: "pirates:buccaneer", owner: 1, attached: [{ card: "dinosaurs:upgrade", owner: 0 }] },
        { card: "dinosaurs:war-raptor", owner: 0, attached: [{ card: "ninjas:poison", owner: 1 }] },
      ],
    });
    const b = t.base("home");
    expect(bonusPowerOn(t.g, 0, b)).toBe(2);
    expect(bonusPowerOn(t.g, 1, b)).toBe(0);
  });

  it("follows the actions at every read: one destroyed, the power drops at once", () => {
    const t = board({
      id: "the-homeworld",
      as: "home",
      actions: [banner(0, "b1"), banner(0, "b2"), { card: "dinosaurs:wildlife-preserve", owner: 0 }],
    });
    const b = t.base("home");
    expect(playerPowerOn(t.g, 0, b)).toBe(8);
    destroyAction(cardCtx(t.g, t.uid("b2")), t.uid("b2"));
    expect(playerPowerOn(t.g, 0, b)).toBe(2);
  });

  it("a base's total is the sum of its players' totals, in the public view too", () => {
    const t = board({
      id: "the-homeworld",
      as: "home",
      actions: [banner(0), banner(0)],
      minions: [
        { card: "boardkit:pawn", owner: 0 },
        { card: "pirates:buccaneer", owner: 1 },
      ],
    });
    const v = publicView(t.g, null).bases[0];
    expect(v?.powerBySeat).toEqual([6, 4, 0]);
    expect(v?.bonusBySeat).toEqual([4, 0, 0]);
    expect(v?.total).toBe(10);
    expect(publicView(t.g, null).bases[1]?.bonusBySeat).toBeUndefined();
  });

  it("'most power' reads count it: a player with no minion can lead, ties are all leaders", () => {
    const t = board({
      id: "the-homeworld",
      as: "home",
      actions: [banner(0), banner(0)],
      minions: [
        { card: "pirates:buccaneer", owner: 1 },
        { card: "zombies:walker", owner: 2 },
      ],
    });
    const b = t.base("home");
    expect(mostPowerOn(t.g, b)).toEqual([0, 1]);
    expect(mostPowerOn(t.g, t.base("jungle-oasis"))).toEqual([]);
  });
});

describe("power gained until the end of the turn (Unity of the Tribes)", () => {
  const spec = (): Scenario => ({
    players: [
      { factions: KIT, hand: [{ card: "boardkit:rally", as: "rally" }] },
      { factions: P1 },
      { factions: P2 },
    ],
    bases: [
      { id: "the-homeworld", as: "home", minions: [{ card: "boardkit:pawn", owner: 0, as: "p1" }] },
      { id: "jungle-oasis", as: "oasis", minions: [{ card: "boardkit:pawn", owner: 0, as: "p2" }] },
      { id: "tar-pits", minions: [{ card: "zombies:walker", owner: 2 }] },
      { id: "the-mothership" },
    ],
  });

  it("is counted once when it resolves, not recomputed when your bases change, and ends with the turn", () => {
    rules("APOWER-1", "TERM-DURATION", "EOT-2");
    const t = table(spec());
    const home = t.base("home");
    t.act(0, "rally").act(0, "home");
    // Two bases with a minion of yours: +4 on the Homeworld.
    expect(playerPowerOn(t.g, 0, home)).toBe(6);
    t.g.bases[t.base("oasis")]?.minions.splice(0);
    (t.g.cards[t.uid("p2")] as { zone: string }).zone = "removed";
    expect(playerPowerOn(t.g, 0, home)).toBe(6);
    expect(bonusPowerOn(t.g, 0, t.base("oasis"))).toBe(0);
    const u = table(spec());
    u.act(0, "rally").act(0, "home").act(0, "end");
    expect(playerPowerOn(u.g, 0, home)).toBe(2);
  });

  it("counts for eligibility and is dropped with its base when the base scores", () => {
    const t = table({
      ...spec(),
      lasting: [{ breakpoint: "home", amount: -17 }],
      baseDeck: ["factory-436-1337"],
    });
    t.act(0, "rally").act(0, "home").act(0, "end");
    // 2 + 4 = 6 reaches 23 − 17: the Homeworld scores for seat 0 alone.
    expect(t.vp(0)).toBe(4);
    expect(t.g.lasting.some((l) => l.kind === "playerPower")).toBe(false);
  });

  it("on a base out of play, nothing; one left behind breaks an invariant", () => {
    const t = table(spec());
    const out = t.g.baseDeck[0] as number;
    gainPowerOnBase(t.g, 0, out, 3);
    expect(t.g.lasting).toEqual([]);
    t.g.lasting.push({ kind: "playerPower", seat: 0, base: out, amount: 3, until: { kind: "endOfTurn" } });
    expect(checkInvariants(t.g).join()).toContain("not in play");
  });
});
