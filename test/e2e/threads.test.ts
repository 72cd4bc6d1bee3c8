// Games in threads (issue 26), through the fake Discord's threads: `/smashup new thread:True` opens
// the game in a new public thread of the channel, so one channel holds several games played side by
// side; an archived thread is unarchived when the game needs to edit its board (a timer firing, a
// restart); the game survives a restart while its thread is archived (discord.js does not know
// archived threads from GUILD_CREATE); a clear answer when the bot may not open threads; the
// server's default; French.

import { Locale, PermissionFlagsBits } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../src/i18n/index.ts";
import type { FakeThread, RecordedRequest } from "../fake-discord/index.ts";
import { JOIN } from "./support/games.ts";
import { endTurn } from "./support/panels.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import { Table, type TablePlayer } from "./support/table.ts";
import { openGameInThread } from "./support/threads.ts";

const HOUR = 3_600_000;
const en = msg("en");
const fr = msg("fr");

/** The bot's requests that met an archived thread (50083): none may happen once it reopens threads. */
function archivedRefusals(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => (r.response as { code?: number } | undefined)?.code === 50083);
}

function unarchives(requests: readonly RecordedRequest[], thread: FakeThread): RecordedRequest[] {
  return requests.filter(
    (r) =>
      r.method === "PATCH" &&
      r.path === `/channels/${thread.id}` &&
      (r.body as { archived?: boolean }).archived === false &&
      r.status === 200,
  );
}

describe("two games in two threads of one channel", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 4, seed: 11, pictures: false });
  });
  afterAll(() => table?.close());

  it("are played side by side to their ends, each in its own thread", {
    timeout: 2 * WHOLE_GAME_MS,
  }, async () => {
    const [alice, bob, carol, dave] = table.players as [TablePlayer, TablePlayer, TablePlayer, TablePlayer];
    const first = await openGameInThread(table, [alice, bob], { selection: "random", vp: 5 });
    const second = await openGameInThread(table, [carol, dave], { selection: "random", vp: 5 });
    expect(first.thread.id).not.toBe(second.thread.id);
    expect([first.thread.name, second.thread.name]).toEqual(["Smash Up — alice", "Smash Up — carol"]);
    expect(first.thread.parent).toBe(table.channel);
    // The host was told where the game is, with a link to the thread.
    const told = table.fake
      .ephemeralsFor(alice.user)
      .find((m) => m.content.includes(`<#${first.thread.id}>`));
    expect(told?.content).toMatch(
      /^Your game is open in its own thread <#\d+>: https:\/\/discord\.com\/channels\//,
    );

    const one = new Policy(table, first.gameId, { channel: first.thread });
    const two = new Policy(table, second.gameId, { channel: second.thread });
    const over = (policy: Policy) => policy.board().interactiveComponents.length === 0;
    // Interleaved: a go in one thread, then a go in the other, until both games are over.
    while (!over(one) || !over(two)) {
      if (!over(one)) await one.turnOfWhoeverIsAwaited(one.board());
      if (!over(two)) await two.turnOfWhoeverIsAwaited(two.board());
    }
    for (const { gameId, thread } of [first, second]) {
      expect((await table.db.store.loadGame(gameId))?.game.status).toBe("finished");
      expect(thread.lastMessage?.embeds[0]?.title).toMatch(/^Game over — \w+ wins!$/);
    }
    // The channel itself shows only Discord's "started a thread" notices: the games are in their threads.
    expect(table.channel.messages.map((m) => m.data.type)).toEqual([18, 18]);
    // Each thread's pings name its own players only.
    const mentioned = (thread: FakeThread) =>
      new Set(thread.messages.flatMap((m) => m.data.mentions.map((u) => u.id)));
    expect([...mentioned(first.thread)].sort()).toEqual([alice.user.id, bob.user.id].sort());
    expect([...mentioned(second.thread)].sort()).toEqual([carol.user.id, dave.user.id].sort());
    table.fake.assertNoViolations();
  });
});

