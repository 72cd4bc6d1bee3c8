// The records of past games through the fake Discord (issue 25), on a server with many finished
// games (made in the setup) and one played from /smashup new to its end:
// - `/smashup report` by a player while the game runs: a reference, no file; the admin's
//   `/smashup-admin report id:` has the file at once, and it replays to the game's position;
// - privacy: after every step of the running game, no game file is in any message a non-admin
//   can see (public, or their own ephemeral answers), whatever they ask or forge;
// - `/smashup games` (EN and FR): the list in pages, a game opened on its scores, final board,
//   log and — for its players once it is over — its file, which replays to the same final state,
//   with a scenario at the report's decision reaching the same position;
// - `/smashup-admin delete-data`: refused while a game is open, kept on "Keep", deletes on confirm.

import { Locale, PermissionFlagsBits, Routes } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serialize } from "../../src/engine/engine.ts";
import { pastGames } from "../../src/i18n/areas/past-games.ts";
import { encodePastGamesId } from "../../src/records/history-render.ts";
import { GAMES_PAGE_SIZE } from "../../src/records/history-store.ts";
import { replayGameFile } from "../../src/records/replay.ts";
import { positionOf, scenarioOfGame, scenarioPosition } from "../../src/records/replay-scenario.ts";
import { type GameFile, parseGameFile } from "../../src/records/report-file.ts";
import type { FakeMessage, FakeUser, InteractionResult, UserDriver } from "../fake-discord/index.ts";
import { openGame, openLobby } from "./support/games.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import { Table } from "./support/table.ts";

const en = pastGames.en;
const fr = pastGames.fr;
const GAME_FILE = /^smashup-.*\.json$/;

/** The game files attached to a message, in any of its versions. */
function gameFilesIn(message: FakeMessage): string[] {
  return [...message.history, message.data].flatMap((d) =>
    (d.attachments ?? []).map((a) => a.filename).filter((name) => GAME_FILE.test(name)),
  );
}

function attachedFile(message: FakeMessage | undefined): GameFile {
  const file = [...(message?.files.values() ?? [])].find((f) => GAME_FILE.test(f.filename));
  if (!file) throw new Error("no game file attached");
  return parseGameFile(file.data.toString("utf8"));
}

