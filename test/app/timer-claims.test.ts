import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GameService, type Success, TIMER_LEASE_MS } from "../../src/app/index.ts";
import type { ShardFilter } from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { captureLog, ManualClock, NAMES, newChannel, ok, USERS } from "./support.ts";

// Turn timers across processes (docs/scaling.md): the due games come from the indexed
// `next_timer_at`, each claimed by one process at a time, and a process only times the games of
// its shards. Each "process" here is a GameService of its own on the same database.

/** Guild ids of shard 0 and shard 1 of 2: (id >> 22) % 2. */
const SHARD_GUILDS = [String(10n << 22n), String((11n << 22n) + 5n)] as const;

let db: TestDatabase;
let clock: ManualClock;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
// Each test starts with no open game (the games of the previous ones would be due too).
beforeEach(async () => {
  await db.prisma.$executeRaw`
    UPDATE game SET status = 'cancelled', next_timer_at = NULL WHERE status IN ('lobby', 'active')`;
});

function process(shards?: ShardFilter): GameService {
  let seed = 99;
  return new GameService({
    store: db.store,
    log: captureLog().log,
    now: clock.now,
    newSeed: () => seed++,
    ...(shards ? { shards: () => shards } : {}),
  });
}

async function timedGame(service: GameService, guildId = "guild-1"): Promise<Success> {
  const lobby = ok(
    await service.openLobby({
      guildId,
      channelId: newChannel(),
      hostId: USERS[0],
      hostName: NAMES[0],
      options: { selectionMode: "random", turnTimerHours: 12 },
    }),
  );
  const gameId = lobby.snapshot.record.id;
  ok(await service.lobbyAction({ gameId, userId: USERS[1], action: { kind: "join", name: NAMES[1] } }));
  return ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }));
}

async function nextTimerAt(gameId: string): Promise<Date | null> {
  const rows = await db.prisma.$queryRaw<{ next_timer_at: Date | null }[]>`
    SELECT next_timer_at FROM game WHERE id = ${gameId}::uuid`;
  return rows[0]?.next_timer_at ?? null;
}

