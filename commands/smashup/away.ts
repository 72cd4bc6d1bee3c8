// `/smashup away [until:] [timezone:]` (issue 26): away until a date or for a duration, in the
// player's time zone; `until:now` comes back early (the unused days are given back); without
// options, where one stands. Every answer is private; the tables hear it in public (src/away).

import type { ChatInputCommandInteraction } from "discord.js";
import { MessageFlags } from "discord.js";
import { type AwayOutcome, AwayService } from "../../src/away/away-service.ts";
import { awayStoreOf } from "../../src/away/away-store.ts";
import { away } from "../../src/i18n/areas/away.ts";
import { type Locale, localeOf } from "../../src/i18n/index.ts";
import { localize } from "../localization.ts";
import { answerTimeZoneAutocomplete, timeZoneOption } from "../time-zone-option.ts";
import type { CommandContext } from "../types.ts";
import { UserError } from "../user-error.ts";
import type { Subcommand } from "./subcommand.ts";

const DAY_MS = 86_400_000;

export function awaySubcommand(): Subcommand {
  const en = away.en.command;
  const fr = away.fr.command;
  return {
    name: en.name,
    description: en.description,
    fr: { name: fr.name, description: fr.description },
    options: (builder) =>
      builder
        .addStringOption((o) =>
          localize(o, { en: en.until, fr: fr.until }, { en: en.untilDescription, fr: fr.untilDescription })
            .setMinLength(1)
            .setMaxLength(100),
        )
        .addStringOption(timeZoneOption({ en, fr })),
    async execute(interaction, context) {
      await runAway(interaction, context);
    },
    async autocomplete(interaction) {
      await answerTimeZoneAutocomplete(interaction);
    },
  };
}

async function runAway(interaction: ChatInputCommandInteraction, context: CommandContext): Promise<void> {
  const locale = localeOf(interaction.locale);
  const store = awayStoreOf(context.store);
  if (!store || !interaction.guildId) throw new UserError(away[locale].usage);
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const service = new AwayService({
    away: store,
    games: context.games,
    publish: (snapshot) => context.announcer.publish({ client: interaction.client, snapshot, events: [] }),
  });
  const outcome = await service.run({
    guildId: interaction.guildId,
    userId: interaction.user.id,
    locale,
    until: interaction.options.getString(away.en.command.until),
    timezone: interaction.options.getString(away.en.command.timezone),
  });
  if (outcome.kind === "away" || outcome.kind === "back") {
    context.log.info({ kind: outcome.kind, games: outcome.games }, "away time changed");
  }
  await interaction.editReply({ content: awayReply(outcome, locale), allowedMentions: { parse: [] } });
}

const stamp = (date: Date, style: "f" | "R") => `<t:${Math.floor(date.getTime() / 1000)}:${style}>`;

/** The private answer to `/smashup away`, short lines, the important first. */
export function awayReply(outcome: AwayOutcome, locale: Locale): string {
  const t = away[locale];
  const left = (o: { leftMs: number; year: number }) => t.left(t.days(o.leftMs / DAY_MS), o.year);
  switch (outcome.kind) {
    case "status":
      return [
        outcome.zoneSet ? t.zoneSet(outcome.zone) : null,
        outcome.until ? t.statusAway(stamp(outcome.until, "f")) : t.statusHere,
        left(outcome),
        outcome.zoneSet ? null : t.zone(outcome.zone),
        outcome.until ? t.backEarlyHint : t.usage,
      ]
        .filter((line) => line !== null)
        .join("\n");
    case "away":
      return [
        t.awaySet(stamp(outcome.until, "f"), stamp(outcome.until, "R")),
        t.paused(outcome.games),
        left(outcome),
        outcome.zoneSet ? t.zoneSet(outcome.zone) : null,
        t.backEarlyHint,
      ]
        .filter((line) => line !== null)
        .join("\n");
    case "back":
      return [t.back(outcome.games), left(outcome)].join("\n");
    case "junk":
      return t.junk(outcome.text);
    case "past":
      return t.past;
    case "tooFar":
      return t.tooFar;
    case "notAway":
      return t.notAway;
    case "unknownZone":
      return t.unknownZone(outcome.zone);
    case "beyond":
      return t.beyond(
        t.days(Math.ceil((outcome.askedMs / DAY_MS) * 10) / 10),
        t.days(outcome.leftMs / DAY_MS),
        outcome.year,
      );
  }
}
