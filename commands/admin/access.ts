// Who may use /smashup-admin. Discord hides the command from members without Manage Server
// (default_member_permissions), but a server can override that per role or channel, and a
// client can send anything: every command, menu and button of the module checks again here.

import { type BaseInteraction, PermissionFlagsBits } from "discord.js";
import { type Locale, localeOf, msg } from "../../src/i18n/index.ts";
import { UserError } from "../user-error.ts";

export interface AdminCaller {
  guildId: string;
  channelId: string;
  userId: string;
  /** The language of the admin's own (ephemeral) answers. */
  locale: Locale;
}

export function isServerAdmin(interaction: BaseInteraction): boolean {
  return interaction.inGuild() && interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild, true);
}

/** The caller, when they may manage the server's settings; otherwise a refusal in their language. */
export function requireServerAdmin(interaction: BaseInteraction): AdminCaller {
  const locale = localeOf(interaction.locale);
  const refused = msg(locale).admin.refused;
  if (!interaction.inGuild() || !interaction.channelId) throw new UserError(refused.guildOnly);
  if (!isServerAdmin(interaction)) throw new UserError(refused.notAllowed);
  return {
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    userId: interaction.user.id,
    locale,
  };
}