describe("turn timers across processes", () => {
  it("stores the next timer with every save: half time, then the deadline once reminded, none once closed", async () => {
    clock = new ManualClock(new Date("2031-01-01T00:00:00Z"));
    const a = process();
    const t0 = clock.now().getTime();
    const game = await timedGame(a);
    const gameId = game.snapshot.record.id;
    expect(await nextTimerAt(gameId)).toEqual(new Date(t0 + 6 * 3_600_000));
    const [reminder] = await a.tick(clock.advanceHours(6));
    expect(reminder?.kind).toBe("reminder");
    expect(await nextTimerAt(gameId)).toEqual(new Date(t0 + 12 * 3_600_000));
    const untimed = ok(
      await a.openLobby({ guildId: "g", channelId: newChannel(), hostId: USERS[0], hostName: NAMES[0] }),
    );
    expect(await nextTimerAt(untimed.snapshot.record.id)).toBeNull();
    await db.store.saveGame({
      id: gameId,
      expectedVersion: reminder?.snapshot.record.version ?? -1,
      patch: { status: "cancelled" },
    });
    expect(await nextTimerAt(gameId)).toBeNull();
  });

  it("fires each reminder and each timeout exactly once when two processes tick at the same moment", async () => {
    clock = new ManualClock(new Date("2032-01-01T00:00:00Z"));
    const a = process();
    const b = process();
    const games = [];
    for (let i = 0; i < 8; i++) games.push((await timedGame(i % 2 ? a : b)).snapshot.record.id);
    const at = clock.advanceHours(6);
    const [fromA, fromB] = await Promise.all([a.tick(at), b.tick(at)]);
    const reminders = [...fromA, ...fromB];
    expect(reminders.map((e) => e.kind)).toEqual(Array(8).fill("reminder"));
    expect(new Set(reminders.map((e) => e.gameId))).toEqual(new Set(games));
    expect(await Promise.all([a.tick(at), b.tick(clock.advanceHours(1))])).toEqual([[], []]);

    const expiry = clock.advanceHours(5);
    const timeouts = (await Promise.all([b.tick(expiry), a.tick(expiry), process().tick(expiry)])).flat();
    expect(timeouts.map((e) => e.kind)).toEqual(Array(8).fill("timeout"));
    expect(new Set(timeouts.map((e) => e.gameId))).toEqual(new Set(games));
    // One automatic decision per game: nobody's default answer was applied twice.
    for (const gameId of games) {
      const auto = (await db.store.loadAllDecisions(gameId)).filter(
        (d) => (d.answer as { auto?: boolean }).auto === true,
      );
      expect(auto).toHaveLength(1);
    }
  });

  it("leaves a timer claimed by a process that died to its lease, then fires it once", async () => {
    clock = new ManualClock(new Date("2033-01-01T00:00:00Z"));
    const game = await timedGame(process());
    const gameId = game.snapshot.record.id;
    const due = clock.advanceHours(6);
    // A process claims the due timer and dies before saving anything.
    const claimed = await db.store.claimDueTimers({ now: due, leaseMs: TIMER_LEASE_MS, limit: 10 });
    expect(claimed.map((c) => c.id)).toEqual([gameId]);
    const survivor = process();
    expect(await survivor.tick(due)).toEqual([]);
    expect(await survivor.tick(new Date(due.getTime() + TIMER_LEASE_MS - 1000))).toEqual([]);
    const late = new Date(due.getTime() + TIMER_LEASE_MS);
    const fired = await survivor.tick(late);
    expect(fired.map((e) => [e.kind, e.gameId])).toEqual([["reminder", gameId]]);
    expect(await survivor.tick(late)).toEqual([]);
  });

  it("gives back a claim that found nothing due, with the next time read from the setup", async () => {
    clock = new ManualClock(new Date("2034-01-01T00:00:00Z"));
    const a = process();
    const t0 = clock.now().getTime();
    const game = await timedGame(a);
    const gameId = game.snapshot.record.id;
    // An older release saved without the column: it says "due" too early.
    await db.prisma
      .$executeRaw`UPDATE game SET next_timer_at = ${new Date(t0 + 3_600_000)} WHERE id = ${gameId}::uuid`;
    expect(await a.tick(clock.advanceHours(2))).toEqual([]);
    expect(await nextTimerAt(gameId)).toEqual(new Date(t0 + 6 * 3_600_000));
    const rows = await db.prisma.$queryRaw<{ c: Date | null }[]>`
      SELECT timer_claimed_until AS c FROM game WHERE id = ${gameId}::uuid`;
    expect(rows[0]?.c).toBeNull();
  });

  it("times only the games of the process's shards: (guild_id >> 22) % shard_count", async () => {
    clock = new ManualClock(new Date("2035-01-01T00:00:00Z"));
    const shard0 = process({ ids: [0], count: 2 });
    const shard1 = process({ ids: [1], count: 2 });
    const [g0, g1] = [
      (await timedGame(shard0, SHARD_GUILDS[0])).snapshot.record.id,
      (await timedGame(shard0, SHARD_GUILDS[1])).snapshot.record.id,
    ];
    const at = clock.advanceHours(6);
    expect((await shard1.tick(at)).map((e) => e.gameId)).toEqual([g1]);
    expect((await shard0.tick(at)).map((e) => e.gameId)).toEqual([g0]);
    // A 20-digit snowflake (beyond a signed bigint) still has its shard.
    const big = (2n ** 64n - 1n).toString();
    const g = (await timedGame(shard0, big)).snapshot.record.id;
    const bigShard = Number((2n ** 64n - 1n) >> 22n) % 2;
    const later = clock.advanceHours(6);
    const owner = bigShard === 0 ? shard0 : shard1;
    const other = bigShard === 0 ? shard1 : shard0;
    expect((await other.tick(later)).map((e) => e.gameId)).not.toContain(g);
    expect((await owner.tick(later)).map((e) => e.gameId)).toContain(g);
  });

  it("reads the due games from the index, whatever the number of open games", async () => {
    clock = new ManualClock(new Date("2036-01-01T00:00:00Z"));
    // 3,000 open games whose timers are far off, and 2 due.
    await db.prisma.$executeRaw`
      WITH bulk AS (
        INSERT INTO game (guild_id, channel_id, status, next_timer_at)
        SELECT 'bulk', 'bulk-' || n, 'active',
               CASE WHEN n <= 2 THEN ${clock.now()}::timestamptz ELSE ${clock.now()}::timestamptz + interval '1 day' END
        FROM generate_series(1, 3000) n
        RETURNING id
      )
      INSERT INTO game_documents (game_id, setup) SELECT id, '{}'::jsonb FROM bulk`;
    await db.prisma.$executeRaw`ANALYZE game`;
    const [plan] = await db.prisma.$queryRaw<{ "QUERY PLAN": unknown }[]>`
      EXPLAIN (ANALYZE, FORMAT JSON) SELECT id FROM game
      WHERE next_timer_at <= ${clock.now()} AND (timer_claimed_until IS NULL OR timer_claimed_until <= ${clock.now()})
      ORDER BY next_timer_at LIMIT 50 FOR UPDATE SKIP LOCKED`;
    const text = JSON.stringify(plan);
    expect(text).toContain('"Index Name":"game_next_timer_at_idx"');
    expect(text).not.toContain("Seq Scan");
    const claimed = await db.store.claimDueTimers({ now: clock.now(), leaseMs: 60_000, limit: 50 });
    expect(claimed).toHaveLength(2);
  });
});
