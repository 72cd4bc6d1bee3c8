// Waiting for the turn timer loop instead of sleeping: a test that moves the bot's clock and then
// checks what a tick did (or did not do) must know that a tick ran on the new clock. A sleep of a
// few intervals proves nothing on a loaded machine (the interval may not fire at all in that time),
// so a "nothing happened" check would pass without any tick, and a "something happened" one fail.

import type { RunningBot } from "../../../src/bot/bot.ts";

/**
 * Watches `bot`'s turn timer ticks (its game service's tick(), which the loop calls with the clock's
 * time). The function returned resolves once a tick that began after its call has ended (so a tick
 * on the clock as it was at the call) and the bot is idle: what that tick set off is done too.
 * The bot must tick (a table with `timerIntervalMs`) and keep running until then.
 */
export function watchTicks(bot: RunningBot): () => Promise<void> {
  const games = bot.games;
  const tick = games.tick.bind(games);
  const waiting = new Set<() => void>();
  games.tick = (...args) => {
    // Called by the loop's tick right after it read the clock, before it awaits anything.
    for (const resolve of waiting) resolve();
    waiting.clear();
    return tick(...args);
  };
  return async () => {
    await new Promise<void>((resolve) => waiting.add(resolve));
    await bot.idle();
  };
}
