// The 20-channel handler runs of the click tools (click-warmth.ts, click-promises.ts,
// click-allocations.ts): the bench's seeded 4-player games (benchClicks'), each run in channels
// of its own, counted by totals as the bench's timed runs are.

import type { LoadPlan } from "../loadtest/loadtest.ts";

/**
 * The plan of a run of `games` games (at most `channels` at once) tagged `tag`. `totalsForOne`:
 * a one-game run (the warm-up) counted by totals too, not per click (click-warmth's warm-up is not).
 */
export function handlerPlans(
  channels: number,
  totalsForOne = true,
): (games: number, tag: string) => LoadPlan {
  const runId = Date.now().toString(36);
  return (games, tag) => ({
    channels: Math.min(games, channels),
    games,
    seed: 42,
    players: 4,
    vpTarget: 15,
    noise: 0,
    runId: `${runId}-${tag}`,
    path: "handler",
    ...(games > 1 || totalsForOne ? { counting: "totals" as const } : {}),
  });
}
