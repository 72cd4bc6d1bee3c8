import type { Interaction } from "discord.js";
import { vi } from "vitest";

export type InteractionKind = "command" | "autocomplete" | "button" | "modal";

export interface FakeInteractionOptions {
  kind: InteractionKind;
  commandName?: string;
  subcommand?: string;
  customId?: string;
}

/**
 * Just enough of a discord.js interaction for the router's unit tests: the
 * type guards, the ids, and reply methods that record what they were sent.
 * Full flows against discord.js itself belong to the fake-Discord tests.
 */
export function fakeInteraction({
  kind,
  commandName = "smashup",
  subcommand,
  customId = "",
}: FakeInteractionOptions) {
  const interaction = {
    id: "1000000000000000001",
    guildId: "2000000000000000002",
    channelId: "3000000000000000003",
    user: { id: "4000000000000000004" },
    commandName,
    customId,
    replied: false,
    deferred: false,
    responded: false,
    options: {
      getSubcommand: () => subcommand ?? null,
    },
    isChatInputCommand: () => kind === "command",
    isAutocomplete: () => kind === "autocomplete",
    isMessageComponent: () => kind === "button",
    isModalSubmit: () => kind === "modal",
    isRepliable: () => kind !== "autocomplete",
    reply: vi.fn(async () => {
      interaction.replied = true;
    }),
    deferReply: vi.fn(async () => {
      interaction.deferred = true;
    }),
    followUp: vi.fn(async () => undefined),
    respond: vi.fn(async () => {
      interaction.responded = true;
    }),
  };
  return Object.assign(interaction, { asInteraction: () => interaction as unknown as Interaction });
}
