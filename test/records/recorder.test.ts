// Recording games when they end (src/records/recorder.ts), on a real database: the game service
// tells the recorder right after the save that ended a game (finished, abandoned by an admin,
// cancelled in the lobby) and the records are written later, off the caller's path, with no stats
// view asked; a game whose end no recorder heard (a crash between the save and the recording) is
// recorded by the catch-ups — at start-up whatever its age, at a stats view when recent — and every
// game exactly once, whoever gets there first or both at once.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService } from "../../src/app/index.ts";
import { GameService as Service } from "../../src/app/index.ts";
import { GameRecorder, poolGameReader, RecordsDb, statsView } from "../../src/records/index.ts";
import { type ClosedGameRows, readClosedGame } from "../../src/records/read-game.ts";
import {
  captureLog,
  chooser,
  GUILD,
  ManualClock,
  playRandomStep,
  startedGame,
  USERS,
} from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { storeClosedGame } from "./support/finished-games.ts";

// Playing whole games through the service on a real database, on a machine shared with other
// test runs: generous (no assertion depends on speed).
const SLOW = 240_000;

describe("recording games when they end", () => {
  let db: TestDatabase;
  let records: RecordsDb;

  beforeAll(async () => {
    db = await openTestDatabase();
    records = new RecordsDb(db.prisma);
  });
  afterAll(() => db?.close());

  const recorded = async (gameId: string) =>
    (
      await db.prisma.$queryRaw<{ outcome: string }[]>`
        SELECT outcome FROM record_game WHERE game_id = ${gameId}::uuid`
    ).map((r) => r.outcome);

  /** A service whose closed games go to `recorder`, as the bot wires them (src/bot/bot.ts). */
  function wired(recorder: GameRecorder): GameService {
    let seed = 4321;
    return new Service({
      store: db.store,
      log: captureLog().log,
      now: new ManualClock().now,
      newSeed: () => seed++,
      onClosed: (gameId) => recorder.closed(gameId),
    });
  }

  it(
    "records a finished game after its last save, off the caller's path, with no view asked",
    async () => {
      // A long delay: the end's save returns before anything is recorded.
      const recorder = new GameRecorder({ db: records, log: captureLog().log, delayMs: 60_000 });
      const service = wired(recorder);
      let result = await startedGame(service, 2);
      const rng = chooser(11);
      for (let steps = 0; result.snapshot.record.status === "active"; steps++) {
        if (steps > 5000) throw new Error("the game did not end");
        const next = await playRandomStep(service, result.snapshot, rng);
        if (!next.ok) throw new Error(`refused: ${next.reason}`);
        result = next;
      }
      const gameId = result.snapshot.record.id;
      expect(result.snapshot.record.status).toBe("finished");
      expect(recorder.pending).toBe(1);
      expect(await recorded(gameId)).toEqual([]);
      await recorder.idle();
      expect(recorder.pending).toBe(0);
      expect(await recorded(gameId)).toEqual(["finished"]);
      const rating = await records.ratingOf(GUILD, USERS[0]);
      expect(rating?.games).toBe(1);
      const player = await records.playerStats(GUILD, USERS[1]);
      expect(player.finished).toBe(1);
      // Every turn timed, the first (from the start the service kept) and the last included.
      const [timing] = await db.prisma.$queryRaw<{ turns: number; timed: number }[]>`
        SELECT g.turns, (SELECT sum(cardinality(s.turn_ms))::int FROM record_seat s WHERE s.game_id = g.game_id) AS timed
        FROM record_game g WHERE g.game_id = ${gameId}::uuid`;
      expect(timing?.timed).toBe(timing?.turns);
    },
    SLOW,
  );

  it("records a game an admin ended (abandoned) and a lobby cancelled before play (void)", async () => {
    const recorder = new GameRecorder({ db: records, log: captureLog().log, delayMs: 0 });
    const service = wired(recorder);
    const started = await startedGame(service, 3);
    const ended = await service.adminEndGame({
      guildId: GUILD,
      channelId: started.snapshot.record.channelId,
      adminId: "admin",
    });
    expect(ended.ok).toBe(true);
    const lobby = await service.openLobby({
      guildId: GUILD,
      channelId: "lobby-only",
      hostId: USERS[0],
      hostName: "Alice",
      options: {},
    });
    if (!lobby.ok) throw new Error(lobby.reason);
    const cancelled = await service.lobbyAction({
      gameId: lobby.snapshot.record.id,
      userId: USERS[0],
      action: { kind: "cancel" },
    });
    expect(cancelled.ok).toBe(true);
    await recorder.idle();
    expect(await recorded(started.snapshot.record.id)).toEqual(["abandoned"]);
    expect(await recorded(lobby.snapshot.record.id)).toEqual(["void"]);
  });

  it(
    "reads each game on a worker thread as the bot does: the same records as read in the process",
    async () => {
      const WORKER = "worker-guild";
      // The bot's worker, at normal priority: at nice 19 in the idle class it got no CPU for 240 s
      // (the test's limit) at a load of 40, and what runs where is not what this test checks.
      const pool = poolGameReader({ nice: 0, idle: false });
      try {
        const read: ClosedGameRows[] = [];
        const reader = {
          read: (rows: ClosedGameRows) => {
            read.push(rows);
            return pool.read(rows);
          },
          close: async () => {},
        };
        const recorder = new GameRecorder({ db: records, log: captureLog().log, delayMs: 0, reader });
        const games = [
          await storeClosedGame(db, WORKER, "w1", { seed: 3, users: ["1", "2", "3"] }),
          await storeClosedGame(db, WORKER, "w2", { seed: 5, users: ["1", "2"], end: "abandoned" }),
        ];
        for (const game of games) recorder.closed(game.gameId);
        await recorder.idle();
        expect(read.map((rows) => rows.gameId)).toEqual(games.map((g) => g.gameId));
        expect(await recorded(games[0]?.gameId ?? "")).toEqual(["finished"]);
        expect(await recorded(games[1]?.gameId ?? "")).toEqual(["abandoned"]);
        // The worker's reading is the process's, field for field (dates and turn times included).
        for (const rows of read) {
          const inWorker = await pool.read(rows);
          expect(inWorker).toEqual(readClosedGame(rows));
          expect(inWorker.seats.some((s) => s.turnMs.length > 0)).toBe(true);
        }
      } finally {
        await pool.close();
      }
    },
    SLOW,
  );

  describe("after a crash between a game's end and its recording", () => {
    const CRASH = "crash-guild";
    const [A, B, C] = ["11", "22", "33"];

    it("the start-up catch-up records an old game the views no longer look at, once", async () => {
      // Saved closed with no recorder told: the crash. Then, two days later, a game recorded at its end.
      const old = await storeClosedGame(db, CRASH, "c1", {
        seed: 3,
        users: [A, B, C],
        startAt: new Date(Date.UTC(2030, 1, 1)),
      });
      const recorder = new GameRecorder({ db: records, log: captureLog().log, delayMs: 0 });
      const later = await storeClosedGame(db, CRASH, "c1", {
        seed: 5,
        users: [A, B, C],
        startAt: new Date(Date.UTC(2030, 1, 3)),
      });
      recorder.closed(later.gameId);
      await recorder.idle();
      expect(await recorded(later.gameId)).toEqual(["finished"]);
      // More than a day older than the latest recorded game: a view's catch-up does not see it.
      expect((await statsView(records, CRASH, A, "me", "en")).behind).toBe(false);
      expect(await recorded(old.gameId)).toEqual([]);
      expect((await records.serverStats(CRASH)).finished).toBe(1);

      expect(await records.guildsBehind()).toContain(CRASH);
      expect(await recorder.catchUpAll()).toBeGreaterThanOrEqual(1);
      expect(await recorded(old.gameId)).toEqual(["finished"]);
      expect((await records.serverStats(CRASH)).finished).toBe(2);
      expect(await records.guildsBehind()).not.toContain(CRASH);
      // Told late (the recorder of the dead process would have), and a second start: nothing more.
      recorder.closed(old.gameId);
      await recorder.idle();
      expect(await recorder.catchUpAll()).toBe(0);
      expect((await records.serverStats(CRASH)).finished).toBe(2);
      expect((await records.ratingOf(CRASH, A))?.games).toBe(2);
      expect((await records.playerStats(CRASH, A)).finished).toBe(2);
    });

    it("a view's catch-up records a recent game no recorder heard, and the recorder then adds nothing", async () => {
      const missed = await storeClosedGame(db, CRASH, "c2", {
        seed: 8,
        users: [A, B, C, "44"],
        startAt: new Date(Date.UTC(2030, 1, 3, 12)),
      });
      const view = await statsView(records, CRASH, A, "me", "en");
      expect(view.behind).toBe(false);
      expect(await recorded(missed.gameId)).toEqual(["finished"]);
      expect((await records.serverStats(CRASH)).finished).toBe(3);
      const recorder = new GameRecorder({ db: records, log: captureLog().log, delayMs: 0 });
      recorder.closed(missed.gameId);
      await recorder.idle();
      expect((await records.serverStats(CRASH)).finished).toBe(3);
      expect((await records.ratingOf(CRASH, A))?.games).toBe(3);
    });

    it("the recorder and a catch-up on the same game at the same moment record it once", async () => {
      const both = await storeClosedGame(db, CRASH, "c3", {
        seed: 12,
        users: [A, B],
        startAt: new Date(Date.UTC(2030, 1, 4)),
      });
      const recorder = new GameRecorder({ db: records, log: captureLog().log, delayMs: 0 });
      recorder.closed(both.gameId);
      const [caught] = await Promise.all([records.catchUp(CRASH, 50, true), recorder.idle()]);
      await recorder.idle();
      expect(caught.behind).toBe(false);
      expect(await recorded(both.gameId)).toEqual(["finished"]);
      expect((await records.serverStats(CRASH)).finished).toBe(4);
      expect((await records.ratingOf(CRASH, A))?.games).toBe(4);
      expect((await records.ratingOf(CRASH, B))?.games).toBe(4);
      // The kept counts agree with a count over the records.
      const kept = await records.playerStats(CRASH, A);
      await records.retally(CRASH);
      expect(await records.playerStats(CRASH, A)).toEqual(kept);
    });
  });
});
