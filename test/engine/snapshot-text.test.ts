// A snapshot's text (src/engine/snapshot-text.ts, issue 22 stop 45): cards and log lines written by
// position. Read back, it must be the state's exact JSON (every key, in order, none lost), and a
// stored snapshot of the plain format (state version 1, every release before) must still load.

import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { snapshotColumn, snapshotState } from "../../src/app/restore.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine, serialize } from "../../src/engine/engine.ts";
import { STATE_VERSION } from "../../src/engine/migrations.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import {
  documentText,
  parseSnapshotText,
  ROW_FORMAT,
  snapshotText,
  writtenSnapshotText,
} from "../../src/engine/snapshot-text.ts";
import type { GameState } from "../../src/engine/types.ts";
import { JsonText } from "../../src/store/index.ts";

const MIXES = [["core"], ["core", "monster-smash", "culture-shock", "big-geeky-box"]];

describe("snapshot text (rows)", () => {
  it("reads back to the state's exact JSON at every decision of seeded games of all boxes", () => {
    let memo = false;
    let uses = false;
    let w = false;
    let states = 0;
    for (const [m, boxes] of MIXES.entries()) {
      for (let i = 0; i < 3; i++) {
        const rng = makeChooserRng(71 + i);
        const e = Engine.start(randomSetup(7100 + 10 * m + i, 4, boxes, 400));
        for (let p = e.prompt; p; p = e.prompt) {
          e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
          const text = snapshotText(e.g);
          // Written directly (stop 46), byte for byte the rows' JSON.stringify.
          expect(writtenSnapshotText(e.g)).toBe(text);
          expect(documentText(e.g)).toBe(text);
          expect(JSON.parse(text).z).toBe(ROW_FORMAT);
          expect(JSON.stringify(parseSnapshotText(text))).toBe(serialize(e.g));
          states++;
          memo ||= e.g.cards.some((c) => c.memo !== undefined);
          uses ||= e.g.cards.some((c) => c.uses !== undefined);
          w ||= e.g.log.some((l) => l.w !== undefined);
        }
      }
    }
    // The games wrote the optional fields the rows carry (a card's talent uses or memo, a line's places).
    expect(states).toBeGreaterThan(1000);
    expect(w).toBe(true);
    expect(memo || uses).toBe(true);
  }, 120_000);

  it("is what checkpoints hold, half the plain JSON's size; a resumed engine stands where it was", () => {
    const rng = makeChooserRng(5);
    const e = Engine.start(randomSetup(7300, 4, ["core"], 400), { snapshots: true, snapshotEvery: 40 });
    let taken = 0;
    for (let p = e.prompt; p; p = e.prompt) {
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      const checkpoint = e.takeCheckpoint();
      if (!checkpoint) continue;
      taken++;
      expect(checkpoint.state.startsWith(`{"z":${ROW_FORMAT},`)).toBe(true);
      expect(checkpoint.state.length).toBeLessThan(serialize(e.g).length * 0.6);
      const fromText = Engine.resume(checkpoint.state, [], checkpoint.decisions);
      const fromColumn = Engine.resume(
        snapshotState(snapshotColumn(checkpoint.state)),
        [],
        checkpoint.decisions,
      );
      expect(serialize(fromText.g)).toBe(serialize(e.g));
      expect(serialize(fromColumn.g)).toBe(serialize(e.g));
      expect(fromColumn.prompt).toEqual(e.prompt);
    }
    expect(taken).toBeGreaterThan(2);
  }, 60_000);

  it("loads a snapshot stored in the plain format (version 1, releases before stop 45)", () => {
    expect(STATE_VERSION).toBe(2);
    const rng = makeChooserRng(9);
    const e = Engine.start(randomSetup(7400, 3, ["core"], 400));
    for (let i = 0; i < 60 && e.prompt; i++) {
      const p = e.prompt;
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
    }
    while (e.prompt && e.prompt.kind !== "main") {
      const p = e.prompt;
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
    }
    const plain = serialize(e.g);
    // As today's code stored it before this change: `{ v: 1, g }`, the state's own JSON; read
    // through the store's reader as the row format's column is, the same engine comes back.
    const expected = Engine.resume(plain, [], e.decisions);
    const rows = Engine.resume(snapshotState(snapshotColumn(snapshotText(e.g))), [], e.decisions);
    const columns = [new JsonText(`{"v":1,"g":${plain}}`), JSON.parse(`{"v":1,"g":${plain}}`)];
    for (const column of columns) {
      const resumed = Engine.resume(snapshotState(column), [], e.decisions);
      expect(serialize(resumed.g)).toBe(serialize(expected.g));
      expect(serialize(resumed.g)).toBe(serialize(rows.g));
      expect(resumed.prompt).toEqual(expected.prompt);
    }
    // And the new column says version 2, which a release before it refuses as newer.
    expect(JSON.parse(snapshotColumn(snapshotText(e.g)).text).v).toBe(2);
  });

  describe("the direct writer (stop 46)", () => {
    /** A four-player core state some decisions in (its rng synced, as snapshotText does first). */
    const midGame = (): GameState => {
      const rng = makeChooserRng(3);
      const e = Engine.start(randomSetup(7500, 4, ["core"], 400));
      for (let i = 0; i < 90 && e.prompt; i++) {
        const p = e.prompt;
        e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      }
      snapshotText(e.g);
      return JSON.parse(serialize(e.g)) as GameState;
    };

    it("writes what JSON.stringify of the rows writes, optional fields, places and large numbers included", () => {
      const g = midGame();
      const [a, b, c] = g.cards as [
        GameState["cards"][number],
        GameState["cards"][number],
        GameState["cards"][number],
      ];
      a.uses = 2;
      b.memo = "pirates";
      c.uses = 3;
      c.memo = "robots";
      a.counters = 123_456;
      b.usedTurn = -1;
      c.attached = [7, 1_000_000];
      const line = g.log.at(-1) as GameState["log"][number];
      line.w = { 0: [1, 23], 2: [0, 5, 1] };
      line.p = [...line.p, -4, "a b", 1_234_567];
      const written = writtenSnapshotText(g);
      expect(written).toBe(documentText(g));
      expect(JSON.stringify(parseSnapshotText(written as string))).toBe(JSON.stringify(g));
    });

    // Near misses: each value the direct writer does not take sends the whole state to the general
    // path, whose text is still the right one.
    const nearMisses: [string, (g: GameState) => void][] = [
      ["a card's def to escape", (g) => ((g.cards[4] as { def: string }).def = 'say "hi"')],
      ["a memo beyond ASCII", (g) => ((g.cards[2] as { memo?: string }).memo = "dé")],
      ["a backslash in a zone", (g) => ((g.cards[9] as { zone: string }).zone = "a\\b")],
      ["a fraction of a counter", (g) => ((g.cards[1] as { counters: number }).counters = 1.5)],
      ["a number beyond 31 bits", (g) => ((g.cards[0] as { at: number }).at = 2 ** 40)],
      ["a text where a number goes", (g) => ((g.cards[3] as unknown as { stay: string }).stay = "1")],
      ["a line's parameter to escape", (g) => (g.log[0] as { p: unknown[] }).p.push("new\nline")],
      ["a line's parameter that is neither", (g) => (g.log[1] as { p: unknown[] }).p.push(null)],
      ["a line's key beyond ASCII", (g) => ((g.log[2] as { k: string }).k = "clé")],
      ["places beyond ASCII", (g) => ((g.log[3] as { w?: unknown }).w = { 0: [1, 2], x: "é" })],
    ];
    for (const [what, change] of nearMisses) {
      it(`takes the general path for ${what}`, () => {
        const g = midGame();
        change(g);
        expect(writtenSnapshotText(g)).toBeUndefined();
        const text = snapshotText(g);
        expect(text).toBe(documentText(g));
        expect(JSON.parse(text).z).toBe(ROW_FORMAT);
      });
    }
  });
});
