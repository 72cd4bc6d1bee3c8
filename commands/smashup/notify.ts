// `/smashup notify` (issue 26): where a player hears that a game waits for them, for every game and
// server: pings in the game's channel (the default) or direct messages; and whether they are told
// when the player seated before them starts their turn. Private. Turning DMs on sends one at once:
// a player whose DMs are closed to the bot learns it here, and keeps the channel pings. Without
// options it shows the settings.

import { Routes } from "discord.js";
import { isRefusedDM } from "../../src/discord/direct-notices.ts";
import { notify } from "../../src/i18n/areas/notify.ts";
import { localeOf } from "../../src/i18n/index.ts";
import { type NotifySettings, notifyStoreOf } from "../../src/notify/notify-store.ts";
import { formatDate } from "../../src/records/history-render.ts";
import { fillReply, textPayload } from "../game/respond.ts";
import { deferPrivately } from "./channel-game.ts";
import type { Subcommand } from "./subcommand.ts";

const en = notify.en.command;
const fr = notify.fr.command;

export function notifySubcommand(): Subcommand {
  return {
    name: en.name,
    description: en.description,
    fr: { name: fr.name, description: fr.description },
    options: (builder) =>
      builder
        .addStringOption((o) =>
          o
            .setName(en.how)
            .setNameLocalizations({ fr: fr.how })
            .setDescription(en.howDescription)
            .setDescriptionLocalizations({ fr: fr.howDescription })
            .addChoices(
              { name: en.channel, name_localizations: { fr: fr.channel }, value: "channel" },
              { name: en.dm, name_localizations: { fr: fr.dm }, value: "dm" },
            ),
        )
        .addBooleanOption((o) =>
          o
            .setName(en.before)
            .setNameLocalizations({ fr: fr.before })
            .setDescription(en.beforeDescription)
            .setDescriptionLocalizations({ fr: fr.beforeDescription }),
        ),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      const t = notify[locale];
      const store = notifyStoreOf(context.store);
      // Every deployment runs on the database store; a test double without it has no settings.
      if (!store) throw new Error("/smashup notify needs the database store");
      await deferPrivately(interaction);
      const userId = interaction.user.id;
      const how = interaction.options.getString(en.how);
      const before = interaction.options.getBoolean(en.before);
      const lines: string[] = [];
      let settings: NotifySettings = await store.settings(userId);
      if (how === "dm" && settings.mode !== "dm") {
        // One DM now: closed DMs show here rather than at the player's next turn.
        try {
          const rest = interaction.client.rest;
          const dm = (await rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as {
            id: string;
          };
          await rest.post(Routes.channelMessages(dm.id), {
            body: { content: notify[locale].dmTest, allowed_mentions: { parse: [] } },
          });
        } catch (error) {
          if (!isRefusedDM(error)) throw error;
          settings = await store.update(userId, { mode: "channel", locale, refusedAt: new Date() });
          lines.push(t.dmRefusedNow);
        }
      }
      const refused = lines.length > 0;
      if (how || before !== null) {
        settings = await store.update(userId, {
          ...(how && !refused ? { mode: how === "dm" ? "dm" : "channel" } : {}),
          ...(before !== null ? { before } : {}),
          locale,
        });
      }
      lines.unshift(
        settings.mode === "dm" ? t.nowDm : t.nowChannel,
        settings.before ? t.beforeOn : t.beforeOff,
      );
      if (settings.mode === "channel" && settings.dmRefusedAt && !refused)
        lines.push(t.refusedOn(formatDate(settings.dmRefusedAt, locale)));
      await fillReply(interaction, textPayload(lines.join("\n")));
    },
  };
}
