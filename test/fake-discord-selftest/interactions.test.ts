import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ComponentType,
  InteractionResponseType,
  LabelBuilder,
  Locale,
  MessageFlags,
  ModalBuilder,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
} from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FakeChannel, FakeDiscord, FakeUser } from "../fake-discord/index.ts";
import { type Harness, harness, latch, onInteraction, startClient, teardown } from "./helpers.ts";

let h: Harness;
let fake: FakeDiscord;
let channel: FakeChannel;
let alice: FakeUser;

const commands = [
  new SlashCommandBuilder()
    .setName("game")
    .setDescription("Game commands")
    .addSubcommand((sub) =>
      sub
        .setName("new")
        .setDescription("Start a game")
        .addIntegerOption((o) =>
          o.setName("players").setDescription("Players").setRequired(true).setMinValue(2).setMaxValue(4),
        )
        .addStringOption((o) => o.setName("faction").setDescription("Faction").setAutocomplete(true)),
    )
    .addSubcommand((sub) => sub.setName("deferred").setDescription("Deferred reply"))
    .addSubcommand((sub) => sub.setName("menu").setDescription("A select menu"))
    .addSubcommand((sub) => sub.setName("form").setDescription("A modal"))
    .addSubcommand((sub) => sub.setName("post").setDescription("Channel message")),
];

beforeEach(async () => {
  h = await harness();
  fake = h.fake;
  const guild = fake.createGuild({ name: "Table" });
  channel = guild.createTextChannel("smash-up");
  alice = fake.createUser("alice");
  guild.addMember(alice);
});

afterEach(async () => {
  await teardown(h);
});

async function bot(handler: Parameters<typeof onInteraction>[1]) {
  const client = await startClient(fake);
  h.clients.push(client);
  await client.application.commands.set(commands, channel.guild.id);
  return { client, errors: onInteraction(client, handler) };
}

