// Threads in the fake Discord, driven by the real discord.js client: creation (permissions, THREAD_CREATE,
// the parent's notice), posting (Send Messages in Threads), archive on inactivity, an archived thread
// refusing edits with 50083 and reopened by a post or a PATCH, GUILD_CREATE listing active threads
// only, archived threads fetched by REST, and interactions coming from a thread.

import {
  ChannelType,
  type Client,
  Events,
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type TextChannel,
  type ThreadChannel,
} from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  CommandInputError,
  type FakeChannel,
  type FakeDiscord,
  type FakeGuild,
  type FakeUser,
} from "../fake-discord/index.ts";
import { apiErrorCode, clientOf, type Harness, latch, onInteraction, table, teardown } from "./helpers.ts";

let h: Harness;
let fake: FakeDiscord;
let guild: FakeGuild;
let channel: FakeChannel;
let alice: FakeUser;
let client: Client<true>;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  ({ h, fake, guild, channel, alice } = await table());
  client = await clientOf(h);
});

afterEach(async () => {
  await teardown(h);
});

function textChannel(): TextChannel {
  return client.channels.cache.get(channel.id) as TextChannel;
}

/** Resolves once discord.js holds the thread (THREAD_CREATE reached it). */
async function seen(id: string): Promise<ThreadChannel> {
  const cached = () => client.channels.cache.get(id) as ThreadChannel | undefined;
  const now = cached();
  if (now) return now;
  await new Promise<void>((resolve) => {
    const check = () => {
      if (!cached()) return;
      client.off(Events.ThreadCreate, check);
      resolve();
    };
    client.on(Events.ThreadCreate, check);
  });
  return cached() as ThreadChannel;
}

/** Only the bot's own role grants these (@everyone gets nothing), so a missing bit really is missing. */
function botMayOnly(permissions: bigint): void {
  guild.setRolePermissions(guild.everyoneRole, 0n);
  guild.setBotPermissions(permissions);
}

describe("starting a thread without a message", () => {
  it("opens a public thread (type 11) that discord.js learns of through THREAD_CREATE", async () => {
    guild.setBotPermissions(
      PermissionFlagsBits.ViewChannel |
        PermissionFlagsBits.SendMessages |
        PermissionFlagsBits.SendMessagesInThreads |
        PermissionFlagsBits.CreatePublicThreads |
        PermissionFlagsBits.ReadMessageHistory,
    );
    const created = new Promise<ThreadChannel>((resolve) => client.once(Events.ThreadCreate, resolve));
    const thread = await textChannel().threads.create({
      name: "Smash Up — alice",
      type: ChannelType.PublicThread,
    });
    const event = await created;
    expect(event.id).toBe(thread.id);
    expect(thread.type).toBe(ChannelType.PublicThread);
    expect(thread.parentId).toBe(channel.id);
    expect(thread.archived).toBe(false);
    expect(thread.autoArchiveDuration).toBe(1440);
    const fakeThread = fake.thread(thread.id);
    expect(fakeThread.parent).toBe(channel);
    expect(channel.threads.map((t) => t.id)).toEqual([thread.id]);
    // Discord's "started a thread" notice in the parent channel (type 18, content = thread name).
    expect(channel.lastMessage?.data.type).toBe(18);
    expect(channel.lastMessage?.content).toBe("Smash Up — alice");
    await thread.send("hello thread");
    expect(fakeThread.messages.map((m) => m.content)).toEqual(["hello thread"]);
    fake.assertNoViolations();
  });

  it("needs Create Public Threads in the parent (50013), and `type` and a 1-100 name", async () => {
    botMayOnly(PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages);
    expect(
      await apiErrorCode(textChannel().threads.create({ name: "x", type: ChannelType.PublicThread })),
    ).toBe(50013);
    guild.setBotPermissions(
      PermissionFlagsBits.ViewChannel |
        PermissionFlagsBits.CreatePublicThreads |
        PermissionFlagsBits.SendMessages,
    );
    expect(
      await apiErrorCode(textChannel().threads.create({ name: "", type: ChannelType.PublicThread })),
    ).toBe(50035);
    expect(fake.threads).toEqual([]);
  });

  it("posting in a thread needs Send Messages in Threads, not Send Messages", async () => {
    const thread = channel.createThread("side table");
    const base = PermissionFlagsBits.ViewChannel | PermissionFlagsBits.ReadMessageHistory;
    botMayOnly(base | PermissionFlagsBits.SendMessages);
    const api = await seen(thread.id);
    expect(await apiErrorCode(api.send("no"))).toBe(50013);
    guild.setBotPermissions(base | PermissionFlagsBits.SendMessagesInThreads);
    await api.send("yes");
    expect(thread.messages.map((m) => m.content)).toEqual(["yes"]);
    // The thread follows its parent's overwrites.
    channel.setPermissionOverwrite(guild.botRole, { deny: PermissionFlagsBits.SendMessagesInThreads });
    expect(await apiErrorCode(api.send("denied by the parent"))).toBe(50013);
  });
});

