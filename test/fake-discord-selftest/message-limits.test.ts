import {
  type APIEmbed,
  type APIMessageTopLevelComponent,
  ButtonStyle,
  type Client,
  ComponentType,
  DiscordAPIError,
  MessageFlags,
  Routes,
  type TextChannel,
} from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeChannel, FakeDiscord } from "../fake-discord/index.ts";
import { type Harness, harness, startClient, teardown } from "./helpers.ts";

let h: Harness;
let fake: FakeDiscord;
let channel: FakeChannel;
let textChannel: TextChannel;
let client: Client<true>;

beforeAll(async () => {
  h = await harness();
  fake = h.fake;
  channel = fake.createGuild().createTextChannel("limits");
  client = await startClient(fake);
  h.clients.push(client);
  textChannel = client.channels.cache.get(channel.id) as TextChannel;
});

afterAll(async () => {
  await teardown(h);
});

const button = (customId: string, label = customId) => ({
  type: ComponentType.Button,
  style: ButtonStyle.Primary,
  custom_id: customId,
  label,
});
const row = (...components: object[]) => ({ type: ComponentType.ActionRow, components });
const select = (customId: string, options: object[], extra: object = {}) => ({
  type: ComponentType.StringSelect,
  custom_id: customId,
  options,
  ...extra,
});
const option = (value: string, extra: object = {}) => ({ label: value, value, ...extra });
const text = (length: number) => "x".repeat(length);
const embed = (fields: APIEmbed) => fields;

/** Sends a raw body straight through the bot's REST client: nothing validates it on the way. */
async function expectRejected(body: object): Promise<{ path: string; code: string }[]> {
  const before = fake.violations.length;
  const error = await client.rest.post(Routes.channelMessages(channel.id), { body }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DiscordAPIError);
  const apiError = error as DiscordAPIError;
  expect([apiError.status, apiError.code]).toEqual([400, 50035]);
  expect(fake.violations.length).toBe(before + 1);
  const violation = fake.violations.at(-1);
  expect(violation?.kind).toBe("invalid-form-body");
  return (violation?.fieldErrors ?? []).map(({ path, code }) => ({ path, code }));
}

