// Turn timers in the running bot: its loop ticks on an injected clock; at half time the awaited
// player is reminded (once, with a mention), at expiry the bot makes the safe move for them (the
// turn ends) and says so publicly, and the next player is pinged. The faction draft is timed the
// same way (a random faction at expiry), and a player leaving it takes the table back to the lobby.
// On a French server the timeout notice says in French what the bot did.

import { Locale } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factionName } from "../../src/i18n/card-names.ts";
import { msg } from "../../src/i18n/index.ts";
import { JOIN, openGame, START } from "./support/games.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const HOUR = 3_600_000;

describe("the turn timer", () => {
  const en = msg("en");
  let table: Table;
  let now = new Date("2030-01-01T00:00:00Z");
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 5, now: () => now, timerIntervalMs: 10 });
  });
  afterAll(() => table?.close());

  it("reminds at half time, then plays safe at expiry and tells the channel", async () => {
    const { gameId } = await openGame(table, { selection: "random", timer: 12 });
    const game = await table.bot.games.load(gameId);
    const prompt = game?.engine?.prompt;
    expect(prompt?.kind).toBe("main");
    const awaited = table.players.find((p) => p.user.id === game?.userOf(prompt?.seat ?? -1)) as TablePlayer;
    const other = table.players.find((p) => p !== awaited) as TablePlayer;
    const posted = () => table.channel.messages.length;
    const before = posted();

    now = new Date(now.getTime() + 5 * HOUR);
    // A whole tick at 5 h: nothing due yet.
    await table.tick();
    expect(posted()).toBe(before);

    now = new Date(now.getTime() + 1 * HOUR + 1000);
    const reminder = await table.channel.waitForMessage((m) =>
      m.content.includes("the game is waiting for you"),
    );
    expect(reminder.content).toContain(awaited.user.mention);
    expect(reminder.data.mentions.map((u) => u.id)).toEqual([awaited.user.id]);
    // More ticks on the same clock remind no more.
    await table.tick();
    await table.tick();
    expect(
      table.channel.messages.filter((m) => m.content.includes("the game is waiting for you")),
    ).toHaveLength(1);

    now = new Date(now.getTime() + 6 * HOUR);
    const timeout = await table.channel.waitForMessage((m) => m.content.includes("ran out of time"));
    // It says what the bot did (issue 21).
    expect(timeout.content).toBe(en.app.notice.timeoutEnd(awaited.user.mention));
    await table.channel.waitForMessage((m) => m.id > timeout.id && m.content.includes(other.user.mention));
    // The reminder's Respond button went stale with its wait: the reminder left the channel.
    await table.idle();
    expect(reminder.deleted).toBe(true);
    const decisions = await table.db.store.loadAllDecisions(gameId);
    expect(decisions.at(-1)).toMatchObject({ userId: null, answer: { choice: ["end"], auto: true } });
    const after = await table.bot.games.load(gameId);
    expect(after?.userOf(after.engine?.prompt?.seat ?? -1)).toBe(other.user.id);
    table.fake.assertNoViolations();
  });
});

describe("the faction draft's timer", () => {
  const en = msg("en");
  let table: Table;
  let now = new Date("2030-01-01T00:00:00Z");
  beforeAll(async () => {
    table = await Table.open({ players: 3, seed: 6, now: () => now, timerIntervalMs: 10 });
  });
  afterAll(() => table?.close());

  it("reminds the drafter, picks for them at expiry, and a player leaving takes everyone back to the lobby", async () => {
    const { gameId, message } = await openGame(table, { selection: "draft", timer: 12 });
    const started = await table.bot.games.load(gameId);
    const order = started?.setup.draft?.order ?? [];
    const player = (seat: number) =>
      table.players.find((p) => p.user.id === started?.userOf(seat)) as TablePlayer;
    const first = player(order[0] as number);
    const second = player(order[1] as number);

    now = new Date(now.getTime() + 6 * HOUR + 1000);
    const reminder = await table.channel.waitForMessage((m) =>
      m.content.includes("the game is waiting for you"),
    );
    expect(reminder.content).toContain(first.user.mention);
    expect(reminder.data.mentions.map((u) => u.id)).toEqual([first.user.id]);
    const pick = await first.driver.click(reminder, { customId: /^lb:.*:draft$/ });
    expect(pick.reply.embeds[0]?.title).toBe(en.draft.pickTitle(1));

    now = new Date(now.getTime() + 6 * HOUR);
    const timeout = await table.channel.waitForMessage((m) => m.content.includes("ran out of time"));
    const picked = (await table.bot.games.load(gameId))?.setup.draft?.picks[order[0] as number] ?? [];
    expect(picked).toHaveLength(1);
    expect(timeout.content).toBe(
      en.app.notice.pickTimeout(first.user.mention, factionName(picked[0] as string, "en")),
    );
    await table.channel.waitForMessage(
      (m) => m.id > timeout.id && m.content === en.draft.yourPick(second.user.mention),
    );

    // The next drafter leaves from the selection message: the same message is the lobby again.
    await second.driver.click(message, { customId: /^lb:.*:leave$/ });
    await table.idle();
    const back = table.channel.lastMessage;
    expect(back?.content).toBe(en.app.notice.backToLobby(second.user.mention));
    // Named by their mention, pinging nobody.
    const posted = table.fake.requests.find(
      (r) => r.method === "POST" && (r.response as { id?: string } | null)?.id === back?.id,
    );
    expect(posted?.body).toMatchObject({ allowed_mentions: { parse: [] } });
    expect(posted?.body).not.toHaveProperty("allowed_mentions.users");
    expect(message.findComponent({ customId: JOIN })).toBeDefined();
    const lobby = await table.bot.games.load(gameId);
    expect(lobby?.setup.stage).toBe("lobby");
    expect(lobby?.setup.seats.map((s) => s.factions)).toEqual([[], []]);
    const host = table.players.find((p) => p.user.id === lobby?.setup.hostId) as TablePlayer;
    await host.driver.click(message, { customId: START });
    await table.idle();
    expect(message.embeds[0]?.title).toBe(en.draft.title);
    expect((await table.bot.games.load(gameId))?.setup.draft?.order).toHaveLength(4);
    table.fake.assertNoViolations();
  });
});

describe("the turn timer on a French server", () => {
  const fr = msg("fr");
  let table: Table;
  let now = new Date("2030-01-01T00:00:00Z");
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

  it("says in French what the bot did at expiry (issue 21)", async () => {
    const { gameId } = await openGame(table, { selection: "random", timer: 12 });
    const game = await table.bot.games.load(gameId);
    expect(game?.engine?.prompt?.kind).toBe("main");
    const awaited = table.players.find(
      (p) => p.user.id === game?.userOf(game?.engine?.prompt?.seat ?? -1),
    ) as TablePlayer;

    now = new Date(now.getTime() + 12 * HOUR + 1000);
    const timeout = await table.channel.waitForMessage((m) => m.content.includes("n'a pas joué à temps"));
    expect(timeout.content).toBe(fr.app.notice.timeoutEnd(awaited.user.mention));
    expect(timeout.content).toContain("le bot a terminé son tour sans jouer");
    const decisions = await table.db.store.loadAllDecisions(gameId);
    expect(decisions.at(-1)).toMatchObject({ userId: null, answer: { choice: ["end"], auto: true } });
    table.fake.assertNoViolations();
  });
});
