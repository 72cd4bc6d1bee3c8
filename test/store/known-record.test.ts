// A save whose caller holds the record (SaveGame.knownRecord, issue 22): the statement returns only
// what the caller cannot know, and the record it gives is the one a load reads right after, through
// every kind of change a save makes (status, finish, board ids, summary, a snapshot written apart).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JsonText } from "../../src/store/index.ts";
import type { GamePatch, GameRecord, JsonValue } from "../../src/store/types.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** A record but its snapshot (a load reads it, a save does not return it). */
const withoutSnapshot = ({ snapshot: _snapshot, ...rest }: GameRecord) => rest;

describe("a save whose caller holds the record (SaveGame.knownRecord)", () => {
  it("gives the record a load reads, whatever the save changed", async () => {
    const created = await db.store.createGame({
      guildId: "guild-known",
      channelId: "channel-known",
      setup: { seed: 1, stage: "lobby" },
      snapshot: null,
      players: [{ userId: "alice", seat: 0, factions: [] }],
    });
    let record: GameRecord = created.game;
    let seq = 0;
    const steps: { patch: GamePatch; apart?: boolean; decisions?: number }[] = [
      {
        patch: {
          status: "active",
          setup: { seed: 1, stage: "playing" },
          boardChannelId: "bc",
          boardMessageId: "bm",
        },
      },
      {
        patch: { setupLive: { timer: { promptId: 3 } } as JsonValue, nextTimerAt: new Date(1.8e12) },
        decisions: 1,
      },
      { patch: { setupLive: { timer: null } as JsonValue, nextTimerAt: null }, decisions: 2, apart: true },
      { patch: { boardMessageId: null, snapshot: new JsonText('{"turn":3}'), snapshotSeq: 3 }, decisions: 1 },
      { patch: { setupLive: { kick: null } as JsonValue }, decisions: 1, apart: true },
      {
        patch: { status: "finished", summary: { winner: "alice", name: "A\u0000b" } as JsonValue },
        decisions: 1,
      },
      { patch: { status: "finished", boardChannelId: null } },
    ];
    for (const step of steps) {
      const loadedBefore = await db.store.loadGame(record.id);
      const setup = (loadedBefore?.game.setup ?? null) as JsonValue;
      const knownSetup =
        step.patch.setup ??
        (step.patch.setupLive ? { ...(setup as object), ...(step.patch.setupLive as object) } : setup);
      const appendDecisions = Array.from({ length: step.decisions ?? 0 }, () => {
        seq += 1;
        return { seq, userId: "alice", seat: 0, answer: { seat: 0, prompt: seq, choice: ["end"] } };
      });
      const saved = await db.store.saveGame({
        id: record.id,
        expectedVersion: record.version,
        patch: step.patch,
        appendDecisions,
        knownSetup: knownSetup as JsonValue,
        knownRecord: record,
      });
      const loaded = await db.store.loadGame(record.id);
      expect(loaded).not.toBeNull();
      expect(withoutSnapshot(saved)).toEqual({
        ...withoutSnapshot(loaded?.game as GameRecord),
        setup: knownSetup,
      });
      expect(saved.snapshot).toBeUndefined();
      record = saved;
      // A snapshot written apart after the save moves its seq without a version: the next save
      // returns the stored seq, not the one the caller held.
      if (step.apart) {
        const written = await db.store.saveSnapshot({
          id: record.id,
          atVersion: record.version,
          snapshot: new JsonText(`{"turn":${seq}}`),
          snapshotSeq: seq,
        });
        expect(written).toBe(true);
      }
    }
    expect(record).toMatchObject({ status: "finished", boardChannelId: null, boardMessageId: null });
    expect(record.finishedAt).toBeInstanceOf(Date);
    expect(record.summary).toEqual({ winner: "alice", name: "Ab" });
  });
});
