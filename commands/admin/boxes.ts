// `/smashup-admin boxes`: every box of the catalog with its status on this server, a
// multi-select of the boxes that can be enabled (those with playable factions), and the base deck
// of new games (SETUP-5). New lobbies offer only the enabled boxes (the game service reads the
// settings when a lobby opens).

import { type ChatInputCommandInteraction, MessageFlags, type StringSelectMenuInteraction } from "discord.js";
import { z } from "zod";
import { boxName, type Locale, msg } from "../../src/i18n/index.ts";
import { BASE_DECKS, type GuildSettings } from "../../src/store/index.ts";
import type { CommandContext } from "../types.ts";
import { UserError } from "../user-error.ts";
import type { AdminCaller } from "./access.ts";
import { knownBoxes, MIN_FACTIONS_FOR_A_GAME, offeredFactionCount } from "./content.ts";
import { encodeAdminId } from "./custom-id.ts";
import { type AdminPayload, adminPayload, option, selectRow } from "./payload.ts";

const COLOR = 0x5865f2;

export async function showBoxes(
  interaction: ChatInputCommandInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const settings = await context.store.getGuildSettings(caller.guildId);
  await interaction.reply({ flags: MessageFlags.Ephemeral, ...boxesPayload(settings, caller.locale) });
}

const chosenBoxes = z.array(z.string().regex(/^[a-z0-9-]{1,64}$/)).max(25);

export async function chooseBoxes(
  interaction: StringSelectMenuInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const m = msg(caller.locale).admin;
  const parsed = chosenBoxes.safeParse(interaction.values);
  if (!parsed.success) throw new UserError(m.refused.invalidButton);
  const chosen = [...new Set(parsed.data)];
  if (chosen.length === 0) throw new UserError(m.boxes.atLeastOne);
  const boxes = knownBoxes();
  for (const id of chosen) {
    const box = boxes.find((candidate) => candidate.id === id);
    if (!box) throw new UserError(m.refused.invalidButton);
    if (!box.playable) throw new UserError(m.boxes.notPlayable(boxName(id, caller.locale)));
  }
  // Catalog order, so that the stored list (and every lobby's box list) reads the same way.
  const enabledBoxes = boxes.map((box) => box.id).filter((id) => chosen.includes(id));
  const settings = await context.store.updateGuildSettings(caller.guildId, { enabledBoxes });
  context.log.info({ enabledBoxes }, "server boxes changed");
  const names = settings.enabledBoxes.map((id) => boxName(id, caller.locale)).join(", ");
  await interaction.update(boxesPayload(settings, caller.locale, m.boxes.saved(names)));
}

export async function chooseBaseDeck(
  interaction: StringSelectMenuInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const m = msg(caller.locale).admin;
  const parsed = z.tuple([z.enum(BASE_DECKS)]).safeParse(interaction.values);
  if (!parsed.success) throw new UserError(m.refused.invalidButton);
  const [baseDeck] = parsed.data;
  const settings = await context.store.updateGuildSettings(caller.guildId, { defaults: { baseDeck } });
  context.log.info({ baseDeck }, "server base deck changed");
  await interaction.update(boxesPayload(settings, caller.locale, m.boxes.baseDeckSaved(baseDeck)));
}

export function boxesPayload(settings: GuildSettings, locale: Locale, notice?: string): AdminPayload {
  const m = msg(locale).admin;
  const other: Locale = locale === "fr" ? "en" : "fr";
  const boxes = knownBoxes();
  const lines = boxes.map((box) => {
    const enabled = settings.enabledBoxes.includes(box.id);
    const status = box.playable
      ? enabled
        ? m.boxes.enabled
        : m.boxes.disabled
      : enabled
        ? m.boxes.enabledNotPlayable
        : m.boxes.comingSoon;
    const name = boxName(box.id, locale);
    const otherName = boxName(box.id, other);
    const playable = box.factions.filter((f) => f.playable).length;
    return m.boxes.line(
      status,
      name,
      otherName === name ? null : otherName,
      m.boxes.factionCount(playable, box.factions.length),
    );
  });
  const offered = offeredFactionCount(settings);
  const warning =
    offered < MIN_FACTIONS_FOR_A_GAME ? [m.factions.tooFew(offered, MIN_FACTIONS_FOR_A_GAME)] : [];
  const selectable = boxes.filter((box) => box.playable);
  return adminPayload({
    content: notice ?? "",
    embeds: [
      {
        title: m.boxes.title,
        description: [
          m.boxes.intro,
          "",
          ...lines,
          "",
          m.boxes.baseDeck[settings.defaults.baseDeck],
          ...(warning.length ? ["", ...warning] : []),
        ].join("\n"),
        color: COLOR,
      },
    ],
    components: [
      selectRow({
        custom_id: encodeAdminId({ kind: "boxes" }),
        placeholder: m.boxes.placeholder,
        min_values: 1,
        max_values: selectable.length,
        options: selectable.map((box) =>
          option(
            boxName(box.id, locale),
            box.id,
            settings.enabledBoxes.includes(box.id),
            boxName(box.id, other) === boxName(box.id, locale) ? undefined : boxName(box.id, other),
          ),
        ),
      }),
      selectRow({
        custom_id: encodeAdminId({ kind: "baseDeck" }),
        placeholder: m.boxes.baseDeckPlaceholder,
        min_values: 1,
        max_values: 1,
        options: BASE_DECKS.map((deck) =>
          option(m.boxes.baseDeckOption[deck], deck, deck === settings.defaults.baseDeck),
        ),
      }),
    ],
  });
}
