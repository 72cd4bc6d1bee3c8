import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  ButtonStyle,
  ComponentType,
  DiscordAPIError,
  InteractionResponseType,
  PermissionFlagsBits,
  Routes,
  SlashCommandBuilder,
  TextInputStyle,
} from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FakeChannel, FakeDiscord, FakeGuild, FakeUser } from "../fake-discord/index.ts";
import { clientOf, type Harness, latch, onInteraction, table, teardown } from "./helpers.ts";

let h: Harness;
let fake: FakeDiscord;
let guild: FakeGuild;
let channel: FakeChannel;
let alice: FakeUser;

beforeEach(async () => {
  ({ h, fake, guild, channel, alice } = await table());
});

afterEach(async () => {
  await teardown(h);
});

async function botWith(handler: Parameters<typeof onInteraction>[1]) {
  const client = await clientOf(h);
  await client.application.commands.set(
    [
      new SlashCommandBuilder()
        .setName("act")
        .setDescription("Act")
        .addStringOption((o) => o.setName("what").setDescription("What").setAutocomplete(true)),
      new SlashCommandBuilder()
        .setName("settings")
        .setDescription("Admin settings")
        .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild),
    ],
    guild.id,
  );
  return { client, errors: onInteraction(client, handler) };
}

function textInputRow(customId: string) {
  return {
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.TextInput, custom_id: customId, label: "Label", style: TextInputStyle.Short },
    ],
  };
}

