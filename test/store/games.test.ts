import { randomUUID } from "node:crypto";
import { deflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ChannelBusyError,
  DecisionConflictError,
  GameNotFoundError,
  JsonText,
  type NewGame,
  VersionConflictError,
} from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

let channelCounter = 0;
function newGame(overrides: Partial<NewGame> = {}): NewGame {
  channelCounter += 1;
  return {
    guildId: "guild-1",
    channelId: `channel-${channelCounter}`,
    setup: { seed: 42, options: { vpTarget: 15 } },
    snapshot: { turn: 0 },
    players: [
      { userId: "bob", seat: 1, factions: ["robots", "zombies"] },
      { userId: "alice", seat: 0, factions: ["aliens", "pirates"] },
    ],
    ...overrides,
  };
}

describe("creating and loading games", () => {
  it("creates a lobby game and loads it by id and by channel", async () => {
    const created = await db.store.createGame(newGame());
    expect(created.game).toMatchObject({ status: "lobby", version: 0, snapshotSeq: 0, summary: null });
    expect(created.players.map((p) => p.userId)).toEqual(["alice", "bob"]);

    const byId = await db.store.loadGame(created.game.id);
    expect(byId).toEqual(created);
    const byChannel = await db.store.loadActiveGameByChannel(created.game.channelId);
    expect(byChannel).toEqual(created);
  });

  it("returns null for unknown or malformed ids and for channels without an open game", async () => {
    expect(await db.store.loadGame("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await db.store.loadGame("not-a-uuid")).toBeNull();
    expect(await db.store.loadActiveGameByChannel("empty-channel")).toBeNull();
  });

  it("keeps JSON documents exactly", async () => {
    const setup = {
      seed: "0xdeadbeef",
      nested: [1, "two", { three: null, four: true }],
      unicode: "Cthulhu ☠ é",
    };
    const { game } = await db.store.createGame(newGame({ setup }));
    expect((await db.store.loadGame(game.id))?.game.setup).toEqual(setup);
  });
});

describe("saving a game", () => {
  it("bumps the version, applies the patch and appends decisions in order", async () => {
    const { game } = await db.store.createGame(newGame());
    const saved = await db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      patch: { status: "active", snapshot: { turn: 1 }, boardChannelId: "c", boardMessageId: "m" },
      appendDecisions: [
        { seq: 1, userId: "alice", seat: 0, answer: { play: "card-1" } },
        { seq: 2, userId: "bob", seat: 1, answer: { pass: true } },
      ],
    });
    // The save does not send the snapshot back: the caller has it.
    expect(saved).toMatchObject({ version: 1, status: "active", snapshot: undefined, boardMessageId: "m" });
    expect(saved.updatedAt.getTime()).toBeGreaterThanOrEqual(game.updatedAt.getTime());

    const loaded = await db.store.loadGame(game.id);
    expect(loaded?.game.snapshot).toEqual(new JsonText('{"turn":1}'));
    expect(loaded?.decisions.map((d) => [d.seq, d.userId, d.seat, d.answer])).toEqual([
      [1, "alice", 0, { play: "card-1" }],
      [2, "bob", 1, { pass: true }],
    ]);
    expect(loaded?.decisions[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("stores an already serialised snapshot as it is, its key order included", async () => {
    const { game } = await db.store.createGame(newGame());
    const text = '{"v":1,"g":{"zeta":1,"alpha":[2,{"b":1,"a":0}],"name":"\\ud83d\\ude00 ok"}}';
    await db.store.saveGame({ id: game.id, expectedVersion: 0, patch: { snapshot: new JsonText(text) } });
    const loaded = await db.store.loadGame(game.id);
    // A load hands the text back as stored (an escaped emoji stored as the character itself): the
    // engine parses it once, in its key order.
    expect(loaded?.game.snapshot).toBeInstanceOf(JsonText);
    expect((loaded?.game.snapshot as JsonText | undefined)?.toJSON()).toEqual(JSON.parse(text));
    expect(Object.keys(JSON.parse(String((loaded?.game.snapshot as JsonText | undefined)?.text)).g)).toEqual([
      "zeta",
      "alpha",
      "name",
    ]);
  });

  it("reads nothing but the version of a game the caller holds at that version", async () => {
    const { game } = await db.store.createGame(newGame());
    const saved = await db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      patch: { snapshot: { turn: 1 }, snapshotSeq: 1 },
      appendDecisions: [
        { seq: 1, userId: "alice", seat: 0, answer: { play: "card-1" } },
        { seq: 2, userId: "alice", seat: 0, answer: { play: "card-2" } },
      ],
    });
    expect(await db.store.loadGameUnlessVersion(game.id, saved.version)).toBe("unchanged");
    const changed = await db.store.loadGameUnlessVersion(game.id, saved.version - 1);
    expect(changed).not.toBe("unchanged");
    expect(changed).toEqual(await db.store.loadGame(game.id));
    expect(changed !== "unchanged" && changed?.decisions.map((d) => d.seq)).toEqual([2]);
    expect(await db.store.loadGameUnlessVersion(randomUUID(), 1)).toBeNull();
    expect(await db.store.loadGameUnlessVersion("not-a-uuid", 1)).toBeNull();
  });

  it("loads only the decisions after the snapshot, and the whole log on demand", async () => {
    const { game } = await db.store.createGame(newGame());
    const decisions = [1, 2, 3].map((seq) => ({ seq, answer: { n: seq } }));
    await db.store.saveGame({ id: game.id, expectedVersion: 0, appendDecisions: decisions });
    await db.store.saveGame({
      id: game.id,
      expectedVersion: 1,
      patch: { snapshot: { folded: 2 }, snapshotSeq: 2 },
    });

    const loaded = await db.store.loadGame(game.id);
    expect(loaded?.game.snapshotSeq).toBe(2);
    expect(loaded?.decisions.map((d) => d.seq)).toEqual([3]);
    expect((await db.store.loadAllDecisions(game.id)).map((d) => d.seq)).toEqual([1, 2, 3]);
  });

  it("sets a nullable field to null only when the patch says so", async () => {
    const { game } = await db.store.createGame(newGame());
    await db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      patch: { boardMessageId: "m1", summary: { w: 1 } },
    });
    const kept = await db.store.saveGame({ id: game.id, expectedVersion: 1, patch: { snapshot: { t: 2 } } });
    expect(kept).toMatchObject({ boardMessageId: "m1", summary: { w: 1 } });
    const cleared = await db.store.saveGame({
      id: game.id,
      expectedVersion: 2,
      patch: { boardMessageId: null, summary: null },
    });
    expect(cleared).toMatchObject({ boardMessageId: null, summary: null });
  });

  it("replaces the player list together with the rest of the save", async () => {
    const { game } = await db.store.createGame(
      newGame({ players: [{ userId: "alice", seat: 0, factions: [] }] }),
    );
    await db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      patch: {
        players: [
          { userId: "carol", seat: 0, factions: ["ninjas"] },
          { userId: "alice", seat: 1, factions: ["wizards"] },
        ],
      },
    });
    const loaded = await db.store.loadGame(game.id);
    expect(loaded?.game.version).toBe(1);
    expect(loaded?.players).toEqual([
      { userId: "carol", seat: 0, factions: ["ninjas"] },
      { userId: "alice", seat: 1, factions: ["wizards"] },
    ]);
  });

  it("rejects a stale version and writes nothing", async () => {
    const { game } = await db.store.createGame(newGame());
    await db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      appendDecisions: [{ seq: 1, answer: "first" }],
    });
    const before = await db.store.loadGame(game.id);

    const stale = db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      patch: { snapshot: { overwritten: true }, players: [] },
      appendDecisions: [{ seq: 2, answer: "second" }],
    });
    await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
    await expect(stale).rejects.toMatchObject({ expectedVersion: 0, actualVersion: 1 });
    expect(await db.store.loadGame(game.id)).toEqual(before);
  });

  it("lets exactly one of two concurrent saves of the same version win", async () => {
    const { game } = await db.store.createGame(newGame());
    const results = await Promise.allSettled(
      ["alice", "bob"].map((userId) =>
        db.store.saveGame({
          id: game.id,
          expectedVersion: 0,
          appendDecisions: [{ seq: 1, userId, answer: userId }],
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.filter((r) => r.status === "rejected");
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
    expect(await db.store.loadAllDecisions(game.id)).toHaveLength(1);
  });

  it.each([
    ["a plain save", undefined],
    ["a save that replaces players", [{ userId: "zed", seat: 0, factions: [] }]],
  ])(
    "saves state and decisions in one transaction: a duplicate seq leaves neither (%s)",
    async (_, players) => {
      const { game } = await db.store.createGame(newGame());
      await db.store.saveGame({
        id: game.id,
        expectedVersion: 0,
        appendDecisions: [{ seq: 1, answer: "a" }],
      });
      const before = await db.store.loadGame(game.id);

      const failing = db.store.saveGame({
        id: game.id,
        expectedVersion: 1,
        patch: { status: "active", snapshot: { lost: true }, ...(players ? { players } : {}) },
        appendDecisions: [
          { seq: 1, answer: "duplicate" },
          { seq: 2, answer: "b" },
        ],
      });
      await expect(failing).rejects.toBeInstanceOf(DecisionConflictError);
      expect(await db.store.loadGame(game.id)).toEqual(before);
      expect((await db.store.loadAllDecisions(game.id)).map((d) => d.answer)).toEqual(["a"]);
    },
  );

  it("rejects a batch of decisions with gaps before touching the database", async () => {
    const { game } = await db.store.createGame(newGame());
    const gap = db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      appendDecisions: [
        { seq: 1, answer: 1 },
        { seq: 3, answer: 3 },
      ],
    });
    await expect(gap).rejects.toBeInstanceOf(DecisionConflictError);
    expect((await db.store.loadGame(game.id))?.game.version).toBe(0);
  });

  it("reports a missing game", async () => {
    const missing = db.store.saveGame({ id: "00000000-0000-4000-8000-000000000000", expectedVersion: 0 });
    await expect(missing).rejects.toBeInstanceOf(GameNotFoundError);
  });
});

