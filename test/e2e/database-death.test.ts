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
import { startBotProcess, until } from "./support/bot-process.ts";
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
    // A tick that was running at the kill may fail; none starts during the gap.
    await table.idle();
    const tickFailures = logged("turn timer tick failed").length;

    const board = policy.board();
    const english = await alice.driver.click(board, /:hand$/);
    expect(english.content).toBe(msg("en").play.router.databaseRestarting);
    expect(english.reply.flags & 64).toBe(64);
    const french = await bob.driver.slash(table.channel, "smashup", { subcommand: "hand" });
    expect(french.content).toBe(msg("fr").play.router.databaseRestarting);
    // Ten intervals of the turn timer loop: none of its ticks ran on the dead server.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await table.idle();
    expect(logged("turn timer tick failed").length).toBe(tickFailures);

    release();
    await until(() => logged("the embedded database server is back").length > 0, "the server is back", SLOW_MS);
    const back = logged("the embedded database server is back")[0] as { downMs?: number };
    expect(back.downMs).toBeGreaterThan(1_000);
    // Nothing saved was lost: the game is where it was at the kill.
    expect((await table.bot.store.loadGame(gameId))?.game.version).toBe(before?.game.version);

    await policy.playToTheEnd();
    expect((await table.bot.store.loadGame(gameId))?.game.status).toBe("finished");
    const told = table.fake.requests.map((r) => JSON.stringify(r.body ?? ""));
    expect(told.filter((body) => body.includes(msg("en").play.router.failure))).toEqual([]);
    // Errors: the death, and at most a tick caught by the kill.
    const errors = table.logs.filter((line) => (line.level as number) >= 50).map((line) => line.msg);
    expect(errors.filter((m) => m !== "turn timer tick failed")).toEqual([
      "the embedded database server died: restarting it (nothing committed is lost)",
    ]);
    table.fake.assertNoViolations();
  });
});