describe("interaction response rules", () => {
  it("answers 40060 to a second callback for the same interaction", async () => {
    const secondAnswer = latch();
    let secondError: unknown;
    const { client } = await botWith(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const route = Routes.interactionCallback(interaction.id, interaction.token);
      const answer = (content: string) =>
        client.rest.post(route, {
          body: { type: InteractionResponseType.ChannelMessageWithSource, data: { content } },
        });
      await answer("one");
      secondError = await answer("two").catch((error: unknown) => error);
      secondAnswer.release();
    });
    const result = await fake.user(alice).slash(channel, "act");
    expect(result.content).toBe("one");
    await secondAnswer.promise;
    expect(secondError).toBeInstanceOf(DiscordAPIError);
    expect([(secondError as DiscordAPIError).status, (secondError as DiscordAPIError).code]).toEqual([
      400, 40060,
    ]);
    expect(fake.violations.map((v) => v.kind)).toEqual(["interaction-already-acknowledged"]);
    expect(channel.messages.map((m) => m.content)).toEqual(["one"]);
  });

  it("refuses an UPDATE_MESSAGE answer to a slash command", async () => {
    const { client } = await botWith(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const route = Routes.interactionCallback(interaction.id, interaction.token);
      await client.rest
        .post(route, { body: { type: InteractionResponseType.UpdateMessage, data: { content: "no" } } })
        .catch(() => interaction.reply("fallback"));
    });
    const result = await fake.user(alice).slash(channel, "act");
    expect(result.content).toBe("fallback");
    expect(fake.violations[0]?.fieldErrors[0]?.code).toBe("INTERACTION_RESPONSE_TYPE_INVALID");
  });

  it("checks reply components: 6 rows and a duplicated custom_id inside one reply", async () => {
    const button = (id: string) => ({
      type: ComponentType.Button,
      style: ButtonStyle.Primary,
      custom_id: id,
      label: id,
    });
    const rows = (count: number, id: (i: number) => string) =>
      Array.from({ length: count }, (_, i) => ({
        type: ComponentType.ActionRow,
        components: [button(id(i))],
      }));
    const { errors } = await botWith(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const attempts = [rows(6, (i) => `r${i}`), rows(2, () => "same")];
      for (const components of attempts) {
        await interaction
          .reply({ components: components as APIActionRowComponent<APIComponentInMessageActionRow>[] })
          .catch((error: unknown) => errors.push(error));
      }
      await interaction.reply("valid at last");
    });
    const result = await fake.user(alice).slash(channel, "act");
    expect(result.content).toBe("valid at last");
    expect(errors.map((e) => (e as DiscordAPIError).code)).toEqual([50035, 50035]);
    expect(fake.violations.flatMap((v) => v.fieldErrors.map((e) => `${e.path} ${e.code}`))).toEqual([
      "data.components BASE_TYPE_MAX_LENGTH",
      "data.components[1].components[0].custom_id COMPONENT_CUSTOM_ID_DUPLICATED",
    ]);
  });

  it("limits modals to 5 components and a 45-character title", async () => {
    const { client, errors } = await botWith(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const route = Routes.interactionCallback(interaction.id, interaction.token);
      const modal = (title: string, rows: number) => ({
        type: InteractionResponseType.Modal,
        data: {
          custom_id: "m",
          title,
          components: Array.from({ length: rows }, (_, i) => textInputRow(`t${i}`)),
        },
      });
      for (const body of [modal("Six rows", 6), modal("t".repeat(46), 1)]) {
        await client.rest.post(route, { body }).catch((error: unknown) => errors.push(error));
      }
      await interaction.showModal({
        custom_id: "m",
        title: "Fine",
        components: [textInputRow("ok")],
      } as never);
    });
    const result = await fake.user(alice).slash(channel, "act");
    expect(result.modal?.title).toBe("Fine");
    expect(errors).toHaveLength(2);
    expect(fake.violations.flatMap((v) => v.fieldErrors.map((e) => `${e.path} ${e.code}`))).toEqual([
      "data.components BASE_TYPE_BAD_LENGTH",
      "data.title BASE_TYPE_BAD_LENGTH",
    ]);
  });

  it("limits autocomplete answers to 25 choices of at most 100 characters", async () => {
    const { errors } = await botWith(async (interaction) => {
      if (!interaction.isAutocomplete()) return;
      const many = Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: `c${i}` }));
      await interaction.respond(many).catch((error: unknown) => errors.push(error));
      await interaction
        .respond([{ name: "n".repeat(101), value: "v" }])
        .catch((error: unknown) => errors.push(error));
      await interaction.respond([{ name: "ok", value: "ok" }]);
    });
    const choices = await fake.user(alice).autocomplete(channel, "act", { focused: "what", value: "" });
    expect(choices).toEqual([{ name: "ok", value: "ok" }]);
    expect(errors.map((e) => (e as DiscordAPIError).code)).toEqual([50035, 50035]);
    expect(fake.violations.flatMap((v) => v.fieldErrors.map((e) => `${e.path} ${e.code}`))).toEqual([
      "data.choices BASE_TYPE_MAX_LENGTH",
      "data.choices[0].name BASE_TYPE_BAD_LENGTH",
    ]);
  });
});

describe("command permissions", () => {
  it("hides a Manage Server command from plain members and shows it to managers, admins and the owner", async () => {
    const seen: string[] = [];
    await botWith(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const allowed = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
      seen.push(`${interaction.user.username}:${allowed}`);
      await interaction.reply(allowed ? "settings" : "not allowed");
    });
    const manager = fake.createUser("manager");
    guild.addMember(manager, { permissions: PermissionFlagsBits.ManageGuild });
    const admin = fake.createUser("admin");
    guild.addMember(admin, { roles: [guild.createRole("Admins", PermissionFlagsBits.Administrator)] });

    await expect(fake.user(alice).slash(channel, "settings")).rejects.toThrow(/hidden from alice/);
    expect((await fake.user(manager).slash(channel, "settings")).content).toBe("settings");
    expect((await fake.user(admin).slash(channel, "settings")).content).toBe("settings");
    expect((await fake.user(guild.owner).slash(channel, "settings")).content).toBe("settings");
    const bypass = await fake.user(alice).slash(channel, "settings", {}, { bypassPermissions: true });
    expect(bypass.content).toBe("not allowed");
    expect(seen).toEqual(["manager:true", "admin:true", `${guild.owner.username}:true`, "alice:false"]);
  });
});
