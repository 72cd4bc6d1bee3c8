// `/smashup-admin ban faction:<autocomplete>` and `unban`: the factions new games of this server
// never offer. Any faction of the catalog can be banned, playable or not yet (a ban then waits for
// its release); games already open keep the list they started with.

import {
  type APIApplicationCommandOptionChoice,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
} from "discord.js";
import { fold, matchRank } from "../../src/i18n/fold.ts";
import { boxName, factionName, type Locale, msg } from "../../src/i18n/index.ts";
import { clip } from "../../src/render/payload.ts";
import type { GuildSettings } from "../../src/store/index.ts";
import { quoteInput } from "../smashup/quote-input.ts";
import type { CommandContext } from "../types.ts";
import { UserError } from "../user-error.ts";
import type { AdminCaller } from "./access.ts";
import { type FactionInfo, knownFactions, MIN_FACTIONS_FOR_A_GAME, offeredFactionCount } from "./content.ts";
import { adminPayload } from "./payload.ts";

export const FACTION_OPTION = "faction";
const MAX_CHOICES = 25;
/** Discord's limit on an autocomplete choice's name. */
const CHOICE_NAME = 100;
const COLOR = 0xed4245;

export type BanVerb = "ban" | "unban";

export async function changeBan(
  verb: BanVerb,
  interaction: ChatInputCommandInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const m = msg(caller.locale).admin.factions;
  const typed = interaction.options.getString(FACTION_OPTION, true);
  const faction = findFaction(typed);
  if (!faction) throw new UserError(m.unknown(quoteInput(typed)));
  const name = `**${factionName(faction.id, caller.locale)}**`;
  const before = await context.store.getGuildSettings(caller.guildId);
  const banned = before.bannedFactions.includes(faction.id);
  let settings = before;
  let notice: string;
  if (verb === "ban" && banned) notice = m.alreadyBanned(name);
  else if (verb === "unban" && !banned) notice = m.notBanned(name);
  else {
    settings = await context.store.updateGuildSettings(
      caller.guildId,
      verb === "ban" ? { banFactions: [faction.id] } : { unbanFactions: [faction.id] },
    );
    context.log.info({ faction: faction.id, verb }, "server faction ban changed");
    notice = verb === "ban" ? m.banned(name) : m.unbanned(name);
  }
  await interaction.reply({ flags: MessageFlags.Ephemeral, ...bansPayload(settings, caller.locale, notice) });
}

export async function suggestFactions(
  verb: BanVerb,
  interaction: AutocompleteInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const settings = await context.store.getGuildSettings(caller.guildId);
  const candidates = knownFactions().filter(
    (f) => settings.bannedFactions.includes(f.id) === (verb === "unban"),
  );
  const query = fold(String(interaction.options.getFocused()));
  const ranked = candidates
    .map((f) => ({ f, rank: bestRank(f, query) }))
    .filter((r): r is { f: FactionInfo; rank: number } => r.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(b.f.playable) - Number(a.f.playable) ||
        factionName(a.f.id, caller.locale).localeCompare(factionName(b.f.id, caller.locale)),
    );
  await interaction.respond(ranked.slice(0, MAX_CHOICES).map((r) => suggestion(r.f, caller.locale)));
}

function bestRank(faction: FactionInfo, query: string): number | null {
  const ranks = [factionName(faction.id, "en"), factionName(faction.id, "fr"), faction.id]
    .map((name) => matchRank(fold(name), query))
    .filter((rank): rank is number => rank !== null);
  return ranks.length > 0 ? Math.min(...ranks) : null;
}

function suggestion(faction: FactionInfo, locale: Locale): APIApplicationCommandOptionChoice<string> {
  const m = msg(locale).admin.factions;
  const name = factionName(faction.id, locale);
  const box = boxName(faction.box, locale);
  const label = faction.playable ? m.suggestion(name, box) : m.comingSoonSuggestion(name, box);
  return { name: clip(label, CHOICE_NAME), value: faction.id };
}

/** The faction an option names: its id (what a suggestion sends) or its exact name in either language. */
export function findFaction(typed: string): FactionInfo | null {
  const factions = knownFactions();
  const byId = factions.find((f) => f.id === typed.trim());
  if (byId) return byId;
  const wanted = fold(typed);
  if (wanted === "") return null;
  return (
    factions.find(
      (f) => fold(factionName(f.id, "en")) === wanted || fold(factionName(f.id, "fr")) === wanted,
    ) ?? null
  );
}

function bansPayload(settings: GuildSettings, locale: Locale, notice: string) {
  const m = msg(locale).admin.factions;
  const banned = settings.bannedFactions.map((id) => `• ${factionName(id, locale)}`).sort();
  const offered = offeredFactionCount(settings);
  const warning =
    offered < MIN_FACTIONS_FOR_A_GAME ? `\n\n${m.tooFew(offered, MIN_FACTIONS_FOR_A_GAME)}` : "";
  return adminPayload({
    content: notice,
    embeds: [
      {
        title: m.bannedTitle,
        description: `${banned.length > 0 ? banned.join("\n") : m.noneBanned}${warning}`,
        color: COLOR,
      },
    ],
  });
}
