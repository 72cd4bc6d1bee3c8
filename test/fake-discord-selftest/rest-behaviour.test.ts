import {
  AttachmentBuilder,
  type Client,
  DiscordAPIError,
  HTTPError,
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type TextChannel,
} from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FakeChannel, FakeDiscord, FakeGuild, FakeUser } from "../fake-discord/index.ts";
import { clientOf, type Harness, latch, onInteraction, restFor, table, teardown } from "./helpers.ts";

let h: Harness;
let fake: FakeDiscord;
let guild: FakeGuild;
let channel: FakeChannel;
let textChannel: TextChannel;
let alice: FakeUser;
let client: Client<true>;

beforeEach(async () => {
  ({ h, fake, guild, channel, alice } = await table());
  client = await clientOf(h);
  textChannel = client.channels.cache.get(channel.id) as TextChannel;
});

afterEach(async () => {
  await teardown(h);
});

const sendRequests = () =>
  fake.requests.filter((r) => r.method === "POST" && r.route === "/channels/:channelId/messages");

describe("failure injection", () => {
  it("makes the next channel message fail with 403, then lets the following one through", async () => {
    const rule = fake.failNext({ method: "POST", path: "/channels/:channelId/messages", status: 403 });
    const error = await textChannel.send("blocked").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect([(error as DiscordAPIError).status, (error as DiscordAPIError).code]).toEqual([403, 50013]);
    expect(rule.hits).toBe(1);
    await textChannel.send("allowed");
    expect(channel.messages.map((m) => m.content)).toEqual(["allowed"]);
    expect(sendRequests().map((r) => [r.status, r.injected])).toEqual([
      [403, true],
      [200, false],
    ]);
    fake.assertNoViolations();
  });

  it("shows that @discordjs/rest retries a 500: one failure is invisible, four reach the bot", async () => {
    fake.failNext({ path: `/channels/${channel.id}/messages`, status: 500 });
    await textChannel.send("after one retry");
    expect(sendRequests().map((r) => r.status)).toEqual([500, 200]);
    fake.failNext({ path: /\/channels\/\d+\/messages$/, status: 500, times: 4 });
    const error = await textChannel.send("never").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(sendRequests().map((r) => r.status)).toEqual([500, 200, 500, 500, 500, 500]);
    expect(channel.messages.map((m) => m.content)).toEqual(["after one retry"]);
  });

  it("can fail an interaction callback so the bot's error path runs", async () => {
    await client.application.commands.set(
      [new SlashCommandBuilder().setName("go").setDescription("Go")],
      guild.id,
    );
    const caught = latch();
    let seen: unknown;
    onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      seen = await interaction.reply("first try").catch((e: unknown) => e);
      await interaction.followUp("unreachable").catch(() => {});
      caught.release();
    });
    fake.failNext({
      path: "/interactions/:interactionId/:token/callback",
      status: 403,
      code: 50001,
      message: "Missing Access",
    });
    await expect(fake.user(alice).slash(channel, "go", {}, { timeoutMs: 300 })).rejects.toThrow(
      /no callback received/,
    );
    await caught.promise;
    expect((seen as DiscordAPIError).code).toBe(50001);
  });
});

