// The bot's client caches only what the bot reads (src/discord/client-cache.ts, issue 22): a
// click's message and member are built but not kept; its guild, channel and user are, and so is
// the bot's own member (its permissions in a channel, src/discord/threads.ts).

import type { Interaction } from "discord.js";
import { describe, expect, it } from "vitest";
import { DiscordStub, STUB_BOT_ID } from "../../src/loadtest/discord-stub.ts";

const GUILD = "300000000000000001";
const CHANNEL = "400000000000000001";

function click(stub: DiscordStub, userId: string): Interaction {
  return stub.select({ guildId: GUILD, channelId: CHANNEL, userId, customId: "sg:x", values: ["end"] });
}

describe("the bot's client caches", () => {
  it("keeps neither the messages clicked on nor the members who clicked", () => {
    const stub = new DiscordStub();
    const interaction = click(stub, "500000000000000001");
    click(stub, "500000000000000002");
    // Built all the same: the handler reads them from the interaction.
    expect(interaction.isMessageComponent() && interaction.message.id).toBeTruthy();
    expect(interaction.inCachedGuild()).toBe(true);
    const guild = stub.client.guilds.cache.get(GUILD);
    const channel = stub.client.channels.cache.get(CHANNEL);
    expect(channel?.isTextBased() && "messages" in channel ? channel.messages.cache.size : -1).toBe(0);
    expect([...(guild?.members.cache.keys() ?? [])]).toEqual([STUB_BOT_ID]);
    expect(guild?.members.me?.id).toBe(STUB_BOT_ID);
    expect(stub.client.users.cache.has("500000000000000002")).toBe(true);
  });

  it("differs from discord.js's defaults, which keep both", () => {
    const stub = new DiscordStub({ caches: "default" });
    click(stub, "500000000000000001");
    const channel = stub.client.channels.cache.get(CHANNEL);
    expect(channel?.isTextBased() && "messages" in channel ? channel.messages.cache.size : -1).toBe(1);
    expect(stub.client.guilds.cache.get(GUILD)?.members.cache.size).toBe(2);
  });
});
