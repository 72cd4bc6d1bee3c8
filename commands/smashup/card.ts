import {
  type APIApplicationCommandOptionChoice,
  type APIEmbed,
  type APIEmbedField,
  MessageFlags,
} from "discord.js";
import {
  boxName,
  cardName,
  cardText,
  factionName,
  findCard,
  type Locale,
  type LookupEntry,
  localeOf,
  msg,
  searchCards,
} from "../../src/i18n/index.ts";
import { localize } from "../localization.ts";
import { UserError } from "../user-error.ts";
import { quoteInput } from "./quote-input.ts";
import type { Subcommand } from "./subcommand.ts";

const COLORS = { minion: 0x3b82f6, action: 0xf59e0b, titan: 0x8b5cf6, base: 0x10b981 } as const;
/** Discord's limit on a string option and on an autocomplete choice's name and value. */
const MAX_OPTION_LENGTH = 100;

/** `/smashup card name:<autocomplete>`: a card or base sheet, only for the asker. */
export function cardSubcommand(): Subcommand {
  const en = msg("en").cards;
  const fr = msg("fr").cards;
  return {
    name: "card",
    description: en.description,
    fr: { name: "carte", description: fr.description },
    options: (builder) =>
      builder.addStringOption((option) =>
        localize(option, { en: "name", fr: "nom" }, { en: en.nameOption, fr: fr.nameOption })
          .setRequired(true)
          .setAutocomplete(true)
          .setMaxLength(MAX_OPTION_LENGTH),
      ),
    async execute(interaction) {
      const locale = localeOf(interaction.locale);
      const typed = interaction.options.getString("name", true);
      const entry = findCard(typed, locale);
      if (!entry) throw new UserError(msg(locale).cards.unknown(quoteInput(typed)));
      await interaction.reply({ flags: MessageFlags.Ephemeral, embeds: [cardEmbed(entry, locale)] });
    },
    async autocomplete(interaction) {
      const locale = localeOf(interaction.locale);
      const typed = String(interaction.options.getFocused());
      await interaction.respond(searchCards(typed, locale).map((entry) => suggestion(entry, locale)));
    },
  };
}

function suggestion(entry: LookupEntry, locale: Locale): APIApplicationCommandOptionChoice<string> {
  const m = msg(locale).cards;
  const faction = factionName(entry.faction, locale);
  const name = cardName(entry, locale);
  const label = entry.kind === "base" ? m.baseSuggestion(name, faction) : m.suggestion(name, faction);
  return { name: [...label].slice(0, MAX_OPTION_LENGTH).join(""), value: entry.key };
}

/** The sheet of a card or base: numbers, origin, our rules text; its name in the other language. */
export function cardEmbed(entry: LookupEntry, locale: Locale): APIEmbed {
  const m = msg(locale).cards;
  const field = (name: string, value: string): APIEmbedField => ({ name, value, inline: true });
  const fields: APIEmbedField[] = [];
  if (entry.kind === "card") {
    fields.push(
      field(m.type, m.types[entry.type]),
      field(m.faction, factionName(entry.faction, locale)),
      field(m.box, boxName(entry.box, locale)),
    );
    if (entry.power !== null) fields.push(field(m.power, String(entry.power)));
    fields.push(field(m.count, m.copies(entry.count)));
  } else {
    fields.push(
      field(m.type, m.types.base),
      field(m.breakpoint, String(entry.breakpoint)),
      field(m.vp, m.vpValue(...entry.vp)),
      field(m.faction, m.shipsWith(factionName(entry.faction, locale))),
      field(m.box, boxName(entry.box, locale)),
    );
  }
  const other: Locale = locale === "fr" ? "en" : "fr";
  const otherName = cardName(entry, other);
  return {
    title: cardName(entry, locale),
    description: entry.text ? cardText(entry, locale) : m.notPlayable,
    color: COLORS[entry.kind === "card" ? entry.type : "base"],
    fields,
    ...(otherName !== cardName(entry, locale) ? { footer: { text: m.otherName(otherName) } } : {}),
  };
}
