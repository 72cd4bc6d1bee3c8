// Issue 19: the embedded PostgreSQL server dies under the bot (kill -9 of its postmaster, as an
// out-of-memory kill does). The bot restarts it and goes on serving without a restart of its own;
// a click during the gap is told "the database is restarting, try again in a moment" (in the
// player's language), never "something went wrong"; timer ticks are skipped during the gap. When
// the server will not start again, the bot exits non-zero so that its service manager takes over.
//
// The gap is held open by the test (beforeRestart), so that the click lands in it whatever the
// machine's speed. Timeouts are generous: the bot makes its own cluster (initdb, migrations),
// which takes a minute on a busy 2-core machine.

import { appendFile, readFile } from "node:fs/promises";
import path from "node:path";
import { Locale } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TempFolder, tempFolder } from "../../src/db/throwaway.ts";
import { msg } from "../../src/i18n/index.ts";
import { startFakeDiscord } from "../fake-discord/index.ts";
import { until } from "../support/until.ts";
import { startBotProcess } from "./support/bot-process.ts";
import { openGame } from "./support/games.ts";
import { Policy } from "./support/policy.ts";
import { Table, type TablePlayer } from "./support/table.ts";

/** Starting a server and a cluster on a machine shared by several test runs (see above). */
const SLOW_MS = 240_000;

let folder: TempFolder;
beforeAll(async () => {
  folder = await tempFolder();
}, SLOW_MS);
afterAll(() => folder?.remove());

async function postmasterPid(dataDir: string): Promise<number> {
  const pidFile = await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
  return Number.parseInt(pidFile.split("\n")[0] ?? "", 10);
}

describe("the embedded database server killed mid-game", () => {
  let table: Table;
  let alice: TablePlayer;
  let bob: TablePlayer;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  beforeAll(async () => {
    table = await Table.open({
      players: 2,
      seed: 21,
      userLocales: [Locale.EnglishUS, Locale.French],
      dataDir: folder.dir,
      databaseRestart: { beforeRestart: () => held },
      timerIntervalMs: 100,
    });
    [alice, bob] = table.players as [TablePlayer, TablePlayer];
  }, SLOW_MS);
  afterAll(async () => {
    release();
    await table?.close();
  }, SLOW_MS);

  const logged = (text: string) => table.logs.filter((line) => String(line.msg).includes(text));

  it("answers 'restarting' during the gap, skips timer ticks, then plays on to the end", {
    timeout: SLOW_MS,
  }, async () => {
    const { gameId } = await openGame(table, { selection: "random", vp: 5 });
    const policy = new Policy(table, gameId);
    await policy.playUntil(() => policy.steps >= 8);
    const before = await table.bot.store.loadGame(gameId);

    process.kill(await postmasterPid(folder.dir), "SIGKILL");
    await until(() => logged("the embedded database server died").length > 0, "the bot sees the death");
    // A timer tick that was running at the kill may fail; none starts during the gap.
    await table.idle();
    const atGap = table.logs.length;
    const errorsSince = (index: number) =>
      table.logs
        .slice(index)
        .filter((line) => (line.level as number) >= 50)
        .map((line) => line.msg);

    const board = policy.board();
    const english = await alice.driver.click(board, /:hand$/);
    expect(english.content).toBe(msg("en").play.router.databaseRestarting);
    expect(english.reply.flags & 64).toBe(64);
    const french = await bob.driver.slash(table.channel, "smashup", { subcommand: "hand" });
    expect(french.content).toBe(msg("fr").play.router.databaseRestarting);
    // Ten intervals of the turn timer loop: none of its ticks ran on the dead server.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await table.idle();
    expect(errorsSince(atGap)).toEqual([]);

    release();
    await until(
      () => logged("the embedded database server is back").length > 0,
      "the server is back",
      SLOW_MS,
    );
    const back = logged("the embedded database server is back")[0] as { downMs?: number };
    expect(back.downMs).toBeGreaterThan(1_000);
    // Nothing saved was lost: the game is where it was at the kill.
    expect((await table.bot.store.loadGame(gameId))?.game.version).toBe(before?.game.version);

    await policy.playToTheEnd();
    expect((await table.bot.store.loadGame(gameId))?.game.status).toBe("finished");
    const told = table.fake.requests.map((r) => JSON.stringify(r.body ?? ""));
    expect(told.filter((body) => body.includes(msg("en").play.router.failure))).toEqual([]);
    // Errors: the death, and a timer tick caught by the kill (its timers, its channel catch-up).
    const caught = new Set(["turn timer tick failed", "catching up the games' channels failed"]);
    expect(errorsSince(0).filter((m) => !caught.has(m as string))).toEqual([
      "the embedded database server died: restarting it (nothing committed is lost)",
    ]);
    expect(errorsSince(atGap)).toEqual([]);
    table.fake.assertNoViolations();
  });
});

describe("an embedded database server that will not start again", () => {
  it("makes the bot exit non-zero after DATABASE_RESTART_ATTEMPTS failed restarts, saying so", {
    timeout: SLOW_MS,
  }, async () => {
    const fake = await startFakeDiscord();
    try {
      const guild = fake.createGuild({ name: "Table" });
      // `npm start` on the cluster of the game above, DATABASE_URL unset.
      const bot = await startBotProcess({
        DISCORD_TOKEN: fake.token,
        DISCORD_CLIENT_ID: fake.applicationId,
        DISCORD_DEV_GUILD_ID: guild.id,
        DISCORD_API_URL: fake.restUrl,
        DATA_DIR: folder.dir,
        DATABASE_RESTART_ATTEMPTS: "2",
      });
      let output = "";
      bot.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
      });
      bot.stderr.on("data", (chunk: Buffer) => {
        output += chunk;
      });
      const exited = new Promise<number | null>((resolve) => bot.on("close", resolve));
      // A broken setting: the running server never reads it again, every new start fails on it.
      await appendFile(path.join(folder.dir, "postgres", "postgresql.auto.conf"), "\nnot a setting\n");
      process.kill(await postmasterPid(folder.dir), "SIGKILL");

      expect(await exited).toBe(1);
      const lines = output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level: number; msg: string; attempts?: number });
      const said = (text: string) => lines.filter((line) => line.msg.includes(text));
      expect(said("the embedded database server died")).toHaveLength(1);
      // Two attempts: one failure with a wait, then the give-up, in one fatal line.
      expect(said("the embedded database server did not restart")).toHaveLength(1);
      const fatal = lines.filter((line) => line.level >= 60);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]?.msg).toMatch(/could not be restarted: the bot exits/);
      expect(fatal[0]?.attempts).toBe(2);
    } finally {
      await fake.close();
    }
  });
});
