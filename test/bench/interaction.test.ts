import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { GameService } from "../../src/app/index.ts";
import {
  measureInteraction,
  mixPercentile,
  percentile,
  STEADY_COLD_SHARE,
  slowest,
} from "../../src/bench/interaction.ts";
import { createLogger } from "../../src/log/logger.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe("the interaction benchmark", () => {
  it("takes nearest-rank percentiles", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([1.23456], 0.99)).toBe(1.23);
    expect(percentile([], 0.5)).toBe(0);
  });

  // Issue 22: what the slowest 1 % of clicks were (cold, a GC pause in them), from their spans.
  it("tells the slowest clicks' cold share and the GC pauses within them", () => {
    const spans = Array.from({ length: 200 }, (_, i) => ({
      start: i * 10,
      end: i * 10 + 1 + (i >= 198 ? 5 : 0),
      ms: 1 + (i >= 198 ? 5 : 0),
      cold: i === 199,
      cpu: i >= 198 ? 2 : 0.5,
    }));
    const pauses = [
      { start: 1981, ms: 2, major: true }, // within click 198
      { start: 1989, ms: 2, major: false }, // half in click 199 (1990–1996)
      { start: 500, ms: 3, major: true }, // in a fast click
    ];
    // The p99 of 200 samples is the 198th smallest: the top 3 by time (197 at 1 ms ties with the rest).
    expect(slowest(spans, pauses, 0.99)).toEqual({
      samples: 3,
      cold: 1,
      withGc: 2,
      withMajorGc: 1,
      gcMs: 3,
      clicksMs: 13,
      cpuMs: 4.5,
    });
  });

  // The bench clicks half its games cold; the bot, with its cache, under 1 % (issue 22's bench
  // honesty): the realistic mix weighs each group by its share in steady state, whatever its count.
  it("takes a percentile of a mix of two groups weighted by their shares, not their counts", () => {
    const warm = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
    const cold = Array.from({ length: 100 }, (_, i) => 1001 + i); // 1001..1100
    // Half and half, as counted: the 99th percentile is a cold click's.
    expect(percentile([...warm, ...cold], 0.99)).toBe(1098);
    // 1 % cold: the warm clicks carry 99 % of the weight, so the 99th percentile is the slowest warm one.
    expect(mixPercentile(warm, cold, 0.01, 0.99)).toBe(100);
    expect(mixPercentile(warm, cold, 0.01, 0.995)).toBe(1050);
    // All warm or all cold: the plain percentile of that group.
    expect(mixPercentile(warm, cold, 0, 0.5)).toBe(percentile(warm, 0.5));
    expect(mixPercentile(warm, cold, 1, 0.5)).toBe(percentile(cold, 0.5));
    // A missing group leaves the other.
    expect(mixPercentile(warm, [], 0.01, 0.99)).toBe(percentile(warm, 0.99));
    expect(mixPercentile([], [], 0.01, 0.99)).toBe(0);
    expect(STEADY_COLD_SHARE).toBeLessThanOrEqual(0.01);
  });

  // Four kinds of clicks and four yardsticks per sample, on a shared machine: a generous timeout,
  // no figure checked against the clock.
  it("times clicks on both paths and upserts of the same rows, leaving the games playable", {
    timeout: 240_000,
  }, async () => {
    const raw = new pg.Client({ connectionString: db.url });
    await raw.connect();
    const result = await measureInteraction(
      db.prisma,
      { samplesPerPath: 10, seed: 7, players: 2 },
      raw,
    ).finally(() => raw.end());
    expect(result.interactionSamples).toBe(20);
    // A click that ends a game leaves no active row to upsert; every other click has its upsert.
    expect(result.baselineSamples).toBeGreaterThan(15);
    expect(result.baselineSamples).toBeLessThanOrEqual(20);
    for (const [p50, p99] of [
      [result.interactionMsP50, result.interactionMsP99],
      [result.interactionWarmMsP50, result.interactionWarmMsP99],
      [result.interactionColdMsP50, result.interactionColdMsP99],
      [result.baselineUpsertMsP50, result.baselineUpsertMsP99],
    ] as const) {
      expect(p50).toBeGreaterThan(0);
      expect(p99).toBeGreaterThanOrEqual(p50);
    }
    expect(result.interactionVsUpsertP99Ratio).toBeCloseTo(
      result.interactionMsP99 / result.baselineUpsertMsP99,
      1,
    );
    expect(result.snapshotBytesMean).toBeGreaterThan(1000);
    // Cold clicks after a graceful stop (some from the state it wrote) and after a kill -9, apart.
    expect(result.interactionColdQuickShare).toBeGreaterThanOrEqual(0);
    expect(result.interactionColdQuickShare).toBeLessThanOrEqual(1);
    expect(result.interactionKilledColdMsP99).toBeGreaterThanOrEqual(result.interactionKilledColdMsP50);
    expect(result.interactionKilledColdMsP50).toBeGreaterThan(0);
    expect(result.interactionKilledColdCpuMsP50).toBeGreaterThan(0);
    // The click-sized yardstick and the floor, measured beside every handler click.
    expect(result.clickBytesMean).toBeGreaterThan(100);
    expect(result.baselineClickWriteMsP99).toBeGreaterThanOrEqual(result.baselineClickWriteMsP50);
    expect(result.baselineSelect1MsP50).toBeGreaterThan(0);
    expect(result.serviceInteractionMsP99).toBeGreaterThanOrEqual(result.serviceInteractionMsP50);
    // The realistic mix beside the bench's half-cold one, and its ratio to the click's own write.
    expect(result.interactionMixColdShare).toBe(STEADY_COLD_SHARE);
    expect(result.interactionMixMsP99).toBeGreaterThan(0);
    expect(result.interactionMixVsClickWriteP99Ratio).toBeCloseTo(
      result.interactionMixMsP99 / result.baselineClickWriteMsP99,
      1,
    );
    // Discord requests counted per handler click: at least the click's own answer.
    expect(result.interactionDiscordRequestsPerClick).toBeGreaterThanOrEqual(1);
    expect(result.interactionDiscordRequestsByKind["interaction:update"]).toBeGreaterThan(0);

    // The baseline rewrote rows in place: each game still restores, at the version it was saved
    // with, with every decision of its log replayed.
    const games = await db.prisma.game.findMany();
    expect(games.length).toBeGreaterThan(0);
    const fresh = new GameService({ store: db.store, log: createLogger({ level: "silent", pretty: false }) });
    for (const game of games) {
      const loaded = await fresh.load(game.id);
      expect(loaded?.record.version).toBe(game.version);
      expect(loaded?.engine?.decisions).toBe(await db.prisma.decision.count({ where: { gameId: game.id } }));
    }
  });
});
