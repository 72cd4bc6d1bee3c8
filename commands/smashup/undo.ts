// `/smashup undo` (FR `/smashup annuler`, issue 26): take back your latest decision in the
// channel's game; at once when nothing hidden came to light and nobody else answered since,
// otherwise the other players are asked (commands/game/undo-components.ts).

import { localeOf, msg } from "../../src/i18n/index.ts";
import { askUndo } from "../game/undo-components.ts";
import { channelGame, deferPrivately, playingSeat } from "./channel-game.ts";
import type { Subcommand } from "./subcommand.ts";

export function undoSubcommand(): Subcommand {
  const en = msg("en").undo.command;
  const fr = msg("fr").undo.command;
  return {
    name: en.name,
    description: en.description,
    fr: { name: fr.name, description: fr.description },
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      await deferPrivately(interaction);
      const snapshot = await channelGame(interaction, context, locale);
      playingSeat(snapshot, interaction.user.id, locale);
      await askUndo(interaction, context, snapshot.record.id, locale);
    },
  };
}
