import { Client, type ClientOptions, Events, GatewayIntentBits, SlashCommandBuilder } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import type { FakeChannel, FakeDiscord, FakeUser, StartFakeDiscordOptions } from "../fake-discord/index.ts";
import { until } from "../support/until.ts";
import { type Harness, harness, onInteraction, startClient, teardown } from "./helpers.ts";

let h: Harness | undefined;
afterEach(async () => {
  await teardown(h);
  h = undefined;
});

async function world(options: StartFakeDiscordOptions = {}) {
  h = await harness(options);
  const { fake } = h;
  const guild = fake.createGuild({ name: "Gateway" });
  const channel = guild.createTextChannel("table");
  const alice = fake.createUser("alice");
  guild.addMember(alice);
  return { fake, guild, channel, alice };
}

/** Starts a bot that answers /who with its own label, to tell clients apart. */
async function bot(
  fake: FakeDiscord,
  label: string,
  channel: FakeChannel,
  options: Partial<ClientOptions> = {},
) {
  const client = await startClient(fake, options);
  h?.clients.push(client);
  await client.application.commands.set(
    [new SlashCommandBuilder().setName("who").setDescription("Who")],
    channel.guild.id,
  );
  const errors = onInteraction(client, async (interaction) => {
    if (interaction.isChatInputCommand()) await interaction.reply(label);
  });
  return { client, errors };
}

async function ask(fake: FakeDiscord, user: FakeUser, channel: FakeChannel): Promise<string> {
  return (await fake.user(user).slash(channel, "who")).content;
}

describe("gateway sessions", () => {
  it("sends a complete READY and GUILD_CREATE that discord.js caches", async () => {
    const { fake, guild, channel } = await world();
    const { client } = await bot(fake, "bot", channel);
    const cached = client.guilds.cache.get(guild.id);
    expect(cached?.name).toBe("Gateway");
    expect(cached?.ownerId).toBe(guild.owner.id);
    expect(cached?.members.me?.id).toBe(fake.botUser.id);
    expect(cached?.roles.everyone.id).toBe(guild.id);
    expect(cached?.channels.cache.get(channel.id)?.name).toBe("table");
    expect(client.application.id).toBe(fake.applicationId);
    expect(fake.gatewayStats).toMatchObject({ connections: 1, identifies: 1, readies: 1, resumes: 0 });
  });

  it("tells discord.js about guilds and channels created after login", async () => {
    const { fake, channel } = await world();
    const { client } = await bot(fake, "bot", channel);
    const joined = new Promise((resolve) => client.once(Events.GuildCreate, resolve));
    const later = fake.createGuild({ name: "Later" });
    await joined;
    const created = new Promise((resolve) => client.once(Events.ChannelCreate, resolve));
    const extra = later.createTextChannel("extra");
    await created;
    expect(client.channels.cache.get(extra.id)?.isTextBased()).toBe(true);
  });

  it.each([["reconnect-opcode"], ["close-4000"]] as const)(
    "resumes after %s and replays what was missed",
    async (method) => {
      const { fake, guild, channel, alice } = await world();
      const { client } = await bot(fake, "bot", channel);
      const reconnected = fake.forceReconnect(method);
      await fake.waitUntil(() => !fake.botConnected, { description: "the bot is disconnected" });
      const replayed = new Promise((resolve) => client.once(Events.ChannelCreate, resolve));
      const missed = guild.createTextChannel("created-while-away");
      await reconnected;
      await replayed;
      expect(fake.gatewayStats).toMatchObject({ identifies: 1, resumes: 1 });
      expect(client.channels.cache.has(missed.id)).toBe(true);
      expect(await ask(fake, alice, channel)).toBe("bot");
    },
  );

  it("re-identifies after an INVALID_SESSION", async () => {
    const { fake, channel, alice } = await world();
    // @discordjs/ws spaces two IDENTIFYs of one client by 5 s, as Discord requires; skip that wait here.
    await bot(fake, "bot", channel, {
      ws: { buildIdentifyThrottler: () => ({ waitForIdentify: async () => {} }) },
    });
    await fake.forceReconnect("invalid-session");
    expect(fake.gatewayStats).toMatchObject({ identifies: 2, readies: 2, resumes: 0 });
    expect(await ask(fake, alice, channel)).toBe("bot");
  });

  it("serves a new client after the bot restarts", async () => {
    const { fake, channel, alice } = await world();
    const first = await bot(fake, "first", channel);
    expect(await ask(fake, alice, channel)).toBe("first");
    await first.client.destroy();
    await fake.waitUntil(() => !fake.botConnected, { description: "the first client is gone" });
    await expect(ask(fake, alice, channel)).rejects.toThrow(/no bot is logged in/);
    await bot(fake, "second", channel);
    expect(await ask(fake, alice, channel)).toBe("second");
    expect(fake.gatewayStats).toMatchObject({ identifies: 2, resumes: 0 });
  });

  it("refuses a wrong token", async () => {
    const { fake } = await world();
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
    h?.clients.push(client);
    await expect(client.login("not.the.token")).rejects.toThrow();
    expect(fake.requests.map((r) => [r.path, r.status])).toEqual([["/gateway/bot", 401]]);
    expect(fake.gatewayStats.identifies).toBe(0);
  });

  it("closes with 4014 when privileged intents are not enabled for the app", async () => {
    const { fake } = await world();
    const client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers],
      rest: { api: fake.restUrl },
    });
    h?.clients.push(client);
    await expect(client.login(fake.token)).rejects.toThrow(/disallowed intents/i);
  });

  it("sends MESSAGE_CREATE only with GuildMessages, hiding content without MessageContent", async () => {
    const { fake, channel, alice } = await world();
    const client = await startClient(fake, {
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages],
    });
    h?.clients.push(client);
    const received: string[] = [];
    const two = new Promise<void>((resolve) => {
      client.on(Events.MessageCreate, (message) => {
        received.push(`${message.author.username}:${message.content}`);
        if (received.length === 2) resolve();
      });
    });
    fake.user(alice).say(channel, "hidden from the bot");
    fake.user(alice).say(channel, `hey ${fake.botUser.mention}`);
    await two;
    expect(received).toEqual(["alice:", `alice:hey ${fake.botUser.mention}`]);
    expect(channel.messages.map((m) => m.content)).toEqual([
      "hidden from the bot",
      `hey ${fake.botUser.mention}`,
    ]);
  });

  it("accepts privileged intents the app enabled, and answers heartbeats", async () => {
    const { fake, channel } = await world({
      privilegedIntents: GatewayIntentBits.GuildMembers,
      heartbeatIntervalMs: 30,
    });
    const client = await startClient(fake, {
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers],
    });
    h?.clients.push(client);
    await fake.waitUntil(() => fake.gatewayStats.heartbeats >= 2, { description: "two heartbeats" });
    expect(client.ws.ping).toBeGreaterThanOrEqual(0);
    expect(client.guilds.cache.get(channel.guild.id)).toBeDefined();
  });
});