describe("an archived game thread", () => {
  let table: Table;
  let now = new Date("2030-01-01T00:00:00Z");
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 5, now: () => now, timerIntervalMs: 10, pictures: false });
  });
  afterAll(() => table?.close());

  it("is unarchived before the bot edits the board (a timer firing), then after a restart too", {
    timeout: WHOLE_GAME_MS,
  }, async () => {
    const [alice, bob] = table.players as [TablePlayer, TablePlayer];
    const { gameId, thread } = await openGameInThread(table, [alice, bob], {
      selection: "random",
      timer: 12,
    });
    const game = await table.bot.games.load(gameId);
    const awaited = game?.userOf(game.engine?.prompt?.seat ?? -1);
    // A week without a word: Discord archives the thread (its auto-archive time is a week).
    table.fake.advanceTime(7 * 24 * HOUR);
    expect(thread.archived).toBe(true);

    // The turn's time runs out: the bot plays safe for the awaited player and edits the board.
    now = new Date(now.getTime() + 13 * HOUR);
    const timeout = await thread.waitForMessage((m) => m.content.includes("ran out of time"));
    await table.idle();
    expect(timeout.content).toContain(`<@${awaited}>`);
    expect(unarchives(table.fake.requests, thread)).toHaveLength(1);
    expect(archivedRefusals(table.fake.requests)).toEqual([]);
    const after = await table.bot.games.load(gameId);
    expect(after?.userOf(after.engine?.prompt?.seat ?? -1)).not.toBe(awaited);
    expect(thread.archived).toBe(false);

    // The bot restarts while the thread is archived: discord.js does not know it from GUILD_CREATE.
    await table.bot.stop();
    thread.archive();
    await table.start();
    expect(table.bot.client.channels.cache.has(thread.id)).toBe(false);
    const policy = new Policy(table, gameId, { channel: thread });
    const version = after?.record.version ?? 0;
    // The game goes on from the board in the archived thread (a click; commands are not offered there).
    await policy.playUntil(
      async () => ((await table.bot.games.load(gameId))?.record.version ?? 0) > version + 2,
    );
    expect(thread.archived).toBe(false);
    expect(unarchives(table.fake.requests, thread)).toHaveLength(2);
    expect(archivedRefusals(table.fake.requests)).toEqual([]);
    const { board } = await policy.playToTheEnd();
    expect(board.interactiveComponents).toEqual([]);
    expect((await table.db.store.loadGame(gameId))?.game.status).toBe("finished");
    table.fake.assertNoViolations();
  });
});

describe("opening a game thread", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({
      players: 3,
      seed: 21,
      pictures: false,
      guildLocale: Locale.French,
      userLocales: [Locale.EnglishUS, Locale.French, Locale.EnglishUS],
    });
  });
  afterAll(() => table?.close());

  it("says which permissions the bot lacks, in the asker's language, and opens nothing", async () => {
    const [alice, bob] = table.players as [TablePlayer, TablePlayer];
    const everyone = table.guild.everyoneRole.permissions;
    table.guild.setRolePermissions(
      table.guild.everyoneRole,
      everyone & ~PermissionFlagsBits.CreatePublicThreads,
    );
    try {
      const refused = await alice.driver.slash(table.channel, "smashup", {
        subcommand: "new",
        options: { thread: true },
      });
      expect(refused.ephemeral).toBe(true);
      expect(refused.content).toBe(en.threads.missingPermissions("Create Public Threads"));
      const refusedFr = await bob.driver.slash(table.channel, "smashup", {
        subcommand: "new",
        options: { thread: true },
      });
      expect(refusedFr.content).toBe(fr.threads.missingPermissions("Créer des fils publics"));
      // Without Send Messages in Threads either (a channel overwrite), both are named.
      table.channel.setPermissionOverwrite(table.guild.botRole, {
        deny: PermissionFlagsBits.SendMessagesInThreads,
      });
      const both = await alice.driver.slash(table.channel, "smashup", {
        subcommand: "new",
        options: { thread: true },
      });
      expect(both.content).toBe(
        en.threads.missingPermissions("Create Public Threads, Send Messages in Threads"),
      );
      table.channel.setPermissionOverwrite(table.guild.botRole, {});
      expect(table.channel.threads).toEqual([]);
      expect(await table.bot.games.activeInChannel(table.channel.id)).toBeNull();
    } finally {
      table.guild.setRolePermissions(table.guild.everyoneRole, everyone);
    }
  });

  it("follows the server's default (set by an admin), in French for a French host", async () => {
    const [, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
    const admin = table.fake.createUser("amelie", { locale: Locale.French });
    table.guild.addMember(admin, { permissions: PermissionFlagsBits.ManageGuild });
    const saved = await table.fake.user(admin).slash(table.channel, "smashup-admin", {
      subcommand: "defaults",
      options: { thread: true },
    });
    expect(saved.embeds[0]?.fields?.find((f) => f.name === fr.threads.field)?.value).toBe(
      fr.threads.value(true),
    );
    const reply = await bob.driver.slash(table.channel, "smashup", { subcommand: "new" });
    await table.idle();
    const [thread] = table.channel.threads;
    expect(thread?.name).toBe("Smash Up — bob");
    expect(reply.content).toMatch(/^Votre partie est ouverte dans son propre fil <#\d+> : https:/);
    const lobby = thread?.messages.findLast((m) => m.findComponent({ customId: JOIN }));
    expect(lobby).toBeDefined();
    // The lobby in the thread works as in a channel: carol joins from there.
    await carol.driver.click(lobby!, { customId: JOIN });
    await table.idle();
    const game = await table.bot.games.activeInChannel(thread!.id);
    expect((await table.db.store.loadGame(game!.record.id))?.players).toHaveLength(2);
    // Typed in the thread, /smashup new does not open a thread in the thread: that thread is busy.
    const busy = await carol.driver.slash(thread!, "smashup", { subcommand: "new" });
    expect(busy.content).toMatch(/^This channel already has a game/);
    expect(busy.content).not.toContain(en.threads.busyHint);
    expect(table.channel.threads).toHaveLength(1);
    // In the channel itself (thread: False), a busy channel points to threads.
    await carol.driver.slash(table.channel, "smashup", { subcommand: "new", options: { thread: false } });
    await table.idle();
    const second = await bob.driver.slash(table.channel, "smashup", {
      subcommand: "new",
      options: { thread: false },
    });
    expect(second.content).toMatch(/^Ce salon a déjà une partie/);
    expect(second.content.split("\n").at(-1)).toBe(fr.threads.busyHint);
    expect(table.channel.threads).toHaveLength(1);
    table.fake.assertNoViolations();
  });
});

