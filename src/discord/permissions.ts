// What the bot needs in a channel to run a game there: see it, post and edit its messages with
// embeds, and read the channel's recent messages (to find its board and tell how far up it is).

import { PermissionFlagsBits, type PermissionsBitField } from "discord.js";
import type { Permission } from "../i18n/areas/play.ts";

const NEEDED: [Permission, bigint][] = [
  ["viewChannel", PermissionFlagsBits.ViewChannel],
  ["sendMessages", PermissionFlagsBits.SendMessages],
  ["embedLinks", PermissionFlagsBits.EmbedLinks],
  ["readMessageHistory", PermissionFlagsBits.ReadMessageHistory],
];

/**
 * The permissions the bot lacks in the channel of an interaction (its `appPermissions`). In a
 * thread (`thread`: the game plays in one), posting needs Send Messages in Threads instead of Send
 * Messages: "sendMessages" then stands for that one.
 */
export function missingGamePermissions(
  appPermissions: Readonly<PermissionsBitField> | null,
  options: { thread?: boolean } = {},
): Permission[] {
  if (!appPermissions) return [];
  const send = options.thread ? PermissionFlagsBits.SendMessagesInThreads : PermissionFlagsBits.SendMessages;
  return NEEDED.filter(([name, flag]) => !appPermissions.has(name === "sendMessages" ? send : flag)).map(
    ([name]) => name,
  );
}