describe("message limits Discord enforces and discord.js does not", () => {
  it("lets raw JSON past discord.js: 6 buttons in a row sent with channel.send are refused by the fake", async () => {
    const sixButtons = row(...["a", "b", "c", "d", "e", "f"].map((id) => button(id)));
    const error = await textChannel
      .send({ components: [sixButtons as unknown as APIMessageTopLevelComponent] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).message).toContain("components[0].components[BASE_TYPE_BAD_LENGTH]");
    expect(channel.messages).toEqual([]);
  });

  it("accepts a message exactly at the limits", async () => {
    const rows = Array.from({ length: 5 }, (_, r) =>
      row(...Array.from({ length: 5 }, (_, b) => button(`b${r}${b}`))),
    );
    const sent = await textChannel.send({
      content: text(2000),
      embeds: [{ title: text(256), description: text(4096), footer: { text: text(1648) } }],
      components: rows as unknown as APIMessageTopLevelComponent[],
    });
    expect(fake.message(sent.id)?.content.length).toBe(2000);
    expect(fake.message(sent.id)?.interactiveComponents).toHaveLength(25);
  });

  it.each([
    ["content over 2000 characters", { content: text(2001) }, "content", "BASE_TYPE_MAX_LENGTH"],
    [
      "more than 10 embeds",
      { embeds: Array.from({ length: 11 }, () => ({ title: "t" })) },
      "embeds",
      "BASE_TYPE_MAX_LENGTH",
    ],
    [
      "an embed title over 256",
      { embeds: [embed({ title: text(257) })] },
      "embeds[0].title",
      "BASE_TYPE_MAX_LENGTH",
    ],
    [
      "an embed description over 4096",
      { embeds: [embed({ description: text(4097) })] },
      "embeds[0].description",
      "BASE_TYPE_MAX_LENGTH",
    ],
    [
      "more than 25 fields",
      { embeds: [embed({ fields: Array.from({ length: 26 }, () => ({ name: "n", value: "v" })) })] },
      "embeds[0].fields",
      "BASE_TYPE_MAX_LENGTH",
    ],
    [
      "a field name over 256",
      { embeds: [embed({ fields: [{ name: text(257), value: "v" }] })] },
      "embeds[0].fields[0].name",
      "BASE_TYPE_BAD_LENGTH",
    ],
    [
      "a field value over 1024",
      { embeds: [embed({ fields: [{ name: "n", value: text(1025) }] })] },
      "embeds[0].fields[0].value",
      "BASE_TYPE_BAD_LENGTH",
    ],
    [
      "a footer over 2048",
      { embeds: [embed({ footer: { text: text(2049) } })] },
      "embeds[0].footer.text",
      "BASE_TYPE_BAD_LENGTH",
    ],
    [
      "an author name over 256",
      { embeds: [embed({ author: { name: text(257) } })] },
      "embeds[0].author.name",
      "BASE_TYPE_BAD_LENGTH",
    ],
    [
      "embeds totalling over 6000 characters",
      { embeds: [embed({ description: text(4000) }), embed({ description: text(2001) })] },
      "embeds",
      "MAX_EMBED_SIZE_EXCEEDED",
    ],
    [
      "more than 5 action rows",
      { components: Array.from({ length: 6 }, (_, i) => row(button(`r${i}`))) },
      "components",
      "BASE_TYPE_MAX_LENGTH",
    ],
    [
      "more than 5 buttons in a row",
      { components: [row(...["a", "b", "c", "d", "e", "f"].map((id) => button(id)))] },
      "components[0].components",
      "BASE_TYPE_BAD_LENGTH",
    ],
    ["an empty action row", { components: [row()] }, "components[0].components", "BASE_TYPE_BAD_LENGTH"],
    [
      "a select sharing its row with a button",
      { components: [row(select("s", [option("a")]), button("b"))] },
      "components[0].components",
      "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
    ],
    [
      "two selects in one row",
      { components: [row(select("s1", [option("a")]), select("s2", [option("a")]))] },
      "components[0].components",
      "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
    ],
    [
      "a non-link button without custom_id",
      { components: [row({ type: ComponentType.Button, style: ButtonStyle.Primary, label: "No id" })] },
      "components[0].components[0].custom_id",
      "BASE_TYPE_REQUIRED",
    ],
    [
      "a custom_id over 100 characters",
      { components: [row(button(text(101), "Long"))] },
      "components[0].components[0].custom_id",
      "BASE_TYPE_BAD_LENGTH",
    ],
    [
      "a custom_id used twice in the message",
      { components: [row(button("same")), row(button("same"))] },
      "components[1].components[0].custom_id",
      "COMPONENT_CUSTOM_ID_DUPLICATED",
    ],
    [
      "a button label over 80",
      { components: [row(button("id", text(81)))] },
      "components[0].components[0].label",
      "BASE_TYPE_MAX_LENGTH",
    ],
    [
      "a select with no option",
      { components: [row(select("s", []))] },
      "components[0].components[0].options",
      "BASE_TYPE_BAD_LENGTH",
    ],
    [
      "a select with 26 options",
      {
        components: [
          row(
            select(
              "s",
              Array.from({ length: 26 }, (_, i) => option(`o${i}`)),
            ),
          ),
        ],
      },
      "components[0].components[0].options",
      "BASE_TYPE_BAD_LENGTH",
    ],
    [
      "duplicate select option values",
      { components: [row(select("s", [option("a"), option("a")]))] },
      "components[0].components[0].options[1].value",
      "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
    ],
    [
      "min_values above max_values",
      {
        components: [
          row(select("s", [option("a"), option("b"), option("c")], { min_values: 3, max_values: 2 })),
        ],
      },
      "components[0].components[0].min_values",
      "SELECT_COMPONENT_MIN_VALUES_TOO_HIGH",
    ],
    [
      "max_values above the number of options",
      { components: [row(select("s", [option("a"), option("b")], { max_values: 3 }))] },
      "components[0].components[0].max_values",
      "SELECT_COMPONENT_MAX_VALUES_TOO_HIGH",
    ],
    [
      "a placeholder over 150",
      { components: [row(select("s", [option("a")], { placeholder: text(151) }))] },
      "components[0].components[0].placeholder",
      "BASE_TYPE_MAX_LENGTH",
    ],
    [
      "an option label over 100",
      { components: [row(select("s", [{ label: text(101), value: "v" }]))] },
      "components[0].components[0].options[0].label",
      "BASE_TYPE_BAD_LENGTH",
    ],
    [
      "an option value over 100",
      { components: [row(select("s", [{ label: "l", value: text(101) }]))] },
      "components[0].components[0].options[0].value",
      "BASE_TYPE_BAD_LENGTH",
    ],
    [
      "an option description over 100",
      { components: [row(select("s", [option("a", { description: text(101) })]))] },
      "components[0].components[0].options[0].description",
      "BASE_TYPE_MAX_LENGTH",
    ],
    [
      "content together with the IS_COMPONENTS_V2 flag",
      {
        content: "hi",
        flags: MessageFlags.IsComponentsV2,
        components: [{ type: ComponentType.TextDisplay, content: "x" }],
      },
      "content",
      "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
    ],
    [
      "text displays totalling over 4000 characters",
      {
        flags: MessageFlags.IsComponentsV2,
        components: [
          { type: ComponentType.TextDisplay, content: text(3000) },
          { type: ComponentType.TextDisplay, content: text(1001) },
        ],
      },
      "components",
      "MAX_TEXT_DISPLAY_LENGTH_EXCEEDED",
    ],
  ])("rejects %s", async (_name, body, path, code) => {
    expect(await expectRejected(body)).toContainEqual({ path, code });
  });

  it("rejects an empty message with 50006", async () => {
    const error = await client.rest
      .post(Routes.channelMessages(channel.id), { body: {} })
      .catch((e: unknown) => e);
    expect((error as DiscordAPIError).code).toBe(50006);
    expect(fake.violations.at(-1)?.kind).toBe("empty-message");
  });

  it("checks edits too", async () => {
    const sent = await textChannel.send("short");
    const error = await sent.edit({ content: text(2001) }).catch((e: unknown) => e);
    expect((error as DiscordAPIError).code).toBe(50035);
    expect(fake.message(sent.id)?.content).toBe("short");
  });
});
