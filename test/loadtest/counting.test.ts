import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoadPlan, localBarrier, playChannels } from "../../src/loadtest/loadtest.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

// The bench's timed click runs count their queries and Discord requests by plain totals of the run,
// without the AsyncLocalStorage contexts that split them per click (issue 22: those hook every
// promise and tax the clicks measured). The totals must count exactly what the clicks' contexts
// count, and a run counted by totals must track no context at all.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
}, 60_000);
afterAll(() => db.close());

const plan = (runId: string, counting: LoadPlan["counting"]): LoadPlan => ({
  channels: 2,
  games: 2,
  seed: 7,
  players: 2,
  vpTarget: 4,
  noise: 0,
  runId,
  path: "handler",
  counting,
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("counting a click run by totals", () => {
  // Generous: a few short games through the handler on the test database (no timing asserted).
  it("counts the same queries and Discord requests as the clicks' own contexts, in one run", {
    timeout: 120_000,
  }, async () => {
    const report = await playChannels(db.store, plan("both", "both"), [0, 1], () => localBarrier(2));
    expect(report.failures).toEqual([]);
    expect(report.clicks).toBeGreaterThan(20);
    const totals = report.totals;
    expect(totals).toBeDefined();
    // The queries: the clicks' own, plus at most one per game that no click's context holds: the
    // game's last announcement record, which rides on a next save that never comes and is written
    // when the run settles (real work the clicks owed: the totals count it).
    const clicks = report.queriesBefore + report.queriesAfter;
    expect(totals?.queries).toBeGreaterThanOrEqual(clicks);
    expect(totals?.queries).toBeLessThanOrEqual(clicks + report.gameIds.length);
    expect(totals?.discord).toEqual(report.discordRequests);
    // Every click answered its panel: the requests are the clicks' own, not nothing.
    expect(sum(Object.values(totals?.discord ?? {}))).toBeGreaterThanOrEqual(report.clicks);
  });

  it("plays the games with no click context and reports the totals as the clicks' counts", {
    timeout: 120_000,
  }, async () => {
    const report = await playChannels(db.store, plan("totals", "totals"), [0, 1], () => localBarrier(2));
    expect(report.failures).toEqual([]);
    expect(report.acknowledged.length).toBe(report.clicks);
    // All queries are in the totals (no split before/after an answer without contexts).
    expect(report.queriesAfter).toBe(0);
    expect(report.queriesBefore).toBeGreaterThanOrEqual(report.clicks);
    expect(report.discordRequests["interaction:update"]).toBeGreaterThanOrEqual(report.clicks * 0.9);
    expect(report.totals).toBeUndefined();
  });

  it("refuses what totals cannot attribute: several rounds, noise", async () => {
    await expect(
      playChannels(db.store, { ...plan("rounds", "totals"), games: 4 }, [0, 1], () => localBarrier(2)),
    ).rejects.toThrow(/one round/);
    await expect(
      playChannels(db.store, { ...plan("noise", "totals"), noise: 0.1 }, [0, 1], () => localBarrier(2)),
    ).rejects.toThrow(/no noise/);
  });
});
