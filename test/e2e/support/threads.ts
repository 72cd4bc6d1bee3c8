// Games in threads (issue 26), opened the way players do: the host types /smashup new thread:True in
// the table's channel, the bot opens a thread of it and posts the lobby there; the others join from
// the thread, the host starts.

import type { FakeThread, OptionValue } from "../../fake-discord/index.ts";
import { JOIN, type OpenedGame, START } from "./games.ts";
import type { Table, TablePlayer } from "./table.ts";

export interface ThreadGame extends OpenedGame {
  thread: FakeThread;
}

/** Opens a lobby in a new thread of the table's channel with these players and starts it. */
export async function openGameInThread(
  table: Table,
  players: readonly TablePlayer[],
  options: Record<string, OptionValue> = {},
): Promise<ThreadGame> {
  const [host, ...guests] = players;
  if (!host) throw new Error("a game needs a host");
  const before = new Set(table.channel.threads.map((t) => t.id));
  const reply = await host.driver.slash(table.channel, "smashup", {
    subcommand: "new",
    options: { thread: true, ...options },
  });
  await table.idle();
  const thread = table.channel.threads.find((t) => !before.has(t.id));
  if (!thread) throw new Error(`/smashup new thread:True opened no thread: ${reply.content}`);
  const game = await table.bot.games.activeInChannel(thread.id);
  if (!game) throw new Error("/smashup new thread:True opened no game in its thread");
  const message = thread.messages.findLast((m) => m.findComponent({ customId: JOIN }));
  if (!message) throw new Error("no lobby message in the thread");
  for (const guest of guests) {
    await guest.driver.click(message, { customId: JOIN });
    await table.idle();
  }
  await host.driver.click(message, { customId: START });
  await table.idle();
  return { gameId: game.record.id, message, thread };
}
