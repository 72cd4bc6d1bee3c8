// Opening games the way players do: the host types /smashup new, the others click Join on the
// lobby message, the host clicks Start.

import type { FakeMessage, OptionValue } from "../../fake-discord/index.ts";
import type { Table, TablePlayer } from "./table.ts";

export const JOIN = /^lb:.*:join$/;
export const START = /^lb:.*:start$/;

export interface OpenedGame {
  gameId: string;
  /** The game's public message (the lobby, later the selection and the board). */
  message: FakeMessage;
}

export async function openLobby(
  table: Table,
  options: Record<string, OptionValue> = {},
  players: readonly TablePlayer[] = table.players,
): Promise<OpenedGame> {
  const [host, ...guests] = players;
  if (!host) throw new Error("a game needs a host");
  await host.driver.slash(table.channel, "smashup", { subcommand: "new", options });
  await table.idle();
  const game = await table.bot.games.activeInChannel(table.channel.id);
  if (!game) throw new Error("/smashup new opened no game");
  const message = table.channel.messages.findLast((m) => m.findComponent({ customId: JOIN }));
  if (!message) throw new Error("no lobby message in the channel");
  for (const guest of guests) {
    await guest.driver.click(message, { customId: JOIN });
    await table.idle();
  }
  return { gameId: game.record.id, message };
}

/** Opens a lobby with every player (or those given) and starts the game. */
export async function openGame(
  table: Table,
  options: Record<string, OptionValue> = {},
  players: readonly TablePlayer[] = table.players,
): Promise<OpenedGame> {
  const opened = await openLobby(table, options, players);
  await players[0]?.driver.click(opened.message, { customId: START });
  await table.idle();
  return opened;
}
