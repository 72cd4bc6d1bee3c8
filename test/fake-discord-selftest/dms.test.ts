// Direct messages in the fake Discord, as Discord documents them (Create DM: POST
// /users/@me/channels; DM channel type 1; 50007 "Cannot send messages to this user"; no
// CHANNEL_CREATE for DMs since gateway v8; DM MESSAGE_CREATE only with the DirectMessages intent).

import {
  ChannelType,
  type Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  type Message,
  Partials,
} from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FakeChannel, FakeDiscord, FakeGuild, FakeUser } from "../fake-discord/index.ts";
import { clientOf, type Harness, restFor, table, teardown } from "./helpers.ts";

let h: Harness;
let fake: FakeDiscord;
let guild: FakeGuild;
let channel: FakeChannel;
let alice: FakeUser;
let bob: FakeUser;

beforeEach(async () => {
  ({ h, fake, guild, channel, alice } = await table());
  bob = fake.createUser("bob");
  guild.addMember(bob);
});

afterEach(async () => {
  await teardown(h);
});

async function client(intents: GatewayIntentBits[] = [GatewayIntentBits.Guilds]): Promise<Client<true>> {
  return clientOf(h, { intents, partials: [Partials.Channel] });
}

describe("DM channels", () => {
  it("opens one DM channel (type 1) per user: a second Create DM hands back the same one", async () => {
    const rest = restFor(fake);
    const first = (await rest.post("/users/@me/channels", { body: { recipient_id: alice.id } })) as {
      id: string;
      type: number;
      recipients: { id: string }[];
    };
    const again = (await rest.post("/users/@me/channels", { body: { recipient_id: alice.id } })) as {
      id: string;
    };
    const other = (await rest.post("/users/@me/channels", { body: { recipient_id: bob.id } })) as {
      id: string;
    };
    expect(first.type).toBe(ChannelType.DM);
    expect(first.recipients.map((u) => u.id)).toEqual([alice.id]);
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect(fake.dmChannelOf(alice)?.id).toBe(first.id);
  });

  it("answers Unknown User for a user that does not exist", async () => {
    const error = await restFor(fake)
      .post("/users/@me/channels", { body: { recipient_id: "123" } })
      .catch((e: unknown) => e);
    expect((error as DiscordAPIError).code).toBe(10013);
  });

  it("carries the bot's messages through discord.js user.send, seen only in that user's DMs", async () => {
    const c = await client();
    const user = await c.users.fetch(alice.id);
    const sent = await user.send({ content: "Your turn", components: [] });
    expect(sent.channel.type).toBe(ChannelType.DM);
    expect(fake.dmsOf(alice).map((m) => m.content)).toEqual(["Your turn"]);
    expect(fake.dmsOf(bob)).toEqual([]);
    expect(channel.messages).toEqual([]);
    expect(fake.ephemeralsFor(alice)).toEqual([]);
    // Edit, fetch and delete work on the DM channel like on a guild channel.
    await sent.edit("Your turn (edited)");
    expect(fake.dmsOf(alice)[0]?.content).toBe("Your turn (edited)");
    const fetched = await restFor(fake).get(`/channels/${sent.channelId}/messages`, {
      query: new URLSearchParams({ limit: "10" }),
    });
    expect((fetched as { id: string }[]).map((m) => m.id)).toEqual([sent.id]);
    await sent.delete();
    expect(fake.dmsOf(alice)).toEqual([]);
  });

  it("refuses with 403 / 50007 a user who blocks DMs, and accepts again when they allow them", async () => {
    const c = await client();
    fake.refuseDirectMessages(alice);
    const user = await c.users.fetch(alice.id);
    const error = await user.send("hello").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect([(error as DiscordAPIError).status, (error as DiscordAPIError).code]).toEqual([403, 50007]);
    expect(fake.dmsOf(alice)).toEqual([]);
    // An expected answer, not a mistake of the bot.
    fake.assertNoViolations();
    fake.refuseDirectMessages(alice, false);
    await user.send("hello again");
    expect(fake.dmsOf(alice).map((m) => m.content)).toEqual(["hello again"]);
  });

  it("refuses (403, 50278) a user who shares no server with the bot", async () => {
    const c = await client();
    const stranger = fake.createUser("stranger");
    const user = await c.users.fetch(stranger.id);
    const error = await user.send("hello").catch((e: unknown) => e);
    expect([(error as DiscordAPIError).status, (error as DiscordAPIError).code]).toEqual([403, 50278]);
  });

  it("keeps enforce_nonce in DMs: the same nonce does not make a second message", async () => {
    const rest = restFor(fake);
    const dm = (await rest.post("/users/@me/channels", { body: { recipient_id: alice.id } })) as {
      id: string;
    };
    const body = { content: "once", nonce: "n-1", enforce_nonce: true };
    const a = (await rest.post(`/channels/${dm.id}/messages`, { body })) as { id: string };
    const b = (await rest.post(`/channels/${dm.id}/messages`, { body })) as { id: string };
    expect(b.id).toBe(a.id);
    expect(fake.dmsOf(alice)).toHaveLength(1);
  });
});

describe("DMs on the gateway", () => {
  it("sends no CHANNEL_CREATE for a DM, and MESSAGE_CREATE of a DM only with the DirectMessages intent", async () => {
    const withIntent = await client([GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages]);
    const received: Message[] = [];
    const two = new Promise<void>((resolve) =>
      withIntent.on(Events.MessageCreate, (m) => {
        received.push(m);
        if (received.length === 2) resolve();
      }),
    );
    let channelCreates = 0;
    withIntent.on(Events.ChannelCreate, () => channelCreates++);
    const user = await withIntent.users.fetch(alice.id);
    await user.send("from the bot");
    fake.sendDirectMessage(alice, "from alice");
    // The bot's own events: fake.waitUntil watches the fake's state, not the client's.
    await two;
    // The user's own words arrive in full: MessageContent does not apply to DMs with the bot.
    expect(received.map((m) => [m.content, m.channel.type])).toEqual([
      ["from the bot", ChannelType.DM],
      ["from alice", ChannelType.DM],
    ]);
    expect(channelCreates).toBe(0);
  });

  it("leaves a bot without the DirectMessages intent unaware of DMs", async () => {
    const c = await client([GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages]);
    const received: Message[] = [];
    const marker = new Promise<void>((resolve) =>
      c.on(Events.MessageCreate, (m) => {
        received.push(m);
        if (m.content === "marker") resolve();
      }),
    );
    const user = await c.users.fetch(alice.id);
    await user.send("quiet");
    fake.sendDirectMessage(alice, "hello?");
    // A guild message after them: once it arrived, the DMs would have arrived before it.
    await (c.channels.cache.get(channel.id) as { send(s: string): Promise<unknown> }).send("marker");
    await marker;
    expect(received.map((m) => m.content)).toEqual(["marker"]);
  });
});
