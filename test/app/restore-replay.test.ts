// Issue 14: the bot snapshots a game every SNAPSHOT_EVERY decisions (not at every quiet point) and
// stores the engine's JSON as it is. Whatever the storage, a game restored from its row (snapshot
// + tail) must be exactly the game a full replay of its log gives, at every decision of a whole
// game, and the tail a restore replays must stay bounded.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService, GameSnapshot } from "../../src/app/index.ts";
import { DEFAULT_SNAPSHOT_EVERY as SNAPSHOT_EVERY } from "../../src/config/config.ts";
import { Engine, serialize } from "../../src/engine/engine.ts";
import type { JsonText } from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { chooser, newService, ok, playRandomStep, startedGame } from "./support.ts";

let db: TestDatabase;
let service: GameService;
beforeAll(async () => {
  db = await openTestDatabase();
  service = newService(db.store);
});
afterAll(() => db.close());

/** A quiet point comes at least once per play phase; one effect's decisions come on top. */
const LONGEST_TAIL = SNAPSHOT_EVERY + 24;

describe("a game restored from its row", () => {
  it("equals a full replay of its log at every decision of a complete four-player game", {
    timeout: 300_000,
  }, async () => {
    const { snapshot: first } = await startedGame(service, 4);
    const gameId = first.record.id;
    const rng = chooser(14);
    let snapshot: GameSnapshot = first;
    let checked = 0;
    let longestTail = 0;
    const snapshotSeqs = new Set<number>();
    for (let i = 0; i < 3000 && snapshot.record.status === "active"; i++) {
      snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;
      // A decision's snapshot is written after its answer (issue 22): the bound holds once it is.
      await service.snapshotsWritten();
      const live = snapshot.engine as Engine;

      const stored = await db.store.loadGame(gameId);
      if (!stored) throw new Error("the game is gone");
      longestTail = Math.max(longestTail, stored.decisions.length);
      snapshotSeqs.add(stored.game.snapshotSeq);

      // A restart: a new service restores the game from its row alone.
      const restored = (await newService(db.store).load(gameId)) as GameSnapshot;
      const again = restored.engine as Engine;
      const exported = await service.exportGame(gameId);
      if (!exported) throw new Error("nothing exported");
      const replayed = Engine.replay(exported.setup, exported.decisions);

      // (Compared as booleans: a failed match of two states would print them both in full.)
      expect(again.decisions).toBe(live.decisions);
      expect(replayed.decisions).toBe(live.decisions);
      expect(serialize(again.g) === serialize(replayed.g)).toBe(true);
      expect(serialize(live.g) === serialize(replayed.g)).toBe(true);
      expect(again.prompt).toEqual(replayed.prompt);
      expect(restored.record.version).toBe(snapshot.record.version);
      checked++;
    }
    expect(snapshot.record.status).toBe("finished");
    expect(checked).toBeGreaterThan(100);
    // Snapshots were taken along the way (not only the start), and no tail grew past its bound.
    expect(snapshotSeqs.size).toBeGreaterThan(checked / (SNAPSHOT_EVERY + 24));
    // (A snapshot that falls on the SNAPSHOT_EVERY-th decision itself leaves a tail one shorter.)
    expect(longestTail).toBeGreaterThanOrEqual(SNAPSHOT_EVERY - 1);
    expect(longestTail).toBeLessThanOrEqual(LONGEST_TAIL);
  });

  it("snapshots by the cadence the service is given (SNAPSHOT_EVERY of the configuration)", {
    timeout: 300_000,
  }, async () => {
    // Every 10 decisions instead of 80: the longest tail 80 would give is out of the bound.
    const every = 10;
    const fast = newService(db.store, { snapshotEvery: every });
    const { snapshot: first } = await startedGame(fast, 4);
    const rng = chooser(16);
    let snapshot: GameSnapshot = first;
    let longestTail = 0;
    const snapshotSeqs = new Set<number>();
    let steps = 0;
    for (; steps < 200 && snapshot.engine?.prompt; steps++) {
      snapshot = ok(await playRandomStep(fast, snapshot, rng)).snapshot;
      await fast.snapshotsWritten();
      const stored = await db.store.loadGame(first.record.id);
      longestTail = Math.max(longestTail, stored?.decisions.length ?? 0);
      snapshotSeqs.add(stored?.game.snapshotSeq ?? 0);
    }
    expect(longestTail).toBeGreaterThanOrEqual(every - 1);
    expect(longestTail).toBeLessThanOrEqual(every + 24);
    expect(snapshotSeqs.size).toBeGreaterThan(steps / (every + 24));
  });

  it("stores the snapshot as the engine's own JSON document, not as an escaped string", async () => {
    // Four players: a game long enough for a snapshot after its start (every SNAPSHOT_EVERY decisions).
    const { snapshot: first } = await startedGame(service, 4);
    const rng = chooser(15);
    let snapshot: GameSnapshot = first;
    for (let i = 0; i < 1000 && snapshot.record.snapshotSeq === 0 && snapshot.engine?.prompt; i++) {
      snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;
      await service.snapshotsWritten();
    }
    const stored = await db.store.loadGame(first.record.id);
    const column = JSON.parse(String((stored?.game.snapshot as JsonText | undefined)?.text)) as {
      v: number;
      g?: object;
      state?: unknown;
    };
    expect(column.state).toBeUndefined();
    expect(column.g).toMatchObject({ players: expect.any(Array), turn: expect.any(Object) });
  });
});
