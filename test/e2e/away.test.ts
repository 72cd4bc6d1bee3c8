// Away time end to end (issue 26), on the bot's injected clock: `/smashup away until:` pauses the
// player's turn timers in every game of theirs on the server (no reminder, no timeout while away),
// each table is told in public, the pause survives a restart, `until:now` comes back early (the
// clock goes on from what had been waited) and gives the unused days back; a request beyond the
// yearly allowance, junk or an unknown zone changes nothing. Admins set the allowance and "no
// timeouts on weekends" in the server's zone. English and French.

import { Locale, PermissionFlagsBits } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { away as awayText } from "../../src/i18n/areas/away.ts";
import { msg } from "../../src/i18n/index.ts";
import type { FakeChannel, FakeUser, OptionValue } from "../fake-discord/index.ts";
import { JOIN, START } from "./support/games.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const HOUR = 3_600_000;

/** Opens and starts a game in `channel` with every player (support/games.ts does it in the table's channel). */
async function openGameIn(
  table: Table,
  channel: FakeChannel,
  options: Record<string, OptionValue>,
  players: readonly TablePlayer[] = table.players,
): Promise<string> {
  const [host, ...guests] = players as TablePlayer[];
  await host?.driver.slash(channel, "smashup", { subcommand: "new", options });
  await table.idle();
  const game = await table.bot.games.activeInChannel(channel.id);
  const lobby = channel.messages.findLast((m) => m.findComponent({ customId: JOIN }));
  if (!game || !lobby) throw new Error("no lobby opened");
  for (const guest of guests) {
    await guest.driver.click(lobby, { customId: JOIN });
    await table.idle();
  }
  await host?.driver.click(lobby, { customId: START });
  await table.idle();
  return game.record.id;
}

/**
 * Lets the timer loop run a few whole ticks on the current clock (however late a busy machine runs
 * them): what it would do at this time is done, and what it did not do it will not.
 */
async function ticks(table: Table): Promise<void> {
  for (let i = 0; i < 3; i++) await table.tick();
}

async function awaitedIn(table: Table, gameId: string): Promise<string | undefined> {
  const game = await table.bot.games.load(gameId);
  return game?.userOf(game.engine?.prompt?.seat ?? -1) ?? undefined;
}

const said = (channel: FakeChannel, text: string) => channel.messages.filter((m) => m.content.includes(text));