describe("archive", () => {
  it("archives after auto_archive_duration of fake time without activity; a message resets the clock", async () => {
    const thread = channel.createThread("game", { autoArchiveDuration: 60 });
    const api = await seen(thread.id);
    fake.advanceTime(50 * 60_000);
    await api.send("still here");
    fake.advanceTime(50 * 60_000);
    expect(thread.archived).toBe(false);
    const updated = new Promise<void>((resolve) =>
      client.on(Events.ThreadUpdate, (_old, next) => {
        if (next.id === thread.id && next.archived) resolve();
      }),
    );
    fake.advanceTime(10 * 60_000);
    expect(thread.archived).toBe(true);
    await updated;
    expect(api.archived).toBe(true);
  });

  it("refuses edits with 50083, reopens on a post, and a locked one refuses posts too", async () => {
    const thread = channel.createThread("game");
    const api = await seen(thread.id);
    const sent = await api.send("board v1");
    fake.advanceTime(DAY_MS);
    expect(thread.archived).toBe(true);
    expect(await apiErrorCode(sent.edit("board v2"))).toBe(50083);
    await api.send("a post reopens it");
    expect(thread.archived).toBe(false);
    await sent.edit("board v2");
    expect(fake.message(sent.id)?.content).toBe("board v2");
    thread.archive({ locked: true });
    expect(await apiErrorCode(api.send("locked"))).toBe(50083);
    // Deleting stays possible in an archived thread.
    await sent.delete();
    expect(fake.message(sent.id)?.deleted).toBe(true);
  });

  it("PATCH {archived:false} reopens an unlocked thread; a locked one needs Manage Threads", async () => {
    const thread = channel.createThread("game");
    thread.archive();
    const reopened = (await client.rest.patch(`/channels/${thread.id}`, { body: { archived: false } })) as {
      thread_metadata: { archived: boolean };
    };
    expect(reopened.thread_metadata.archived).toBe(false);
    expect(thread.archived).toBe(false);
    thread.archive({ locked: true });
    expect(
      await apiErrorCode(client.rest.patch(`/channels/${thread.id}`, { body: { archived: false } })),
    ).toBe(50013);
    expect(
      await apiErrorCode(client.rest.patch(`/channels/${channel.id}`, { body: { archived: false } })),
    ).toBe(50024);
  });

  it("GUILD_CREATE lists active threads only; an archived one is fetched by id or in the archived list", async () => {
    const active = channel.createThread("active");
    const archived = channel.createThread("archived");
    archived.archive();
    await client.destroy();
    client = await clientOf(h);
    expect(client.channels.cache.has(active.id)).toBe(true);
    expect(client.channels.cache.has(archived.id)).toBe(false);
    const fetched = (await client.channels.fetch(archived.id)) as ThreadChannel;
    expect([fetched.type, fetched.archived, fetched.parentId]).toEqual([
      ChannelType.PublicThread,
      true,
      channel.id,
    ]);
    const list = await textChannel().threads.fetchArchived();
    expect([...list.threads.keys()]).toEqual([archived.id]);
    const activeList = await client.guilds.cache.get(guild.id)?.channels.fetchActiveThreads();
    expect([...(activeList?.threads.keys() ?? [])]).toEqual([active.id]);
  });

  it("a deleted thread sends THREAD_DELETE and answers Unknown Channel", async () => {
    const thread = channel.createThread("gone");
    await seen(thread.id);
    const deleted = new Promise<void>((resolve) => client.once(Events.ThreadDelete, () => resolve()));
    thread.delete();
    await deleted;
    expect(
      await apiErrorCode(client.rest.post(`/channels/${thread.id}/messages`, { body: { content: "x" } })),
    ).toBe(10003);
  });
});

describe("interactions from a thread", () => {
  it("carries channel_id = the thread and a channel object with parent_id; commands are refused in an archived thread", async () => {
    await client.application.commands.set(
      [new SlashCommandBuilder().setName("where").setDescription("Where")],
      guild.id,
    );
    const answered = latch();
    let where: { channelId: string; parentId: string | null; type: ChannelType | undefined } | undefined;
    onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      where = {
        channelId: interaction.channelId,
        parentId: interaction.channel?.isThread() ? interaction.channel.parentId : null,
        type: interaction.channel?.type,
      };
      await interaction.reply({ content: "here", flags: MessageFlags.Ephemeral });
      answered.release();
    });
    const thread = channel.createThread("game");
    await seen(thread.id);
    const reply = await fake.user(alice).slash(thread, "where");
    await answered.promise;
    expect(reply.ephemeral).toBe(true);
    expect(where).toEqual({ channelId: thread.id, parentId: channel.id, type: ChannelType.PublicThread });
    thread.archive();
    await expect(fake.user(alice).slash(thread, "where")).rejects.toBeInstanceOf(CommandInputError);
    fake.assertNoViolations();
  });
});
