// Who a Discord user is in a game's messages: the name the server shows for them (nickname, then
// display name, then username). Any text: the renderers escape and clip it. It is stored with the
// game, so what PostgreSQL cannot store (NUL, half an emoji) goes here, where the name is taken.

import type { GuildMember, User } from "discord.js";
import { storableText } from "../store/storable-text.ts";

type Member = GuildMember | { nick?: string | null } | null;

export function displayName(user: User, member: Member): string {
  const nick = member && "displayName" in member ? member.displayName : (member?.nick ?? null);
  const name = [nick, user.displayName, user.username]
    .map((candidate) => storableText(candidate ?? "").trim())
    .find((candidate) => candidate !== "");
  return [...(name ?? user.id)].slice(0, 100).join("");
}

export function interactionName(interaction: { user: User; member: unknown }): string {
  return displayName(interaction.user, interaction.member as Member);
}
