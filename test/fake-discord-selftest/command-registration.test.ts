import {
  ApplicationCommandOptionType,
  DiscordAPIError,
  PermissionFlagsBits,
  Routes,
  SlashCommandBuilder,
} from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeDiscord, FakeGuild } from "../fake-discord/index.ts";
import { type Harness, harness, restFor, teardown } from "./helpers.ts";

let h: Harness;
let fake: FakeDiscord;
let guild: FakeGuild;

beforeAll(async () => {
  h = await harness();
  fake = h.fake;
  guild = fake.createGuild({ name: "Registry" });
});

afterAll(async () => {
  await teardown(h);
});

const stringOption = (name: string, extra: object = {}) => ({
  type: ApplicationCommandOptionType.String,
  name,
  description: `the ${name}`,
  ...extra,
});

async function rejected(
  body: unknown,
  route = Routes.applicationGuildCommands(fake.applicationId, guild.id),
) {
  const error = await restFor(fake)
    .put(route, { body })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DiscordAPIError);
  expect([(error as DiscordAPIError).status, (error as DiscordAPIError).code]).toEqual([400, 50035]);
  return (fake.violations.at(-1)?.fieldErrors ?? []).map(({ path, code }) => ({ path, code }));
}

describe("application command registration", () => {
  it("registers global and guild commands, keeping ids across overwrites", async () => {
    const rest = restFor(fake);
    const help = new SlashCommandBuilder().setName("help").setDescription("Help").toJSON();
    const admin = new SlashCommandBuilder()
      .setName("admin")
      .setDescription("Admin")
      .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
      .toJSON();
    const [global] = (await rest.put(Routes.applicationCommands(fake.applicationId), { body: [help] })) as {
      id: string;
    }[];
    const first = (await rest.put(Routes.applicationGuildCommands(fake.applicationId, guild.id), {
      body: [help, admin],
    })) as { id: string; name: string; version: string; guild_id: string; application_id: string }[];
    expect(first.map((c) => [c.name, c.guild_id, c.application_id])).toEqual([
      ["help", guild.id, fake.applicationId],
      ["admin", guild.id, fake.applicationId],
    ]);
    const again = (await rest.put(Routes.applicationGuildCommands(fake.applicationId, guild.id), {
      body: [admin],
    })) as { id: string; version: string }[];
    expect(again[0]?.id).toBe(first[1]?.id);
    expect(again[0]?.version).not.toBe(first[1]?.version);
    expect(fake.commands().map((c) => c.id)).toEqual([global?.id]);
    expect(fake.commands(guild).map((c) => c.name)).toEqual(["admin"]);
    expect(fake.commands(guild)[0]?.default_member_permissions).toBe(
      PermissionFlagsBits.ManageGuild.toString(),
    );
    const fetched = (await rest.get(
      Routes.applicationGuildCommands(fake.applicationId, guild.id),
    )) as unknown[];
    expect(fetched).toHaveLength(1);
  });

  it("rejects a required option after an optional one even though the builder accepts it", async () => {
    const command = new SlashCommandBuilder()
      .setName("broken")
      .setDescription("Broken")
      .addStringOption((o) => o.setName("optional").setDescription("first"))
      .addStringOption((o) => o.setName("required").setDescription("second").setRequired(true))
      .toJSON();
    expect(await rejected([command])).toContainEqual({
      path: "[0].options[1].required",
      code: "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
    });
  });

  it.each([
    [
      "an upper-case name",
      [{ name: "Play", description: "d" }],
      "[0].name",
      "APPLICATION_COMMAND_INVALID_NAME",
    ],
    [
      "a name with a space",
      [{ name: "play now", description: "d" }],
      "[0].name",
      "APPLICATION_COMMAND_INVALID_NAME",
    ],
    [
      "a name over 32 characters",
      [{ name: "n".repeat(33), description: "d" }],
      "[0].name",
      "BASE_TYPE_BAD_LENGTH",
    ],
    ["a missing description", [{ name: "play" }], "[0].description", "BASE_TYPE_REQUIRED"],
    [
      "a description over 100",
      [{ name: "play", description: "d".repeat(101) }],
      "[0].description",
      "BASE_TYPE_BAD_LENGTH",
    ],
    [
      "more than 25 options",
      [
        {
          name: "play",
          description: "d",
          options: Array.from({ length: 26 }, (_, i) => stringOption(`o${i}`)),
        },
      ],
      "[0].options",
      "BASE_TYPE_MAX_LENGTH",
    ],
    [
      "duplicate option names",
      [{ name: "play", description: "d", options: [stringOption("a"), stringOption("a")] }],
      "[0].options[1].name",
      "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
    ],
    [
      "more than 25 choices",
      [
        {
          name: "play",
          description: "d",
          options: [
            stringOption("c", {
              choices: Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: `c${i}` })),
            }),
          ],
        },
      ],
      "[0].options[0].choices",
      "BASE_TYPE_MAX_LENGTH",
    ],
    [
      "a choice name over 100",
      [
        {
          name: "play",
          description: "d",
          options: [stringOption("c", { choices: [{ name: "n".repeat(101), value: "v" }] })],
        },
      ],
      "[0].options[0].choices[0].name",
      "BASE_TYPE_BAD_LENGTH",
    ],
    [
      "choices together with autocomplete",
      [
        {
          name: "play",
          description: "d",
          options: [stringOption("c", { autocomplete: true, choices: [{ name: "a", value: "a" }] })],
        },
      ],
      "[0].options[0].autocomplete",
      "APPLICATION_COMMAND_AUTOCOMPLETE_CHOICES_EXCLUSIVE",
    ],
    [
      "an invalid localization locale",
      [{ name: "play", description: "d", name_localizations: { "xx-XX": "jouer" } }],
      "[0].name_localizations.xx-XX",
      "ENUM_TYPE_COERCE",
    ],
    [
      "a localized name breaking the naming rule",
      [{ name: "play", description: "d", name_localizations: { fr: "Jouer Maintenant" } }],
      "[0].name_localizations",
      "APPLICATION_COMMAND_INVALID_NAME",
    ],
    [
      "subcommands mixed with plain options",
      [
        {
          name: "play",
          description: "d",
          options: [
            { type: ApplicationCommandOptionType.Subcommand, name: "new", description: "d" },
            stringOption("x"),
          ],
        },
      ],
      "[0].options",
      "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
    ],
    [
      "a subcommand nested in a subcommand",
      [
        {
          name: "play",
          description: "d",
          options: [
            {
              type: ApplicationCommandOptionType.Subcommand,
              name: "outer",
              description: "d",
              options: [{ type: ApplicationCommandOptionType.Subcommand, name: "inner", description: "d" }],
            },
          ],
        },
      ],
      "[0].options[0].options[0].type",
      "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
    ],
    [
      "a plain option directly in a subcommand group",
      [
        {
          name: "play",
          description: "d",
          options: [
            {
              type: ApplicationCommandOptionType.SubcommandGroup,
              name: "g",
              description: "d",
              options: [stringOption("x")],
            },
          ],
        },
      ],
      "[0].options[0].options[0].type",
      "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
    ],
    [
      "two commands with the same name",
      [
        { name: "play", description: "d" },
        { name: "play", description: "again" },
      ],
      "[1].name",
      "APPLICATION_COMMANDS_DUPLICATE_NAME",
    ],
    [
      "a command over 4000 characters in total",
      [
        {
          name: "play",
          description: "d".repeat(100),
          options: Array.from({ length: 25 }, (_, i) =>
            stringOption(`option${i}`, {
              description: "d".repeat(100),
              choices: Array.from({ length: 2 }, (_, c) => ({
                name: `${i}-${c}`.padEnd(30, "x"),
                value: `${i}-${c}`,
              })),
            }),
          ),
        },
      ],
      "[0]",
      "APPLICATION_COMMAND_TOO_LARGE",
    ],
  ])("rejects %s", async (_name, body, path, code) => {
    expect(await rejected(body)).toContainEqual({ path, code });
  });

  it("counts only the longest localization toward the 4000 characters", async () => {
    const localized = (text: string) => ({ fr: text, de: text, "es-ES": text, ja: text });
    const options = Array.from({ length: 25 }, (_, i) =>
      stringOption(`o${i}`, {
        description: "d".repeat(100),
        description_localizations: localized("l".repeat(100)),
      }),
    );
    const body = [{ name: "big", description: "d", options }];
    const created = await restFor(fake).put(Routes.applicationCommands(fake.applicationId), { body });
    expect(created).toHaveLength(1);
  });

  it("upserts with POST by name and deletes", async () => {
    const rest = restFor(fake);
    const route = Routes.applicationGuildCommands(fake.applicationId, guild.id);
    const a = (await rest.post(route, { body: { name: "solo", description: "one" } })) as { id: string };
    const b = (await rest.post(route, { body: { name: "solo", description: "two" } })) as {
      id: string;
      description: string;
    };
    expect(b.id).toBe(a.id);
    expect(b.description).toBe("two");
    await rest.delete(Routes.applicationGuildCommand(fake.applicationId, guild.id, a.id));
    const error = await rest
      .get(Routes.applicationGuildCommand(fake.applicationId, guild.id, a.id))
      .catch((e: unknown) => e);
    expect((error as DiscordAPIError).code).toBe(10063);
  });
});
