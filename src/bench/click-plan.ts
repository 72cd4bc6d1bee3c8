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

/**
 * The modules a 20-channel handler run needs, from the checkout at `root` (this one, or another
 * commit's worktree for paired runs: click-promises.ts, click-instructions.ts), the cards loaded.
 */
export async function runModules(root: string) {
  await import(`${root}cards/index.ts`);
  const { createPrismaClient } = (await import(
    `${root}src/db/prisma.ts`
  )) as typeof import("../db/prisma.ts");
  const { throwawayDatabase } = (await import(
    `${root}src/db/throwaway.ts`
  )) as typeof import("../db/throwaway.ts");
  const { localBarrier, playChannels } = (await import(
    `${root}src/loadtest/loadtest.ts`
  )) as typeof import("../loadtest/loadtest.ts");
  const { PrismaStore } = (await import(`${root}src/store/index.ts`)) as typeof import("../store/index.ts");
  return { createPrismaClient, throwawayDatabase, localBarrier, playChannels, PrismaStore };
}
