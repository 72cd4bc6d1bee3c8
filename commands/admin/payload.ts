// The shape of the admin panels: what `interaction.reply` (with the ephemeral flag) and
// `interaction.update` both take, built as plain Discord JSON.

import type {
  APIActionRowComponent,
  APIButtonComponentWithCustomId,
  APIComponentInMessageActionRow,
  APIEmbed,
  APISelectMenuOption,
  APIStringSelectComponent,
} from "discord.js";
import { ComponentType } from "discord.js";

export interface AdminPayload {
  content: string;
  embeds: APIEmbed[];
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /** Admin panels name players and admins, never to ping them. */
  allowedMentions: { parse: [] };
}

/** Discord's limit on a select option's label and description. */
const OPTION_TEXT = 100;

export function clip(text: string, max = OPTION_TEXT): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

export function option(
  label: string,
  value: string,
  selected: boolean,
  description?: string,
): APISelectMenuOption {
  return {
    label: clip(label),
    value,
    default: selected,
    ...(description ? { description: clip(description) } : {}),
  };
}

export function selectRow(
  select: Omit<APIStringSelectComponent, "type">,
): APIActionRowComponent<APIComponentInMessageActionRow> {
  return { type: ComponentType.ActionRow, components: [{ type: ComponentType.StringSelect, ...select }] };
}

export function buttonRow(
  ...buttons: Omit<APIButtonComponentWithCustomId, "type">[]
): APIActionRowComponent<APIComponentInMessageActionRow> {
  return {
    type: ComponentType.ActionRow,
    components: buttons.map((b) => ({ type: ComponentType.Button, ...b })),
  };
}

export function adminPayload(parts: Partial<Omit<AdminPayload, "allowedMentions">>): AdminPayload {
  return {
    content: parts.content ?? "",
    embeds: parts.embeds ?? [],
    components: parts.components ?? [],
    allowedMentions: { parse: [] },
  };
}
