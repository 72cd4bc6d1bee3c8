// The server's records through the fake Discord (issue 25): a server with many closed games
// (stored in the test setup as the game service leaves them: finished, one abandoned, one with an
// AI seat), `/smashup stats` private by default, its views one select away, Share posting the
// view in the channel, another player's stats with `user:`, `/smashup leaderboard`, in English
// and in French. The numbers are checked against the games as they were stored.

import { Locale, PermissionFlagsBits } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stats as statsText } from "../../src/i18n/areas/stats.ts";
import { msg } from "../../src/i18n/index.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { type StoredGame, storeClosedGame } from "../records/support/finished-games.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = statsText.en;
const fr = statsText.fr;
const VIEW_SELECT = /^st:v:/;
const SHARE = /^st:s:/;

describe("/smashup stats and /smashup leaderboard", () => {
  let table: Table;
  let alice: TablePlayer;
  let bob: TablePlayer;
  let carol: TablePlayer;
  let dave: TablePlayer;
  const games: { game: StoredGame; users: string[] }[] = [];

  beforeAll(async () => {
    table = await Table.open({
      players: 4,
      userLocales: [Locale.EnglishUS, Locale.French, Locale.EnglishGB, Locale.French],
    });
    [alice, bob, carol, dave] = table.players as [TablePlayer, TablePlayer, TablePlayer, TablePlayer];
    const ids = table.players.map((p) => p.user.id);
    const seats = [
      [0, 1, 2],
      [1, 2, 3],
      [2, 0],
      [0, 1, 2, 3],
      [3, 0, 1],
    ];
    // Many finished games: 20 of 2 to 4 players, in turn.
    for (let i = 0; i < 20; i++) {
      const users = (seats[i % seats.length] as number[]).map((s) => ids[s] as string);
      const startAt = new Date(Date.UTC(2030, 0, 1 + i));
      for (let seed = 100 + i * 10; ; seed++) {
        try {
          games.push({
            game: await storeClosedGame(table.db, table.guild.id, table.channel.id, { seed, users, startAt }),
            users,
          });
          break;
        } catch (error) {
          if (!String(error).includes("did not finish")) throw error;
        }
      }
    }
    await storeClosedGame(table.db, table.guild.id, table.channel.id, {
      seed: 3,
      users: [ids[0] as string, ids[1] as string, ids[2] as string],
      end: "abandoned",
      cancelAfter: 50,
      startAt: new Date(Date.UTC(2030, 1, 1)),
    });
    await storeClosedGame(table.db, table.guild.id, table.channel.id, {
      seed: 3,
      users: [ids[0] as string, "ai:1", ids[1] as string],
      ai: { 1: "normal" },
      startAt: new Date(Date.UTC(2030, 1, 2)),
    });
  });
  afterAll(() => table?.close());

  const winsOf = (userId: string) => {
    const mine = games.filter((g) => g.users.includes(userId));
    return {
      finished: mine.length,
      wins: mine.filter((g) => g.game.winner === g.users.indexOf(userId)).length,
    };
  };

  let aliceStats: FakeMessage;

  it("answers only the asker, the server's games and their own records first", async () => {
    const reply = await alice.driver.slash(table.channel, "smashup", { subcommand: "stats" });
    await table.idle();
    expect(reply.ephemeral).toBe(true);
    const lines = reply.content.split("\n");
    expect(lines[0]).toBe(`**${en.title}**`);
    expect(lines[1]).toBe(en.games(21, 20, 1));
    expect(lines[2]).toBe(en.withAi(1));
    expect(reply.content).toContain(en.player(`<@${alice.user.id}>`));
    const { finished, wins } = winsOf(alice.user.id);
    expect(reply.content).toContain(en.wins(wins, finished, Math.round((100 * wins) / finished)));
    expect(reply.content).toMatch(/Rating -?\d+\.\d · #\d of 4/);
    expect(reply.content).toMatch(/Turn: \d+ s \(median\)/);
    expect(reply.content).toContain("With an AI: 1 game");
    // Phone-readable: short lines, one message.
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(reply.reply.findComponent(VIEW_SELECT)).toBeTruthy();
    expect(reply.reply.findComponent(SHARE)).toBeTruthy();
    aliceStats = reply.reply;
    printTranscript("/smashup stats (alice, English)", reply.content);
  });

  it("shows the factions, the pairs and the bases one select away, small samples as such", async () => {
    const factions = await alice.driver.select(aliceStats, VIEW_SELECT, ["factions"]);
    await table.idle();
    expect(factions.content.split("\n")[0]).toBe(en.factionsTitle);
    expect(factions.content).toMatch(/^\S.* — \d+% · \d+ games$/m);
    printTranscript("factions view", factions.content);
    const pairs = await alice.driver.select(aliceStats, VIEW_SELECT, ["pairs"]);
    await table.idle();
    expect(pairs.content.split("\n")[0]).toBe(en.pairsTitle);
    expect(pairs.content).toMatch(/ \+ /);
    // 20 games of 2 to 4 players: most pairs have fewer than 10 games, read as "wins of games".
    expect(pairs.content).toContain(en.fewGames);
    expect(pairs.content).toMatch(/ \+ .* — \d+ of \d+$/m);
    printTranscript("pairs view", pairs.content);
    const bases = await alice.driver.select(aliceStats, VIEW_SELECT, ["bases"]);
    await table.idle();
    expect(bases.content.split("\n")[0]).toBe(en.basesTitle);
    expect(bases.content).toMatch(/ — \d+× · /);
    printTranscript("bases view", bases.content);
    expect(table.fake.message(aliceStats.id)?.ephemeral).toBe(true);
  });

  it("posts the view shown in the channel when Share is clicked, naming who shared it and pinging nobody", async () => {
    const before = table.channel.messages.length;
    const back = await alice.driver.select(aliceStats, VIEW_SELECT, ["me"]);
    await table.idle();
    const shared = await alice.driver.click(back.reply, SHARE);
    await table.idle();
    expect(shared.ephemeral).toBe(false);
    expect(table.channel.messages.length).toBe(before + 1);
    const post = table.channel.lastMessage as FakeMessage;
    expect(post.content).toContain(en.games(21, 20, 1));
    expect(post.content).toContain(en.sharedBy(`<@${alice.user.id}>`));
    expect(post.components).toEqual([]);
  });

  it("shows another player's records with user:, in French for a French client", async () => {
    const reply = await bob.driver.slash(table.channel, "smashup", {
      subcommand: "stats",
      options: { user: carol.user },
    });
    await table.idle();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content.split("\n")[1]).toBe(fr.games(21, 20, 1));
    expect(reply.content).toContain(fr.player(`<@${carol.user.id}>`));
    const { finished, wins } = winsOf(carol.user.id);
    expect(reply.content).toContain(fr.wins(wins, finished, Math.round((100 * wins) / finished)));
    expect(reply.content).toMatch(/Joue : /);
    printTranscript("/smashup stats user:carol (bob, French)", reply.content);
    const factions = await bob.driver.select(reply.reply, VIEW_SELECT, ["factions"]);
    await table.idle();
    expect(factions.content.split("\n")[0]).toBe(fr.factionsTitle);
  });

  it("ranks the server's people by rating on the leaderboard, the AI off it, in English and French", async () => {
    const reply = await carol.driver.slash(table.channel, "smashup", { subcommand: "leaderboard" });
    await table.idle();
    expect(reply.ephemeral).toBe(true);
    const lines = reply.content.split("\n");
    expect(lines[0]).toBe(en.leaderboardTitle);
    const ranked = lines.slice(1).filter((l) => /^\d+\. /.test(l));
    expect(ranked).toHaveLength(4);
    const values = ranked.map((l) => Number(/— (-?\d+\.\d) ·/.exec(l)?.[1]));
    for (let i = 1; i < values.length; i++) expect(values[i - 1]).toBeGreaterThanOrEqual(values[i] as number);
    for (const p of table.players) expect(reply.content).toContain(`<@${p.user.id}>`);
    expect(reply.content).not.toContain("AI");
    // Each person's rated games: the finished people-only games they played.
    for (const p of table.players) {
      const line = ranked.find((l) => l.includes(`<@${p.user.id}>`)) as string;
      expect(line.endsWith(`· ${winsOf(p.user.id).finished}`)).toBe(true);
    }
    printTranscript("/smashup leaderboard (carol, English)", reply.content);
    const french = await dave.driver.slash(table.channel, "smashup", { subcommand: "leaderboard" });
    await table.idle();
    expect(french.content.split("\n")[0]).toBe(fr.leaderboardTitle);
    expect(french.content.split("\n").filter((l) => /^\d+\. /.test(l))).toHaveLength(4);
  });

  it("counts a game that ends after the last view in the next one", async () => {
    const ids = [alice.user.id, dave.user.id];
    await storeClosedGame(table.db, table.guild.id, table.channel.id, {
      seed: 12,
      users: ids,
      startAt: new Date(Date.UTC(2030, 2, 1)),
    });
    const reply = await dave.driver.slash(table.channel, "smashup", { subcommand: "stats" });
    await table.idle();
    expect(reply.content.split("\n")[1]).toBe(fr.games(22, 21, 1));
  });

  it("lets a server admin count games with an AI seat in the ratings (the AI stays off the leaderboard)", async () => {
    // Discord hides the command from members without Manage Server; one who sends it anyway is refused.
    const refused = await alice.driver.slash(
      table.channel,
      "smashup-admin",
      { subcommand: "ratings", options: { "ai-games": true } },
      { bypassPermissions: true },
    );
    await table.idle();
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toBe(msg("en").admin.refused.notAllowed);
    const ada = table.fake.createUser("ada", { locale: Locale.EnglishUS });
    table.guild.addMember(ada, { permissions: PermissionFlagsBits.ManageGuild });
    const admin = table.fake.user(ada);
    const before = await alice.driver.slash(table.channel, "smashup", { subcommand: "leaderboard" });
    await table.idle();
    const gamesOf = (content: string, userId: string) =>
      Number(new RegExp(`<@${userId}> — -?\\d+\\.\\d · (\\d+)`).exec(content)?.[1]);
    const aliceBefore = gamesOf(before.content, alice.user.id);
    const changed = await admin.slash(table.channel, "smashup-admin", {
      subcommand: "ratings",
      options: { "ai-games": true },
    });
    await table.idle();
    // 21 finished people-only games and the one with an AI.
    expect(changed.content).toBe(en.admin.now(true, 22));
    const after = await alice.driver.slash(table.channel, "smashup", { subcommand: "leaderboard" });
    await table.idle();
    expect(gamesOf(after.content, alice.user.id)).toBe(aliceBefore + 1);
    expect(after.content).not.toContain("AI");
  });
});

/** The rendered answers, for the report (vitest prints them with --reporter verbose). */
function printTranscript(title: string, content: string): void {
  if (process.env.STATS_TRANSCRIPT) process.stdout.write(`\n--- ${title} ---\n${content}\n`);
}
