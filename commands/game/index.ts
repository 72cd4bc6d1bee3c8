import type { CommandModule } from "../types.ts";
import { confirmComponents } from "./confirm-components.ts";
import { gameComponents } from "./game-components.ts";
import { lobbyComponents } from "./lobby-components.ts";
import { rematchComponents } from "./rematch.ts";

/** The components of the games' messages: lobby and faction pick, board and panels, confirmations, rematch. */
export const game: CommandModule = {
  components: [lobbyComponents, gameComponents, confirmComponents, rematchComponents],
};
