// Deleted channels and threads in the fake Discord, driven by the real discord.js client, as Discord
// documents them (resources/channel "Delete/Close Channel", topics/gateway-events "Channel Delete",
// "Thread Delete"):
// - DELETE /channels/{id} needs Manage Channels (Manage Threads for a thread) and answers the channel;
// - THREAD_DELETE carries only id, guild_id, parent_id and type; CHANNEL_DELETE the channel object;
// - discord.js emits threadDelete / channelDelete only for a channel it holds: an archived thread it
//   never fetched (after a restart) is deleted without threadDelete, only the raw dispatch shows it;
// - a deleted channel takes its threads with it, with no THREAD_DELETE for them;
// - afterwards every route answers 404 Unknown Channel (10003), and users have nothing to click there.

import {
  type Channel,
  ChannelType,
  type Client,
  Events,
  GatewayDispatchEvents,
  PermissionFlagsBits,
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
import { until } from "../support/until.ts";
import { apiErrorCode, clientOf, type Harness, table, teardown } from "./helpers.ts";

let h: Harness;
let fake: FakeDiscord;
let guild: FakeGuild;
let channel: FakeChannel;
let alice: FakeUser;
let client: Client<true>;

beforeEach(async () => {
  ({ h, fake, guild, channel, alice } = await table());
  client = await clientOf(h);
});

afterEach(async () => {
  await teardown(h);
});

/** The raw dispatches of one event type the client receives from now on. */
function rawDispatches(event: GatewayDispatchEvents): unknown[] {
  const seen: unknown[] = [];
  client.ws.on(event, (data: unknown) => seen.push(data));
  return seen;
}

/** Resolves once discord.js holds the channel (a CREATE reached it). */
async function cached<T = Channel>(id: string): Promise<T> {
  await until(() => client.channels.cache.has(id), "the client holds the channel");
  return client.channels.cache.get(id) as T;
}

const BASE =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.ReadMessageHistory;

describe("THREAD_DELETE", () => {
  it("deleting a thread through REST needs Manage Threads, answers the thread, sends id, guild_id, parent_id and type", async () => {
    const thread = channel.createThread("game");
    await cached<ThreadChannel>(thread.id);
    guild.setRolePermissions(guild.everyoneRole, 0n);
    guild.setBotPermissions(BASE);
    expect(await apiErrorCode(client.rest.delete(`/channels/${thread.id}`))).toBe(50013);
    expect(thread.deleted).toBe(false);

    guild.setBotPermissions(BASE | PermissionFlagsBits.ManageThreads);
    const raw = rawDispatches(GatewayDispatchEvents.ThreadDelete);
    const emitted = new Promise<ThreadChannel>((resolve) => client.once(Events.ThreadDelete, resolve));
    const answer = (await client.rest.delete(`/channels/${thread.id}`)) as { id: string; type: number };
    expect(answer).toMatchObject({ id: thread.id, type: ChannelType.PublicThread });
    const deleted = await emitted;
    expect(deleted.id).toBe(thread.id);
    expect(raw).toEqual([
      { id: thread.id, guild_id: guild.id, parent_id: channel.id, type: ChannelType.PublicThread },
    ]);
    expect(client.channels.cache.has(thread.id)).toBe(false);
    for (const request of [
      client.rest.get(`/channels/${thread.id}`),
      client.rest.get(`/channels/${thread.id}/messages`),
      client.rest.post(`/channels/${thread.id}/messages`, { body: { content: "x" } }),
      client.rest.delete(`/channels/${thread.id}`),
    ])
      expect(await apiErrorCode(request)).toBe(10003);
    expect(channel.threads).toEqual([]);
  });

  it("of an archived thread discord.js never fetched: the raw dispatch arrives, no threadDelete", async () => {
    const thread = channel.createThread("old game");
    await cached<ThreadChannel>(thread.id);
    thread.archive();
    await until(
      () => (client.channels.cache.get(thread.id) as ThreadChannel | undefined)?.archived === true,
      "the client sees the thread archived",
    );
    // A restart: GUILD_CREATE lists active threads only.
    await client.destroy();
    client = await clientOf(h);
    expect(client.channels.cache.has(thread.id)).toBe(false);
    const raw = rawDispatches(GatewayDispatchEvents.ThreadDelete);
    let emitted = 0;
    client.on(Events.ThreadDelete, () => emitted++);
    thread.delete();
    await until(() => raw.length === 1, "the raw THREAD_DELETE arrives");
    expect(raw[0]).toMatchObject({ id: thread.id, parent_id: channel.id });
    expect(emitted).toBe(0);
    expect(await apiErrorCode(client.rest.get(`/channels/${thread.id}`))).toBe(10003);
  });

  it("a moderator's deletion: users can no longer use commands or click there", async () => {
    const thread = channel.createThread("game");
    const message = await (await cached<ThreadChannel>(thread.id)).send("board");
    thread.delete();
    expect(thread.deleted).toBe(true);
    await expect(fake.user(alice).slash(thread, "anything")).rejects.toBeInstanceOf(CommandInputError);
    const stored = fake.message(message.id);
    if (!stored) throw new Error("message not stored");
    await expect(fake.user(alice).click(stored, { label: "x" })).rejects.toBeInstanceOf(CommandInputError);
  });
});

describe("CHANNEL_DELETE", () => {
  it("deleting a text channel through REST needs Manage Channels and answers the channel", async () => {
    guild.setRolePermissions(guild.everyoneRole, 0n);
    guild.setBotPermissions(BASE | PermissionFlagsBits.ManageThreads);
    expect(await apiErrorCode(client.rest.delete(`/channels/${channel.id}`))).toBe(50013);
    expect(channel.deleted).toBe(false);
    guild.setBotPermissions(BASE | PermissionFlagsBits.ManageChannels);
    const emitted = new Promise<Channel>((resolve) => client.once(Events.ChannelDelete, resolve));
    const answer = (await client.rest.delete(`/channels/${channel.id}`)) as { id: string; type: number };
    expect(answer).toMatchObject({ id: channel.id, type: ChannelType.GuildText, name: "table" });
    expect((await emitted).id).toBe(channel.id);
    expect(await apiErrorCode(client.rest.get(`/channels/${channel.id}/messages`))).toBe(10003);
  });

  it("sends the channel object; its threads go with it without THREAD_DELETE, and answer 10003", async () => {
    const active = channel.createThread("active");
    const archived = channel.createThread("archived");
    await cached<ThreadChannel>(active.id);
    await cached<ThreadChannel>(archived.id);
    archived.archive();
    const other = guild.createTextChannel("elsewhere");
    await cached(other.id);
    const raw = rawDispatches(GatewayDispatchEvents.ChannelDelete);
    const threadDeletes = rawDispatches(GatewayDispatchEvents.ThreadDelete);
    const emitted = new Promise<Channel>((resolve) => client.once(Events.ChannelDelete, resolve));
    channel.delete();
    const deleted = await emitted;
    expect(deleted.id).toBe(channel.id);
    expect(raw).toEqual([
      expect.objectContaining({
        id: channel.id,
        type: ChannelType.GuildText,
        guild_id: guild.id,
        name: "table",
      }),
    ]);
    expect(threadDeletes).toEqual([]);
    // discord.js forgets the channel and its threads by itself.
    expect(client.channels.cache.has(channel.id)).toBe(false);
    expect(client.channels.cache.has(active.id)).toBe(false);
    expect([active.deleted, archived.deleted, other.deleted]).toEqual([true, true, false]);
    for (const id of [channel.id, active.id, archived.id])
      expect(await apiErrorCode(client.rest.get(`/channels/${id}`))).toBe(10003);
    expect(
      await apiErrorCode(
        client.rest.post(`/channels/${other.id}/messages`, { body: { content: "still here" } }),
      ),
    ).toBe(undefined);
    // A new session's GUILD_CREATE no longer lists it.
    await client.destroy();
    client = await clientOf(h);
    expect(client.channels.cache.has(channel.id)).toBe(false);
    expect(client.channels.cache.has(other.id)).toBe(true);
    await expect(fake.user(alice).slash(channel, "anything")).rejects.toBeInstanceOf(CommandInputError);
    fake.assertNoViolations();
  });
});