describe("a game in a thread, like one in a channel", () => {
  let table: Table;
  beforeAll(async () => {
    // Pictures on (the server's default): the board picture is sent in the thread too.
    table = await Table.open({ players: 2, seed: 9 });
  });
  afterAll(() => table?.close());

  it("shows its picture, its log, ends on a concession and rematches in the same thread", {
    timeout: WHOLE_GAME_MS,
  }, async () => {
    const [alice, bob] = table.players as [TablePlayer, TablePlayer];
    const { gameId, thread } = await openGameInThread(table, [alice, bob], { selection: "random" });
    const policy = new Policy(table, gameId, { channel: thread });
    await policy.playUntil(async () => ((await table.bot.games.load(gameId))?.record.version ?? 0) > 6);
    await table.idle();
    await table.fake.waitUntil(() => policy.board().data.embeds.some((e) => e.image?.url), {
      description: "the board picture in the thread",
    });

    const log = await bob.driver.slash(thread, "smashup", { subcommand: "log" });
    expect(log.ephemeral).toBe(true);
    expect(log.embeds[0]?.title).toMatch(/page \d+\/\d+$/);

    const asked = await alice.driver.slash(thread, "smashup", { subcommand: "concede" });
    expect(asked.content).toBe(en.aiSeats.concedeConfirmVote);
    await alice.driver.click(asked.reply, /^cf:.*:concede$/);
    await table.idle();
    // Bob, the table (issue 23), takes the win.
    const vote = thread.messages.findLast((m) => m.findComponent(/^cf:.*:kick:/));
    if (!vote) throw new Error("no vote on the concession in the thread");
    await bob.driver.click(vote, /^cf:.*:kick:/);
    await table.idle();
    expect((await table.db.store.loadGame(gameId))?.game.status).toBe("finished");
    const over = thread.messages.findLast((m) =>
      m.interactiveComponents.some((c) => "label" in c && c.label === en.gameover.rematch),
    );
    if (!over) throw new Error("no Rematch on the game over message in the thread");
    await bob.driver.click(over, { label: en.gameover.rematch });
    await table.idle();
    const lobby = await table.db.store.loadActiveGameByChannel(thread.id);
    expect(lobby?.game.status).toBe("lobby");
    expect(table.channel.threads).toHaveLength(1);
    expect(await table.db.store.loadActiveGameByChannel(table.channel.id)).toBeNull();
    table.fake.assertNoViolations();
  });
});

describe("the start-up catch-up in an archived thread", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 13, pictures: false });
  });
  afterAll(() => table?.close());

  it("reopens the thread and shows the board the game saved while Discord refused it", async () => {
    const [alice, bob] = table.players as [TablePlayer, TablePlayer];
    const { gameId, thread } = await openGameInThread(table, [alice, bob], { selection: "random" });
    const policy = new Policy(table, gameId, { channel: thread });
    await policy.playUntil((board) => /it's your turn/.test(board.content));
    const before = await table.bot.games.load(gameId);
    const turn = before?.engine?.g.turn.number ?? 0;
    const active = table.players.find(
      (p) => p.user.id === before?.userOf(before.engine?.g.turn.active ?? -1),
    ) as TablePlayer;
    const panel = (await active.driver.click(policy.board(), /:hand$/)).reply;
    await table.idle();
    // Discord refuses the board's edit and the notices: the saved turn is not shown.
    const edit = table.fake.failNext({
      method: "PATCH",
      path: "/channels/:channelId/messages/:messageId",
      status: 500,
      times: 1000,
    });
    const post = table.fake.failNext({
      method: "POST",
      path: "/channels/:channelId/messages",
      status: 503,
      times: 1000,
    });
    await endTurn(active.driver, panel, () => table.idle());
    await table.idle();
    await table.bot.stop();
    edit.cancel();
    post.cancel();
    const saved = await table.db.store.loadGame(gameId);
    expect(policy.board().embeds[0]?.title).toBe(en.board.title(turn));
    // While the bot is away, Discord archives the quiet thread.
    thread.archive();

    await table.start();
    const title = (n: number) => en.board.title(n);
    await table.fake.waitUntil(() => policy.board().embeds[0]?.title !== title(turn), {
      description: "the start-up catch-up shows the saved turn",
    });
    await table.idle();
    expect(thread.archived).toBe(false);
    expect(unarchives(table.fake.requests, thread)).toHaveLength(1);
    expect(archivedRefusals(table.fake.requests)).toEqual([]);
    expect((await table.db.store.loadGame(gameId))?.game.version).toBe(saved?.game.version);
    table.fake.assertNoViolations();
  });
});
