import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type LoadtestResult, runLoadtest, verify } from "../../src/loadtest/loadtest.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { projectRoot } from "../support/run-entry.ts";

// The load test (npm run loadtest) on the run's database, small: it must find nothing wrong, and
// its checks must be able to find something wrong.

let db: TestDatabase;
let result: LoadtestResult;
beforeAll(async () => {
  db = await openTestDatabase();
  result = await runLoadtest(db.store, db.kind, {
    channels: 3,
    games: 4,
    seed: 3,
    players: 3,
    vpTarget: 6,
    noise: 0.2,
    runId: "test",
  });
}, 240_000);
afterAll(() => db.close());

/**
 * `npm run loadtest` of 2-player games to 3 VP on the test server, with `options`, in the project
 * folder (its --processes workers start from there); its exit code and last line, parsed.
 */
async function loadtest(options: string[]): Promise<{ code: unknown; last: Record<string, unknown> }> {
  const { serverUrl } = inject("testDatabaseSource");
  const tool = ["--import", import.meta.resolve("tsx"), path.join(projectRoot, "src/tools/loadtest.ts")];
  const child = spawn(
    process.execPath,
    [...tool, "--db", "postgres", "--players", "2", "--vp", "3", ...options],
    {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: serverUrl },
    },
  );
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk;
  });
  const code = await new Promise((resolve) => child.once("close", resolve));
  return { code, last: JSON.parse(stdout.trim().split("\n").at(-1) as string) };
}

