// The bot is upgraded under a game in progress (docs/upgrades.md): the game's latest stored answer
// was given, under the older release, to a question the new code asks differently. The new bot
// process repairs the game at start-up, before anyone clicks: the game goes back to its snapshot,
// the channel is told what was undone and the player it waits on is pinged, and the game plays on.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promptFingerprint } from "../../src/app/restore.ts";
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
    const before = await table.bot.games.load(gameId);
    const engine = before?.engine;
    const prompt = engine?.prompt;
    if (!before || !engine || !prompt) throw new Error("the game did not start");
    await table.bot.stop();

    // What the older release stored: an answer to this prompt as that release asked it (one more
    // option), and its release stamp.
    const stored = await table.db.store.loadGame(gameId);
    if (!stored) throw new Error("no stored game");
    const older = { ...prompt, options: [...prompt.options, { id: "gone" }] };
    await table.db.store.saveGame({
      id: gameId,
      expectedVersion: stored.game.version,
      patch: { setup: { ...(stored.game.setup as Record<string, JsonValue>), release: "0.0.1" } },
      appendDecisions: [
        {
          seq: engine.decisions + 1,
          userId: before.userOf(prompt.seat),
          seat: prompt.seat,
          answer: {
            seat: prompt.seat,
            prompt: prompt.id,
            choice: prompt.options.slice(0, prompt.min).map((o) => o.id),
            asked: promptFingerprint(older),
          },
        },
      ],
    });
    const posted = table.channel.messages.length;

    await table.start();
    await table.idle();

    const after = await table.db.store.loadGame(gameId);
    expect(after?.decisions).toEqual([]);
    expect(await table.db.store.loadAllDecisions(gameId)).toHaveLength(engine.decisions);
    const news = table.channel.messages.slice(posted).filter((m) => !m.deleted);
    const notice = news.find((m) => m.content.startsWith("The bot was updated"));
    expect(notice?.content).toContain("the last decision of this game");
    const awaited = before.userOf(prompt.seat) as string;
    expect(news.filter((m) => m.content.includes(`<@${awaited}>`))).toHaveLength(1);
    expect(
      table.logs.find((l) => l.msg === "game rewound to its snapshot: its latest decisions no longer replay"),
    ).toMatchObject({ gameId, savedBy: "0.0.1" });
    expect(table.logs.find((l) => l.msg === "open games of another release restored")).toMatchObject({
      checked: 1,
      rewound: 1,
      failed: 0,
    });

    const { board } = await new Policy(table, gameId).playToTheEnd();
    expect(board.interactiveComponents).toEqual([]);
    expect((await table.db.store.loadGame(gameId))?.game.status).toBe("finished");
    table.fake.assertNoViolations();
  });
});
