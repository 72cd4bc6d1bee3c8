// `/smashup-admin away [days:] [no-weekend-timeouts:] [timezone:]` (issue 26): the away days each
// player has per calendar year, whether turn timers skip Saturday and Sunday, and the server's
// time zone (weekends, years, and the dates of players who set none). Without options: the
// current settings. Everything is checked before anything is saved.

import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from "discord.js";
import { MessageFlags } from "discord.js";
import { canonicalZone } from "../../src/app/time-zones.ts";
import { type AwaySettings, awayStoreOf } from "../../src/away/away-store.ts";
import { away } from "../../src/i18n/areas/away.ts";
import { localize } from "../localization.ts";
import { timeZoneOption } from "../time-zone-option.ts";
import type { CommandContext } from "../types.ts";
import { UserError } from "../user-error.ts";
import type { AdminCaller } from "./access.ts";

const en = away.en.admin;
const fr = away.fr.admin;
export const AWAY_SUBCOMMAND = en.name;

export function awayAdminSubcommand(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return localize(sub, { en: en.name, fr: fr.name }, { en: en.description, fr: fr.description })
    .addIntegerOption((o) =>
      localize(o, { en: en.days, fr: fr.days }, { en: en.daysDescription, fr: fr.daysDescription })
        .setMinValue(0)
        .setMaxValue(365),
    )
    .addBooleanOption((o) =>
      localize(
        o,
        { en: en.weekends, fr: fr.weekends },
        { en: en.weekendsDescription, fr: fr.weekendsDescription },
      ),
    )
    .addStringOption(timeZoneOption({ en, fr }));
}

export async function changeAwaySettings(
  interaction: ChatInputCommandInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const t = away[caller.locale];
  const store = awayStoreOf(context.store);
  if (!store) throw new UserError(t.usage);
  const days = interaction.options.getInteger(en.days);
  const weekends = interaction.options.getBoolean(en.weekends);
  const typedZone = interaction.options.getString(en.timezone);
  const patch: Partial<AwaySettings> = {};
  if (days !== null) {
    if (!Number.isInteger(days) || days < 0 || days > 365) throw new UserError(t.badDays);
    patch.daysPerYear = days;
  }
  if (weekends !== null) patch.noWeekendTimeouts = weekends;
  if (typedZone !== null) {
    const zone = canonicalZone(typedZone);
    if (!zone) throw new UserError(t.unknownZone(typedZone.slice(0, 64)));
    patch.timeZone = zone;
  }
  const changed = Object.keys(patch).length > 0;
  const settings = changed
    ? await store.updateSettings(caller.guildId, patch)
    : await store.settings(caller.guildId);
  if (changed) {
    // A weekend rule turned off or moved: the timers it held back count again at the next tick.
    await store.wakeTimers(caller.guildId, context.games.clock());
    context.log.info({ away: settings }, "server away settings changed");
  }
  const summary = t.adminSummary(settings.daysPerYear, settings.noWeekendTimeouts, settings.timeZone);
  await interaction.reply({
    flags: MessageFlags.Ephemeral,
    content: changed ? `${t.adminSaved}\n${summary}` : summary,
    allowedMentions: { parse: [] },
  });
}
