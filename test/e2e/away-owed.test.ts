// An away notice owed across a crash (ops follow-up of issue 26): `/smashup away` saves the away
// window, then the notice in each game of the player. A crash between the two used to leave the
// table untold for good. The window now owes its tables the notice in the same statement, and the
// next start tells them, once — also when the crash came after some table was told already.

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AwayStore } from "../../src/away/away-store.ts";
import { openGame } from "./support/games.ts";
import { Table, type TablePlayer } from "./support/table.ts";

describe("an away notice a crash cut short", () => {
  let table: Table;
  const now = new Date("2030-01-02T00:00:00Z");
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 3, now: () => now, pictures: false });
  });
  afterAll(() => table?.close());

  it("is told to the table at the next start, once", async () => {
    const [alice] = table.players as [TablePlayer, TablePlayer];
    const { gameId } = await openGame(table, { selection: "random", timer: 12 });
    const mention = `<@${alice.user.id}>`;
    const told = () =>
      table.channel.messages.filter((m) => m.content.includes(mention) && /away/i.test(m.content));
    const before = told().length;

    // The process dies right after the away window's save: no game gets its notice.
    const crash = vi
      .spyOn(table.bot.games, "tellTable")
      .mockRejectedValueOnce(new Error("the process died here"));
    await alice.driver.slash(table.channel, "smashup", { subcommand: "away", options: { until: "3d" } });
    await table.idle();
    expect(crash).toHaveBeenCalledTimes(1);
    crash.mockRestore();
    expect(told()).toHaveLength(before);
    const windows = await table.db.prisma.awayWindow.findMany();
    expect(windows).toHaveLength(1);

    await table.bot.stop();
    await table.start();
    await table.idle();
    expect(told()).toHaveLength(before + 1);
    const notice = told().at(-1);
    expect(notice?.content).toContain(mention);
    const game = await table.bot.games.load(gameId);
    expect(game?.setup.notices?.filter((n) => n.kind === "away")).toHaveLength(1);
    expect((await table.db.prisma.awayWindow.findMany()).map((w) => w.tablesOwed)).toEqual([null]);

    // Another start owes nothing more.
    await table.bot.stop();
    await table.start();
    await table.idle();
    expect(told()).toHaveLength(before + 1);
    table.fake.assertNoViolations();
  });

  it("is not told twice when the crash came after the table had it", async () => {
    const [, bob] = table.players as [TablePlayer, TablePlayer];
    const mention = `<@${bob.user.id}>`;
    const told = () =>
      table.channel.messages.filter((m) => m.content.includes(mention) && /away/i.test(m.content));
    const before = told().length;
    // Saved and announced in the game, then the process dies before the window is marked told.
    const crash = vi
      .spyOn(AwayStore.prototype, "tablesTold")
      .mockRejectedValueOnce(new Error("the process died here"));
    await bob.driver.slash(table.channel, "smashup", { subcommand: "away", options: { until: "2d" } });
    await table.idle();
    expect(crash).toHaveBeenCalledTimes(1);
    crash.mockRestore();
    expect(told()).toHaveLength(before + 1);
    expect(
      (await table.db.prisma.awayWindow.findMany({ where: { userId: bob.user.id } }))[0]?.tablesOwed,
    ).toBe("away");

    await table.bot.stop();
    await table.start();
    await table.idle();
    expect(told()).toHaveLength(before + 1);
    expect(
      (await table.db.prisma.awayWindow.findMany({ where: { userId: bob.user.id } }))[0]?.tablesOwed,
    ).toBe(null);
    table.fake.assertNoViolations();
  });
});
