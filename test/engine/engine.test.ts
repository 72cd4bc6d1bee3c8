// The driver: determinism, replay, snapshots and resumption mid-prompt, rejection of bad
// answers without any change, players leaving, standing orders.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { buildTable, resolveRef, type Scenario } from "../../src/drivers/scenario.ts";
import { randomChoice } from "../../src/drivers/simulate.ts";
import { type DecisionRecord, defaultChoice, Engine, serialize } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import type { GameSetup } from "../../src/engine/types.ts";
import { rules, table } from "../harness/table.ts";

const setup = (seed: number): GameSetup => ({
  seed,
  players: [{ factions: ["aliens", "dinosaurs"] }, { factions: ["dinosaurs", "aliens"] }],
  options: { maxTurns: 400 },
});

function playRandom(e: Engine, seed: number, max = Number.POSITIVE_INFINITY): DecisionRecord[] {
  const rng = makeChooserRng(seed);
  const out: DecisionRecord[] = [];
  while (e.prompt && out.length < max) {
    const p = e.prompt;
    const d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
    expect(e.submit(d)).toEqual({ ok: true });
    out.push(d);
  }
  return out;
}

describe("determinism and replay", () => {
  it("the same setup and decisions always give the same game", () => {
    const a = Engine.start(setup(7));
    const log = playRandom(a, 99);
    expect(a.over).toBe(true);
    const b = Engine.replay(setup(7), log);
    expect(serialize(b.g)).toBe(serialize(a.g));
    expect(b.g.result).toEqual(a.g.result);
  });

  it("different seeds give different games", () => {
    expect(serialize(Engine.start(setup(1)).g)).not.toBe(serialize(Engine.start(setup(2)).g));
  });

  it("resumes from the last quiet snapshot plus the decisions since, in the middle of a prompt", () => {
    // Play until a prompt that is not a main prompt is pending (an effect is waiting for a choice).
    for (let seed = 1; seed < 60; seed++) {
      const e = Engine.start(setup(seed), { snapshots: true });
      const rng = makeChooserRng(seed);
      const log: DecisionRecord[] = [];
      let found = false;
      for (let i = 0; i < 3000 && e.prompt; i++) {
        const p = e.prompt;
        const d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
        e.submit(d);
        log.push(d);
        if (e.prompt && e.prompt.kind !== "main" && !e.quiet && i > 20) {
          found = true;
          break;
        }
      }
      if (!found) continue;
      const cp = e.checkpoint;
      if (!cp) throw new Error("no checkpoint");
      const tail = log.slice(cp.decisions);
      expect(tail.length).toBeGreaterThan(0);
      const restored = Engine.resume(cp.state, tail, cp.decisions, { snapshots: true });
      expect(restored.prompt).toEqual(e.prompt);
      expect(serialize(restored.g)).toBe(serialize(e.g));
      // Both continue identically.
      const rest = playRandom(e, 5);
      for (const d of rest) expect(restored.submit(d)).toEqual({ ok: true });
      expect(serialize(restored.g)).toBe(serialize(e.g));
      return;
    }
    throw new Error("no game reached a pending effect prompt");
  });

  it("a quiet snapshot is taken at every main prompt and includes every decision", () => {
    const e = Engine.start(setup(3), { snapshots: true });
    playRandom(e, 3, 40);
    while (e.prompt && e.prompt.kind !== "main")
      e.submit({ seat: e.prompt.seat, prompt: e.prompt.id, choice: defaultChoice(e.prompt) });
    expect(e.quiet).toBe(true);
    const again = Engine.resume(e.checkpoint?.state ?? "", [], e.decisions);
    expect(again.prompt).toEqual(e.prompt);
  });
});