describe("/smashup away (English)", () => {
  const en = awayText.en;
  const notice = msg("en").app.notice;
  let table: Table;
  let second: FakeChannel;
  let now = new Date("2030-01-02T00:00:00Z"); // a Wednesday
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 5, now: () => now, timerIntervalMs: 10 });
    second = table.guild.createTextChannel("smash-up-2");
  });
  afterAll(() => table?.close());

  it("pauses the player's timers in two games, tells both tables, survives a restart, and comes back early", async () => {
    const first = await openGameIn(table, table.channel, { selection: "random", timer: 12 });
    // The second game: the same player must be awaited (seats are drawn; the other ends their turn).
    const other = await openGameIn(table, second, { selection: "random", timer: 12 });
    const awayId = await awaitedIn(table, first);
    const player = table.players.find((p) => p.user.id === awayId) as TablePlayer;
    if ((await awaitedIn(table, other)) !== awayId) {
      const mate = table.players.find((p) => p !== player) as TablePlayer;
      await mate.driver.slash(second, "smashup", { subcommand: "end-turn" });
      await table.idle();
    }
    expect(await awaitedIn(table, other)).toBe(awayId);

    // Two hours waited, then away for three days.
    now = new Date(now.getTime() + 2 * HOUR);
    const reply = await player.driver.slash(table.channel, "smashup", {
      subcommand: "away",
      options: { until: "3d" },
    });
    await table.idle();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain("You are away until");
    expect(reply.content).toContain(en.paused(2));
    expect(reply.content).toContain(en.left(en.days(7), 2030));
    for (const channel of [table.channel, second]) {
      const [told] = said(channel, "is away until");
      expect(told?.content).toMatch(new RegExp(`^🏖️ ${player.user.mention} is away until <t:\\d+:f>`));
      // Named, not pinged.
      const posted = table.fake.requests.find(
        (r) => r.method === "POST" && (r.response as { id?: string } | null)?.id === told?.id,
      );
      expect(posted?.body).toMatchObject({ allowed_mentions: { parse: [] } });
    }

    // Thirteen hours later: no reminder, no timeout anywhere.
    now = new Date(now.getTime() + 13 * HOUR);
    await ticks(table);
    for (const channel of [table.channel, second]) {
      expect(said(channel, "the game is waiting for you")).toHaveLength(0);
      expect(said(channel, "ran out of time")).toHaveLength(0);
    }

    // A restart: the pause is in the database.
    await table.bot.stop();
    await table.start();
    now = new Date(now.getTime() + 24 * HOUR);
    await ticks(table);
    for (const channel of [table.channel, second]) expect(said(channel, "ran out of time")).toHaveLength(0);

    // Back early (39 h after leaving): the unused days come back, the tables are told.
    const back = await player.driver.slash(second, "smashup", {
      subcommand: "away",
      options: { until: "now" },
    });
    await table.idle();
    expect(back.content).toContain(en.back(2));
    expect(back.content).toContain(en.left(en.days(10 - 37 / 24), 2030));
    for (const channel of [table.channel, second]) expect(said(channel, "is back")).toHaveLength(1);

    // Two hours had been waited: the reminder comes 4 hours after the return, not at once.
    const backAt = now.getTime();
    now = new Date(backAt + 3 * HOUR);
    await ticks(table);
    for (const channel of [table.channel, second])
      expect(said(channel, "the game is waiting for you")).toHaveLength(0);
    now = new Date(backAt + 4 * HOUR + 1000);
    for (const channel of [table.channel, second]) {
      const reminder = await channel.waitForMessage((m) => m.content.includes("the game is waiting for you"));
      expect(reminder.content).toContain(player.user.mention);
    }
    now = new Date(backAt + 10 * HOUR + 1000);
    for (const channel of [table.channel, second]) {
      const timeout = await channel.waitForMessage((m) => m.content.includes("ran out of time"));
      expect(timeout.content).toBe(notice.timeoutEnd(player.user.mention));
    }
    table.fake.assertNoViolations();
  });

  it("owes a table notice Discord refused: it is posted after a restart, once", async () => {
    const other = table.players[1] as TablePlayer;
    const told = (channel: FakeChannel) => said(channel, `${other.user.mention} is away until`).length;
    const before = [told(table.channel), told(second)];
    const refused = table.fake.failNext({
      method: "POST",
      path: new RegExp(`/channels/${second.id}/messages$`),
      status: 403,
      code: 50013,
      message: "Missing Permissions",
    });
    const reply = await other.driver.slash(table.channel, "smashup", {
      subcommand: "away",
      options: { until: "1d" },
    });
    await table.idle();
    expect(reply.content).toContain(en.paused(2));
    expect(refused.hits).toBe(1);
    await table.bot.stop();
    await table.start();
    await second.waitForMessage((m) => m.content.includes(`${other.user.mention} is away until`));
    await ticks(table);
    expect([told(table.channel), told(second)]).toEqual([(before[0] ?? 0) + 1, (before[1] ?? 0) + 1]);
    await other.driver.slash(table.channel, "smashup", { subcommand: "away", options: { until: "now" } });
    await table.idle();
  });

  it("opens no kick vote on an away player until half the timer has been counted", async () => {
    const gameId = (await table.bot.games.activeInChannel(table.channel.id))?.record.id ?? "";
    const awaitedId = await awaitedIn(table, gameId);
    const target = table.players.find((p) => p.user.id === awaitedId) as TablePlayer;
    const voter = table.players.find((p) => p !== target) as TablePlayer;
    const since = Date.parse((await table.bot.games.load(gameId))?.setup.timer?.since ?? "");
    const leftAt = now.getTime();
    await target.driver.slash(table.channel, "smashup", { subcommand: "away", options: { until: "1d" } });
    await table.idle();
    // Seven hours later the plain half time (6 h) has passed, not the counted one.
    now = new Date(now.getTime() + 7 * HOUR);
    const early = await voter.driver.slash(table.channel, "smashup", {
      subcommand: "kick",
      options: { player: target.user },
    });
    const opens = Math.ceil((since + 6 * HOUR + 24 * HOUR - Math.max(0, since - leftAt)) / 1000);
    expect(early.content).toBe(
      `${msg("en").app.reason["kick-too-early"]} ${notice.kickOpens(`<t:${opens}:R>`)}`,
    );
    await target.driver.slash(table.channel, "smashup", { subcommand: "away", options: { until: "now" } });
    await table.idle();
  });

  it("refuses a request beyond the allowance, junk, a past date and an unknown zone, changing nothing", async () => {
    const player = table.players[0] as TablePlayer;
    const before = table.channel.messages.length;
    const ask = async (options: Record<string, OptionValue>) =>
      (await player.driver.slash(table.channel, "smashup", { subcommand: "away", options })).content;

    const beyond = await ask({ until: "15 days" });
    expect(beyond).toContain("more than this server allows");
    expect(beyond).toContain("Nothing changed");
    expect(await ask({ until: "banana" })).toBe(en.junk("banana"));
    expect(await ask({ until: "2029-12-01" })).toBe(en.past);
    expect(await ask({ until: "2d", timezone: "Mars/Olympus" })).toBe(en.unknownZone("Mars/Olympus"));
    expect(await ask({ until: "now" })).toBe(en.notAway);
    await table.idle();
    expect(table.channel.messages.length).toBe(before);
    const status = await ask({});
    expect(status).toContain(en.statusHere);
    expect(status).toContain(en.zone("UTC"));
    // The zone autocomplete offers IANA names.
    const choices = await player.driver.autocomplete(table.channel, "smashup", {
      subcommand: "away",
      focused: "timezone",
      value: "paris",
    });
    expect(choices.map((c) => c.value)).toContain("Europe/Paris");
    table.fake.assertNoViolations();
  });
});

