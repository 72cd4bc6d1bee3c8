// A rewound game (docs/upgrades.md): the save that puts a game back at its snapshot drops the
// decisions after it in the same statement, under the same version check as every save.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DecisionConflictError, VersionConflictError } from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

let channels = 0;
/** A game with decisions 1..5 logged and a snapshot after decision 3. */
async function gameWithTail() {
  channels += 1;
  const { game } = await db.store.createGame({
    guildId: "g",
    channelId: `rewind-${channels}`,
    status: "active",
    setup: { at: "start" },
    snapshot: null,
  });
  const decisions = [1, 2, 3, 4, 5].map((seq) => ({ seq, userId: "u", seat: 0, answer: { n: seq } }));
  const saved = await db.store.saveGame({
    id: game.id,
    expectedVersion: game.version,
    patch: { snapshot: { state: "s3" }, snapshotSeq: 3 },
    appendDecisions: decisions,
  });
  return saved;
}

describe("dropping the decisions after the snapshot", () => {
  it("deletes exactly the decisions after the given seq, with the game's update", async () => {
    const game = await gameWithTail();
    const saved = await db.store.saveGame({
      id: game.id,
      expectedVersion: game.version,
      patch: { setup: { at: "rewound" } },
      dropDecisionsAfter: 3,
    });
    expect(saved.version).toBe(game.version + 1);
    const loaded = await db.store.loadGame(game.id);
    expect(loaded?.game.setup).toEqual({ at: "rewound" });
    expect(loaded?.decisions).toEqual([]);
    expect((await db.store.loadAllDecisions(game.id)).map((d) => d.seq)).toEqual([1, 2, 3]);
    // The log goes on from the snapshot.
    await db.store.saveGame({
      id: game.id,
      expectedVersion: saved.version,
      appendDecisions: [{ seq: 4, userId: "u", seat: 0, answer: { n: "4 again" } }],
    });
    expect((await db.store.loadGame(game.id))?.decisions.map((d) => d.answer)).toEqual([{ n: "4 again" }]);
  });

  it("drops nothing when the version check fails", async () => {
    const game = await gameWithTail();
    await expect(
      db.store.saveGame({ id: game.id, expectedVersion: game.version - 1, dropDecisionsAfter: 3 }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(await db.store.loadAllDecisions(game.id)).toHaveLength(5);
  });

  it("refuses to drop and append in one save, or to drop after a negative seq", async () => {
    const game = await gameWithTail();
    await expect(
      db.store.saveGame({
        id: game.id,
        expectedVersion: game.version,
        dropDecisionsAfter: 3,
        appendDecisions: [{ seq: 4, answer: {} }],
      }),
    ).rejects.toBeInstanceOf(DecisionConflictError);
    await expect(
      db.store.saveGame({ id: game.id, expectedVersion: game.version, dropDecisionsAfter: -1 }),
    ).rejects.toBeInstanceOf(DecisionConflictError);
    expect(await db.store.loadAllDecisions(game.id)).toHaveLength(5);
    expect((await db.store.loadGame(game.id))?.game.version).toBe(game.version);
  });
});
