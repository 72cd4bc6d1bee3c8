// Issue 22: a decision's save carries no snapshot (its compression and parameter were a sixth of
// act()'s CPU); the service writes the snapshot after the answer, apart. Nothing acknowledged may
// hang on it: a process killed before it is written (kill -9), or whose write lost a race, leaves
// a longer tail, and the game restores from it exactly as a full replay of its log.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService, GameSnapshot } from "../../src/app/index.ts";
import { Engine, serialize } from "../../src/engine/engine.ts";
import type { SaveGame, SaveSnapshot, Store } from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { chooser, newService, ok, playRandomStep, startedGame } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const EVERY = 10;

/**
 * The test database's store, watched: every save's patch, and the snapshot writes, which
 * `writeSnapshot` decides on (true: written as asked; false: dropped, as by a kill before them).
 */
function watchedStore(writeSnapshot: (save: SaveSnapshot) => boolean) {
  const saves: SaveGame[] = [];
  const snapshots: SaveSnapshot[] = [];
  const store = new Proxy(db.store, {
    get(target, key, receiver) {
      if (key === "saveGame")
        return (save: SaveGame) => {
          saves.push(save);
          return target.saveGame(save);
        };
      if (key === "saveSnapshot")
        return async (save: SaveSnapshot) => {
          snapshots.push(save);
          return writeSnapshot(save) ? target.saveSnapshot(save) : false;
        };
      const value = Reflect.get(target, key, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as Store;
  return { store, saves, snapshots };
}

/** Plays `steps` random decisions (fewer if the game ends), each snapshot's write let through or not. */
async function play(service: GameService, steps: number, seed: number) {
  const { snapshot: first } = await startedGame(service, 4);
  const rng = chooser(seed);
  let snapshot: GameSnapshot = first;
  for (let i = 0; i < steps && snapshot.engine?.prompt; i++) {
    snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;
  }
  await service.snapshotsWritten();
  return snapshot;
}

/** The game restored by a new process from its row alone, against a full replay of its log. */
async function expectRestoredAsReplayed(snapshot: GameSnapshot) {
  const gameId = snapshot.record.id;
  const live = snapshot.engine as Engine;
  const restored = (await newService(db.store, { snapshotEvery: EVERY }).load(gameId)) as GameSnapshot;
  const again = restored.engine as Engine;
  const all = await db.store.loadAllDecisions(gameId);
  const exported = await newService(db.store).exportGame(gameId);
  if (!exported) throw new Error("nothing exported");
  const replayed = Engine.replay(exported.setup, exported.decisions);
  expect(all).toHaveLength(live.decisions);
  expect(again.decisions).toBe(live.decisions);
  expect(serialize(again.g) === serialize(replayed.g)).toBe(true);
  expect(serialize(live.g) === serialize(replayed.g)).toBe(true);
  expect(again.prompt).toEqual(replayed.prompt);
  expect(restored.record.version).toBe(snapshot.record.version);
}

describe("a decision's snapshot, written after its answer", () => {
  it("is not in the decision's save, and is stored after it without a new version", {
    timeout: 120_000,
  }, async () => {
    const watched = watchedStore(() => true);
    const service = newService(watched.store, { snapshotEvery: EVERY });
    const snapshot = await play(service, 60, 31);
    const decisionSaves = watched.saves.filter((s) => (s.appendDecisions?.length ?? 0) > 0);
    expect(decisionSaves.length).toBeGreaterThanOrEqual(50);
    expect(decisionSaves.filter((s) => s.patch?.snapshot !== undefined)).toEqual([]);
    expect(watched.snapshots.length).toBeGreaterThanOrEqual(3);
    const last = watched.snapshots.at(-1) as SaveSnapshot;
    const stored = await db.store.loadGame(snapshot.record.id);
    expect(stored?.game.snapshotSeq).toBe(last.snapshotSeq);
    expect(stored?.game.version).toBe(snapshot.record.version);
    expect(stored?.decisions.length).toBe((snapshot.engine as Engine).decisions - last.snapshotSeq);
    expect(stored?.decisions.length).toBeLessThanOrEqual(EVERY + 24);
    await expectRestoredAsReplayed(snapshot);
  });

  it("is never needed: none written (killed each time before it), the game restores from its whole log", {
    timeout: 120_000,
  }, async () => {
    const watched = watchedStore(() => false);
    const service = newService(watched.store, { snapshotEvery: EVERY });
    const snapshot = await play(service, 120, 32);
    expect(watched.snapshots.length).toBeGreaterThanOrEqual(5);
    const stored = await db.store.loadGame(snapshot.record.id);
    // The start's snapshot alone (decision 0): the tail is the whole log.
    expect(stored?.game.snapshotSeq).toBe(0);
    expect(stored?.decisions.length).toBe((snapshot.engine as Engine).decisions);
    await expectRestoredAsReplayed(snapshot);
  });

  it("when an older one is the latest written, the game restores from it and the longer tail", {
    timeout: 120_000,
  }, async () => {
    // Only the first snapshot is written: the process died before every later one.
    let writes = 0;
    const watched = watchedStore(() => ++writes === 1);
    const service = newService(watched.store, { snapshotEvery: EVERY });
    const snapshot = await play(service, 120, 33);
    expect(watched.snapshots.length).toBeGreaterThanOrEqual(5);
    const first = watched.snapshots[0] as SaveSnapshot;
    const stored = await db.store.loadGame(snapshot.record.id);
    expect(stored?.game.snapshotSeq).toBe(first.snapshotSeq);
    expect(stored?.decisions.length).toBe((snapshot.engine as Engine).decisions - first.snapshotSeq);
    expect(stored?.decisions.length).toBeGreaterThan(3 * EVERY);
    await expectRestoredAsReplayed(snapshot);
  });
});