describe("interaction flows", () => {
  it("answers a slash command with an ephemeral reply whose button is then handled with update()", async () => {
    const { errors } = await bot(async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const players = interaction.options.getInteger("players", true);
        const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId("join:1").setLabel("Join").setStyle(ButtonStyle.Primary),
          new ButtonBuilder().setCustomId("leave:1").setLabel("Leave").setStyle(ButtonStyle.Secondary),
        );
        await interaction.reply({
          content: `New game for ${players}`,
          components: [row],
          flags: MessageFlags.Ephemeral,
        });
      } else if (interaction.isButton()) {
        await interaction.update({
          content: `${interaction.user.username} pressed ${interaction.customId}`,
          components: [],
        });
      }
    });
    const u = fake.user(alice);
    const reply = await u.slash(channel, "game", { subcommand: "new", options: { players: 3 } });
    expect(reply.callbackType).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe("New game for 3");
    expect(reply.reply.interactiveComponents.map((c) => c.type)).toEqual([
      ComponentType.Button,
      ComponentType.Button,
    ]);
    expect(channel.messages).toEqual([]);
    expect(u.ephemerals.map((m) => m.id)).toEqual([reply.reply.id]);

    const bob = fake.createUser("bob");
    channel.guild.addMember(bob);
    await expect(fake.user(bob).click(reply, "join:1")).rejects.toThrow(
      /cannot see alice's ephemeral message/,
    );

    const click = await u.click(reply, { label: "Join" });
    expect(click.callbackType).toBe(InteractionResponseType.UpdateMessage);
    expect(click.message?.id).toBe(reply.reply.id);
    expect(reply.content).toBe("alice pressed join:1");
    expect(reply.reply.components).toEqual([]);
    expect(reply.reply.editCount).toBe(1);
    const payload = click.interaction;
    expect(payload.type).toBe(3);
    expect(payload.message?.interaction_metadata?.user.id).toBe(alice.id);
    expect(errors).toEqual([]);
    fake.assertNoViolations();
  });

  it("waits for the edit after deferReply and after deferUpdate", async () => {
    const { errors } = await bot(async (interaction) => {
      if (interaction.isChatInputCommand()) {
        await interaction.deferReply();
        await new Promise((resolve) => setTimeout(resolve, 20));
        await interaction.editReply({
          content: "ready",
          components: [
            new ActionRowBuilder<ButtonBuilder>().addComponents(
              new ButtonBuilder().setCustomId("go").setLabel("Go").setStyle(ButtonStyle.Success),
            ),
          ],
        });
      } else if (interaction.isButton()) {
        await interaction.deferUpdate();
        await new Promise((resolve) => setTimeout(resolve, 20));
        await interaction.editReply({ content: "went", components: [] });
      }
    });
    const u = fake.user(alice);
    const reply = await u.slash(channel, "game", { subcommand: "deferred" });
    expect(reply.callbackType).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect(reply.content).toBe("ready");
    expect(reply.reply.loading).toBe(false);
    expect(channel.messages.map((m) => m.content)).toEqual(["ready"]);
    const click = await u.click(reply, "go");
    expect(click.callbackType).toBe(InteractionResponseType.DeferredMessageUpdate);
    expect(channel.lastMessage?.content).toBe("went");
    const edit = fake.requests.find((r) => r.method === "PATCH" && r.path.endsWith("/messages/@original"));
    expect(edit?.route).toBe("/webhooks/:applicationId/:token/messages/:messageId");
    expect(errors).toEqual([]);
    fake.assertNoViolations();
  });

  it("sends follow-ups, honouring the ephemeral flag, and fills a deferred reply with the first one", async () => {
    const { errors } = await bot(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await interaction.followUp({ content: "fills the deferred reply" });
      await interaction.followUp({ content: "public follow-up" });
      await interaction.followUp({ content: "private follow-up", flags: MessageFlags.Ephemeral });
    });
    const reply = await fake.user(alice).slash(channel, "game", { subcommand: "deferred" });
    expect(reply.content).toBe("fills the deferred reply");
    expect(reply.ephemeral).toBe(true);
    const second = await reply.waitForFollowUp((m) => m.content === "private follow-up");
    expect(second.ephemeral).toBe(true);
    expect(reply.followUps.map((m) => [m.content, m.ephemeral])).toEqual([
      ["public follow-up", false],
      ["private follow-up", true],
    ]);
    expect(channel.messages.map((m) => m.content)).toEqual(["public follow-up"]);
    expect(fake.ephemeralsFor(alice).map((m) => m.content)).toEqual([
      "fills the deferred reply",
      "private follow-up",
    ]);
    expect(errors).toEqual([]);
    fake.assertNoViolations();
  });

  it("fetches, edits and deletes its reply and follow-ups through the interaction webhook", async () => {
    const done = latch();
    const log: string[] = [];
    const { errors } = await bot(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply("original");
      const fetched = await interaction.fetchReply();
      const extra = await interaction.followUp("extra");
      await interaction.webhook.editMessage(extra, { content: "extra, edited" });
      log.push(fetched.content, (await interaction.webhook.fetchMessage(extra.id)).content);
      await interaction.deleteReply();
      done.release();
    });
    const reply = await fake.user(alice).slash(channel, "game", { subcommand: "post" });
    await done.promise;
    expect(log).toEqual(["original", "extra, edited"]);
    expect(reply.reply.deleted).toBe(true);
    expect(channel.messages.map((m) => m.content)).toEqual(["extra, edited"]);
    expect(errors).toEqual([]);
    fake.assertNoViolations();
  });

  it("answers withResponse with the created message and 204 otherwise", async () => {
    const seen: string[] = [];
    const handled = [latch(), latch()];
    const { errors } = await bot(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      if (interaction.options.getSubcommand() === "deferred") {
        const response = await interaction.reply({ content: "hello", withResponse: true });
        seen.push(response.resource?.message?.content ?? "none");
      } else {
        const response = await interaction.reply({ content: "quiet" });
        seen.push(response.constructor.name);
      }
      handled[seen.length - 1]?.release();
    });
    await fake.user(alice).slash(channel, "game", { subcommand: "deferred" });
    await handled[0]?.promise;
    await fake.user(alice).slash(channel, "game", { subcommand: "post" });
    await handled[1]?.promise;
    const callbacks = fake.requests.filter((r) => r.route === "/interactions/:interactionId/:token/callback");
    expect(callbacks.map((r) => [r.query.with_response, r.status, r.response])).toEqual([
      ["true", 200, expect.objectContaining({ resource: expect.objectContaining({ type: 4 }) })],
      ["false", 204, undefined],
    ]);
    expect(seen).toEqual(["hello", "InteractionResponse"]);
    expect(errors).toEqual([]);
  });

  it("posts and edits channel messages with channel.send and message.edit", async () => {
    const { client, errors } = await bot(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply({ content: "posting", flags: MessageFlags.Ephemeral });
      const textChannel = interaction.channel;
      if (!textChannel?.isSendable()) throw new Error("not sendable");
      const board = await textChannel.send({
        content: "board v1",
        embeds: [{ title: "Bases", description: "3 bases" }],
      });
      await board.edit({ content: "board v2" });
    });
    await fake.user(alice).slash(channel, "game", { subcommand: "post" });
    const board = await channel.waitForMessage((m) => m.content === "board v2");
    expect(board.history.map((v) => v.content)).toEqual(["board v1"]);
    expect(board.embeds[0]?.title).toBe("Bases");
    expect(board.data.edited_timestamp).not.toBeNull();
    const fetched = await client.channels.fetch(channel.id);
    expect(fetched?.id).toBe(channel.id);
    expect(errors).toEqual([]);
    fake.assertNoViolations();
  });

  it("handles a string select menu", async () => {
    const { errors } = await bot(async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const menu = new StringSelectMenuBuilder()
          .setCustomId("pick")
          .setPlaceholder("Pick factions")
          .setMinValues(1)
          .setMaxValues(2)
          .addOptions(
            { label: "Aliens", value: "aliens" },
            { label: "Pirates", value: "pirates" },
            { label: "Ninjas", value: "ninjas" },
          );
        await interaction.reply({
          components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)],
        });
      } else if (interaction.isStringSelectMenu()) {
        await interaction.update({ content: `picked ${interaction.values.join("+")}`, components: [] });
      }
    });
    const u = fake.user(alice);
    const reply = await u.slash(channel, "game", { subcommand: "menu" });
    await u.select(reply, "pick", ["aliens", "ninjas"]);
    expect(reply.content).toBe("picked aliens+ninjas");
    await expect(u.select(reply, "pick", ["robots"])).rejects.toThrow(/no component/);
    expect(errors).toEqual([]);
    fake.assertNoViolations();
  });

  it("answers autocomplete with choices", async () => {
    const { errors } = await bot(async (interaction) => {
      if (!interaction.isAutocomplete()) return;
      const typed = interaction.options.getFocused();
      const factions = ["aliens", "dinosaurs", "ninjas", "pirates"].filter((f) => f.includes(typed));
      await interaction.respond(factions.map((f) => ({ name: f.toUpperCase(), value: f })));
    });
    const choices = await fake.user(alice).autocomplete(channel, "game", {
      subcommand: "new",
      options: { players: 2 },
      focused: "faction",
      value: "in",
    });
    expect(choices).toEqual([
      { name: "DINOSAURS", value: "dinosaurs" },
      { name: "NINJAS", value: "ninjas" },
    ]);
    expect(errors).toEqual([]);
    fake.assertNoViolations();
  });

  it("opens a modal and receives its submission", async () => {
    const { errors } = await bot(async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const modal = new ModalBuilder()
          .setCustomId("rename")
          .setTitle("Rename the game")
          .addLabelComponents(
            new LabelBuilder()
              .setLabel("Name")
              .setTextInputComponent(
                new TextInputBuilder().setCustomId("name").setStyle(TextInputStyle.Short),
              ),
          )
          .addLabelComponents(
            new LabelBuilder()
              .setLabel("Notes")
              .setTextInputComponent(
                new TextInputBuilder()
                  .setCustomId("notes")
                  .setStyle(TextInputStyle.Paragraph)
                  .setRequired(false),
              ),
          );
        await interaction.showModal(modal);
      } else if (interaction.isModalSubmit()) {
        const name = interaction.fields.getTextInputValue("name");
        await interaction.reply({ content: `renamed to ${name}`, flags: MessageFlags.Ephemeral });
      }
    });
    const u = fake.user(alice);
    const opened = await u.slash(channel, "game", { subcommand: "form" });
    expect(opened.callbackType).toBe(InteractionResponseType.Modal);
    expect(opened.modal?.title).toBe("Rename the game");
    await expect(u.submitModal(opened, { notes: "x" })).rejects.toThrow(/"name" is required/);
    const submitted = await u.submitModal(opened, { name: "Friday night" });
    expect(submitted.content).toBe("renamed to Friday night");
    expect(submitted.interaction.type).toBe(5);
    expect(errors).toEqual([]);
    fake.assertNoViolations();
  });

  it("delivers subcommand groups, resolved users, channels and roles, and the users' locales", async () => {
    const client = await startClient(fake);
    h.clients.push(client);
    const guild = channel.guild;
    guild.preferredLocale = Locale.French;
    alice.locale = Locale.German;
    await client.application.commands.set(
      [
        new SlashCommandBuilder()
          .setName("admin")
          .setDescription("Admin")
          .addSubcommandGroup((group) =>
            group
              .setName("seat")
              .setDescription("Seats")
              .addSubcommand((sub) =>
                sub
                  .setName("give")
                  .setDescription("Give a seat")
                  .addUserOption((o) => o.setName("player").setDescription("Player").setRequired(true))
                  .addChannelOption((o) => o.setName("where").setDescription("Where").setRequired(true))
                  .addRoleOption((o) => o.setName("role").setDescription("Role")),
              ),
          ),
      ],
      guild.id,
    );
    const bob = fake.createUser("bob");
    guild.addMember(bob, { nick: "Bobby" });
    const players = guild.createRole("Players");
    const seen: string[] = [];
    onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const member = interaction.options.getMember("player");
      seen.push(
        [
          interaction.options.getSubcommandGroup(),
          interaction.options.getSubcommand(),
          interaction.options.getUser("player", true).username,
          member && "nickname" in member ? member.nickname : "no member",
          interaction.options.getChannel("where", true).id === channel.id,
          interaction.options.getRole("role")?.name,
          interaction.locale,
          interaction.guildLocale,
        ].join(" "),
      );
      await interaction.reply("ok");
    });
    await fake.user(alice).slash(channel, "admin", {
      group: "seat",
      subcommand: "give",
      options: { player: bob, where: channel, role: players },
    });
    expect(seen).toEqual(["seat give bob Bobby true Players de fr"]);
  });

  it("opens a modal from a button, updates that message on submit, and can acknowledge without an edit", async () => {
    const { errors } = await bot(async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId("bid").setLabel("Bid").setStyle(ButtonStyle.Primary),
          new ButtonBuilder().setCustomId("noop").setLabel("Nothing").setStyle(ButtonStyle.Secondary),
        );
        await interaction.reply({ content: "auction", components: [row] });
      } else if (interaction.isButton() && interaction.customId === "bid") {
        await interaction.showModal(
          new ModalBuilder()
            .setCustomId("bid-form")
            .setTitle("Your bid")
            .addLabelComponents(
              new LabelBuilder()
                .setLabel("Amount")
                .setTextInputComponent(
                  new TextInputBuilder().setCustomId("amount").setStyle(TextInputStyle.Short),
                ),
            ),
        );
      } else if (interaction.isButton()) {
        await interaction.deferUpdate();
      } else if (interaction.isModalSubmit() && interaction.isFromMessage()) {
        await interaction.update({ content: `bid ${interaction.fields.getTextInputValue("amount")}` });
      }
    });
    const u = fake.user(alice);
    const auction = await u.slash(channel, "game", { subcommand: "post" });
    const opened = await u.click(auction, "bid");
    expect(opened.message).toBeUndefined();
    const submitted = await u.submitModal(opened, { amount: "12" });
    expect(submitted.callbackType).toBe(InteractionResponseType.UpdateMessage);
    expect(submitted.message?.id).toBe(auction.reply.id);
    expect(auction.content).toBe("bid 12");
    await expect(u.submitModal(opened, { amount: "13" })).rejects.toThrow(/already submitted/);
    const acknowledged = await u.click(auction, "noop", { awaitEdit: false });
    expect(acknowledged.callbackType).toBe(InteractionResponseType.DeferredMessageUpdate);
    expect(auction.reply.editCount).toBe(1);
    expect(errors).toEqual([]);
    fake.assertNoViolations();
  });

  it("rejects test mistakes before they reach the bot", async () => {
    await bot(async () => {});
    const u = fake.user(alice);
    await expect(u.slash(channel, "nope")).rejects.toThrow(/not registered/);
    await expect(u.slash(channel, "game", { subcommand: "new", options: {} })).rejects.toThrow(
      /missing required option "players"/,
    );
    await expect(u.slash(channel, "game", { subcommand: "new", options: { players: 9 } })).rejects.toThrow(
      /at most 4/,
    );
    await expect(
      u.slash(channel, "game", { subcommand: "new", options: { players: 2, color: "red" } }),
    ).rejects.toThrow(/no option "color"/);
    const stranger = fake.createUser("stranger");
    await expect(fake.user(stranger).slash(channel, "game", { subcommand: "deferred" })).rejects.toThrow(
      /not a member/,
    );
    expect(fake.requests.filter((r) => r.route.startsWith("/interactions"))).toEqual([]);
  });
});