describe("shards", () => {
  it("routes each guild's events to the session of its shard, (guild_id >> 22) % count", async () => {
    h = await harness();
    const { fake } = h;
    const guilds = [0, 1].map((shard) => fake.createGuild({ name: `Shard ${shard}`, shard: [shard, 2] }));
    const channels = guilds.map((guild) => guild.createTextChannel("table"));
    const alice = fake.createUser("alice");
    for (const guild of guilds) guild.addMember(alice);
    for (const guild of guilds) expect(Number((BigInt(guild.id) >> 22n) % 2n)).toBe(guilds.indexOf(guild));
    const [c0, c1] = channels as [FakeChannel, FakeChannel];
    const zero = await bot(fake, "shard 0", c0, { shards: [0], shardCount: 2 });
    const one = await bot(fake, "shard 1", c1, { shards: [1], shardCount: 2 });
    await one.client.application.commands.set(
      [new SlashCommandBuilder().setName("who").setDescription("Who")],
      c0.guild.id,
    );
    expect(fake.connectedShards).toEqual([0, 1]);
    // READY lists, and GUILD_CREATE sends, only the guilds of the shard.
    expect([...zero.client.guilds.cache.keys()]).toEqual([guilds[0]?.id]);
    expect([...one.client.guilds.cache.keys()]).toEqual([guilds[1]?.id]);
    expect(await ask(fake, alice, c0)).toBe("shard 0");
    expect(await ask(fake, alice, c1)).toBe("shard 1");
    // A guild created later reaches its shard only.
    const later = fake.createGuild({ name: "Later", shard: [1, 2] });
    await until(() => one.client.guilds.cache.has(later.id), "shard 1's client holds the later guild");
    expect(zero.client.guilds.cache.has(later.id)).toBe(false);
  });
});