describe("history, reports and the game's file", () => {
  let table: Table;
  let admin: { user: FakeUser; driver: UserDriver };
  let stranger: { user: FakeUser; driver: UserDriver };
  let frPlayer: { user: FakeUser; driver: UserDriver };
  let gameId: string;
  let reportId: number;
  let reportDecision: number;

  /** No game file in anything a non-admin sees: the channel's messages and their own answers. */
  function noFileReachesNonAdmins(): void {
    for (const m of table.channel.messages) expect(gameFilesIn(m), "public message").toEqual([]);
    for (const user of [...table.players.map((p) => p.user), stranger.user, frPlayer.user]) {
      for (const m of table.fake.ephemeralsFor(user)) expect(gameFilesIn(m), user.username).toEqual([]);
    }
  }

  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 7 });
    const addUser = (name: string, options: { admin?: boolean; locale?: Locale } = {}) => {
      const user = table.fake.createUser(name, { locale: options.locale ?? Locale.EnglishUS });
      table.guild.addMember(user, options.admin ? { permissions: PermissionFlagsBits.ManageGuild } : {});
      return { user, driver: table.fake.user(user) };
    };
    admin = addUser("ada", { admin: true });
    stranger = addUser("sam");
    frPlayer = addUser("zoé", { locale: Locale.French });
    // Many finished games on the server before this one (an older channel's).
    for (let i = 0; i < 2 * GAMES_PAGE_SIZE + 3; i++) {
      const created = await table.db.store.createGame({
        guildId: table.guild.id,
        channelId: "100000000000000001",
        status: "active",
        setup: {},
        snapshot: {},
      });
      await table.db.store.saveGame({
        id: created.game.id,
        expectedVersion: created.game.version,
        patch: {
          status: "finished",
          summary: {
            outcome: "finished",
            winner: { seat: i % 2, userId: `u${i % 2}`, name: i % 2 ? "bob" : "alice" },
            reason: "vp",
            players: [
              {
                seat: 0,
                userId: "u0",
                name: "alice",
                factions: ["aliens", "ninjas"],
                vp: 15 + (i % 2 ? 0 : 3),
                out: false,
              },
              {
                seat: 1,
                userId: "u1",
                name: "bob",
                factions: ["pirates", "robots"],
                vp: 15 + (i % 2 ? 3 : 0),
                out: false,
              },
            ],
            turns: 10 + i,
            decisions: 100 + i,
          },
        },
      });
      // Ended days ago: older than the game played below, and long announced (the reconciler
      // only looks at games that ended lately).
      await table.db.store.prisma.$executeRaw`
        UPDATE game SET finished_at = now() - make_interval(days => ${i + 1}) WHERE id = ${created.game.id}::uuid`;
    }
  });
  afterAll(() => table?.close());

  it("a player reports while the game runs: a reference, no file; only the admin gets the file", async () => {
    ({ gameId } = await openGame(table, { selection: "random", vp: 8 }));
    const policy = new Policy(table, gameId, { afterStep: noFileReachesNonAdmins });
    await policy.playUntil(() => policy.steps >= 30);
    const bob = table.players[1];
    if (!bob) throw new Error("no bob");

    const report = await bob.driver.slash(table.channel, "smashup", {
      subcommand: "report",
      options: { text: "Bob's minion should have been destroyed" },
    });
    await table.idle();
    expect(report.ephemeral).toBe(true);
    const stored = /Report \*\*#(\d+)\*\* stored \(at decision (\d+)\)/.exec(report.content);
    expect(stored, report.content).not.toBeNull();
    reportId = Number(stored?.[1]);
    reportDecision = Number(stored?.[2]);
    expect(report.content).toContain(en.reportWhileRunning);
    expect(gameFilesIn(report.reply)).toEqual([]);
    const running = await table.bot.games.load(gameId);
    expect(running?.record.status).toBe("active");
    expect(reportDecision).toBe(running?.engine?.decisions);

    // Someone who is not playing cannot report on it; nobody else gets the file, by any door.
    const strangerReport = await stranger.driver.slash(table.channel, "smashup", {
      subcommand: "report",
      options: { text: "let me see" },
    });
    expect(strangerReport.content).toBe(en.notAPlayer);
    const refused = await stranger.driver
      .slash(table.channel, "smashup-admin", {
        subcommand: "report",
        options: { id: reportId },
      })
      .catch((e: Error) => e);
    // Discord hides /smashup-admin from members without Manage Server (the fake refuses to send it).
    expect(refused).toBeInstanceOf(Error);
    // A forged "Game file" button (on a public message, as if the bot had posted it): refused.
    const posted = (await table.bot.client.rest.post(Routes.channelMessages(table.channel.id), {
      body: {
        content: "a public message",
        components: [
          {
            type: 1,
            components: [
              { type: 2, style: 2, label: "file", custom_id: encodePastGamesId({ kind: "file", gameId }) },
            ],
          },
        ],
      },
    })) as { id: string };
    const forged = table.fake.message(posted.id) as FakeMessage;
    for (const someone of [bob.driver, stranger.driver]) {
      const click = await someone.click(forged, { label: "file" });
      expect(click.followUps.at(-1)?.content ?? click.content).toBe(en.gameGone);
    }
    console.log(`/smashup report (EN, game running):\n${report.content}`);
    const list = await bob.driver.slash(table.channel, "smashup", { subcommand: "games" });
    expect(JSON.stringify(list.components)).not.toContain(
      encodePastGamesId({ kind: "view", gameId }).slice(5),
    );
    noFileReachesNonAdmins();

    // The admin: the latest reports, then one with its file, privately, at once.
    const reports = await admin.driver.slash(table.channel, "smashup-admin", { subcommand: "report" });
    expect(reports.ephemeral).toBe(true);
    expect(reports.content.split("\n")).toEqual([
      en.reportsTitle,
      expect.stringMatching(
        new RegExp(`^\\*\\*#${reportId}\\*\\* .* · <@${bob.user.id}> · Bob's minion should`),
      ),
      en.noticeChannelNone,
    ]);
    expect(gameFilesIn(reports.reply)).toEqual([]);
    const shown = await admin.driver.slash(table.channel, "smashup-admin", {
      subcommand: "report",
      options: { id: reportId },
    });
    expect(shown.ephemeral).toBe(true);
    expect(shown.content).toContain(`**Report #${reportId}** by <@${bob.user.id}>`);
    expect(shown.content).toContain("> Bob's minion should have been destroyed");
    expect(shown.content).toContain(en.reportGameRuns);
    const file = attachedFile(shown.reply);
    expect(file.report).toMatchObject({ id: reportId, decision: reportDecision });
    expect(file.status).toBe("active");
    // It replays, question by question, to where the game is.
    const replayed = replayGameFile(file);
    expect(replayed.divergence).toBeNull();
    const now = await table.bot.games.load(gameId);
    expect(serialize(replayed.engine.g)).toBe(serialize(now?.engine?.g as never));
    noFileReachesNonAdmins();
  });

  it("no game file reaches a non-admin until the game is over, through the whole game", {
    timeout: WHOLE_GAME_MS,
  }, async () => {
    const policy = new Policy(table, gameId, { afterStep: noFileReachesNonAdmins });
    await policy.playToTheEnd();
    const over = await table.db.store.loadGame(gameId);
    expect(over?.game.status).toBe("finished");
  });

  let listed: InteractionResult;
  it("/smashup games lists the server's finished games in pages, newest first, on a phone", async () => {
    const alice = table.players[0];
    if (!alice) throw new Error("no alice");
    listed = await alice.driver.slash(table.channel, "smashup", { subcommand: "games" });
    expect(listed.ephemeral).toBe(true);
    const embed = listed.embeds[0];
    expect(embed?.title).toBe(en.listTitle(1));
    const lines = (embed?.description ?? "").split("\n").filter(Boolean);
    expect(lines).toHaveLength(2 * GAMES_PAGE_SIZE);
    // The game just played is first, in this channel, with its winner first.
    const summary = (await table.db.store.loadGame(gameId))?.game.summary as { winner: { name: string } };
    expect(lines[0]).toContain(`<#${table.channel.id}>`);
    expect(lines[1]).toMatch(new RegExp(`^🏆 ${summary.winner.name} \\d+ \\(`));
    // Short lines: a phone shows each on one or two lines.
    for (const line of lines) expect([...line.replace(/<#\d+>/, "#smash-up")].length).toBeLessThanOrEqual(90);
    console.log(
      `/smashup games (EN), page 1 — ${[...(embed?.title ?? "")].length + [...(embed?.description ?? "")].length} characters, ${lines.length} lines:\n${embed?.title}\n${lines.slice(0, 6).join("\n")}\n…`,
    );

    const older = await alice.driver.click(listed.reply, { label: en.next });
    expect(older.embeds[0]?.title).toBe(en.listTitle(2));
    const last = await alice.driver.click(older.reply, { label: en.next });
    expect(last.embeds[0]?.title).toBe(en.listTitle(3));
    expect(last.embeds[0]?.description?.split("\n").filter(Boolean)).toHaveLength(2 * 4);
    table.fake.assertNoViolations();
  });

  it("opens a game: scores, final board, the whole log, and for its players its file, which replays exactly", async () => {
    const alice = table.players[0];
    if (!alice) throw new Error("no alice");
    const list = await alice.driver.slash(table.channel, "smashup", { subcommand: "games" });
    const select = list.reply.component({ customId: encodePastGamesId({ kind: "open" }) }) as {
      options: { value: string }[];
    };
    const opened = await alice.driver.select(list.reply, { customId: encodePastGamesId({ kind: "open" }) }, [
      select.options[0]?.value ?? "",
    ]);
    expect(opened.content).toMatch(/^Played in <#\d+> · /);
    expect(opened.embeds[0]?.title).toMatch(/^Game over — (alice|bob) wins!$/);
    const board = await alice.driver.click(opened.reply, { label: en.finalBoard });
    expect(board.embeds.length).toBeGreaterThan(1);
    const back = await alice.driver.click(board.reply, { label: "↩" });
    const log = await alice.driver.click(back.reply, { label: en.log });
    expect(log.embeds[0]?.title).toMatch(/^Game log — page (\d+)\/\1$/);
    const first = await alice.driver.click(log.reply, { label: "Previous" });
    expect(first.embeds[0]?.title).toMatch(/^Game log — page \d+\//);

    // The list's message became the game's view (answers replace it in place): a new list.
    const again = await alice.driver.slash(table.channel, "smashup", { subcommand: "games" });
    const reopened = await alice.driver.select(
      again.reply,
      { customId: encodePastGamesId({ kind: "open" }) },
      [select.options[0]?.value ?? ""],
    );
    const fileAnswer = await alice.driver.click(reopened.reply, { label: en.gameFile });
    const answer = fileAnswer.followUps.at(-1) ?? fileAnswer.reply;
    expect(answer.ephemeral).toBe(true);
    const file = attachedFile(answer);
    expect(file.status).toBe("finished");
    const replayed = replayGameFile(file);
    expect(replayed.divergence).toBeNull();
    const stored = await table.bot.games.load(gameId);
    expect(serialize(replayed.engine.g)).toBe(serialize(stored?.engine?.g as never));
    // The reported position as a scenario: it reaches the same state.
    const at = replayGameFile(file, reportDecision);
    const scenario = JSON.parse(JSON.stringify(scenarioOfGame(file, at.initial, reportDecision, at.engine)));
    expect(scenarioPosition(scenario)).toBe(positionOf(at.engine.g));

    // Someone who did not play sees the game but gets no file, even with a forged button.
    const theirs = await stranger.driver
      .select(list.reply, { customId: encodePastGamesId({ kind: "open" }) }, [select.options[0]?.value ?? ""])
      .catch(() => null);
    // (list.reply is alice's ephemeral message: sam opens his own list.)
    expect(theirs).toBeNull();
    const samList = await stranger.driver.slash(table.channel, "smashup", { subcommand: "games" });
    const samView = await stranger.driver.select(
      samList.reply,
      { customId: encodePastGamesId({ kind: "open" }) },
      [select.options[0]?.value ?? ""],
    );
    expect(samView.reply.findComponent({ label: en.gameFile })).toBeUndefined();
    table.fake.assertNoViolations();
  });

  it("a report after the game is over comes with the file; in French too", async () => {
    const bob = table.players[1];
    if (!bob) throw new Error("no bob");
    const report = await bob.driver.slash(table.channel, "smashup", {
      subcommand: "report",
      options: { text: "the final scoring looked wrong" },
    });
    expect(report.content).toContain(en.reportGameOver);
    expect(attachedFile(report.reply).report?.text).toBe("the final scoring looked wrong");
    console.log(
      `/smashup report (EN, game over):\n${report.content}\n[attachment ${[...report.reply.files.values()][0]?.filename}]`,
    );

    const list = await frPlayer.driver.slash(table.channel, "smashup", { subcommand: "games" });
    expect(list.embeds[0]?.title).toBe(fr.listTitle(1));
    const lines = (list.embeds[0]?.description ?? "").split("\n");
    expect(lines[0]).toMatch(/tours$/);
    console.log(
      `/smashup parties (FR), page 1:\n${list.embeds[0]?.title}\n${lines.slice(0, 3).join("\n")}\n…`,
    );
    const notPlayer = await frPlayer.driver.slash(table.channel, "smashup", {
      subcommand: "report",
      options: { text: "je regarde" },
    });
    expect(notPlayer.content).toBe(fr.notAPlayer);
  });

  it("/smashup-admin delete-data: refused while a game is open, Keep keeps, confirm deletes", async () => {
    await openLobby(table);
    const refused = await admin.driver.slash(table.channel, "smashup-admin", { subcommand: "delete-data" });
    expect(refused.followUps.at(-1)?.content ?? refused.content).toBe(en.deleteOpenGames(1));
    await admin.driver
      .slash(table.channel, "smashup-admin", { subcommand: "end-game" })
      .then((r) => admin.driver.click(r.reply, { label: "End the game" }).catch(() => r));
    await table.idle();
    const open = await table.bot.games.activeInChannel(table.channel.id);
    if (open) throw new Error(`the lobby is still open: end-game's button label changed?`);

    // The server's settings, a table of rows by server (as the stats' records), another server's game.
    await table.db.store.updateGuildSettings(table.guild.id, { bannedFactions: ["aliens"] });
    const prisma = table.db.store.prisma;
    await prisma.$executeRaw`CREATE TABLE records_test_rows (guild_id TEXT NOT NULL, n INT)`;
    await prisma.$executeRaw`INSERT INTO records_test_rows VALUES (${table.guild.id}, 1), ('other', 2)`;
    const elsewhere = await table.db.store.createGame({
      guildId: "other",
      channelId: "other-channel",
      setup: {},
      snapshot: {},
    });

    const games = 2 * GAMES_PAGE_SIZE + 3 + 2;
    const asked = await admin.driver.slash(table.channel, "smashup-admin", { subcommand: "delete-data" });
    expect(asked.content).toBe(en.deleteConfirm(games, 2));
    const kept = await admin.driver.click(asked.reply, { label: en.keepButton });
    expect(kept.content).toBe(en.kept);
    const alice = table.players[0];
    if (!alice) throw new Error("no alice");
    const still = await alice.driver.slash(table.channel, "smashup", { subcommand: "games" });
    expect(still.embeds[0]?.title).toBe(en.listTitle(1));

    const again = await admin.driver.slash(table.channel, "smashup-admin", { subcommand: "delete-data" });
    const done = await admin.driver.click(again.reply, { label: en.deleteButton });
    expect(done.content, JSON.stringify(table.logs.filter((l) => Number(l.level) >= 40))).toBe(
      en.deleted(games, 2),
    );
    const empty = await alice.driver.slash(table.channel, "smashup", { subcommand: "games" });
    expect(empty.content).toBe(en.noGames);
    expect(await table.db.store.loadGame(gameId)).toBeNull();
    expect(await table.db.store.loadAllDecisions(gameId)).toEqual([]);
    expect((await table.db.store.getGuildSettings(table.guild.id)).updatedAt).toBeNull();
    expect(await prisma.$queryRaw`SELECT guild_id, n FROM records_test_rows`).toEqual([
      { guild_id: "other", n: 2 },
    ]);
    expect(await table.db.store.loadGame(elsewhere.game.id)).not.toBeNull();
    table.fake.assertNoViolations();
  });
});
