// `emit` offers an event only to the `on` hooks that list its kind in `onEvents` (sources.ts
// listenersOf). A hook without its list is refused when its card is defined; a list that misses a
// kind the hook answers is caught while the tests play: every test file runs with
// checkEventKinds on (test/support/check-event-kinds.ts), which at every event also asks the hooks
// that do not list its kind and throws if one answers. Here: that check itself, and seeded games
// of every box played under it.

import { afterEach, describe, expect, it } from "vitest";
import { faction, minion } from "../../cards/define.ts";
import "../../cards/index.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import {
  card,
  cardCtx,
  type GameEvent,
  gainVp,
  type PendingTrigger,
  registerFaction,
} from "../../src/engine/api.ts";
import { Engine } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import { checkEventKinds, watchTriggers } from "../../src/engine/triggers.ts";
import type { GameState, Uid } from "../../src/engine/types.ts";
import { table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

/** "At the end of your turn, gain 1 VP", listed under the wrong kind (turnStart) by Misfiled. */
function endOfTurnVp(g: GameState, self: Uid, ev: GameEvent): PendingTrigger | null {
  if (ev.t !== "turnEnd" || ev.seat !== card(g, self).controller) return null;
  return {
    ctx: cardCtx(g, self),
    *run(ctx) {
      gainVp(ctx.g, ctx.you, 1);
    },
  };
}

registerFaction(
  faction("kinds", "test", text("Event kinds kit"), [
    minion({
      id: "misfiled",
      power: 2,
      count: 2,
      name: text("Misfiled"),
      text: text("Ongoing: at the end of your turn, gain 1 VP."),
      onEvents: ["turnStart"],
      on: endOfTurnVp,
    }),
    minion({
      id: "filed",
      power: 2,
      count: 2,
      name: text("Filed"),
      text: text("Ongoing: at the end of your turn, gain 1 VP."),
      onEvents: ["turnStart", "turnEnd"],
      on: endOfTurnVp,
    }),
  ]),
);

const spec = (who: string) => ({
  players: [
    { factions: ["kinds", "dinosaurs"] as [string, string] },
    { factions: ["ninjas", "robots"] as [string, string] },
  ],
  bases: [
    { id: "jungle-oasis", minions: [{ card: `kinds:${who}`, owner: 0 as const, as: "it" }] },
    { id: "tar-pits" },
    { id: "the-central-brain" },
  ],
});

afterEach(() => checkEventKinds(true));

describe("on hooks indexed by the kinds of event they list", () => {
  it("a definition with an on hook must list the kinds it answers, and only known ones", () => {
    const on = () => null;
    const def = (extra: object) => () =>
      minion({ id: "x", power: 1, count: 1, name: text("X"), text: text("X"), ...extra })("kinds", "test");
    expect(def({ on })).toThrow(/kinds:x has an on hook without onEvents/);
    expect(def({ on, onEvents: [] })).toThrow(/without onEvents/);
    expect(def({ onEvents: ["turnEnd"] })).toThrow(/onEvents without an on hook/);
    expect(def({ on, onEvents: ["turnOver"] })).toThrow(/unknown event kind turnOver/);
    expect(def({ on, onEvents: ["turnEnd"] })).not.toThrow();
  });

  it("an event reaches only the hooks listing its kind", () => {
    checkEventKinds(false);
    const misfiled = table(spec("misfiled"));
    misfiled.act(0, "end");
    expect(misfiled.vp(0)).toBe(0);
    const filed = table(spec("filed"));
    filed.act(0, "end");
    expect(filed.vp(0)).toBe(1);
  });

  it("checking, a hook answering a kind it does not list throws", () => {
    checkEventKinds(true);
    const t = table(spec("misfiled"));
    expect(() => t.act(0, "end")).toThrow(/kinds:misfiled answers turnEnd, not in its onEvents/);
  });

  it("seeded games of every box: no hook answers a kind it does not list", () => {
    checkEventKinds(true);
    const mixes = [["core"], ["core", "monster-smash"], ["core", "culture-shock"], ["core", "big-geeky-box"]];
    const all = ["core", "monster-smash", "culture-shock", "big-geeky-box"];
    const triggered = new Set<string>();
    watchTriggers((t) => triggered.add(t.ctx.def));
    try {
      for (const [m, boxes] of [...mixes, all, all].entries())
        for (let seed = 1; seed <= 3; seed++) {
          const e = Engine.start(randomSetup(900 + 10 * m + seed, 4, boxes, 400));
          const rng = makeChooserRng(seed);
          for (let n = 0; e.prompt && n < 3000; n++) {
            const p = e.prompt;
            e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
          }
        }
    } finally {
      watchTriggers(null);
    }
    // The games reached many of the hooks (each key: a card or base whose trigger queued).
    expect(triggered.size).toBeGreaterThan(20);
  });
});