describe("the load test", () => {
  it("plays every game to its end with no failure and no lost decision", () => {
    expect(result.failures).toEqual([]);
    expect(result.lostDetails).toEqual([]);
    expect(result.summary).toMatchObject({ channels: 3, games: 4, finished: 4, failed: 0, lost: 0 });
    // Double clicks and clicks by the wrong player happened, and were refused as they should be.
    expect(result.refusals.stale).toBeGreaterThan(0);
    expect(result.refusals["not-your-prompt"]).toBeGreaterThan(0);
    expect(result.summary.interactions).toBe(
      result.decisions + Object.values(result.refusals).reduce((a, b) => a + b, 0) + 4 * 4,
    );
  });

  // Passes compared (pictures off vs on) must differ by the pictures alone: a game's seed and its
  // players' choices follow from its channel's number, not from the order in which the lobbies
  // reached the service nor from the pass's own channel names (lt-<run>-<channel>).
  it("plays the same games in two runs of one seed, whatever their run ids", async () => {
    const plan = { channels: 2, games: 3, seed: 11, players: 2, vpTarget: 5, noise: 0.2 };
    const first = await runLoadtest(db.store, db.kind, { ...plan, runId: "same-a" });
    const second = await runLoadtest(db.store, db.kind, { ...plan, runId: "same-b" });
    expect(second.summary.finished).toBe(3);
    expect(second.decisions).toBe(first.decisions);
    expect(second.refusals).toEqual(first.refusals);
    expect(second.summary.interactions).toBe(first.summary.interactions);
  }, 240_000);

  it("counts an acknowledged decision missing from the stored log as lost", async () => {
    const [gameId] = result.report.gameIds;
    await db.prisma.decision.deleteMany({ where: { gameId, seq: 2 } });
    await db.prisma.decision.updateMany({ where: { gameId, seq: 3 }, data: { answer: { prompt: -1 } } });
    const checked = await verify(db.store, result.report);
    expect(checked.lost).toBe(2);
    expect(checked.lostDetails).toEqual([
      `game ${gameId}: decision 3 stored as {"prompt":-1}`,
      `game ${gameId}: acknowledged decision 2 is not stored`,
    ]);
  });

  // Four passes, each starting a picture worker (tsx, canvas, fonts: seconds on a loaded
  // machine): a limit above the others'.
  it("compares the run without and with board pictures (--pictures compare)", {
    timeout: 900_000,
  }, async () => {
    const { code, last } = await loadtest([
      "--channels",
      "1",
      "--games",
      "1",
      "--pictures",
      "compare",
      "--compare-rounds",
      "1",
      "--json",
    ]);
    expect(code).toBe(0);
    const off = last.off as Record<string, number>;
    const on = last.on as Record<string, number>;
    // Two passes per mode (off, on, on, off), every game to its end; pictures only when on.
    expect(off).toMatchObject({ games: 2, finished: 2, failed: 0, lost: 0, pictureEdits: 0 });
    expect(on).toMatchObject({ games: 2, finished: 2, failed: 0, lost: 0 });
    expect(on.pictureEdits).toBeGreaterThan(0);
    expect(on.eventLoopDelayP99Ms).toBeGreaterThan(0);
    // One round: two pairs of passes side by side; the ratio is their median, the spread their range.
    const ratios = last.ratios as number[];
    expect(ratios).toHaveLength(2);
    expect(last.ratio).toBeCloseTo(((ratios[0] ?? 0) + (ratios[1] ?? 0)) / 2, 2);
    expect(last.ratioSpread).toEqual([Math.min(...ratios), Math.max(...ratios)]);
    expect(last.ratiosWithDrain as number[]).toHaveLength(2);
    // Each pass's figures in order, the first second's drawings apart (none without pictures).
    const passes = last.passes as Record<string, number | boolean>[];
    expect(passes.map((p) => p.pictures)).toEqual([false, true, true, false]);
    for (const p of passes.filter((p) => !p.pictures))
      expect(p).toMatchObject({ startedFirstSecond: 0, drawCpuMsWhilePlayed: 0 });
    for (const p of passes.filter((p) => p.pictures))
      expect(p.drawCpuMsFirstSecond as number).toBeLessThanOrEqual(
        (p.drawCpuMsWhilePlayed as number) + (on.drawFinalCpuMs ?? 0),
      );
    expect(last.pooledRatioWithDrain).toBe(
      Math.round(((on.clicksPerSecondWithDrain ?? 0) / (off.clicksPerSecondWithDrain ?? 1)) * 1000) / 1000,
    );
    expect(on.drainSeconds).toBeGreaterThanOrEqual(0);
    // What the pictures cost, counted: every picture edit was drawn, each game's final picture
    // once, for two edits (the game-over board and the game-over message); the drawing threads'
    // CPU with their start-up (warmed before the clock) apart.
    expect(on.drawnFinals).toBe(2);
    expect(on.picturesDrawn).toBe((on.drawnBoards ?? 0) + (on.drawnFinals ?? 0));
    expect((on.picturesDrawn ?? 0) + (on.drawnFinals ?? 0)).toBeGreaterThanOrEqual(on.pictureEdits ?? 0);
    expect(on.drawnWhilePlayed).toBeLessThanOrEqual(on.picturesDrawn ?? 0);
    expect(on.workerStartupCpuMs).toBeGreaterThan(0);
    expect(on.workerThreadsCpuMs).toBeGreaterThanOrEqual(on.workerStartupCpuMs ?? 0);
    expect(off).toMatchObject({ picturesDrawn: 0, workerThreadsCpuMs: 0 });
  });

  /** Runs the tool with `args`: it must stop with code 2 and say `message`, before playing anything. */
  async function refuses(args: string[], message: string): Promise<void> {
    const tool = ["--import", import.meta.resolve("tsx"), path.join(projectRoot, "src/tools/loadtest.ts")];
    const child = spawn(process.execPath, [...tool, ...args], { cwd: projectRoot });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.once("close", resolve));
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  }

  it("refuses a picture share that is not a share of one core, before playing anything", async () => {
    for (const bad of ["0", "1.5", "half"])
      await refuses(
        ["--pictures", "on", "--picture-share", bad],
        "--picture-share must be a number above 0, at most 1",
      );
  }, 120_000 /* three tsx start-ups; the limit only stops a hang */);

  it("refuses a picture burst that is not a whole number of ms from 0 to 10000, before playing anything", async () => {
    for (const bad of ["-1", "2.5", "10001", "long"])
      await refuses(
        ["--pictures", "on", `--picture-burst=${bad}`],
        "--picture-burst must be an integer from 0 to 10000",
      );
  }, 160_000 /* four tsx start-ups; the limit only stops a hang */);

  it("prints its summary as the last line with --json", async () => {
    const { code, last } = await loadtest(["--channels", "2", "--games", "2", "--json"]);
    expect(Object.keys(last)).toEqual([
      "db",
      "channels",
      "games",
      "finished",
      "interactions",
      "failed",
      "lost",
      "p50Ms",
      "p99Ms",
      "clicksPerSecond",
      "path",
      "queriesPerClick",
      "queriesBeforeAnswerPerClick",
      "discordRequestsPerClick",
      "pictures",
      "eventLoopDelayP99Ms",
      "processes",
    ]);
    expect(last).toMatchObject({
      db: "postgres",
      games: 2,
      finished: 2,
      failed: 0,
      lost: 0,
      path: "handler",
    });
    // Through the bot's handler, every click reaches Discord, and most the database before their
    // answer (a refused double click is answered from the cached game; the pings' records go after).
    expect(last.discordRequestsPerClick).toBeGreaterThanOrEqual(1);
    expect(last.queriesBeforeAnswerPerClick).toBeGreaterThan(0.5);
    expect(code).toBe(0);
  });

  it("plays from several processes on one database with --processes, losing nothing", async () => {
    const { code, last } = await loadtest(["--channels", "4", "--games", "4", "--processes", "2", "--json"]);
    expect(last).toMatchObject({ processes: 2, games: 4, finished: 4, failed: 0, lost: 0 });
    expect(last.interactions).toBeGreaterThan(4 * 10);
    expect(code).toBe(0);
  });
});