describe("REST semantics", () => {
  it("answers unknown routes with a JSON 404 and rejects a wrong bot token", async () => {
    const response = await fetch(`${fake.restUrl}/v10/nothing/here`, {
      headers: { authorization: `Bot ${fake.token}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "404: Not Found", code: 0 });
    const unauthorized = await fetch(`${fake.restUrl}/v10/users/@me`, {
      headers: { authorization: "Bot wrong" },
    });
    expect(unauthorized.status).toBe(401);
    expect(fake.requests.slice(-2).map((r) => [r.route, r.status])).toEqual([
      ["(unmatched)", 404],
      ["/users/@me", 401],
    ]);
  });

  it("enforces the bot's channel permissions", async () => {
    channel.setPermissionOverwrite(guild.botRole, { deny: PermissionFlagsBits.SendMessages });
    const denied = await textChannel.send("no").catch((e: unknown) => e);
    expect((denied as DiscordAPIError).code).toBe(50013);
    channel.setPermissionOverwrite(guild.everyoneRole, { deny: PermissionFlagsBits.ViewChannel });
    channel.setPermissionOverwrite(guild.botRole, {});
    const hidden = await textChannel.send("no").catch((e: unknown) => e);
    expect((hidden as DiscordAPIError).code).toBe(50001);
    guild.setBotPermissions(PermissionFlagsBits.Administrator);
    await textChannel.send("admins see everything");
    expect(channel.messages.map((m) => m.content)).toEqual(["admins see everything"]);
  });

  it("parses multipart uploads and serves the stored file", async () => {
    const file = new AttachmentBuilder(Buffer.from("card list"), {
      name: "cards.txt",
      description: "All cards",
    });
    const sent = await textChannel.send({ content: "see file", files: [file] });
    const stored = fake.message(sent.id);
    expect(stored?.data.attachments.map((a) => [a.filename, a.size, a.description])).toEqual([
      ["cards.txt", 9, "All cards"],
    ]);
    expect(
      sendRequests()
        .at(-1)
        ?.files.map((f) => f.field),
    ).toEqual(["files[0]"]);
    const url = stored?.data.attachments[0]?.url ?? "";
    expect(await (await fetch(url)).text()).toBe("card list");
    expect(sent.attachments.first()?.name).toBe("cards.txt");
  });

  it("fetches, lists and deletes channel messages like Discord", async () => {
    const first = await textChannel.send("one");
    const second = await textChannel.send("two");
    const fetched = await textChannel.messages.fetch({ limit: 10, cache: false });
    expect([...fetched.values()].map((m) => m.content)).toEqual(["two", "one"]);
    const older = await textChannel.messages.fetch({ before: second.id, cache: false });
    expect([...older.values()].map((m) => m.content)).toEqual(["one"]);
    await first.delete();
    expect(channel.messages.map((m) => m.content)).toEqual(["two"]);
    const missing = await textChannel.messages
      .fetch({ message: first.id, force: true })
      .catch((e: unknown) => e);
    expect((missing as DiscordAPIError).code).toBe(10008);
  });

  it("creates one message per nonce when enforce_nonce is set, like Discord", async () => {
    const first = await textChannel.send({ content: "ping", nonce: "n-1", enforceNonce: true });
    const again = await textChannel.send({ content: "ping", nonce: "n-1", enforceNonce: true });
    const loose = await textChannel.send({ content: "ping", nonce: "n-1" });
    expect(again.id).toBe(first.id);
    expect(loose.id).not.toBe(first.id);
    expect(channel.messages.map((m) => m.content)).toEqual(["ping", "ping"]);
  });

  it("forgets a nonce once Discord's window passed, and never gives a nonce back on a fetch", async () => {
    const first = await textChannel.send({ content: "ping", nonce: "n-2", enforceNonce: true });
    const fetched = (await restFor(fake).get(`/channels/${channel.id}/messages`)) as { nonce?: unknown }[];
    expect(fetched[0]).not.toHaveProperty("nonce");
    const one = (await restFor(fake).get(`/channels/${channel.id}/messages/${first.id}`)) as {
      nonce?: unknown;
    };
    expect(one).not.toHaveProperty("nonce");
    fake.forgetNonces();
    const later = await textChannel.send({ content: "ping", nonce: "n-2", enforceNonce: true });
    expect(later.id).not.toBe(first.id);
    expect(channel.messages).toHaveLength(2);
  });

  it("answers 429 with retry-after as Discord documents it; discord.js waits, then sends again", async () => {
    const limited = fake.rateLimitNext({
      method: "POST",
      path: "/channels/:channelId/messages",
      retryAfterSeconds: 0.2,
    });
    const sent = await textChannel.send("after the wait");
    expect(limited.hits).toBe(1);
    const [refused, accepted] = sendRequests().slice(-2);
    expect(refused?.status).toBe(429);
    expect(refused?.response).toEqual({
      message: "You are being rate limited.",
      retry_after: 0.2,
      global: false,
    });
    expect(accepted?.status).toBe(200);
    expect(channel.messages.map((m) => m.id)).toEqual([sent.id]);
  });

  it("can leave a request unanswered (a stall): recorded, nothing created", async () => {
    fake.failNext({ method: "POST", path: "/channels/:channelId/messages", status: 200, hang: true });
    const abort = new AbortController();
    const stalled = fetch(`${fake.restUrl}/v10/channels/${channel.id}/messages`, {
      method: "POST",
      headers: { authorization: `Bot ${fake.token}`, "content-type": "application/json" },
      body: JSON.stringify({ content: "lost" }),
      signal: abort.signal,
    }).catch((e: unknown) => e);
    await fake.waitForRequest((r) => r.method === "POST" && r.route === "/channels/:channelId/messages");
    abort.abort();
    expect(await stalled).toBeInstanceOf(Error);
    expect(channel.messages).toEqual([]);
  });

  it("keeps ephemeral messages out of channel routes", async () => {
    await client.application.commands.set(
      [new SlashCommandBuilder().setName("hand").setDescription("Hand")],
      guild.id,
    );
    onInteraction(client, async (interaction) => {
      if (interaction.isChatInputCommand())
        await interaction.reply({ content: "secret", flags: MessageFlags.Ephemeral });
    });
    const result = await fake.user(alice).slash(channel, "hand");
    const error = await restFor(fake)
      .get(`/channels/${channel.id}/messages/${result.reply.id}`)
      .catch((e: unknown) => e);
    expect((error as DiscordAPIError).code).toBe(10008);
    expect(channel.messages).toEqual([]);
  });
});
