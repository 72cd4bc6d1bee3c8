// The admins told of each player's report (issue 25), through the fake Discord: an admin chooses a
// channel with `/smashup-admin report channel:` (the bot says hello there; a channel it cannot post
// in is refused and nothing changes); a player's `/smashup report` while the game runs then posts a
// notice there — report number, reporter, game channel, decision, the text — in the server's
// language, pinging nobody and with no game file (the file only by `/smashup-admin report id:`);
// `off:` stops it; a channel that later becomes forbidden or is gone never costs the player their
// report (a gone one is forgotten, a forbidden one kept); French too.

import { Locale, PermissionFlagsBits } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pastGames } from "../../src/i18n/areas/past-games.ts";
import type { FakeChannel, FakeMessage, FakeUser, UserDriver } from "../fake-discord/index.ts";
import { openGame } from "./support/games.ts";
import { Policy } from "./support/policy.ts";
import { Table } from "./support/table.ts";

const en = pastGames.en;
const fr = pastGames.fr;

function attachmentsOf(message: FakeMessage): string[] {
  return [...message.history, message.data].flatMap((d) => (d.attachments ?? []).map((a) => a.filename));
}

describe("admins told of players' reports", () => {
  let table: Table;
  let admin: { user: FakeUser; driver: UserDriver };
  let notices: FakeChannel;
  let hidden: FakeChannel;

  const noticeSetting = async () =>
    (
      await table.db.store.prisma.$queryRaw<{ report_channel_id: string | null }[]>`
        SELECT report_channel_id FROM record_settings WHERE guild_id = ${table.guild.id}`
    )[0]?.report_channel_id ?? null;

  async function report(text: string) {
    const bob = table.players[1];
    if (!bob) throw new Error("no bob");
    const answer = await bob.driver.slash(table.channel, "smashup", {
      subcommand: "report",
      options: { text },
    });
    await table.idle();
    expect(answer.ephemeral).toBe(true);
    const stored = /\*\*#(\d+)\*\*/.exec(answer.content);
    expect(stored, answer.content).not.toBeNull();
    return { id: Number(stored?.[1]), bob };
  }

  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 7 });
    const user = table.fake.createUser("ada", { locale: Locale.EnglishUS });
    table.guild.addMember(user, { permissions: PermissionFlagsBits.ManageGuild });
    admin = { user, driver: table.fake.user(user) };
    notices = table.guild.createTextChannel("mod-log");
    hidden = table.guild.createTextChannel("secret");
    hidden.setPermissionOverwrite(table.fake.botUser, { deny: PermissionFlagsBits.ViewChannel });
    const { gameId } = await openGame(table, { selection: "random", vp: 8 });
    const policy = new Policy(table, gameId);
    await policy.playUntil(() => policy.steps >= 10);
  }, 240_000);
  afterAll(() => table?.close());

  it("tells nobody before an admin chooses a channel; the list says how to choose one", async () => {
    await report("Before any channel");
    expect(notices.messages).toEqual([]);
    const list = await admin.driver.slash(table.channel, "smashup-admin", { subcommand: "report" });
    expect(list.ephemeral).toBe(true);
    expect(list.content.split("\n").at(-1)).toBe(en.noticeChannelNone);
  });

  it("refuses a channel the bot cannot see, and changes nothing", async () => {
    const refused = await admin.driver.slash(table.channel, "smashup-admin", {
      subcommand: "report",
      options: { channel: hidden },
    });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain(en.noticeChannelUnusable(`<#${hidden.id}>`));
    expect(await noticeSetting()).toBeNull();
    expect(hidden.messages).toEqual([]);
  });

  it("posts a notice without the game's file in the chosen channel, pinging nobody", async () => {
    const chosen = await admin.driver.slash(table.channel, "smashup-admin", {
      subcommand: "report",
      options: { channel: notices },
    });
    expect(chosen.ephemeral).toBe(true);
    expect(chosen.content).toBe(en.noticeChannelSet(`<#${notices.id}>`));
    expect(notices.messages.map((m) => m.content)).toEqual([en.noticeChannelHello]);

    const { id, bob } = await report("Bob's minion should have been destroyed\nsecond line");
    const notice = notices.messages.at(-1);
    if (!notice) throw new Error("no notice");
    console.log(`Report notice (EN):\n${notice.content}`);
    expect(notice.content.split("\n")[0]).toBe(
      `📣 **Report #${id}** by <@${bob.user.id}> in <#${table.channel.id}> (decision ${notice.content.match(/decision (\d+)/)?.[1]})`,
    );
    expect(notice.content).toContain("> Bob's minion should have been destroyed\n> second line");
    expect(notice.content).toContain(`/smashup-admin report id:${id}`);
    expect(attachmentsOf(notice)).toEqual([]);
    // (Pinging nobody: the notice is sent with allowed_mentions parse [], which the fake does not keep.)
    // Nothing of it in the game's channel, where everyone reads.
    expect(table.channel.messages.some((m) => m.content.includes(`Report #${id}`))).toBe(false);
    const list = await admin.driver.slash(table.channel, "smashup-admin", { subcommand: "report" });
    expect(list.content.split("\n").at(-1)).toBe(en.noticeChannelIs(`<#${notices.id}>`));
  });

  it("keeps the player's report when the channel becomes forbidden (kept), or is gone (forgotten)", async () => {
    notices.setPermissionOverwrite(table.fake.botUser, { deny: PermissionFlagsBits.SendMessages });
    const before = notices.messages.length;
    const forbidden = await report("While the channel is forbidden");
    expect(forbidden.id).toBeGreaterThan(0);
    expect(notices.messages.length).toBe(before);
    expect(await noticeSetting()).toBe(notices.id);
    notices.setPermissionOverwrite(table.fake.botUser, {});

    // A channel deleted since: its id no longer names a channel.
    await table.db.store.prisma.$executeRaw`
      UPDATE record_settings SET report_channel_id = '999999999999999999' WHERE guild_id = ${table.guild.id}`;
    const gone = await report("While the channel is gone");
    expect(gone.id).toBe(forbidden.id + 1);
    expect(await noticeSetting()).toBeNull();
  });

  it("stops on off:, and speaks the server's language (French)", async () => {
    await admin.driver.slash(table.channel, "smashup-admin", {
      subcommand: "report",
      options: { channel: notices },
    });
    const off = await admin.driver.slash(table.channel, "smashup-admin", {
      subcommand: "report",
      options: { "notices-off": true },
    });
    expect(off.content).toBe(en.noticeChannelOff);
    const before = notices.messages.length;
    await report("After off");
    expect(notices.messages.length).toBe(before);

    await admin.driver.slash(table.channel, "smashup-admin", {
      subcommand: "defaults",
      options: { language: "fr" },
    });
    await admin.driver.slash(table.channel, "smashup-admin", {
      subcommand: "report",
      options: { channel: notices },
    });
    expect(notices.messages.at(-1)?.content).toBe(fr.noticeChannelHello);
    const { id, bob } = await report("En français");
    const notice = notices.messages.at(-1);
    console.log(`Report notice (FR):\n${notice?.content}`);
    expect(notice?.content.split("\n")[0]).toMatch(
      new RegExp(
        `^📣 \\*\\*Signalement #${id}\\*\\* de <@${bob.user.id}> dans <#${table.channel.id}> \\(décision \\d+\\)$`,
      ),
    );
    expect(notice?.content).toContain(`/smashup-admin signalement numéro:${id}`);
  });
});
