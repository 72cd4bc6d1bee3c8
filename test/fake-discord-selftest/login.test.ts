import { Events, MessageFlags, SlashCommandBuilder } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { type Harness, harness, onInteraction, startClient, teardown } from "./helpers.ts";

let h: Harness | undefined;
afterEach(async () => {
  await teardown(h);
  h = undefined;
});

describe("login and a first command", () => {
  it("logs a real discord.js client in and serves a slash command", async () => {
    h = await harness();
    const { fake } = h;
    const guild = fake.createGuild({ name: "Table" });
    const channel = guild.createTextChannel("smash-up");
    const alice = fake.createUser("alice");
    guild.addMember(alice);
    const client = await startClient(fake);
    h.clients.push(client);
    expect(client.user.id).toBe(fake.botUser.id);
    expect(client.guilds.cache.get(guild.id)?.channels.cache.has(channel.id)).toBe(true);
    await client.application.commands.set(
      [new SlashCommandBuilder().setName("ping").setDescription("Ping")],
      guild.id,
    );
    const errors = onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply({
        content: `pong ${interaction.user.username}`,
        flags: MessageFlags.Ephemeral,
      });
    });
    const result = await fake.user(alice).slash(channel, "ping");
    expect(result.content).toBe("pong alice");
    expect(result.ephemeral).toBe(true);
    expect(errors).toEqual([]);
    fake.assertNoViolations();
    void Events;
  });
});