describe("bad answers change nothing", () => {
  const fresh = () =>
    table({
      players: [
        { factions: ["aliens", "dinosaurs"], hand: [{ card: "aliens:invader", as: "inv" }] },
        { factions: ["dinosaurs", "aliens"], hand: [{ card: "dinosaurs:king-rex", as: "rex" }] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });

  it.each([
    ["another player's prompt", 1, (id: number) => id, ["end"], "not-your-prompt"],
    ["a stale prompt id", 0, (id: number) => id - 1, ["end"], "stale-prompt"],
    ["an option that does not exist", 0, (id: number) => id, ["m999@0"], "illegal-option"],
    ["too many options", 0, (id: number) => id, ["end", "end"], "wrong-count"],
    ["no option at all", 0, (id: number) => id, [], "wrong-count"],
  ] as const)("rejects %s", (_what, seat, promptId, choice, reason) => {
    const t = fresh();
    const before = serialize(t.g);
    const p = t.prompt;
    expect(t.submitRaw(seat, [...choice], promptId(p.id))).toEqual({ ok: false, reason });
    expect(serialize(t.g)).toBe(before);
    expect(t.prompt).toBe(p);
  });

  it("rejects playing a card that is not in hand, and a second minion without an extra (PLAY-2)", () => {
    rules("PLAY-1", "PLAY-2");
    const t = fresh();
    expect(t.submitRaw(0, [`m${t.uid("rex")}@${t.base("tar-pits")}`])).toEqual({
      ok: false,
      reason: "illegal-option",
    });
    t.act(0, "inv@tar-pits");
    const t2 = table({
      players: [
        {
          factions: ["aliens", "dinosaurs"],
          hand: [
            { card: "aliens:invader", as: "a" },
            { card: "aliens:invader", as: "b" },
          ],
        },
        { factions: ["dinosaurs", "aliens"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t2.act(0, "a@tar-pits");
    const before = serialize(t2.g);
    expect(t2.offers("b@tar-pits")).toBe(false);
    expect(t2.submitRaw(0, [`m${t2.uid("b")}@${t2.base("tar-pits")}`])).toEqual({
      ok: false,
      reason: "illegal-option",
    });
    expect(serialize(t2.g)).toBe(before);
  });

  it("rejects answers once the game is over and from players not in the game", () => {
    const e = Engine.start(setup(4));
    playRandom(e, 4);
    expect(e.submit({ seat: 0, prompt: 1, choice: ["end"] })).toEqual({ ok: false, reason: "game-over" });
    expect(e.submit({ seat: 7, prompt: 1, choice: ["end"] })).toEqual({ ok: false, reason: "not-in-game" });
  });
});

describe("players leaving and standing orders", () => {
  it("a player leaving a 2-player game makes the other the winner", () => {
    const e = Engine.start(setup(5));
    playRandom(e, 5, 30);
    expect(e.submit({ seat: 1, leave: true })).toEqual({ ok: true });
    expect(e.over).toBe(true);
    expect(e.g.result).toMatchObject({ winner: 0, reason: "lastPlayer" });
    expect(e.g.cards.filter((c) => c.owner === 1).every((c) => c.zone === "removed")).toBe(true);
  });

  it("in a 3-player game the others play on; the leaver's prompts take the safe default", () => {
    const e = Engine.start({
      seed: 8,
      players: [
        { factions: ["aliens", "dinosaurs"] },
        { factions: ["dinosaurs", "aliens"] },
        { factions: ["aliens", "dinosaurs"] },
      ],
      options: { maxTurns: 600 },
    });
    while (e.prompt && e.prompt.kind !== "main")
      e.submit({ seat: e.prompt.seat, prompt: e.prompt.id, choice: defaultChoice(e.prompt) });
    const leaver = e.prompt?.seat ?? 0;
    expect(e.submit({ seat: leaver, leave: true })).toEqual({ ok: true });
    expect(e.over).toBe(false);
    expect(e.prompt?.seat).not.toBe(leaver);
    const rest = playRandom(e, 8);
    expect(rest.every((d) => d.seat !== leaver)).toBe(true);
    expect(e.over).toBe(true);
    expect(e.g.result?.winner).not.toBe(leaver);
  });

  it("a player leaving mid-turn never ends the game on VP before the end of the turn (WIN-3)", () => {
    rules("WIN-3");
    // Seats 0 and 1 are tied at 15 (the game went on, WIN-2). Seat 1 leaves during seat 2's turn:
    // seat 0 now leads alone, but victory is only checked at the end of the turn, and seat 2
    // passes everyone by scoring Jungle Oasis this turn.
    const t = table({
      active: 2,
      players: [
        { factions: ["aliens", "dinosaurs"], vp: 15 },
        { factions: ["dinosaurs", "aliens"], vp: 15 },
        { factions: ["ninjas", "pirates"], vp: 14, hand: [{ card: "ninjas:shinobi", as: "shin" }] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "ninjas:ninja-master", owner: 2 },
            { card: "pirates:pirate-king", owner: 2 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
        { id: "the-homeworld" },
      ],
    });
    expect(t.engine.submit({ seat: 1, leave: true })).toEqual({ ok: true });
    expect(t.engine.over).toBe(false);
    t.expectPrompt(2, "main");
    t.act(2, "shin@jungle-oasis").act(2, "end");
    expect(t.vp(2)).toBe(16);
    expect(t.engine.over).toBe(true);
    expect(t.g.result).toMatchObject({ winner: 2, reason: "vp" });
  });

  describe("while another player's prompt is pending", () => {
    // Seat 0 plays; seat 1 leaves mid-effect; seat 2 stays so the game goes on.
    const spec = (opts: { hand: string[]; leaverHand?: string[]; minions: string[] }): Scenario => ({
      players: [
        {
          factions: ["pirates", "dinosaurs"],
          hand: opts.hand.map((card) => ({ card, as: card.split(":")[1] })),
        },
        { factions: ["dinosaurs", "aliens"], hand: opts.leaverHand ?? [] },
        { factions: ["aliens", "wizards"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: opts.minions.map((m) => {
            const [seat, card, as] = m.split("|") as [string, string, string];
            return { card, owner: Number(seat), as };
          }),
        },
        { id: "tar-pits" },
        { id: "the-homeworld" },
        { id: "the-central-brain" },
      ],
    });

    /** Plays `refs` as answers of the pending prompt (or raw decisions) and records every decision. */
    function recorder(t: ReturnType<typeof table>) {
      const log: DecisionRecord[] = [];
      return {
        log,
        answer(seat: number, ...refs: string[]) {
          const p = t.prompt;
          const d = { seat, prompt: p.id, choice: refs.map((r) => resolveRef(t.t, p, r)) };
          expect(t.engine.submit(d)).toEqual({ ok: true });
          log.push(d);
        },
        leave(seat: number) {
          const d = { seat, leave: true as const };
          expect(t.engine.submit(d)).toEqual({ ok: true });
          log.push(d);
        },
      };
    }

    /** The decisions replayed on a fresh copy of the table reproduce the same state exactly. */
    function expectReplays(s: Scenario, t: ReturnType<typeof table>, log: DecisionRecord[]) {
      const again = buildTable(s);
      for (const d of log) expect(again.engine.submit(d)).toEqual({ ok: true });
      expect(serialize(again.g)).toBe(serialize(t.g));
      expect(again.engine.prompt).toEqual(t.engine.prompt);
    }

    it("stops offering the leaver's cards; the answer and the replay follow", () => {
      const s = spec({
        hand: ["pirates:saucy-wench"],
        minions: ["1|aliens:collector|theirs", "2|aliens:collector|collector"],
      });
      const t = table(s);
      const r = recorder(t);
      r.answer(0, "saucy-wench@jungle-oasis");
      const asked = t.prompt;
      expect(asked.options.map((o) => o.card)).toEqual([t.uid("theirs"), t.uid("collector")]);
      r.leave(1);
      expect(t.where("theirs")).toBe("removed");
      expect(t.prompt).toEqual({
        ...asked,
        options: [{ id: `c${t.uid("collector")}`, card: t.uid("collector") }],
      });
      r.answer(0, "collector");
      expect(t.where("collector")).toBe("discard:2");
      t.expectPrompt(0, "main");
      expectReplays(s, t, r.log);
    });

    it("drops the plays aimed at the leaver's minions from the active player's main prompt", () => {
      const s = spec({
        hand: ["dinosaurs:upgrade"],
        minions: ["1|aliens:collector|theirs", "2|aliens:collector|collector"],
      });
      const t = table(s);
      const r = recorder(t);
      const main = t.prompt;
      expect(t.offers("upgrade@theirs")).toBe(true);
      r.leave(1);
      expect(t.prompt.id).toBe(main.id);
      expect(t.offers("upgrade@theirs")).toBe(false);
      expect(t.prompt.options).toEqual(main.options.filter((o) => o.target !== t.uid("theirs")));
      r.answer(0, "upgrade@collector");
      expectReplays(s, t, r.log);
    });

    it("answers an optional choice left with nothing to choose", () => {
      const s = spec({ hand: ["pirates:saucy-wench"], minions: ["1|aliens:collector|theirs"] });
      const t = table(s);
      const r = recorder(t);
      r.answer(0, "saucy-wench@jungle-oasis");
      t.expectPrompt(0, "destroy");
      r.leave(1);
      expect(t.where("theirs")).toBe("removed");
      t.expectPrompt(0, "main");
      expectReplays(s, t, r.log);
    });

    it("keeps a required choice whose only options were the leaver's cards; answering it changes nothing", () => {
      const s = spec({
        hand: ["pirates:saucy-wench"],
        leaverHand: ["aliens:invader", "dinosaurs:war-raptor"],
        minions: [],
      });
      // Probe is an alien action: seat 2 plays it, so seat 0 starts as the other player.
      s.players[2] = { factions: ["aliens", "wizards"], hand: [{ card: "aliens:probe", as: "probe" }] };
      s.active = 2;
      const t = table(s);
      const r = recorder(t);
      r.answer(2, "probe");
      r.answer(2, "player:1");
      const asked = t.prompt;
      expect(asked).toMatchObject({ seat: 2, purpose: "discardFromHand", min: 1, max: 1 });
      expect(asked.options).toHaveLength(2);
      r.leave(1);
      expect(t.prompt).toEqual(asked);
      const before = t.g.cards.map((c) => `${c.uid}:${c.zone}:${c.at}`);
      r.answer(2, `#${asked.options[0]?.id}`);
      // The leaver's card stays out of the game; nothing else moved but the resolved Probe.
      const probe = t.uid("probe");
      const after = t.g.cards.map((c) => `${c.uid}:${c.zone}:${c.at}`);
      expect(after.filter((x, i) => x !== before[i])).toEqual([`${probe}:discard:2`]);
      t.expectPrompt(2, "main");
      expectReplays(s, t, r.log);
    });
  });

  it("records the standing order 'pass when I can't respond'", () => {
    const e = Engine.start(setup(6));
    expect(e.submit({ seat: 1, autoPass: true })).toEqual({ ok: true });
    expect(e.g.players[1]?.autoPass).toBe(true);
  });

  it("offers the safe default for every kind of prompt", () => {
    expect(
      defaultChoice({
        id: 1,
        seat: 0,
        kind: "main",
        purpose: "main",
        options: [{ id: "end" }],
        min: 1,
        max: 1,
      }),
    ).toEqual(["end"]);
    expect(
      defaultChoice({
        id: 1,
        seat: 0,
        kind: "meFirst",
        purpose: "beforeScoring",
        options: [{ id: "pass" }],
        min: 1,
        max: 1,
      }),
    ).toEqual(["pass"]);
    expect(
      defaultChoice({
        id: 1,
        seat: 0,
        kind: "choose",
        purpose: "useAbility",
        options: [{ id: "yes" }, { id: "no" }],
        min: 1,
        max: 1,
      }),
    ).toEqual(["no"]);
    expect(
      defaultChoice({
        id: 1,
        seat: 0,
        kind: "choose",
        purpose: "destroy",
        options: [{ id: "c1" }, { id: "c2" }],
        min: 1,
        max: 1,
      }),
    ).toEqual(["c1"]);
    expect(
      defaultChoice({
        id: 1,
        seat: 0,
        kind: "choose",
        purpose: "destroy",
        options: [{ id: "c1" }],
        min: 0,
        max: 1,
      }),
    ).toEqual([]);
  });
});

describe("history", () => {
  it("rebuilds every log line of a whole game, far beyond what the state keeps", () => {
    const e = Engine.start(setup(12));
    const log = playRandom(e, 12);
    const all = Engine.history(setup(12), log);
    expect(all.length).toBeGreaterThan(e.g.log.length);
    expect(all.slice(-e.g.log.length)).toEqual(e.g.log);
    expect(all[0]?.k).toBe("gameStart");
    expect(all.at(-1)?.k).toBe("winner");
  });
});
