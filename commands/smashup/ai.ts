// `/smashup ai` (issue 23): the AI seats panel, privately. In a lobby its host adds and removes AI
// players; in play a player an AI replaced takes their seat back. The panel's buttons are checked
// against the stored game when clicked (commands/game/lobby-components.ts, confirm-components.ts).

import { localeOf } from "../../src/i18n/index.ts";
import { renderAiPanel } from "../../src/render/ai-panel.ts";
import { fillReply } from "../game/respond.ts";
import { channelGame, deferPrivately } from "./channel-game.ts";
import { subcommandTexts } from "./game-texts.ts";
import type { Subcommand } from "./subcommand.ts";

export function aiSubcommand(): Subcommand {
  return {
    ...subcommandTexts("ai"),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      await deferPrivately(interaction);
      const snapshot = await channelGame(interaction, context, locale);
      const { record, setup } = snapshot;
      await fillReply(
        interaction,
        renderAiPanel(
          { gameId: record.id, version: record.version, setup, userId: interaction.user.id },
          locale,
        ),
      );
    },
  };
}