describe("one open game per channel", () => {
  it("refuses a second game while the first is in lobby or active, and allows one after it finished", async () => {
    const first = await db.store.createGame(newGame());
    const { channelId } = first.game;

    const second = db.store.createGame(newGame({ channelId }));
    await expect(second).rejects.toBeInstanceOf(ChannelBusyError);
    await expect(second).rejects.toMatchObject({ channelId, existingGameId: first.game.id });

    await db.store.saveGame({ id: first.game.id, expectedVersion: 0, patch: { status: "active" } });
    await expect(db.store.createGame(newGame({ channelId }))).rejects.toBeInstanceOf(ChannelBusyError);

    const finished = await db.store.saveGame({
      id: first.game.id,
      expectedVersion: 1,
      patch: { status: "finished", summary: { winner: "alice" } },
    });
    expect(finished.finishedAt).toBeInstanceOf(Date);

    const next = await db.store.createGame(newGame({ channelId }));
    expect((await db.store.loadActiveGameByChannel(channelId))?.game.id).toBe(next.game.id);
    // The finished game is kept.
    expect((await db.store.loadGame(first.game.id))?.game).toMatchObject({
      status: "finished",
      summary: { winner: "alice" },
    });

    // Reopening the finished game would make two open games in the channel.
    const reopen = db.store.saveGame({ id: first.game.id, expectedVersion: 2, patch: { status: "active" } });
    await expect(reopen).rejects.toMatchObject({ name: "ChannelBusyError", existingGameId: next.game.id });
  });

  it("finds the channel's latest game that reached play: the one in play, else the last finished", async () => {
    const { channelId } = newGame();
    expect(await db.store.latestPlayedGameId("guild-1", channelId)).toBeNull();
    const first = await db.store.createGame(newGame({ channelId }));
    // A lobby has no story yet.
    expect(await db.store.latestPlayedGameId("guild-1", channelId)).toBeNull();
    await db.store.saveGame({ id: first.game.id, expectedVersion: 0, patch: { status: "active" } });
    expect(await db.store.latestPlayedGameId("guild-1", channelId)).toBe(first.game.id);
    await db.store.saveGame({ id: first.game.id, expectedVersion: 1, patch: { status: "finished" } });
    const lobby = await db.store.createGame(newGame({ channelId }));
    expect(await db.store.latestPlayedGameId("guild-1", channelId)).toBe(first.game.id);
    // Another server's channel of the same id, and a cancelled game, are not it.
    expect(await db.store.latestPlayedGameId("guild-2", channelId)).toBeNull();
    await db.store.saveGame({ id: lobby.game.id, expectedVersion: 0, patch: { status: "cancelled" } });
    expect(await db.store.latestPlayedGameId("guild-1", channelId)).toBe(first.game.id);
    const second = await db.store.createGame(newGame({ channelId }));
    await db.store.saveGame({ id: second.game.id, expectedVersion: 0, patch: { status: "active" } });
    expect(await db.store.latestPlayedGameId("guild-1", channelId)).toBe(second.game.id);
  });

  it("lets exactly one of several concurrent creates in the same channel succeed", async () => {
    const { channelId } = newGame();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => db.store.createGame(newGame({ channelId }))),
    );
    const created = results.filter((r) => r.status === "fulfilled");
    expect(created).toHaveLength(1);
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toBeInstanceOf(ChannelBusyError);
    }
  });

  it("does not limit games in different channels of the same guild", async () => {
    await db.store.createGame(newGame({ guildId: "g-many" }));
    await expect(db.store.createGame(newGame({ guildId: "g-many" }))).resolves.toBeDefined();
  });
});

