// Issue 22: a decision's save carries no snapshot; the game service writes it after the answer, by
// `saveSnapshot`, which leaves the version alone (no click is refused for it). It must never leave
// a snapshot that does not match the log: written only at the version the writer holds, never
// older than the stored one, and dropped by a save that drops the decisions it folded.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JsonText } from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

let channels = 0;
/** An active game with decisions 1..6 logged and no snapshot. */
async function gameWithLog() {
  channels += 1;
  const { game } = await db.store.createGame({
    guildId: "g",
    channelId: `apart-${channels}`,
    status: "active",
    setup: { at: "start" },
    snapshot: null,
  });
  const decisions = [1, 2, 3, 4, 5, 6].map((seq) => ({ seq, userId: "u", seat: 0, answer: { n: seq } }));
  return db.store.saveGame({ id: game.id, expectedVersion: game.version, appendDecisions: decisions });
}

const state = (n: number) => new JsonText(`{"v":1,"g":{"at":${n}}}`);
const stored = async (id: string) => {
  const loaded = await db.store.loadGame(id);
  if (!loaded) throw new Error("the game is gone");
  const text = loaded.game.snapshot instanceof JsonText ? loaded.game.snapshot.text : loaded.game.snapshot;
  return { version: loaded.game.version, seq: loaded.game.snapshotSeq, text, tail: loaded.decisions.length };
};

describe("a snapshot written apart from the saves", () => {
  it("is stored at the version held, which it leaves as it was", async () => {
    const game = await gameWithLog();
    const written = await db.store.saveSnapshot({
      id: game.id,
      atVersion: game.version,
      snapshot: state(4),
      snapshotSeq: 4,
    });
    expect(written).toBe(true);
    expect(await stored(game.id)).toEqual({
      version: game.version,
      seq: 4,
      text: `{"v":1,"g":{"at":4}}`,
      tail: 2,
    });
    // A save at that version still goes through.
    const next = await db.store.saveGame({
      id: game.id,
      expectedVersion: game.version,
      appendDecisions: [{ seq: 7, userId: "u", seat: 0, answer: { n: 7 } }],
    });
    expect(next.version).toBe(game.version + 1);
    expect((await stored(game.id)).tail).toBe(3);
  });

  it("writes nothing at another version, or over a newer snapshot", async () => {
    const game = await gameWithLog();
    const at = (atVersion: number, seq: number) =>
      db.store.saveSnapshot({ id: game.id, atVersion, snapshot: state(seq), snapshotSeq: seq });
    expect(await at(game.version - 1, 4)).toBe(false);
    expect(await at(game.version + 1, 4)).toBe(false);
    expect((await stored(game.id)).seq).toBe(0);
    expect(await at(game.version, 5)).toBe(true);
    expect(await at(game.version, 3)).toBe(false);
    expect(await at(game.version, 5)).toBe(false);
    expect(await stored(game.id)).toMatchObject({ seq: 5, text: `{"v":1,"g":{"at":5}}` });
  });

  it("goes with the decisions it folded when a save at the same version drops them (an undo elsewhere)", async () => {
    const game = await gameWithLog();
    // Another process read the game at this version (its snapshot then: none), and undoes to 3.
    await db.store.saveSnapshot({ id: game.id, atVersion: game.version, snapshot: state(5), snapshotSeq: 5 });
    await db.store.saveGame({
      id: game.id,
      expectedVersion: game.version,
      patch: { setup: { at: "undone" } },
      dropDecisionsAfter: 3,
    });
    // The log replays from the setup: decisions 1..3, no snapshot of decisions that are gone.
    expect(await stored(game.id)).toEqual({ version: game.version + 1, seq: 0, text: null, tail: 3 });
  });

  it("stays when a save drops only decisions after it", async () => {
    const game = await gameWithLog();
    await db.store.saveSnapshot({ id: game.id, atVersion: game.version, snapshot: state(3), snapshotSeq: 3 });
    await db.store.saveGame({
      id: game.id,
      expectedVersion: game.version,
      patch: { setup: { at: "rewound" } },
      dropDecisionsAfter: 3,
    });
    expect(await stored(game.id)).toEqual({
      version: game.version + 1,
      seq: 3,
      text: `{"v":1,"g":{"at":3}}`,
      tail: 0,
    });
  });
});