describe("/smashup absent and weekends without timeouts (French server)", () => {
  const fr = awayText.fr;
  const notice = msg("fr").app.notice;
  let table: Table;
  // Friday 2030-01-04 20:00 in Paris.
  let now = new Date("2030-01-04T19:00:00Z");
  let admin: FakeUser;
  beforeAll(async () => {
    table = await Table.open({
      players: 2,
      seed: 5,
      now: () => now,
      timerIntervalMs: 10,
      guildLocale: Locale.French,
      userLocales: [Locale.French, Locale.French],
    });
  });
  afterAll(() => table?.close());

  it("an admin turns on weekends without timeouts in Paris time: a Friday-evening timer skips to Monday", async () => {
    admin = table.fake.createUser("amelie", { locale: Locale.French });
    table.guild.addMember(admin, { permissions: PermissionFlagsBits.ManageGuild });
    const set = await table.fake.user(admin).slash(table.channel, "smashup-admin", {
      subcommand: "away",
      options: { "no-weekend-timeouts": true, timezone: "Europe/Paris", days: 5 },
    });
    expect(set.ephemeral).toBe(true);
    expect(set.content).toBe(`${fr.adminSaved}\n${fr.adminSummary(5, true, "Europe/Paris")}`);

    const gameId = await openGameIn(table, table.channel, { selection: "random", timer: 12 });
    const awaitedId = await awaitedIn(table, gameId);
    // Friday 4 h counted; Saturday and Sunday not: nothing until Monday 02:00 Paris.
    now = new Date("2030-01-06T22:30:00Z"); // Sunday 23:30 in Paris
    await ticks(table);
    expect(said(table.channel, "la partie vous attend")).toHaveLength(0);
    now = new Date("2030-01-07T01:00:01Z"); // Monday 02:00:01
    const reminder = await table.channel.waitForMessage((m) => m.content.includes("la partie vous attend"));
    expect(reminder.content).toContain(`<@${awaitedId}>`);
    now = new Date("2030-01-07T07:00:01Z"); // Monday 08:00:01
    const timeout = await table.channel.waitForMessage((m) => m.content.includes("n'a pas joué à temps"));
    expect(timeout.content).toBe(notice.timeoutEnd(`<@${awaitedId}>`));
    table.fake.assertNoViolations();
  });

  it("away in French, in the player's zone, told in French; the allowance the admin set", async () => {
    const game = await table.bot.games.activeInChannel(table.channel.id);
    const awaitedId = game?.userOf(game.engine?.prompt?.seat ?? -1);
    const player = table.players.find((p) => p.user.id === awaitedId) as TablePlayer;
    // Monday 08:00 Paris: away until Wednesday 18:00, Montreal time, by the player's own zone.
    const reply = await player.driver.slash(table.channel, "smashup", {
      subcommand: "away",
      options: { until: "mercredi 18h", timezone: "America/Montreal" },
    });
    await table.idle();
    expect(reply.content).toContain("Vous êtes absent jusqu'au <t:1894230000:f>"); // 2030-01-09T23:00Z
    expect(reply.content).toContain(fr.zoneSet("America/Montreal"));
    expect(reply.content).toContain(fr.left(fr.days(2.34), 2030));
    const told = said(table.channel, "est absent jusqu'au");
    expect(told).toHaveLength(1);
    expect(told[0]?.content).toBe(fr.noticeAway(player.user.mention, "<t:1894230000:f>"));
    // Five days a year: six from the start of this absence are refused, saying what is left.
    const more = await player.driver.slash(table.channel, "smashup", {
      subcommand: "away",
      options: { until: "6 jours" },
    });
    // The new date replaces the running window: 6 days from its start, against 5.
    expect(more.content).toBe(fr.beyond(fr.days(6), fr.days(5), 2030));
    const back = await player.driver.slash(table.channel, "smashup", {
      subcommand: "away",
      options: { until: "maintenant" },
    });
    await table.idle();
    expect(back.content).toContain(fr.back(1));
    expect(back.content).toContain(fr.left(fr.days(5), 2030));
    expect(said(table.channel, "est de retour")).toHaveLength(1);
    table.fake.assertNoViolations();
  });

  it("turning weekends back on counting takes effect at once in the games already waiting", async () => {
    const timeouts = () => said(table.channel, "n'a pas joué à temps").length;
    // Friday 20:00 in Paris: the pending wait (from Monday) times out; the next one starts now.
    const before = timeouts();
    now = new Date("2030-01-11T19:00:00Z");
    await table.channel.waitForMessage(() => timeouts() > before);
    await ticks(table);
    const friday = timeouts();
    const reminders = said(table.channel, "la partie vous attend").length;
    // Saturday noon in Paris: 4 hours counted, no reminder.
    now = new Date("2030-01-12T11:00:00Z");
    await ticks(table);
    expect(timeouts()).toBe(friday);
    expect(said(table.channel, "la partie vous attend").length).toBe(reminders);
    // The admin lets weekends count: 16 hours have passed, the timer fires without waiting for Monday.
    const off = await table.fake.user(admin).slash(table.channel, "smashup-admin", {
      subcommand: "away",
      options: { "no-weekend-timeouts": false },
    });
    expect(off.content).toContain(fr.adminSummary(5, false, "Europe/Paris"));
    await table.channel.waitForMessage(() => timeouts() > friday);
    table.fake.assertNoViolations();
  });
});
