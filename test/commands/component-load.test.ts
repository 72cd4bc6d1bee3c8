// The game a click names (commands/game/load.ts): a click that saves and does not find its game in
// the service's cache (its first click since a restart or an eviction) has what the channel was
// shown read beside the game's load and replay, not after them (issue 22: the cold click); a read
// for an id that does not hold up is not kept for the game's next publish.

import { describe, expect, it } from "vitest";
import { type ComponentRef, gameOfComponent } from "../../commands/game/load.ts";
import type { CommandContext } from "../../commands/types.ts";
import type { GameSnapshot } from "../../src/app/index.ts";

const GAME = "00000000-0000-4000-8000-000000000001";
const REF: ComponentRef = { prefix: "sg", gameId: GAME, version: 3, promptId: 1 };

function game(channelId: string): GameSnapshot {
  return {
    record: { id: GAME, guildId: "g", channelId, version: 3 },
    engine: { g: { promptSeq: 1 } },
    setup: { seats: [] },
  } as unknown as GameSnapshot;
}

/** A context whose service holds nothing and whose load waits until `release`; calls recorded in order. */
function coldContext(stored: GameSnapshot | null | Error) {
  const calls: string[] = [];
  let release: () => void = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  const context = {
    games: {
      async cached() {
        calls.push("cached");
        return null;
      },
      async load() {
        calls.push("load");
        await loaded;
        calls.push("loaded");
        if (stored instanceof Error) throw stored;
        return stored;
      },
    },
    announcer: {
      expect: (gameId: string) => calls.push(`expect ${gameId}`),
      forget: (gameId: string) => calls.push(`forget ${gameId}`),
    },
  } as unknown as CommandContext;
  return { context, calls, release: () => release() };
}

describe("gameOfComponent on a game the service does not hold", () => {
  it("starts the read of what the channel was shown before the game's load returns", async () => {
    const { context, calls, release } = coldContext(game("c"));
    const found = gameOfComponent({ guildId: "g", channelId: "c" }, context, REF, { cached: true });
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toContain(`expect ${GAME}`);
    expect(calls).not.toContain("loaded");
    release();
    expect((await found)?.record.id).toBe(GAME);
    expect(calls.some((c) => c.startsWith("forget"))).toBe(false);
  });

  it("drops that read when the game is another channel's", async () => {
    const { context, calls, release } = coldContext(game("elsewhere"));
    release();
    expect(
      await gameOfComponent({ guildId: "g", channelId: "c" }, context, REF, { cached: true }),
    ).toBeNull();
    expect(calls.indexOf(`forget ${GAME}`)).toBeGreaterThan(calls.indexOf(`expect ${GAME}`));
  });

  it("drops that read when the game cannot be loaded", async () => {
    const { context, calls, release } = coldContext(new Error("the database is restarting"));
    release();
    await expect(
      gameOfComponent({ guildId: "g", channelId: "c" }, context, REF, { cached: true }),
    ).rejects.toThrow("restarting");
    expect(calls).toContain(`forget ${GAME}`);
  });

  it("reads nothing more for a click that only shows the game", async () => {
    const { context, calls, release } = coldContext(game("c"));
    release();
    await gameOfComponent({ guildId: "g", channelId: "c" }, context, REF);
    expect(calls).toEqual(["load", "loaded"]);
  });
});
