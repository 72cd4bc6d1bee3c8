// The bot is upgraded under a game in progress (docs/upgrades.md): the game's latest stored answer
// was given, under the older release, to a question the new code asks differently. The new bot
// process repairs the game at start-up, before anyone clicks: the game goes back to its snapshot,
// the channel is told what was undone and the player it waits on is pinged, and the game plays on.

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { JsonValue } from "../../src/store/index.ts";
import { openGame } from "./support/games.ts";
import { Policy } from "./support/policy.ts";
import { Table } from "./support/table.ts";

describe("a bot upgrade under a game in progress", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 5 });
  });
  afterAll(() => table?.close());

  it("rewinds the game at start-up, tells the channel and pings the player to move", async () => {
    const { gameId } = await openGame(table, { selection: "random", vp: 6 });
    // Played until answers are stored after the snapshot (and their prompts announced).
    const policy = new Policy(table, gameId);
    const tailed = await policy.playUntil(
      async () => ((await table.db.store.loadGame(gameId))?.decisions.length ?? 0) >= 2,
    );
    expect(tailed).toBe(true);
    // The older release stops as it did: without writing the games' state as their snapshots at
    // its stop (a release of this one's would fold the tail the test rewrites).
    vi.spyOn(table.bot.games, "snapshotOnStop").mockResolvedValue(0);
    await table.bot.stop();

    // The older release asked the first question of the tail differently than this one does, and
    // stamped the game with its release.
    const stored = await table.db.store.loadGame(gameId);
    if (!stored) throw new Error("no stored game");
    const [first] = stored.decisions;
    if (!first) throw new Error("no tail");
    await table.db.prisma.decision.update({
      where: { gameId_seq: { gameId, seq: first.seq } },
      data: { answer: { ...(first.answer as Record<string, JsonValue>), asked: "main:main:000000000000" } },
    });
    await table.db.store.saveGame({
      id: gameId,
      expectedVersion: stored.game.version,
      patch: { setup: { ...(stored.game.setup as Record<string, JsonValue>), release: "0.0.1" } },
    });
    // By id: the bot removes stale pings, so positions shift (issue 21).
    const posted = new Set(table.channel.messageIds);

    await table.start();
    await table.idle();

    const after = await table.db.store.loadGame(gameId);
    expect(after?.decisions).toEqual([]);
    expect(await table.db.store.loadAllDecisions(gameId)).toHaveLength(stored.game.snapshotSeq);
    const news = table.channel.messages.filter((m) => !posted.has(m.id));
    const notice = news.find((m) => m.content.startsWith("The bot was updated"));
    expect(notice?.content).toContain(`the last ${stored.decisions.length} decisions of this game`);
    const rewound = await table.bot.games.load(gameId);
    const awaited = rewound?.userOf(rewound.engine?.prompt?.seat ?? -1) as string;
    expect(news.filter((m) => m.content.includes(`<@${awaited}>`))).toHaveLength(1);
    expect(
      table.logs.find((l) => l.msg === "game rewound to its snapshot: its latest decisions no longer replay"),
    ).toMatchObject({ gameId, savedBy: "0.0.1" });
    expect(table.logs.find((l) => l.msg === "open games of another release restored")).toMatchObject({
      checked: 1,
      rewound: 1,
      failed: 0,
    });

    const { board } = await policy.playToTheEnd();
    expect(board.interactiveComponents).toEqual([]);
    expect((await table.db.store.loadGame(gameId))?.game.status).toBe("finished");
    table.fake.assertNoViolations();
    // A whole game and a restart of the bot: more than the suite's limit on a busy machine.
  }, 300_000);
});