// Issue 14: what a save writes to the WAL. PostgreSQL logs an update of the game row from its first
// changed byte (a HOT update), so the columns every save changes must stay last, and it writes one
// more record for a row with an out-of-line document, so the snapshot lives apart; a decision's
// answer is stored as the compact text the bot sent; decisions have no foreign key (checking it
// locked the game row once more per save) and still go with their game.
describe("the storage layout a save relies on", () => {
  it("keeps the columns every save changes at the end of the game row", async () => {
    const columns = await db.prisma.$queryRaw<{ name: string }[]>`
      SELECT attname::text AS name FROM pg_attribute
      WHERE attrelid = 'game'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`;
    // The announced version and wait (migration 20261230050000_announced_version) ride most saves too.
    expect(columns.map((c) => c.name).slice(-8)).toEqual([
      "status",
      "setup_live",
      "next_timer_at",
      "timer_claimed_until",
      "updated_at",
      "version",
      "announced_wait",
      "announced_version",
    ]);
  });

  it("keeps the documents out of the game row, which then holds nothing out of line", async () => {
    const { game } = await db.store.createGame(newGame({ snapshot: null }));
    // A lobby has no snapshot: none stored (not a JSON null), none loaded.
    expect(game.snapshot).toBeNull();
    expect((await db.store.loadGame(game.id))?.game).toMatchObject({ snapshot: null, snapshotSeq: 0 });
    const [none] = await db.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM game_documents WHERE game_id = ${game.id}::uuid AND snapshot IS NULL`;
    expect(none?.n).toBe(1);
    const big = { v: 1, g: { log: Array.from({ length: 2000 }, (_, i) => ({ k: `line-${i}`, p: [i] })) } };
    await db.store.saveGame({ id: game.id, expectedVersion: 0, patch: { snapshot: big, snapshotSeq: 4 } });
    const [toast] = await db.prisma.$queryRaw<{ toast: string }[]>`
      SELECT reltoastrelid::regclass::text AS toast FROM pg_class WHERE oid = 'game'::regclass`;
    const [count] = await db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM ${toast?.toast as string}`,
    );
    expect(count?.n).toBe(0);
    const loaded = await db.store.loadGame(game.id);
    expect((loaded?.game.snapshot as JsonText | undefined)?.toJSON()).toEqual(big);
    expect(loaded?.game.snapshotSeq).toBe(4);
  });

  it("moves the seq alone, and forgets the snapshot when a save sets it to null", async () => {
    const { game } = await db.store.createGame(newGame({ snapshot: { turn: 3 }, snapshotSeq: 2 }));
    const moved = await db.store.saveGame({ id: game.id, expectedVersion: 0, patch: { snapshotSeq: 5 } });
    expect(moved.snapshotSeq).toBe(5);
    expect((await db.store.loadGame(game.id))?.game).toMatchObject({
      snapshot: new JsonText('{"turn":3}'),
      snapshotSeq: 5,
    });
    const kept = await db.store.saveGame({ id: game.id, expectedVersion: 1, patch: { summary: { w: 1 } } });
    expect(kept.snapshotSeq).toBe(5);
    const cleared = await db.store.saveGame({ id: game.id, expectedVersion: 2, patch: { snapshot: null } });
    expect(cleared.snapshotSeq).toBe(0);
    expect((await db.store.loadGame(game.id))?.game).toMatchObject({ snapshot: null, snapshotSeq: 0 });
    const [left] = await db.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM game_documents WHERE game_id = ${game.id}::uuid AND snapshot IS NOT NULL`;
    expect(left?.n).toBe(0);
  });

  it("rewrites the documents only when one of them changes", async () => {
    const { game } = await db.store.createGame(newGame({ setup: { seed: 1, options: { vpTarget: 15 } } }));
    const xmin = async () =>
      (
        await db.prisma.$queryRaw<{ x: string }[]>`
          SELECT xmin::text AS x FROM game_documents WHERE game_id = ${game.id}::uuid`
      )[0]?.x;
    const before = await xmin();
    // A decision's save sends the whole setup again, with only its turn-by-turn keys changed.
    const same = { seed: 1, options: { vpTarget: 15 }, timer: { since: "2026-11-24T10:00:00.000Z" } };
    const saved = await db.store.saveGame({ id: game.id, expectedVersion: 0, patch: { setup: same } });
    expect(await xmin()).toBe(before);
    expect(saved.setup).toEqual(same);
    expect((await db.store.loadGame(game.id))?.game.setup).toEqual(same);
    const changed = await db.store.saveGame({
      id: game.id,
      expectedVersion: 1,
      patch: { setup: { ...same, seed: 2 } },
    });
    expect(changed.setup).toEqual({ ...same, seed: 2 });
    expect(await xmin()).not.toBe(before);
    expect((await db.store.loadGame(game.id))?.game.setup).toEqual({ ...same, seed: 2 });
  });

  it("stores an answer as the compact text the bot sent", async () => {
    const { game } = await db.store.createGame(newGame());
    const answer = { seat: 1, prompt: 7, choice: ["a12", "end"], asked: "main:main:0123456789ab" };
    await db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      appendDecisions: [{ seq: 1, userId: "bob", seat: 1, answer }],
    });
    const [row] = await db.prisma.$queryRaw<{ text: string }[]>`
      SELECT answer::text AS text FROM decision WHERE game_id = ${game.id}::uuid AND seq = 1`;
    expect(row?.text).toBe(JSON.stringify(answer));
  });

  // Issue 22 (WAL per game): the usual answer is stored without what its row already says, and every
  // reader gets it back whole, beside a row an earlier release wrote as the object itself.
  it("stores the usual answer compactly and reads it back whole, beside an earlier release's row", async () => {
    const { game } = await db.store.createGame(newGame());
    const answer = { seat: 1, prompt: 1, choice: ["a12", "end"], asked: "main:main:x0123456789abcdef" };
    await db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      appendDecisions: [{ seq: 1, userId: "bob", seat: 1, answer }],
    });
    const older = { seat: 0, prompt: 2, choice: ["c3"], asked: "choose:destroy:xfedcba9876543210" };
    await db.prisma.$executeRaw`
      INSERT INTO decision (game_id, seq, user_id, seat, answer)
      VALUES (${game.id}::uuid, 2, 'alice', 0, ${JSON.stringify(older)}::json)`;
    const [row] = await db.prisma.$queryRaw<{ text: string }[]>`
      SELECT answer::text AS text FROM decision WHERE game_id = ${game.id}::uuid AND seq = 1`;
    expect(row?.text).toBe('["main:main:~ASNFZ4mrze8","a12","end"]');
    const loaded = await db.store.loadGame(game.id);
    expect(loaded?.decisions.map((d) => JSON.stringify(d.answer))).toEqual([
      JSON.stringify(answer),
      JSON.stringify(older),
    ]);
    expect((await db.store.loadAllDecisions(game.id)).map((d) => d.answer)).toEqual([answer, older]);
  });

  it("deletes a game's decisions with the game, and only them", async () => {
    const doomed = (await db.store.createGame(newGame())).game;
    const kept = (await db.store.createGame(newGame())).game;
    for (const game of [doomed, kept]) {
      await db.store.saveGame({
        id: game.id,
        expectedVersion: 0,
        appendDecisions: [
          { seq: 1, userId: "alice", seat: 0, answer: { a: 1 } },
          { seq: 2, userId: "bob", seat: 1, answer: { a: 2 } },
        ],
      });
    }
    await db.prisma.game.delete({ where: { id: doomed.id } });
    expect(await db.prisma.decision.count({ where: { gameId: doomed.id } })).toBe(0);
    expect(await db.prisma.decision.count({ where: { gameId: kept.id } })).toBe(2);
  });
});

// Issue 22 (WAL and bytes per game): a snapshot, ~34 KB of JSON, is sent and stored compressed.
describe("snapshots compressed", () => {
  it("are stored compressed alone, a JSON snapshot of an earlier release read until the next one replaces it", async () => {
    const { game } = await db.store.createGame(newGame({ snapshot: null }));
    // Stored by an earlier release: JSON in the `snapshot` column.
    await db.prisma.$executeRaw`
      UPDATE game_documents SET snapshot = '{"v":1,"g":{"old":true}}'::json, snapshot_seq = 1
      WHERE game_id = ${game.id}::uuid`;
    expect((await db.store.loadGame(game.id))?.game.snapshot).toEqual(
      new JsonText('{"v":1,"g":{"old":true}}'),
    );
    const cards = Array.from({ length: 160 }, (_, uid) => ({
      uid,
      def: `robots:warbot`,
      zone: "deck",
      at: 0,
    }));
    const text = JSON.stringify({ v: 1, g: { cards, log: ["ünïcödé ✓ 🎲"] } });
    await db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      patch: { snapshot: new JsonText(text), snapshotSeq: 4 },
    });
    const [stored] = await db.prisma.$queryRaw<{ json: boolean; bytes: number }[]>`
      SELECT snapshot IS NOT NULL AS json, octet_length(snapshot_z) AS bytes FROM game_documents
      WHERE game_id = ${game.id}::uuid`;
    expect(stored?.json).toBe(false);
    expect(stored?.bytes).toBeLessThan(Buffer.byteLength(text) / 10);
    const loaded = await db.store.loadGame(game.id);
    expect((loaded?.game.snapshot as JsonText | undefined)?.text).toBe(text);
    expect(loaded?.game.snapshotSeq).toBe(4);
    // A game created with its snapshot (a restore's copy) too.
    const { game: copy } = await db.store.createGame(
      newGame({ channelId: "copy-z", snapshot: new JsonText(text) }),
    );
    expect(((await db.store.loadGame(copy.id))?.game.snapshot as JsonText | undefined)?.text).toBe(text);
    const [copied] = await db.prisma.$queryRaw<{ json: boolean }[]>`
      SELECT snapshot IS NOT NULL AS json FROM game_documents WHERE game_id = ${copy.id}::uuid`;
    expect(copied?.json).toBe(false);
  });

  it("reads a raw-deflated snapshot stored by an earlier release", async () => {
    const { game } = await db.store.createGame(newGame({ channelId: "deflated", snapshot: null }));
    const text = '{"v":1,"g":{"turn":7,"log":["ünïcödé ✓ 🎲"]}}';
    const earlier = deflateRawSync(Buffer.from(text, "utf8")).toString("base64");
    await db.prisma.$executeRaw`
      UPDATE game_documents SET snapshot_z = decode(${earlier}, 'base64'), snapshot_seq = 3
      WHERE game_id = ${game.id}::uuid`;
    const loaded = await db.store.loadGame(game.id);
    expect((loaded?.game.snapshot as JsonText | undefined)?.text).toBe(text);
    expect(loaded?.game.snapshotSeq).toBe(3);
  });
});
